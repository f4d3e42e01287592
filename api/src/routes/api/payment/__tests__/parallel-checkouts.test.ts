import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { inArray } from 'drizzle-orm';
import { orderItems, orders, products } from '../../../../db/schema';
import { databaseTargets } from '../../../../test-support/databases';
import {
  addToCart,
  cartOf,
  checkoutBody,
  createOrder,
  sandboxPay,
  sandboxSecrets,
  verify,
} from '../../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, newUser } from '../../../../test-support/users';

const SHOPPERS = 50;

for (const target of await databaseTargets()) {
  describe(`${SHOPPERS} checkouts at once on ${target.kind}`, () => {
    let t: TestApp;
    let users: LoggedIn[];
    before(async () => {
      t = await startTestApp(target, sandboxSecrets);
      // Enough of everything: this test is about payments racing, stock.test.ts about units running out.
      await t.app.db.update(products).set({ stock: 1000 });
      users = await Promise.all(Array.from({ length: SHOPPERS }, () => newUser(t.app)));
      for (const [i, u] of users.entries()) await addToCart(t.app, u, (i % 24) + 1, (i % 3) + 1);
    });
    after(() => t.close());

    test('every order is created and paid exactly once; nothing is lost', async () => {
      const outcomes = await Promise.all(
        users.map(async (u, i) => {
          const lines = [
            { product_id: (i % 24) + 1, quantity: (i % 3) + 1 },
            { product_id: ((i + 7) % 24) + 1, quantity: 1 },
          ];
          const created = await createOrder(t.app, u, await checkoutBody(t.app, u, lines));
          assert.equal(created.statusCode, 201, created.body);
          const { razorpayOrder, localOrderId } = created.json();
          const result = await sandboxPay(t.app, razorpayOrder.id);
          // The handler and a retry (or a second tab) verify together.
          const [first, second] = await Promise.all([verify(t.app, u, result), verify(t.app, u, result)]);
          assert.equal(first.statusCode, 200, first.body);
          assert.equal(second.statusCode, 200, second.body);
          assert.equal(first.json().orderId, localOrderId);
          return {
            userId: u.id,
            localOrderId,
            gatewayOrderId: razorpayOrder.id as string,
            amount: razorpayOrder.amount,
          };
        }),
      );
      await t.app.orderMails.settled();

      const ids = outcomes.map((o) => o.localOrderId);
      assert.equal(new Set(ids).size, SHOPPERS, 'one order each');
      assert.equal(new Set(outcomes.map((o) => o.gatewayOrderId)).size, SHOPPERS, 'distinct gateway orders');
      const rows = await t.app.db.select().from(orders).where(inArray(orders.id, ids));
      assert.equal(rows.length, SHOPPERS);
      for (const row of rows) {
        const outcome = outcomes.find((o) => o.localOrderId === row.id);
        assert.equal(row.userId, outcome?.userId, 'the right owner');
        assert.equal(row.paymentStatus, 'paid');
        assert.equal(row.grandTotalPaise, outcome?.amount);
        assert.ok(row.gatewayPaymentId && row.paidAt && row.confirmationMailedAt);
      }
      const lines = await t.app.db.select().from(orderItems).where(inArray(orderItems.orderId, ids));
      assert.equal(lines.length, SHOPPERS * 2, 'every line kept');

      const mails = await t.outbox();
      for (const u of users) {
        assert.equal(mails.filter((mail) => mail.to === u.email).length, 1, `one mail for ${u.email}`);
      }
      for (const u of users.slice(0, 10)) {
        assert.deepEqual(await cartOf(t.app, u), []);
        const list = await t.app.inject({ method: 'GET', url: `/api/orders/user/${u.id}`, headers: u.auth });
        assert.equal(list.json().data.length, 1);
      }
    });
  });
}
