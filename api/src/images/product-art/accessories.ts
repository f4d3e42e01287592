import { FONT, linear, plug, radial, scene, shade, socket, usbPort } from './svg';

const brand = (x: number, y: number, fill: string, size = 11) =>
  `<text x="${x}" y="${y}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="${size}" letter-spacing="3" fill="${fill}">HARMONY</text>`;

/** A cube adapter: a universal socket on the face, two USB ports, sliding pins below. */
export function travelAdapterSvg(title: string, body: string): string {
  const defs = [
    linear('face', [
      [0, shade(body, 0.2)],
      [1, body],
    ]),
  ];
  const art = [
    // Pins for different countries, slid out below.
    '<rect x="160" y="292" width="10" height="34" rx="2" fill="#cbd5e1"/><rect x="196" y="292" width="10" height="34" rx="2" fill="#cbd5e1"/>',
    '<rect x="232" y="292" width="10" height="26" rx="5" fill="#94a3b8"/>',
    `<polygon points="120,130 160,96 300,96 260,130" fill="${shade(body, 0.35)}"/>`,
    `<polygon points="260,130 300,96 300,262 260,296" fill="${shade(body, -0.3)}"/>`,
    `<rect x="120" y="130" width="140" height="166" rx="14" fill="url(#face)"/>`,
    socket(190, 190, 78, '#f8fafc'),
    usbPort(152, 252, 'A'),
    usbPort(206, 252, 'A'),
    brand(190, 146, '#e2e8f0', 10),
    // The slider on the side picks the pin set.
    `<rect x="272" y="150" width="14" height="70" rx="7" fill="${shade(body, -0.5)}"/><rect x="273" y="168" width="12" height="20" rx="6" fill="#f97316"/>`,
  ].join('\n');
  return scene(title, defs, art, { cx: 210, cy: 330, rx: 120 });
}

/** A large 16 A plug body carrying a 6 A socket on its face. */
export function converterPlugSvg(title: string, body: string): string {
  const defs = [
    radial('plugface', [
      [0, '#ffffff'],
      [1, shade(body, -0.08)],
    ]),
  ];
  const art = [
    // Round 16 A pins behind the body.
    '<rect x="186" y="64" width="28" height="60" rx="12" fill="#d4d4d8" stroke="#a1a1aa"/>',
    '<rect x="132" y="84" width="22" height="50" rx="10" fill="#d4d4d8" stroke="#a1a1aa"/>',
    '<rect x="246" y="84" width="22" height="50" rx="10" fill="#d4d4d8" stroke="#a1a1aa"/>',
    `<rect x="108" y="118" width="184" height="196" rx="40" fill="${shade(body, -0.22)}"/>`,
    `<rect x="108" y="108" width="184" height="196" rx="40" fill="url(#plugface)" stroke="${shade(body, -0.25)}" stroke-width="2"/>`,
    socket(200, 196, 96, '#ffffff'),
    brand(200, 276, '#64748b', 12),
    `<text x="200" y="292" text-anchor="middle" font-family="${FONT}" font-size="10" font-weight="600" fill="#94a3b8">16 A → 6 A</text>`,
  ].join('\n');
  return scene(title, defs, art, { cx: 200, cy: 330, rx: 120 });
}

function bracket(x: number, y: number, colour: string): string {
  const holes = [50, 90]
    .map((dy) => `<rect x="${x + 12}" y="${y + dy}" width="16" height="9" rx="4.5" fill="#e2e8f0"/>`)
    .join('');
  return [
    // The upright leg against the wall, then the arm that carries the stabilizer.
    `<polygon points="${x},${y} ${x + 40},${y} ${x + 40},${y + 150} ${x},${y + 150}" fill="${colour}"/>`,
    `<polygon points="${x + 40},${y} ${x + 52},${y - 8} ${x + 52},${y + 142} ${x + 40},${y + 150}" fill="${shade(colour, 0.25)}"/>`,
    `<polygon points="${x},${y + 150} ${x + 40},${y + 150} ${x + 120},${y + 196} ${x + 80},${y + 196}" fill="${shade(colour, 0.15)}"/>`,
    `<polygon points="${x + 80},${y + 196} ${x + 120},${y + 196} ${x + 120},${y + 206} ${x + 80},${y + 206}" fill="${shade(colour, -0.3)}"/>`,
    `<path d="M${x + 6} ${y + 140} L${x + 86} ${y + 186}" stroke="${shade(colour, 0.35)}" stroke-width="3"/>`,
    holes,
  ].join('');
}

