import {
  cableReelSvg,
  converterPlugSvg,
  extensionCableSvg,
  travelAdapterSvg,
  wallBracketSvg,
} from './accessories';
import { boardSvg } from './board';
import { stabilizerSvg } from './stabilizer';

const six = <T>(value: T): T[] => Array.from({ length: 6 }, () => value);
const four = <T>(value: T): T[] => Array.from({ length: 4 }, () => value);

/** The picture of every catalogue product, by slug (the file is <slug>.svg). */
export const CATALOGUE_ART: Record<string, () => string> = {
  'harmony-m1': () =>
    stabilizerSvg({
      title: 'Harmony M1 voltage stabilizer, 4 kVA',
      body: '#f1f5f9',
      accent: '#1d4ed8',
      model: 'M1',
      capacity: '4 kVA',
      reading: '230',
      knobs: 1,
      shape: 'wall',
    }),
  'harmony-m1-lite': () =>
    stabilizerSvg({
      title: 'Harmony M1 Lite voltage stabilizer, 3 kVA',
      body: '#f8fafc',
      accent: '#0f766e',
      model: 'M1 Lite',
      capacity: '3 kVA',
      reading: '226',
      knobs: 0,
      shape: 'wall',
    }),
  'harmony-m2': () =>
    stabilizerSvg({
      title: 'Harmony M2 voltage stabilizer, 5 kVA',
      body: '#4b5563',
      accent: '#ea580c',
      model: 'M2',
      capacity: '5 kVA',
      reading: '232',
      knobs: 2,
      shape: 'wall',
    }),
  'harmony-ac-guard-2kva': () =>
    stabilizerSvg({
      title: 'Harmony AC Guard voltage stabilizer, 2 kVA',
      body: '#fafaf9',
      accent: '#16a34a',
      model: 'Guard',
      capacity: '2 kVA',
      reading: '219',
      digits: '#fbbf24',
      knobs: 1,
      shape: 'compact',
    }),
  'harmony-w4-wide-range': () =>
    stabilizerSvg({
      title: 'Harmony W4 wide range stabilizer, 4 kVA',
      body: '#f5f3ff',
      accent: '#7c3aed',
      model: 'W4',
      capacity: '4 kVA',
      reading: '095',
      digits: '#f472b6',
      knobs: 2,
      shape: 'wall',
    }),
  'harmony-copper-pro-5kva': () =>
    stabilizerSvg({
      title: 'Harmony Copper Pro stabilizer, 5 kVA',
      body: '#cbd5e1',
      accent: '#b45309',
      model: 'CU-5',
      capacity: '5 kVA',
      reading: '220',
      digits: '#fb923c',
      knobs: 1,
      shape: 'wall',
    }),
  'harmony-mainline-ml5': () =>
    stabilizerSvg({
      title: 'Harmony Mainline ML-5 stabilizer, 5 kVA',
      body: '#64748b',
      accent: '#dc2626',
      model: 'ML-5',
      capacity: '5 kVA',
      reading: '220',
      knobs: 2,
      shape: 'tower',
    }),
  'harmony-mainline-ml10': () =>
    stabilizerSvg({
      title: 'Harmony Mainline ML-10 stabilizer, 10 kVA',
      body: '#334155',
      accent: '#2563eb',
      model: 'ML-10',
      capacity: '10 kVA',
      reading: '221',
      digits: '#22d3ee',
      knobs: 2,
      shape: 'tower',
    }),
  'harmony-servo-sv3': () =>
    stabilizerSvg({
      title: 'Harmony Servo SV-3 stabilizer, 3 kVA',
      body: '#27272a',
      accent: '#a16207',
      model: 'SV-3',
      capacity: '3 kVA',
      reading: '230',
      digits: '#4ade80',
      knobs: 2,
      shape: 'servo',
    }),
  'harmony-tv-shield-t1': () =>
    stabilizerSvg({
      title: 'Harmony TV Shield T1 stabilizer',
      body: '#111827',
      accent: '#475569',
      model: 'T1',
      capacity: '0.5 kVA',
      reading: '228',
      digits: '#38bdf8',
      knobs: 0,
      sockets: 2,
      shape: 'compact',
    }),
  'harmony-tv-shield-t2': () =>
    stabilizerSvg({
      title: 'Harmony TV Shield T2 stabilizer',
      body: '#1c1917',
      accent: '#a8a29e',
      model: 'T2',
      capacity: '1 kVA',
      reading: '231',
      digits: '#a3e635',
      knobs: 0,
      sockets: 3,
      shape: 'compact',
    }),
  'harmony-cool-keeper-f1': () =>
    stabilizerSvg({
      title: 'Harmony Cool Keeper F1 refrigerator stabilizer',
      body: '#f0f9ff',
      accent: '#0ea5e9',
      model: 'F1',
      capacity: '1 kVA',
      reading: '224',
      knobs: 0,
      sockets: 1,
      shape: 'compact',
    }),
  'harmony-cool-keeper-f2': () =>
    stabilizerSvg({
      title: 'Harmony Cool Keeper F2 refrigerator stabilizer',
      body: '#f0fdf4',
      accent: '#10b981',
      model: 'F2',
      capacity: '2 kVA',
      reading: '229',
      digits: '#fde047',
      knobs: 1,
      sockets: 1,
      shape: 'compact',
    }),
  'harmony-powerstrip-4': () =>
    boardSvg({
      title: 'Harmony PowerStrip 4 socket extension board',
      body: '#f8fafc',
      trim: '#94a3b8',
      sockets: four('universal' as const),
      switches: 'master',
      name: 'POWERSTRIP 4',
    }),
  'harmony-powerstrip-6-switched': () =>
    boardSvg({
      title: 'Harmony PowerStrip 6 socket board with individual switches',
      body: '#e5e7eb',
      trim: '#475569',
      sockets: six('universal' as const),
      switches: 'individual',
      name: 'POWERSTRIP 6S',
    }),
  'harmony-powerstrip-usb': () =>
    boardSvg({
      title: 'Harmony PowerStrip USB extension board',
      body: '#475569',
      trim: '#38bdf8',
      sockets: four('universal' as const),
      switches: 'master',
      usb: ['A', 'A', 'C'],
      name: 'POWERSTRIP USB',
    }),
  'harmony-surgesafe-6': () =>
    boardSvg({
      title: 'Harmony SurgeSafe 6 surge protected board',
      body: '#1f2937',
      trim: '#ef4444',
      sockets: six('universal' as const),
      switches: 'master',
      surge: true,
      name: 'SURGESAFE 6',
    }),
  'harmony-heavy-duty-16a': () =>
    boardSvg({
      title: 'Harmony Heavy Duty 16 A extension board',
      body: '#fef3c7',
      trim: '#b45309',
      sockets: ['16A', '16A', 'universal', 'universal'],
      switches: 'master',
      name: 'HD-16',
    }),
  'harmony-spike-guard-5': () =>
    boardSvg({
      title: 'Harmony Spike Guard 5+1',
      body: '#eff6ff',
      trim: '#2563eb',
      sockets: six('universal' as const),
      switches: 'master',
      surge: true,
      name: 'SPIKE GUARD',
    }),
  'harmony-universal-travel-adapter': () =>
    travelAdapterSvg('Harmony universal travel adapter with USB', '#1f2937'),
  'harmony-16a-to-6a-converter': () => converterPlugSvg('Harmony 16 A to 6 A plug converter', '#f4f4f5'),
  'harmony-stabilizer-wall-bracket': () =>
    wallBracketSvg('Harmony stabilizer wall mounting brackets', '#27272a'),
  'harmony-extension-cable-5m': () => extensionCableSvg('Harmony 5 m extension cable, 16 A', '#f97316'),
  'harmony-cable-reel-10m': () =>
    cableReelSvg('Harmony 10 m cable reel with 4 sockets', '#dc2626', '#111827'),
};
