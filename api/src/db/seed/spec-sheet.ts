import { SPEC_SECTIONS, type SpecSectionName } from '@harmony/shared/domain';
import type { SpecSection } from '../schema';

type Rows = Record<string, string>;
type SheetKey =
  'general' | 'body' | 'performance' | 'safety' | 'power' | 'additional' | 'dimensions' | 'warranty';

const SECTION_OF: Record<SheetKey, SpecSectionName> = {
  general: 'General',
  body: 'Body',
  performance: 'Performance Features',
  safety: 'Safety Features',
  power: 'Power Features',
  additional: 'Additional Features',
  dimensions: 'Dimensions',
  warranty: 'Warranty',
};

/** All eight sections, in the accordion's order; rows keep the order they are written in. */
export function specSheet(sheet: Record<SheetKey, Rows>): SpecSection[] {
  const byName = new Map(
    (Object.keys(SECTION_OF) as SheetKey[]).map((key) => [SECTION_OF[key], sheet[key]] as const),
  );
  return SPEC_SECTIONS.map((section) => ({
    section,
    rows: Object.entries(byName.get(section) ?? {}).map(([label, value]) => ({ label, value })),
  }));
}

export function warranty(years: number, covers: string): Rows {
  return {
    'Warranty Period': `${years} ${years === 1 ? 'Year' : 'Years'}`,
    'Warranty Type': 'Manufacturer warranty, service at an authorised centre',
    'Covered in Warranty': covers,
    'Not Covered in Warranty': 'Physical damage, water ingress, lightning, tampering or repair by others',
  };
}

export interface StabilizerSheet {
  model: string;
  capacity: string;
  type: string;
  suitableFor: string;
  colour: string;
  mounting: string;
  bodyMaterial: string;
  display: string;
  timeDelay: string;
  correction: string;
  input: string;
  output: string;
  efficiency?: string;
  overload: string;
  thermal: string;
  extraSafety?: Rows;
  additional: string;
  size: string;
  weight: string;
  warrantyYears: number;
}

export function stabilizerSpecs(s: StabilizerSheet): SpecSection[] {
  return specSheet({
    general: {
      'Model Name': s.model,
      Capacity: s.capacity,
      Type: s.type,
      'Suitable For': s.suitableFor,
      Colour: s.colour,
      Mounting: s.mounting,
    },
    body: {
      'Body Material': s.bodyMaterial,
      Display: s.display,
      'Cooling Method': 'Natural air cooling',
    },
    performance: {
      'Time Delay System': s.timeDelay,
      'Voltage Correction': s.correction,
      Efficiency: s.efficiency ?? '98%',
    },
    safety: {
      'Overload Protection': s.overload,
      'Thermal Protection': s.thermal,
      'High / Low Voltage Cut-off': 'Yes, with automatic restart',
      ...s.extraSafety,
    },
    power: {
      'Input Voltage Range': s.input,
      'Output Voltage': s.output,
      Frequency: '50 Hz',
    },
    additional: { 'Additional Features': s.additional },
    dimensions: { 'Width x Height x Depth': s.size, Weight: s.weight },
    warranty: warranty(s.warrantyYears, 'Transformer, relays and control card'),
  });
}

export interface BoardSheet {
  model: string;
  sockets: string;
  type: string;
  colour: string;
  cord: string;
  bodyMaterial: string;
  indicator: string;
  switches: string;
  current: string;
  safety: Rows;
  usb?: string;
  additional: string;
  size: string;
  weight: string;
  warrantyYears: number;
}

export function boardSpecs(b: BoardSheet): SpecSection[] {
  return specSheet({
    general: {
      'Model Name': b.model,
      'Number of Sockets': b.sockets,
      Type: b.type,
      Colour: b.colour,
      Mounting: 'Table top or wall hanging (keyhole slots)',
    },
    body: { 'Body Material': b.bodyMaterial, Cord: b.cord, Indicator: b.indicator },
    performance: {
      Switches: b.switches,
      'Maximum Current': b.current,
      ...(b.usb ? { 'USB Output': b.usb } : {}),
    },
    safety: b.safety,
    power: { 'Input Voltage Range': '100-250 V AC', 'Rated Voltage': '240 V AC', Frequency: '50 Hz' },
    additional: { 'Additional Features': b.additional },
    dimensions: { 'Width x Height x Depth': b.size, Weight: b.weight },
    warranty: warranty(b.warrantyYears, 'Sockets, switches, cord and internal wiring'),
  });
}

/** The description's HTML: one paragraph and a list of highlights. */
export function describe(paragraph: string, highlights: string[]): string {
  return `<p>${paragraph}</p><ul>${highlights.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}
