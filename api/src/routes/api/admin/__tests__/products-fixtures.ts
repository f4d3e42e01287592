import sharp from 'sharp';
import { SPEC_SECTIONS } from '@harmony/shared/domain';

// What the product tests share: the editor's form as a browser sends it, and multipart bodies for
// pictures.

/** A complete, valid editor form; `over` replaces fields. */
export function productForm(over: Record<string, unknown> = {}) {
  return {
    title: 'Harmony Test Guard T9',
    brand: 'Harmony',
    category: 'appliance-stabilizers',
    price: '2499',
    original_price: '2999.50',
    label: 'New',
    input_voltage: '140-280 V',
    output_voltage: '200-240 V',
    summary: 'A guard for a television, made for the tests.',
    description: '<p>Keeps a television safe.</p><ul><li>Time delay</li></ul>',
    hsn: '8504',
    specs: SPEC_SECTIONS.map((section) => ({ section, rows: [{ label: 'Model Name', value: 'T9' }] })),
    ...over,
  };
}

/** A multipart/form-data body holding one file under `image`. */
export function pictureUpload(data: Buffer, filename = 'photo.png') {
  const boundary = `----harmony${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
