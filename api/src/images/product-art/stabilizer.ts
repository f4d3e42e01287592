import { DIGITS_FONT, FONT, escapeXml, linear, radial, scene, shade, socket } from './svg';

export interface StabilizerArt {
  title: string;
  body: string;
  accent: string;
  model: string;
  capacity: string;
  /** What the voltmeter reads. */
  reading: string;
  digits?: string;
  knobs: 0 | 1 | 2;
  sockets?: number;
  shape: 'wall' | 'compact' | 'tower' | 'servo';
}

const BOXES = {
  wall: { x: 100, y: 72, w: 180, h: 250 },
  compact: { x: 118, y: 104, w: 150, h: 216 },
  tower: { x: 104, y: 44, w: 176, h: 282 },
  servo: { x: 88, y: 96, w: 206, h: 240 },
} as const;

function isDark(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b < 140;
}

function knob(cx: number, cy: number, angle: number): string {
  const rad = (angle * Math.PI) / 180;
  return [
    `<circle cx="${cx}" cy="${cy}" r="17" fill="#0f172a" opacity="0.25" transform="translate(1.5 2)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="17" fill="url(#knob)" stroke="#1e293b" stroke-width="1"/>`,
    `<circle cx="${cx}" cy="${cy}" r="11" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="1"/>`,
    `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(rad) * 13).toFixed(1)}" y2="${(cy + Math.sin(rad) * 13).toFixed(1)}" stroke="#f8fafc" stroke-width="3" stroke-linecap="round"/>`,
  ].join('');
}

function gauge(cx: number, cy: number, r: number): string {
  const ticks = Array.from({ length: 11 }, (_, i) => {
    const a = Math.PI + (i * Math.PI) / 10;
    const inner = i % 5 === 0 ? r - 10 : r - 6;
    const p = (len: number) =>
      `${(cx + Math.cos(a) * len).toFixed(1)} ${(cy + Math.sin(a) * len).toFixed(1)}`;
    return `<path d="M${p(inner)} L${p(r - 1)}" stroke="#1e293b" stroke-width="${i % 5 === 0 ? 2 : 1}"/>`;
  }).join('');
  return [
    `<path d="M${cx - r} ${cy} A${r} ${r} 0 0 1 ${cx + r} ${cy} Z" fill="#fefce8" stroke="#1e293b" stroke-width="2"/>`,
    `<path d="M${cx + r * 0.55} ${cy - r * 0.83} A${r - 3} ${r - 3} 0 0 1 ${cx + r - 3} ${cy}" fill="none" stroke="#ef4444" stroke-width="4" opacity="0.7"/>`,
    ticks,
    `<line x1="${cx}" y1="${cy}" x2="${cx + r * 0.22}" y2="${cy - r * 0.78}" stroke="#b91c1c" stroke-width="2.5" stroke-linecap="round"/>`,
    `<circle cx="${cx}" cy="${cy}" r="4" fill="#1e293b"/>`,
  ].join('');
}

