import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count } from 'drizzle-orm';
import { DELIVERY_MESSAGES } from '@harmony/shared/domain';
import { loadConfig } from '../../../../config';
import { orders } from '../../../../db/schema';
import { databaseTargets } from '../../../../test-support/databases';
import { checkoutBody, createOrder, sandboxSecrets } from '../../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, newUser } from '../../../../test-support/users';

const M1 = 1;
/** Saturday 28 Nov 2026, 3:30 pm in India: past the cut-off, so parcels leave on Monday 30 Nov. */
const SATURDAY_AFTERNOON = new Date('2026-11-28T10:00:00Z');
const defaults = loadConfig({}).delivery;

/** The address forms offer SPEC's states only: this test's shop does not deliver to Coimbatore (641…). */
const coimbatore = {
  fullname: 'Ravi Das',
  email: 'ravi@example.in',
  contact_number: '9123456780',
  address: '7 Avinashi Road',
  state: 'Tamil Nadu',
  city: 'Coimbatore',
  pincode: '641001',
};

for (const target of await databaseTargets()) {
  describe(`/api/delivery on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, {
        ...sandboxSecrets,
        now: () => SATURDAY_AFTERNOON,
        // Tuesday 1 Dec a holiday, so each date below also skips one.
        delivery: {
          ...defaults,
          holidays: ['2026-12-01'],
          unserviceable: { ...defaults.unserviceable, pincodes: ['641'] },
        },
      });
    });
    after(() => t.close());

    const check = (pincode: string) => t.app.inject(`/api/delivery/${encodeURIComponent(pincode)}`);

    test('a serviceable pincode gets its zone, the day and its words, and whether COD is taken', async () => {
      const res = await check('600002');
      assert.equal(res.statusCode, 200, res.body);
      // Leaves Monday 30 Nov; Tuesday is a holiday; one business day in Chennai itself.
      assert.deepEqual(res.json(), {
        pincode: '600002',
        serviceable: true,
        zone: 'same-city',
        date: '2026-12-02',
        message: 'Delivery by Wed, 2 Dec',
        cod: true,
      });
      assert.equal(res.headers['cache-control'], 'public, max-age=60');
      const answers = Object.fromEntries(
        await Promise.all(
          ['625001', '560001', '302001', '781001', '190001'].map(async (pincode) => {
            const { zone, message, cod } = (await check(pincode)).json();
            return [pincode, `${zone} ${message} cod:${cod}`];
          }),
        ),
      );
      assert.deepEqual(answers, {
        '625001': 'same-state Delivery by Thu, 3 Dec cod:true',
        '560001': 'metro Delivery by Fri, 4 Dec cod:true',
        '302001': 'rest-of-india Delivery by Mon, 7 Dec cod:true',
        '781001': 'north-east-jk Delivery by Wed, 9 Dec cod:false',
        '190001': 'north-east-jk Delivery by Wed, 9 Dec cod:false',
      });
    });

    test('the Andaman and Nicobar Islands are not served by default: 200 with the refusal', async () => {
      const res = await check('744101');
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), {
        pincode: '744101',
        serviceable: false,
        zone: null,
        date: null,
        message: 'Sorry, we do not deliver to 744101 yet',
        cod: false,
      });
      const listed = (await check('641001')).json();
      assert.equal(listed.message, 'Sorry, we do not deliver to 641001 yet', 'refused by its first digits');
      assert.equal((await check('641999')).json().serviceable, false, 'unknown, yet refused by its digits');
    });

    test('12345 and 000000 are 400 with the pincode rule; a code the directory lacks is 404', async () => {
      for (const pincode of ['12345', '000000', 'abcdef']) {
        const res = await check(pincode);
        assert.equal(res.statusCode, 400, pincode);
        assert.equal(res.json().message, DELIVERY_MESSAGES.malformed);
        assert.deepEqual(res.json().fields, { pincode: DELIVERY_MESSAGES.malformed });
      }
      const unknown = await check('999999');
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.json().message, 'Sorry, we do not know the pincode 999999. Please check it.');
    });

    describe('create-order', () => {
      const orderCount = async () => (await t.app.db.select({ n: count() }).from(orders))[0]?.n ?? 0;
      async function addressOf(u: LoggedIn, fields: object) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/users/addresses',
          headers: u.auth,
          payload: { ...coimbatore, type: 'billing+shipping', ...fields },
        });
        assert.equal(res.statusCode, 201, res.body);
        return res.json().id as number;
      }

      test('refuses a shipping address the shop does not deliver to: 422, the same words, no order', async () => {
        const u = await newUser(t.app);
        const refused = await addressOf(u, {});
        const before = await orderCount();
        const res = await createOrder(
          t.app,
          u,
          await checkoutBody(t.app, u, [{ product_id: M1, quantity: 1 }], { shipping_address: refused }),
        );
        assert.equal(res.statusCode, 422, res.body);
        assert.equal(res.json().message, 'Sorry, we do not deliver to 641001 yet');
        assert.deepEqual(res.json().fields, { shipping_address: 'Sorry, we do not deliver to 641001 yet' });
        assert.equal(await orderCount(), before, 'no order');
      });

      test('takes a billing address there, and a new pincode the directory does not hold yet', async () => {
        const u = await newUser(t.app);
        const refused = await addressOf(u, {});
        const lines = [{ product_id: M1, quantity: 1 }];
        const billedThere = await createOrder(
          t.app,
          u,
          await checkoutBody(t.app, u, lines, { billing_address: refused }),
        );
        assert.equal(billedThere.statusCode, 201, billedThere.body);
        const newCode = await addressOf(u, { state: 'Karnataka', city: 'Bengaluru', pincode: '599999' });
        const shippedThere = await createOrder(
          t.app,
          u,
          await checkoutBody(t.app, u, lines, { shipping_address: newCode }),
        );
        assert.equal(shippedThere.statusCode, 201, shippedThere.body);
      });
    });
  });
}
