import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { databaseTargets } from '../../../../test-support/databases';
import { placeOrder } from '../../../../test-support/orders';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, newUser } from '../../../../test-support/users';

for (const target of await databaseTargets()) {
  describe(`/api/orders on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    const get = (u: LoggedIn, url: string) => t.app.inject({ method: 'GET', url, headers: u.auth });

    test('my orders, newest first, in the SPEC shape', async () => {
      const u = await newUser(t.app);
      const empty = await get(u, `/api/orders/user/${u.id}`);
      assert.equal(empty.statusCode, 200);
      assert.deepEqual(empty.json(), { success: true, data: [], next: null });

      const older = await placeOrder(t.app, u.id, new Date('2025-01-02T10:00:00Z'), 'completed');
      const newer = await placeOrder(t.app, u.id, new Date('2025-03-04T10:00:00Z'));
      const res = await get(u, `/api/orders/user/${u.id}`);
      assert.equal(res.statusCode, 200);
      const { success, data } = res.json();
      assert.equal(success, true);
      assert.deepEqual(
        data.map((o: { order_id: number }) => o.order_id),
        [newer, older],
      );
      assert.deepEqual(data[1], {
        order_id: older,
        created_at: '2025-01-02T10:00:00.000Z',
        status: 'completed',
        payment_status: 'paid',
        items: [
          {
            product_id: 1,
            title: 'Harmony M1',
            brand: 'Harmony',
            image: '/api/images/products/harmony-m1.svg',
            quantity: 2,
            price: '4,999',
            unit_price_paise: 499_900,
            size: null,
          },
        ],
        customer: 'Asha Menon',
        email: 'asha@example.in',
        phone: ['9876543210'],
        shipping_address: '12 MG Road, Bengaluru, Karnataka - 560001',
        billing_address: '12 MG Road, Bengaluru, Karnataka - 560001',
        payment: { method: 'card' },
        subtotal: 999_800,
        discount: 0,
        coupon_code: null,
        shipping: 0,
        cod_fee: 0,
        tax: 49_990,
        tax_rate_percent: 5,
        total: 1_049_790,
        invoice: null,
        cancelled_at: null,
        refund: null,
        credit_note: null,
        // Completed, but written without a shipment (as by `npm run ops -- advance`): none to show.
        shipment: null,
        business_buyer: null,
        cod: null,
      });

      const one = await get(u, `/api/orders/${newer}`);
      assert.equal(one.statusCode, 200);
      assert.deepEqual(one.json(), { success: true, data: data[0] });
    });

    test('My Orders comes a page at a time, newest first: no order repeated or skipped, even one placed meanwhile', async () => {
      const u = await newUser(t.app);
      const at = (day: number) => new Date(Date.UTC(2025, 0, day, 10));
      const placed: number[] = [];
      // 23 orders; two share a time (the id breaks the tie).
      for (let day = 1; day <= 22; day += 1) placed.push(await placeOrder(t.app, u.id, at(day)));
      placed.push(await placeOrder(t.app, u.id, at(22)));
      const newestFirst = [...placed].reverse();

      const page = async (query: string) => {
        const res = await get(u, `/api/orders/user/${u.id}${query}`);
        assert.equal(res.statusCode, 200, res.body);
        const body = res.json() as { data: { order_id: number }[]; next: number | null };
        return { ids: body.data.map((o) => o.order_id), next: body.next };
      };
      const first = await page('');
      assert.deepEqual(first.ids, newestFirst.slice(0, 10), '10 by default');
      // A new order between two pages goes to the top; the next page carries on where this one ended.
      await placeOrder(t.app, u.id, new Date('2026-01-01T00:00:00Z'));
      const second = await page(`?after=${first.next}`);
      assert.deepEqual(second.ids, newestFirst.slice(10, 20));
      const last = await page(`?after=${second.next}`);
      assert.deepEqual(last.ids, newestFirst.slice(20));
      assert.equal(last.next, null);
      assert.equal((await page('?limit=50')).ids.length, 24);

      for (const bad of ['?limit=0', '?limit=51', '?limit=abc', '?after=-1', '?after=x']) {
        assert.equal((await get(u, `/api/orders/user/${u.id}${bad}`)).statusCode, 400, bad);
      }
    });

    test('an unknown order is 404 with success: false; a bad id is 400', async () => {
      const u = await newUser(t.app);
      const res = await get(u, '/api/orders/2147483647');
      assert.equal(res.statusCode, 404);
      assert.deepEqual(res.json(), {
        success: false,
        statusCode: 404,
        error: 'Not Found',
        message: 'Order not found.',
      });
      assert.equal((await get(u, '/api/orders/abc')).statusCode, 400);
    });

    test('without a token: 401', async () => {
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/orders/user/1' })).statusCode, 401);
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/orders/1' })).statusCode, 401);
    });
  });
}
