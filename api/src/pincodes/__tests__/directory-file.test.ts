import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { packagePlaces } from '../package-places';
import { DIRECTORY_FILE, directoryText, parseDirectoryText, pincodeDirectory } from '../pincode-directory';

describe('the pincode directory file', () => {
  test("is the package's derivation, line for line (npm run pincodes rewrites it)", async () => {
    const [places, committed] = await Promise.all([packagePlaces(), readFile(DIRECTORY_FILE, 'utf8')]);
    assert.ok(committed === directoryText(places), 'api/assets/pincodes.tsv is stale: run npm run pincodes');
    const directory = pincodeDirectory();
    assert.equal(directory.size, places.length);
    for (const place of places) assert.deepEqual(directory.find(place.pincode), place, place.pincode);
  });

  test('reads back every field of a place, a border code with both its states', () => {
    const places = [
      {
        pincode: '160017',
        district: 'Chandigarh',
        state: 'Chandigarh',
        city: 'Chandigarh',
        states: ['Chandigarh', 'Punjab'],
      },
      {
        pincode: '402201',
        district: 'Raigarh(MH)',
        state: 'Maharashtra',
        city: 'Raigarh',
        states: ['Maharashtra'],
      },
    ];
    const directory = parseDirectoryText(directoryText(places));
    assert.equal(directory.size, 2);
    assert.deepEqual(directory.find('160017'), places[0]);
    assert.deepEqual(directory.find('402201'), places[1]);
    assert.equal(directory.find('110001'), null);
  });
});