/** A pair of L-shaped steel brackets with their screws. */
export function wallBracketSvg(title: string, colour: string): string {
  const screw = (x: number, y: number) =>
    `<g transform="translate(${x} ${y}) rotate(-30)"><rect x="-2.5" y="0" width="5" height="30" fill="#a1a1aa"/><path d="M-2.5 4 h5 M-2.5 10 h5 M-2.5 16 h5 M-2.5 22 h5" stroke="#71717a"/><rect x="-8" y="-4" width="16" height="6" rx="2" fill="#d4d4d8"/></g>`;
  const art = [
    bracket(86, 70, colour),
    bracket(196, 96, colour),
    screw(306, 270),
    screw(330, 262),
    screw(84, 300),
    brand(200, 364, '#94a3b8', 10),
  ].join('\n');
  return scene(title, [], art, { cx: 220, cy: 320, rx: 150 });
}

/** A coiled cable with a plug at one end and a socket at the other. */
export function extensionCableSvg(title: string, colour: string): string {
  const loops = Array.from({ length: 5 }, (_, i) => {
    const ry = 46 - i * 2;
    return `<ellipse cx="${200 + i * 3}" cy="${210 - i * 7}" rx="${96 - i * 3}" ry="${ry}" fill="none" stroke="${shade(colour, -0.1 * (i % 2))}" stroke-width="10"/>`;
  }).join('');
  const art = [
    loops,
    `<path d="M106 206 C 70 230, 70 280, 110 292" fill="none" stroke="${colour}" stroke-width="10" stroke-linecap="round"/>`,
    `<g transform="translate(150 292)">${plug(-24, 0, '#334155')}</g>`,
    `<path d="M296 196 C 330 210, 330 260, 290 282" fill="none" stroke="${colour}" stroke-width="10" stroke-linecap="round"/>`,
    `<rect x="236" y="262" width="64" height="56" rx="14" fill="#334155"/>`,
    socket(268, 290, 40, '#f8fafc'),
    `<text x="200" y="120" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="22" fill="${shade(colour, -0.35)}">5 m · 16 A</text>`,
  ].join('\n');
  return scene(title, [], art, { cx: 200, cy: 330, rx: 150 });
}

/** A cable reel: drum on a frame, sockets on the hub, a handle on top. */
export function cableReelSvg(title: string, drum: string, frame: string): string {
  const defs = [
    radial('drum', [
      [0, shade(drum, 0.25)],
      [1, shade(drum, -0.2)],
    ]),
  ];
  const turns = Array.from(
    { length: 4 },
    (_, i) =>
      `<circle cx="200" cy="196" r="${112 - i * 6}" fill="none" stroke="#1f2937" stroke-width="5" opacity="0.85"/>`,
  ).join('');
  const art = [
    `<path d="M120 96 L92 320 M280 96 L308 320" stroke="${frame}" stroke-width="14" stroke-linecap="round"/>`,
    `<path d="M126 70 h148" stroke="${frame}" stroke-width="16" stroke-linecap="round"/>`,
    `<path d="M200 70 v40" stroke="${frame}" stroke-width="12"/>`,
    `<circle cx="200" cy="196" r="124" fill="url(#drum)"/>`,
    turns,
    `<circle cx="200" cy="196" r="84" fill="${shade(drum, 0.1)}" stroke="${shade(drum, -0.3)}" stroke-width="3"/>`,
    socket(170, 166, 42),
    socket(230, 166, 42),
    socket(170, 226, 42),
    socket(230, 226, 42),
    `<circle cx="${200 + 100}" cy="196" r="9" fill="${frame}"/><rect x="300" y="190" width="34" height="12" rx="6" fill="${frame}"/>`,
    brand(200, 136, '#ffffff', 10),
  ].join('\n');
  return scene(title, defs, art, { cx: 200, cy: 330, rx: 150 });
}
