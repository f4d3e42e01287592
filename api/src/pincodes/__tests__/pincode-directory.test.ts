import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GST_STATE_CODES } from '@harmony/shared/gst';
import { buildDirectory, loadPincodeDirectory } from '../pincode-directory';

const office = (name: string, pincode: number, district: string, state: string) => ({
  name,
  pincode,
  district,
  state,
});

describe('the pincode directory', () => {
  test('one place per code: the district and state most of its offices are in, and every state', () => {
    const directory = buildDirectory([
      office('Sector 17', 160017, 'Chandigarh', 'Chandigarh'),
      office('Kharar Road', 160017, 'Mohali', 'Punjab'),
      office('Sector 22', 160017, 'Chandigarh', 'Chandigarh'),
      office('Alibag', 402201, 'Raigarh(MH)', 'Maharashtra'),
      office('Dhamtari', 493773, 'Dhamtari', 'Chattisgarh'),
    ]);
    assert.equal(directory.size, 3);
    assert.deepEqual(directory.find('160017'), {
      pincode: '160017',
      district: 'Chandigarh',
      state: 'Chandigarh',
      city: 'Chandigarh',
      states: ['Chandigarh', 'Punjab'],
    });
    assert.equal(directory.find('402201')?.city, 'Raigarh');
    assert.equal(directory.find('493773')?.state, 'Chhattisgarh');
    assert.equal(directory.find('110001'), null);
  });

  test('a state name GST does not know stops the load rather than reaching a form', () => {
    assert.throws(() => buildDirectory([office('Somewhere', 123456, 'Nowhere', 'Atlantis')]), /Atlantis/);
  });

  test("India Post's directory: every code, read once, states as GST spells them", async () => {
    const directory = await loadPincodeDirectory();
    assert.ok(directory.size > 19_000, `${directory.size} codes`);
    assert.equal(await loadPincodeDirectory(), directory, 'read once per process');
    for (const code of ['560001', '700001', '781001', '682001', '190001', '396230']) {
      const place = directory.find(code);
      assert.ok(place && place.states.every((state) => Object.hasOwn(GST_STATE_CODES, state)), code);
    }
  });
});
