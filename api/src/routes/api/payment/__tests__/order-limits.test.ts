import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PAYMENT_MESSAGES } from '@harmony/shared/domain';
import { databaseTargets } from '../../../../test-support/databases';
import {
  checkoutBody,
  createOrder,
  sandboxPay,
  sandboxSecrets,
  startCheckout,
  verify,
} from '../../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { newUser } from '../../../../test-support/users';

const LINES = [{ product_id: 14, quantity: 1 }];

for (const target of await databaseTargets()) {
  describe(`holding stock costs something, on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, { ...sandboxSecrets, openOrdersMax: 3, orderLimitUserMax: 20 });
    });
    after(() => t.close());

    test('a fourth unpaid order holding stock is 429 until one is paid', async () => {
      const u = await newUser(t.app);
      const open = [];
      for (let i = 0; i < 3; i += 1) open.push(await startCheckout(t.app, u, LINES));
      const fourth = await createOrder(t.app, u, await checkoutBody(t.app, u, LINES));
      assert.equal(fourth.statusCode, 429, fourth.body);
      assert.equal(fourth.json().message, PAYMENT_MESSAGES.tooManyOpenOrders);
      assert.ok(Number(fourth.headers['retry-after']) > 0);
      // Another customer is not held up by this one's orders.
      await startCheckout(t.app, await newUser(t.app), LINES);

      const paid = await verify(t.app, u, await sandboxPay(t.app, open[0]!.razorpayOrder.id));
      assert.equal(paid.statusCode, 200, paid.body);
      await startCheckout(t.app, u, LINES);
    });

    test('parallel create-orders of one customer: no more than 3 hold stock', async () => {
      const u = await newUser(t.app);
      const body = await checkoutBody(t.app, u, LINES);
      const answers = await Promise.all(Array.from({ length: 8 }, () => createOrder(t.app, u, body)));
      const statuses = answers.map((res) => res.statusCode).sort();
      assert.deepEqual(statuses, [201, 201, 201, 429, 429, 429, 429, 429]);
    });
  });

  describe(`create-order is rate limited per customer, on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, { ...sandboxSecrets, orderLimitUserMax: 4 });
    });
    after(() => t.close());

    test('past ORDER_LIMIT_USER_MAX in the window: 429 with Retry-After; other customers go on', async () => {
      const u = await newUser(t.app);
      const body = await checkoutBody(t.app, u, LINES);
      for (let i = 0; i < 4; i += 1) assert.equal((await createOrder(t.app, u, body)).statusCode, 201);
      const fifth = await createOrder(t.app, u, body);
      assert.equal(fifth.statusCode, 429, fifth.body);
      assert.equal(fifth.json().message, PAYMENT_MESSAGES.tooManyOrders);
      assert.ok(Number(fifth.headers['retry-after']) > 0);
      await startCheckout(t.app, await newUser(t.app), LINES);
    });
  });
}
