import sharp from 'sharp';
import { strongEtag } from '../http/etag';
import type { ImageFile } from './product-images';
import type { CachedBytes } from '../http/send-cached';

// Link previews (WhatsApp, Facebook, X, Slack) show neither SVG nor a square picture well: each
// picture is also served as a PNG at Open Graph's 1.91:1 size.
export const PREVIEW_PREFIX = '/api/pages/previews';
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
export const SITE_PREVIEW_PATH = `${PREVIEW_PREFIX}/harmony.png`;

/** The product pictures' own backdrop colour, so the picture sits in the preview without a seam. */
const BACKDROP = '#eef2f6';
const EXTENSION = /\.[a-z]+$/;

/** The preview of a product picture: `harmony-m1.svg` → /api/pages/previews/products/harmony-m1.png. */
export function productPreviewPath(imageFile: string): string {
  return `${PREVIEW_PREFIX}/products/${encodeURIComponent(imageFile.replace(EXTENSION, ''))}.png`;
}

/** The site's own card (home and other pages): the favicon's mark, the name and what it sells. */
const SITE_CARD = `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">
<rect width="100%" height="100%" fill="#0b2457"/>
<g transform="translate(110 175) scale(8.75)">
<rect width="32" height="32" rx="7" fill="#f28c1b"/>
<path d="M9 7h4v7h6V7h4v18h-4v-7h-6v7H9z" fill="#0b2457"/>
</g>
<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#ffffff">
<text x="460" y="290" font-size="104" font-weight="700">Harmony</text>
<text x="462" y="370" font-size="36" fill="#dbe4f3">Voltage stabilizers, extension boards</text>
<text x="462" y="420" font-size="36" fill="#dbe4f3">and accessories, made in India</text>
</g>
</svg>`;

async function render(source: Buffer): Promise<CachedBytes> {
  // SVG at twice its size first, so a 400 px drawing stays sharp at 630 px.
  const body = await sharp(source, { density: 144 })
    .resize({ width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, fit: 'contain', background: BACKDROP })
    .flatten({ background: BACKDROP })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { body, etag: strongEtag(body) };
}

export interface PreviewImages {
  site(): Promise<CachedBytes>;
  /** By the picture's name without its extension; null when no shipped picture has that name. */
  product(name: string): Promise<CachedBytes> | null;
}

/**
 * Renders each preview on its first request and keeps it: there are as many as shipped pictures, and
 * a picture never changes under its name.
 */
export function previewImages(pictures: ReadonlyMap<string, ImageFile>): PreviewImages {
  const byName = new Map([...pictures].map(([file, image]) => [file.replace(EXTENSION, ''), image]));
  const rendered = new Map<string, Promise<CachedBytes>>();
  const once = (key: string, source: () => Buffer) => {
    let preview = rendered.get(key);
    if (!preview) {
      preview = render(source());
      rendered.set(key, preview);
      // A failed render is tried again by the next request instead of failing forever.
      preview.catch(() => rendered.delete(key));
    }
    return preview;
  };
  return {
    site: () => once('', () => Buffer.from(SITE_CARD)),
    product(name) {
      const picture = byName.get(name);
      return picture ? once(`product:${name}`, () => picture.body) : null;
    },
  };
}
