import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ACCOUNT_MESSAGES } from '@harmony/shared/domain';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, newUser, testClock } from '../../../../test-support/users';

const valid = {
  fullname: 'Meera Iyer',
  email: 'Meera@Example.in',
  contact_number: '+91 9123456789',
  address: '4 Beach Road',
  state: 'Tamil Nadu',
  city: 'Chennai',
  pincode: '600001',
  type: 'shipping',
};

const FILL = 'Please fill all fields';
const TYPE = 'Please select at least one address type (Billing or Shipping)';

const invalid: [string, unknown, string][] = [
  ['email', 'meera@', ACCOUNT_MESSAGES.email],
  ['contact_number', '12345', ACCOUNT_MESSAGES.mobile],
  ['pincode', '6000', ACCOUNT_MESSAGES.pincode],
  ['pincode', '60000x', ACCOUNT_MESSAGES.pincode],
  ['state', 'Kerala', ACCOUNT_MESSAGES.state],
  ['city', 'Pune', ACCOUNT_MESSAGES.city('Tamil Nadu')],
  ['type', '', TYPE],
  ['type', [], TYPE],
  ['type', 'office', TYPE],
  ['type', null, TYPE],
];

for (const target of await databaseTargets()) {
  describe(`/api/users/addresses on ${target.kind}`, () => {
    let t: TestApp;
    const clock = testClock();
    before(async () => {
      t = await startTestApp(target, { now: clock.now });
    });
    after(() => t.close());

    const call = (u: LoggedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/users/addresses${url}`,
        headers: u.auth,
        ...(payload ? { payload } : {}),
      });
    async function add(u: LoggedIn, overrides: Record<string, unknown> = {}) {
      clock.advance(1000);
      const res = await call(u, 'POST', '', { ...valid, ...overrides });
      assert.equal(res.statusCode, 201, res.body);
      return res.json();
    }

    test('POST saves the address with both default flags false and answers it', async () => {
      const u = await newUser(t.app);
      const address = await add(u, { type: ['billing', 'shipping'] });
      assert.deepEqual(Object.keys(address).sort(), [
        'address',
        'city',
        'contact_number',
        'created_at',
        'email',
        'fullname',
        'id',
        'is_default_billing',
        'is_default_shipping',
        'pincode',
        'state',
        'type',
      ]);
      assert.equal(address.type, 'billing+shipping');
      assert.equal(address.email, 'meera@example.in');
      assert.equal(address.contact_number, '9123456789');
      assert.equal(address.is_default_billing, false);
      assert.equal(address.is_default_shipping, false);

      const one = await call(u, 'GET', `/${address.id}`);
      assert.equal(one.statusCode, 200);
      assert.deepEqual(one.json(), address);
      for (const type of ['billing', 'shipping', 'billing+shipping', 'Shipping+Billing']) {
        const added = await add(u, { type });
        assert.equal(added.type, type === 'Shipping+Billing' ? 'billing+shipping' : type);
      }
    });

    for (const field of ['fullname', 'email', 'contact_number', 'address', 'state', 'city', 'pincode']) {
      test(`${field} blank → 400 "${FILL}"`, async () => {
        const u = await newUser(t.app);
        for (const value of ['', '  ', undefined]) {
          const res = await call(u, 'POST', '', { ...valid, [field]: value });
          assert.equal(res.statusCode, 400);
          assert.deepEqual(res.json(), {
            statusCode: 400,
            error: 'Bad Request',
            message: FILL,
            fields: { [field]: ACCOUNT_MESSAGES.required },
          });
        }
        assert.equal((await call(u, 'GET', '')).json().length, 1, 'only the registration address');
      });
    }

    for (const [field, value, message] of invalid) {
      test(`${field} = ${JSON.stringify(value)} → 400 "${message}"`, async () => {
        const u = await newUser(t.app);
        const res = await call(u, 'POST', '', { ...valid, [field]: value });
        assert.equal(res.statusCode, 400);
        assert.deepEqual(res.json(), {
          statusCode: 400,
          error: 'Bad Request',
          message,
          fields: { [field]: message },
        });
      });
    }

    test('wrong types are 400', async () => {
      const u = await newUser(t.app);
      for (const payload of [
        { ...valid, pincode: 600001 },
        { ...valid, type: [1] },
        { ...valid, type: true },
      ]) {
        assert.equal((await call(u, 'POST', '', payload)).statusCode, 400, JSON.stringify(payload));
      }
    });

    test('PUT changes the address; a default whose kind the type drops is dropped', async () => {
      const u = await newUser(t.app);
      const address = await add(u, { type: 'billing+shipping' });
      assert.equal(
        (await call(u, 'PUT', `/${address.id}/default`, { billing: true, shipping: true })).statusCode,
        200,
      );

      const res = await call(u, 'PUT', `/${address.id}`, {
        ...valid,
        address: '5 Beach Road',
        type: 'shipping',
      });
      assert.equal(res.statusCode, 200);
      const changed = res.json();
      assert.equal(changed.address, '5 Beach Road');
      assert.equal(changed.type, 'shipping');
      assert.equal(changed.is_default_billing, false);
      assert.equal(changed.is_default_shipping, true);
      assert.equal(changed.created_at, address.created_at);

      const bad = await call(u, 'PUT', `/${address.id}`, { ...valid, type: [] });
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().message, TYPE);
    });

    test('the list: defaults first, then oldest first; the profile derives the default ids', async () => {
      const u = await newUser(t.app);
      const first = (await call(u, 'GET', '')).json()[0];
      const b = await add(u, { type: 'billing', address: 'B' });
      const c = await add(u, { type: 'shipping', address: 'C' });
      const d = await add(u, { type: 'billing+shipping', address: 'D' });

      let list = (await call(u, 'GET', '')).json();
      assert.deepEqual(
        list.map((a: { id: number }) => a.id),
        [first.id, b.id, c.id, d.id],
      );

      assert.equal((await call(u, 'PUT', `/${c.id}/default`, { shipping: true })).statusCode, 200);
      const res = await call(u, 'PUT', `/${d.id}/default`, { billing: true });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { message: 'Default address updated' });
      list = (await call(u, 'GET', '')).json();
      assert.deepEqual(
        list.map((a: { id: number }) => a.id),
        [c.id, d.id, first.id, b.id],
      );

      const profile = (
        await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: u.auth })
      ).json();
      assert.equal(profile.billing_address_id, d.id);
      assert.equal(profile.shipping_address_id, c.id);
      assert.deepEqual(profile.addresses, list);

      // Only one default of each kind: setting D as shipping default clears C.
      assert.equal((await call(u, 'PUT', `/${d.id}/default`, { shipping: true })).statusCode, 200);
      list = (await call(u, 'GET', '')).json();
      const flags = Object.fromEntries(
        list.map((a: { id: number; is_default_billing: boolean; is_default_shipping: boolean }) => [
          a.id,
          [a.is_default_billing, a.is_default_shipping],
        ]),
      );
      assert.deepEqual(flags[d.id], [true, true]);
      assert.deepEqual(flags[c.id], [false, false]);
      assert.equal(list.filter((a: { is_default_billing: boolean }) => a.is_default_billing).length, 1);
    });

    test('default: the type must include the kind, and at least one kind is given', async () => {
      const u = await newUser(t.app);
      const billingOnly = await add(u, { type: 'billing' });
      const res = await call(u, 'PUT', `/${billingOnly.id}/default`, { shipping: true });
      assert.equal(res.statusCode, 400);
      assert.equal(
        res.json().message,
        'Only an address used for shipping can be the default shipping address.',
      );
      const both = await call(u, 'PUT', `/${billingOnly.id}/default`, { billing: true, shipping: true });
      assert.equal(both.statusCode, 400);
      assert.equal(
        (await call(u, 'GET', `/${billingOnly.id}`)).json().is_default_billing,
        false,
        'nothing half done',
      );
      for (const payload of [{}, { billing: false }]) {
        const none = await call(u, 'PUT', `/${billingOnly.id}/default`, payload);
        assert.equal(none.statusCode, 400);
        assert.equal(none.json().message, 'Please choose billing, shipping or both.');
      }
      assert.equal((await call(u, 'PUT', `/${billingOnly.id}/default`, { billing: 'yes' })).statusCode, 400);
    });

    test('DELETE removes it; an unknown id is 404', async () => {
      const u = await newUser(t.app);
      const address = await add(u);
      const res = await call(u, 'DELETE', `/${address.id}`);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { message: 'Address deleted' });
      for (const [method, url, payload] of [
        ['GET', `/${address.id}`],
        ['DELETE', `/${address.id}`],
        ['PUT', `/${address.id}`, valid],
        ['PUT', `/${address.id}/default`, { billing: true }],
        ['GET', '/2147483647'],
      ] as const) {
        const missing = await call(u, method, url, payload);
        assert.equal(missing.statusCode, 404, `${method} ${url}`);
        assert.deepEqual(missing.json(), {
          statusCode: 404,
          error: 'Not Found',
          message: 'Address not found.',
        });
      }
      assert.equal((await call(u, 'GET', '/0')).statusCode, 400);
      assert.equal((await call(u, 'GET', '/99999999999')).statusCode, 400);
    });

    test('without a token every route is 401', async () => {
      for (const [method, url] of [
        ['GET', ''],
        ['GET', '/1'],
        ['POST', ''],
        ['PUT', '/1'],
        ['DELETE', '/1'],
        ['PUT', '/1/default'],
      ] as const) {
        const res = await t.app.inject({ method, url: `/api/users/addresses${url}`, payload: {} });
        assert.equal(res.statusCode, 401, `${method} ${url}`);
        assert.equal(res.json().message, 'Please log in to continue.');
      }
    });
  });
}