export function stabilizerSvg(a: StabilizerArt): string {
  const { x, y, w, h } = BOXES[a.shape];
  const d = a.shape === 'compact' ? 20 : 26;
  const lift = d * 0.7;
  const ink = isDark(a.body) ? '#f8fafc' : '#1f2937';
  const digits = a.digits ?? '#ff3b30';
  const panelH = Math.round(h * (a.shape === 'servo' ? 0.46 : a.shape === 'compact' ? 0.4 : 0.42));
  const px = x + 14;
  const py = y + 14;
  const pw = w - 28;
  const dispX = px + 16;
  const dispW = pw - 32;
  const dispY = py + 14;
  const dispH = a.shape === 'compact' ? 40 : 50;
  const fontSize = a.shape === 'compact' ? 28 : 36;

  const defs = [
    linear('front', [
      [0, shade(a.body, 0.18)],
      [1, shade(a.body, -0.06)],
    ]),
    linear('panel', [
      [0, shade(a.accent, 0.12)],
      [1, shade(a.accent, -0.18)],
    ]),
    radial('knob', [
      [0, '#64748b'],
      [1, '#0f172a'],
    ]),
  ];

  const parts: string[] = [];
  // Mains cable first so the box sits on top of it.
  parts.push(
    `<path d="M${x + w * 0.3} ${y + h - 4} C ${x + w * 0.3} ${y + h + 40}, ${x - 40} ${y + h + 10}, ${x - 46} ${y + h + 30}" fill="none" stroke="#1f2937" stroke-width="6" stroke-linecap="round"/>`,
  );
  if (a.shape === 'servo') {
    parts.push(
      `<path d="M${x + w * 0.3} ${y} v-26 a10 10 0 0 1 10 -10 h${w * 0.4 - 20} a10 10 0 0 1 10 10 v26" fill="none" stroke="#334155" stroke-width="9" stroke-linejoin="round"/>`,
    );
  }
  parts.push(
    `<polygon points="${x + 6},${y} ${x + d + 6},${y - lift} ${x + w + d},${y - lift} ${x + w},${y}" fill="${shade(a.body, 0.3)}"/>`,
    `<polygon points="${x + w},${y + 2} ${x + w + d},${y - lift} ${x + w + d},${y + h - lift - 4} ${x + w},${y + h}" fill="${shade(a.body, -0.28)}"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="url(#front)" stroke="${shade(a.body, -0.3)}" stroke-width="1.2"/>`,
    `<rect x="${px}" y="${py}" width="${pw}" height="${panelH}" rx="10" fill="url(#panel)"/>`,
    `<rect x="${dispX}" y="${dispY}" width="${dispW}" height="${dispH}" rx="6" fill="#0b1220" stroke="${shade(a.accent, -0.45)}" stroke-width="2"/>`,
    `<text x="${dispX + dispW / 2 - 6}" y="${dispY + dispH / 2 + fontSize * 0.36}" text-anchor="middle" font-family="${DIGITS_FONT}" font-weight="700" font-size="${fontSize}" letter-spacing="4" fill="${digits}" opacity="0.12">888</text>`,
    `<text x="${dispX + dispW / 2 - 6}" y="${dispY + dispH / 2 + fontSize * 0.36}" text-anchor="middle" font-family="${DIGITS_FONT}" font-weight="700" font-size="${fontSize}" letter-spacing="4" fill="${digits}">${escapeXml(a.reading)}</text>`,
    `<text x="${dispX + dispW - 8}" y="${dispY + dispH - 8}" text-anchor="end" font-family="${FONT}" font-weight="700" font-size="11" fill="${digits}">V</text>`,
  );

  const below = dispY + dispH;
  if (a.shape === 'servo') {
    parts.push(gauge(x + w / 2, py + panelH - 12, Math.min(44, (panelH - dispH - 30) * 0.95)));
  } else {
    const leds: [string, string][] = [
      ['#22c55e', 'MAINS'],
      ['#f59e0b', 'DELAY'],
      ['#7f1d1d', 'CUT'],
    ];
    leds.forEach(([colour, label], i) => {
      const cx = dispX + 12 + (i * (dispW - 24)) / 2;
      const cy = below + (panelH - (below - py)) * 0.42;
      parts.push(
        `<circle cx="${cx}" cy="${cy}" r="5" fill="${colour}" stroke="#0f172a" stroke-opacity="0.3"/>`,
        `<text x="${cx}" y="${cy + 16}" text-anchor="middle" font-family="${FONT}" font-size="7.5" font-weight="600" letter-spacing="0.6" fill="#ffffff" fill-opacity="0.85">${label}</text>`,
      );
    });
  }

  const brandY = py + panelH + 26;
  const pillW = a.shape === 'compact' ? 54 : 62;
  // The model name shrinks to fit beside the capacity pill (about 0.6 em per character).
  const room = w - 36 - pillW - 6;
  const modelSize = Math.min(a.shape === 'compact' ? 17 : 22, room / (0.6 * a.model.length));
  parts.push(
    `<text x="${x + w / 2}" y="${brandY}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="${a.shape === 'compact' ? 13 : 16}" letter-spacing="4" fill="${ink}">HARMONY</text>`,
    `<text x="${x + 18}" y="${brandY + 28}" font-family="${FONT}" font-weight="700" font-size="${modelSize.toFixed(1)}" fill="${ink}">${escapeXml(a.model)}</text>`,
    `<rect x="${x + w - 18 - pillW}" y="${brandY + 11}" width="${pillW}" height="22" rx="11" fill="${a.accent}"/>`,
    `<text x="${x + w - 18 - pillW / 2}" y="${brandY + 26.5}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${a.shape === 'compact' ? 11 : 12}" fill="#ffffff">${escapeXml(a.capacity)}</text>`,
  );

  const bottomY = y + h - (a.shape === 'compact' ? 30 : 34);
  const knobXs = a.knobs === 2 ? [x + 36, x + 82] : a.knobs === 1 ? [x + 36] : [];
  knobXs.forEach((kx, i) => parts.push(knob(kx, bottomY, i === 0 ? -60 : 200)));
  const socketCount = a.sockets ?? 0;
  if (socketCount > 0) {
    const size = 28;
    const gap = 8;
    const start = x + w - 16 - socketCount * size - (socketCount - 1) * gap;
    for (let i = 0; i < socketCount; i += 1)
      parts.push(socket(start + size / 2 + i * (size + gap), bottomY, size, '#f8fafc'));
  } else {
    const ventX = knobXs.length ? x + 110 : x + 24;
    const ventW = x + w - 20 - ventX;
    for (let i = 0; i < 4; i += 1)
      parts.push(
        `<rect x="${ventX}" y="${bottomY - 15 + i * 9}" width="${ventW}" height="4" rx="2" fill="${shade(a.body, -0.35)}" opacity="0.55"/>`,
      );
  }
  return scene(a.title, defs, parts.join('\n'), { cx: x + w / 2 + 10, cy: y + h + 6, rx: w * 0.7 });
}
