/** Small helpers for the product pictures: every picture is a 400 x 400 scene on the same backdrop. */

export const FONT = "'Segoe UI', 'Helvetica Neue', Arial, sans-serif";
export const DIGITS_FONT = "'DSEG7 Classic', 'Courier New', monospace";

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const target = amount > 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function linear(id: string, stops: [number, string][], vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
}

/** A radial gradient lit from the upper left (knobs, drums, plug faces). */
export function radial(id: string, stops: [number, string][]): string {
  return `<radialGradient id="${id}" cx="0.35" cy="0.3" r="0.75">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</radialGradient>`;
}

/** The common frame: soft backdrop, a floor shadow, then the drawing. */
export function scene(title: string, defs: string[], body: string, shadow = { cx: 200, cy: 350, rx: 140 }) {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    '<defs>',
    linear('backdrop', [
      [0, '#f8fafc'],
      [1, '#e6ebf2'],
    ]),
    '<radialGradient id="floor" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#0f172a" stop-opacity="0.28"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>',
    ...defs,
    '</defs>',
    '<rect width="400" height="400" fill="url(#backdrop)"/>',
    `<ellipse cx="${shadow.cx}" cy="${shadow.cy}" rx="${shadow.rx}" ry="16" fill="url(#floor)"/>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

/** An Indian 3-pin universal socket face centred on (cx, cy). */
export function socket(cx: number, cy: number, size: number, face = '#f5f5f4', hole = '#334155'): string {
  const s = size;
  return [
    `<g>`,
    `<rect x="${cx - s / 2}" y="${cy - s / 2}" width="${s}" height="${s}" rx="${s * 0.24}" fill="${face}" stroke="${shade(face, -0.18)}" stroke-width="1.5"/>`,
    `<circle cx="${cx}" cy="${cy - s * 0.2}" r="${s * 0.1}" fill="${hole}"/>`,
    `<circle cx="${cx - s * 0.2}" cy="${cy + s * 0.16}" r="${s * 0.075}" fill="${hole}"/>`,
    `<circle cx="${cx + s * 0.2}" cy="${cy + s * 0.16}" r="${s * 0.075}" fill="${hole}"/>`,
    `<rect x="${cx - s * 0.32}" y="${cy - s * 0.05}" width="${s * 0.08}" height="${s * 0.2}" rx="${s * 0.03}" fill="${hole}" opacity="0.55"/>`,
    `<rect x="${cx + s * 0.24}" y="${cy - s * 0.05}" width="${s * 0.08}" height="${s * 0.2}" rx="${s * 0.03}" fill="${hole}" opacity="0.55"/>`,
    `</g>`,
  ].join('');
}

/** A USB-A (wide) or USB-C (pill) port. */
export function usbPort(x: number, y: number, kind: 'A' | 'C'): string {
  return kind === 'A'
    ? `<rect x="${x}" y="${y}" width="22" height="9" rx="1.5" fill="#1e293b"/><rect x="${x + 3}" y="${y + 2}" width="16" height="3" fill="#60a5fa"/>`
    : `<rect x="${x}" y="${y}" width="16" height="7" rx="3.5" fill="#1e293b"/><rect x="${x + 4}" y="${y + 2.5}" width="8" height="2" rx="1" fill="#94a3b8"/>`;
}

/** A rocker switch with its indicator light. */
export function rocker(x: number, y: number, w: number, h: number, on = '#ef4444'): string {
  return [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(w, h) * 0.25}" fill="#475569"/>`,
    `<rect x="${x + 2}" y="${y + 2}" width="${w - 4}" height="${h / 2 - 2}" rx="2" fill="#64748b"/>`,
    `<circle cx="${x + w / 2}" cy="${y + h * 0.72}" r="${Math.min(w, h) * 0.14}" fill="${on}"/>`,
  ].join('');
}

/** A moulded 3-pin plug lying at (x, y), pins pointing left, with its cable leaving right. */
export function plug(x: number, y: number, colour: string): string {
  return [
    `<rect x="${x - 12}" y="${y - 5}" width="14" height="3.5" rx="1" fill="#cbd5e1"/>`,
    `<rect x="${x - 12}" y="${y + 2}" width="14" height="3.5" rx="1" fill="#cbd5e1"/>`,
    `<rect x="${x - 16}" y="${y + 9}" width="18" height="5" rx="1.5" fill="#cbd5e1"/>`,
    `<rect x="${x}" y="${y - 14}" width="34" height="34" rx="9" fill="${colour}" stroke="${shade(colour, -0.25)}" stroke-width="1.5"/>`,
    `<rect x="${x + 30}" y="${y - 6}" width="14" height="18" rx="4" fill="${shade(colour, -0.15)}"/>`,
  ].join('');
}
