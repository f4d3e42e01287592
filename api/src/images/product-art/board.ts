import { FONT, escapeXml, linear, plug, rocker, scene, shade, socket, usbPort } from './svg';

export interface BoardArt {
  title: string;
  body: string;
  trim: string;
  /** One entry per socket: a universal socket, or a large 16 A one. */
  sockets: ('universal' | '16A')[];
  switches: 'individual' | 'master';
  usb?: ('A' | 'C')[];
  /** Surge boards show Protected / Earth OK lights. */
  surge?: boolean;
  name: string;
}

/** An extension board seen from above, a little turned, with its cord running to a plug. */
export function boardSvg(a: BoardArt): string {
  const height = 104;
  const parts: string[] = [];
  let cursor = 70; // the master switch end

  const cells = a.sockets.map((kind) => {
    const size = kind === '16A' ? 54 : 42;
    const cell = { x: cursor, width: size + 16, size };
    cursor += cell.width;
    return cell;
  });
  const usbWidth = a.usb?.length ? 44 : 0;
  const lightsWidth = a.surge ? 40 : 0;
  const width = cursor + usbWidth + lightsWidth + 14;

  // Cord first, leaving the master-switch end and running down to the plug.
  parts.push(
    `<path d="M4 ${height / 2} C -40 ${height / 2}, -40 ${height + 70}, 10 ${height + 78}" fill="none" stroke="${shade(a.body, -0.45)}" stroke-width="7" stroke-linecap="round"/>`,
    `<g transform="translate(46 ${height + 78}) rotate(180)">${plug(0, 0, a.body)}</g>`,
  );
  parts.push(
    `<rect x="0" y="14" width="${width}" height="${height}" rx="22" fill="${shade(a.body, -0.3)}"/>`,
    `<rect x="0" y="0" width="${width}" height="${height}" rx="22" fill="url(#board)" stroke="${shade(a.body, -0.2)}" stroke-width="1.5"/>`,
    `<rect x="10" y="10" width="${width - 20}" height="${height - 20}" rx="16" fill="none" stroke="${a.trim}" stroke-width="3" opacity="0.9"/>`,
  );
  if (a.switches === 'master' || a.switches === 'individual') {
    parts.push(rocker(22, height / 2 - 24, 30, 48, '#ef4444'));
  }
  cells.forEach((c) => {
    const cx = c.x + c.width / 2;
    if (a.switches === 'individual') {
      parts.push(rocker(cx - 11, 16, 22, 16, '#f87171'), socket(cx, 66, c.size - 6));
    } else {
      parts.push(socket(cx, height / 2, c.size));
    }
  });
  let x = cursor + 6;
  if (a.usb?.length) {
    a.usb.forEach((kind, i) => parts.push(usbPort(x + (kind === 'A' ? 4 : 7), 24 + i * 22, kind)));
    x += usbWidth;
  }
  if (a.surge) {
    parts.push(
      `<circle cx="${x + 14}" cy="34" r="6" fill="#22c55e"/><circle cx="${x + 14}" cy="62" r="6" fill="#f59e0b"/>`,
      `<path d="M${x + 16} 74 l-8 14 h7 l-3 12 l10 -16 h-7 l3 -10 z" fill="${a.trim}"/>`,
    );
  }
  parts.push(
    `<text x="${width / 2}" y="${height + 11}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="9" letter-spacing="3" fill="#ffffff" fill-opacity="0.9">HARMONY · ${escapeXml(a.name)}</text>`,
  );

  // Fit the drawing into the frame, then turn it slightly for depth.
  const scale = Math.min(1.15, 300 / width);
  const tx = 200 - (width * scale) / 2 + 16;
  const defs = [
    linear('board', [
      [0, shade(a.body, 0.25)],
      [1, shade(a.body, -0.04)],
    ]),
  ];
  const body = `<g transform="translate(${tx.toFixed(1)} 150) rotate(-8 ${(width * scale) / 2} 50) scale(${scale.toFixed(3)})">${parts.join('\n')}</g>`;
  return scene(a.title, defs, body, { cx: 210, cy: 300, rx: 170 });
}
