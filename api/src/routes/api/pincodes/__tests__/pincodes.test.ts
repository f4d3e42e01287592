import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PINCODE_MESSAGES } from '@harmony/shared/domain';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { newSignup, newUser, signup } from '../../../../test-support/users';

const address = {
  fullname: 'Meera Iyer',
  email: 'meera@example.in',
  contact_number: '9123456789',
  address: '4 Beach Road',
  state: 'Tamil Nadu',
  city: 'Chennai',
  pincode: '600001',
  type: 'shipping',
};

for (const target of await databaseTargets()) {
  describe(`/api/pincodes on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    const lookup = (pincode: string) => t.app.inject(`/api/pincodes/${encodeURIComponent(pincode)}`);

    test("GET answers a code's district, state and the city an address takes", async () => {
      const res = await lookup('560001');
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), {
        pincode: '560001',
        district: 'Bangalore',
        state: 'Karnataka',
        city: 'Bengaluru',
        states: ['Karnataka'],
      });
      assert.equal(res.headers['cache-control'], 'public, max-age=86400');
    });

    test("states are spelled as the shop's list; cities are the shop's where one fits", async () => {
      const places = Object.fromEntries(
        await Promise.all(
          ['600032', '110001', '110075', '110085', '411001', '575001', '744101', '194101', '580020'].map(
            async (pincode) => {
              const place = (await lookup(pincode)).json();
              return [pincode, `${place.city}, ${place.state}`];
            },
          ),
        ),
      );
      assert.deepEqual(places, {
        '600032': 'Chennai, Tamil Nadu',
        '110001': 'New Delhi, Delhi',
        '110075': 'Dwarka, Delhi',
        '110085': 'Rohini, Delhi',
        '411001': 'Pune, Maharashtra',
        '575001': 'Mangaluru, Karnataka',
        '744101': 'South Andaman, Andaman and Nicobar Islands',
        '194101': 'Leh, Ladakh',
        '580020': 'Dharwad, Karnataka',
      });
    });

    test('a code the directory does not hold is 404 with the code in the message', async () => {
      const res = await lookup('999999');
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().message, PINCODE_MESSAGES.unknown('999999'));
    });

    test('anything but six digits starting 1-9 is 400', async () => {
      for (const pincode of ['12345', '000000', '0560001', '56000a', 'abcdef', '5600 01', '5600011']) {
        const res = await lookup(pincode);
        assert.equal(res.statusCode, 400, pincode);
        assert.equal(res.json().message, PINCODE_MESSAGES.malformed, pincode);
        assert.deepEqual(res.json().fields, { pincode: PINCODE_MESSAGES.malformed }, pincode);
      }
    });

    test('registration refuses a known pincode in another state, and accepts an unknown one', async () => {
      const refused = await signup(t.app, newSignup({ pincode: '600001' }));
      assert.equal(refused.statusCode, 400, refused.body);
      const message = PINCODE_MESSAGES.otherState('600001', 'Tamil Nadu', 'Karnataka');
      assert.deepEqual(refused.json().fields, { pincode: message });
      assert.equal(refused.json().message, message);
      // The directory may lag behind a new code: the shopper can still give it.
      assert.equal((await signup(t.app, newSignup({ pincode: '599999' }))).statusCode, 201);
    });

    test('an address is refused when its pincode lies in another state, on add and on change', async () => {
      const u = await newUser(t.app);
      const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
        t.app.inject({ method, url: `/api/users/addresses${url}`, headers: u.auth, payload });
      const wrong = await send('POST', '', { ...address, pincode: '560001' });
      assert.equal(wrong.statusCode, 400, wrong.body);
      assert.deepEqual(wrong.json().fields, {
        pincode: PINCODE_MESSAGES.otherState('560001', 'Karnataka', 'Tamil Nadu'),
      });
      const saved = await send('POST', '', address);
      assert.equal(saved.statusCode, 201, saved.body);
      const changed = await send('PUT', `/${saved.json().id}`, { ...address, pincode: '411001' });
      assert.equal(changed.statusCode, 400, changed.body);
      const moved = await send('PUT', `/${saved.json().id}`, {
        ...address,
        state: 'Delhi',
        city: 'New Delhi',
        pincode: '110001',
      });
      assert.equal(moved.statusCode, 200, moved.body);
    });
  });
}
