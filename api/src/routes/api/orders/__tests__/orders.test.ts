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
      assert.deepEqual(empty.json(), { success: true, data: [] });

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
        tax: 49_990,
        total: 1_049_790,
        invoice: null,
      });

      const one = await get(u, `/api/orders/${newer}`);
      assert.equal(one.statusCode, 200);
      assert.deepEqual(one.json(), { success: true, data: data[0] });
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
