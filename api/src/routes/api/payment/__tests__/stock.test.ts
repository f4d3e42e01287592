import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { orderItems, orders, products } from '../../../../db/schema';
import { databaseTargets } from '../../../../test-support/databases';
import {
  checkoutBody,
  createOrder,
  orderRow,
  sandboxPay,
  sandboxSecrets,
  startCheckout,
  verify,
} from '../../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, newUser } from '../../../../test-support/users';

const SHOPPERS = 50;

async function setStock(t: TestApp, productId: number, stock: number) {
  await t.app.db.update(products).set({ stock }).where(eq(products.id, productId));
}

async function stockOf(t: TestApp, productId: number) {
  const [row] = await t.app.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock;
}

/** Every order holding a product's units, by what became of its hold. */
async function holdsOn(t: TestApp, productId: number) {
  const rows = await t.app.db
    .select({ reservation: orders.reservation, quantity: orderItems.quantity, paid: orders.paymentStatus })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.productId, productId));
  const units = (state: string) =>
    rows.filter((row) => row.reservation === state).reduce((sum, row) => sum + row.quantity, 0);
  return { rows, held: units('held'), sold: units('sold'), released: units('released') };
}

for (const target of await databaseTargets()) {
  describe(`stock on ${target.kind}`, () => {
    let t: TestApp;
    let shoppers: LoggedIn[];
    before(async () => {
      t = await startTestApp(target, sandboxSecrets);
      shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => newUser(t.app)));
    });
    after(() => t.close());

    test(`${SHOPPERS} shoppers paying at once for the last 5 units: exactly 5 are paid`, async () => {
      await setStock(t, 7, 5);
      const bodies = await Promise.all(
        shoppers.map((u) => checkoutBody(t.app, u, [{ product_id: 7, quantity: 1 }])),
      );
      const outcomes = await Promise.all(
        shoppers.map(async (u, i) => {
          const created = await createOrder(t.app, u, bodies[i]!);
          if (created.statusCode !== 201) return { status: created.statusCode, body: created.json() };
          const result = await sandboxPay(t.app, created.json().razorpayOrder.id);
          const verified = await verify(t.app, u, result);
          return { status: verified.statusCode === 200 ? 201 : verified.statusCode, body: verified.json() };
        }),
      );
      const paid = outcomes.filter((o) => o.status === 201);
      const refused = outcomes.filter((o) => o.status === 409);
      assert.equal(
        paid.length,
        5,
        JSON.stringify(outcomes.filter((o) => o.status !== 409 && o.status !== 201)),
      );
      assert.equal(refused.length, SHOPPERS - 5);
      for (const { body } of refused) {
        assert.match(body.message, /^Out of stock: Harmony Mainline ML-5 /);
        assert.equal(body.stock['7'], 0);
      }
      assert.equal(await stockOf(t, 7), 0);
      const holds = await holdsOn(t, 7);
      assert.deepEqual([holds.rows.length, holds.sold, holds.held, holds.released], [5, 5, 0, 0]);
      assert.ok(holds.rows.every((row) => row.paid === 'paid'));
    });

    test('mixed quantities racing for 7 units never oversell, and each refusal says what is left', async () => {
      await setStock(t, 8, 7);
      const wants = shoppers.slice(0, 20).map((_, i) => (i % 3) + 1);
      const bodies = await Promise.all(
        shoppers.slice(0, 20).map((u, i) => checkoutBody(t.app, u, [{ product_id: 8, quantity: wants[i]! }])),
      );
      const answers = await Promise.all(
        shoppers.slice(0, 20).map((u, i) => createOrder(t.app, u, bodies[i]!)),
      );
      let taken = 0;
      for (const [i, res] of answers.entries()) {
        if (res.statusCode === 201) taken += wants[i]!;
        else {
          assert.equal(res.statusCode, 409, res.body);
          assert.match(res.json().message, /^(Only [1-6] left of|Out of stock:) Harmony Mainline ML-10 /);
        }
      }
      assert.ok(taken <= 7 && taken >= 5, `taken ${taken}`);
      assert.equal(await stockOf(t, 8), 7 - taken);
      const holds = await holdsOn(t, 8);
      assert.equal(holds.held, taken, 'every unit taken is held by an order');
    });

    test('carts that share products in opposite orders all get their units, without deadlock', async () => {
      await setStock(t, 14, 100);
      await setStock(t, 15, 100);
      const group = shoppers.slice(20, 40);
      const lines = (i: number) =>
        i % 2 === 0
          ? [
              { product_id: 14, quantity: 2 },
              { product_id: 15, quantity: 1 },
            ]
          : [
              { product_id: 15, quantity: 1 },
              { product_id: 14, quantity: 2 },
            ];
      const bodies = await Promise.all(group.map((u, i) => checkoutBody(t.app, u, lines(i))));
      const answers = await Promise.all(group.map((u, i) => createOrder(t.app, u, bodies[i]!)));
      for (const res of answers) assert.equal(res.statusCode, 201, res.body);
      assert.deepEqual([await stockOf(t, 14), await stockOf(t, 15)], [60, 80]);
    });

    test('a dismissed checkout gives its units back at once; a later payment still pays it', async () => {
      await setStock(t, 10, 3);
      const [u] = shoppers;
      const { razorpayOrder, localOrderId } = await startCheckout(t.app, u!, [
        { product_id: 10, quantity: 2 },
      ]);
      assert.equal(await stockOf(t, 10), 1);
      const abandon = (user: LoggedIn) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payment/abandon',
          headers: user.auth,
          payload: { razorpay_order_id: razorpayOrder.id },
        });
      assert.equal((await abandon(shoppers[1]!)).statusCode, 404, "someone else's order");
      assert.equal(await stockOf(t, 10), 1);
      const first = await abandon(u!);
      assert.deepEqual([first.statusCode, first.json()], [200, { released: true }]);
      assert.deepEqual((await abandon(u!)).json(), { released: false });
      assert.equal(await stockOf(t, 10), 3);
      const row = await orderRow(t.app, localOrderId);
      assert.deepEqual([row.paymentStatus, row.reservation], ['failed', 'released']);

      // The shopper paid anyway (a second tab): the units are still there, so the order takes them.
      const paid = await verify(t.app, u!, await sandboxPay(t.app, razorpayOrder.id));
      assert.equal(paid.statusCode, 200, paid.body);
      const after = await orderRow(t.app, localOrderId);
      assert.deepEqual([after.paymentStatus, after.reservation], ['paid', 'sold']);
      assert.equal(await stockOf(t, 10), 1);
    });

    test('create-order with the same Idempotency-Key answers the same order and holds once', async () => {
      await setStock(t, 12, 10);
      const u = shoppers[2]!;
      const body = await checkoutBody(t.app, u, [{ product_id: 12, quantity: 2 }]);
      const send = (key: string, payload: object = body) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payment/create-order',
          headers: { ...u.auth, 'idempotency-key': key },
          payload,
        });
      const first = await send('checkout-7f3a');
      assert.equal(first.statusCode, 201, first.body);
      const again = await send('checkout-7f3a');
      assert.equal(again.statusCode, 201, again.body);
      assert.deepEqual(again.json(), first.json());
      assert.equal(await stockOf(t, 12), 8);

      // Sent ten times at once (a flaky network retrying): one order.
      const burst = await Promise.all(Array.from({ length: 10 }, () => send('checkout-9c1d')));
      const made = new Set(burst.filter((r) => r.statusCode === 201).map((r) => r.json().localOrderId));
      assert.equal(made.size, 1);
      for (const res of burst) {
        assert.ok(res.statusCode === 201 || res.statusCode === 409, res.body);
        if (res.statusCode === 409) assert.match(res.json().message, /still being created/);
      }
      assert.equal(await stockOf(t, 12), 6);
      const keyed = await t.app.db.select().from(orders).where(eq(orders.userId, u.id));
      assert.equal(keyed.filter((o) => o.idempotencyKey === 'checkout-9c1d').length, 1);

      const other = await send('checkout-7f3a', { ...body, amount: body.amount * 2 });
      assert.equal(other.statusCode, 409);
      assert.equal(other.json().message, 'This Idempotency-Key was used for a different order.');
      for (const key of ['', 'x'.repeat(256), 'spaces are not allowed']) {
        const bad = await send(key);
        assert.equal(bad.statusCode, 400, key);
        assert.match(bad.json().message, /Idempotency-Key/);
      }
      assert.equal(await stockOf(t, 12), 6);
    });
  });

  describe(`expired holds on ${target.kind}`, () => {
    let t: TestApp;
    let shoppers: LoggedIn[];
    before(async () => {
      // Holds that expire at once; the sweep is called by the test, not the timer.
      t = await startTestApp(target, {
        ...sandboxSecrets,
        reservationTtlMs: 1,
        reservationSweepMs: 3_600_000,
      });
      shoppers = await Promise.all(Array.from({ length: 2 }, () => newUser(t.app)));
    });
    after(() => t.close());

    test('an expired hold gives its units back; a late payment takes them again while they are left', async () => {
      await setStock(t, 3, 4);
      const [u] = shoppers;
      const { razorpayOrder, localOrderId } = await startCheckout(t.app, u!, [
        { product_id: 3, quantity: 3 },
      ]);
      assert.equal(await stockOf(t, 3), 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      // Either sweep may claim the hold; together they release it exactly once.
      const sweeps = await Promise.all([
        t.app.stockHolds.releaseExpired(),
        t.app.stockHolds.releaseExpired(),
      ]);
      assert.equal(await stockOf(t, 3), 4, 'given back once, however many sweeps');
      assert.deepEqual(sweeps.flat(), [localOrderId]);
      assert.equal((await orderRow(t.app, localOrderId)).reservation, 'released');

      const paid = await verify(t.app, u!, await sandboxPay(t.app, razorpayOrder.id));
      assert.equal(paid.statusCode, 200, paid.body);
      assert.equal((await orderRow(t.app, localOrderId)).reservation, 'sold');
      assert.equal(await stockOf(t, 3), 1);
    });

    test('a late payment for units sold meanwhile is paid and recorded for a refund, not lost', async () => {
      await setStock(t, 4, 1);
      const [late, other] = shoppers;
      const first = await startCheckout(t.app, late!, [{ product_id: 4, quantity: 1 }]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await t.app.stockHolds.releaseExpired();
      const second = await startCheckout(t.app, other!, [{ product_id: 4, quantity: 1 }]);
      const sold = await verify(t.app, other!, await sandboxPay(t.app, second.razorpayOrder.id));
      assert.equal(sold.statusCode, 200, sold.body);

      const paid = await verify(t.app, late!, await sandboxPay(t.app, first.razorpayOrder.id));
      assert.equal(paid.statusCode, 200, paid.body);
      const row = await orderRow(t.app, first.localOrderId);
      assert.deepEqual([row.paymentStatus, row.reservation], ['paid', 'refund_due']);
      assert.equal(await stockOf(t, 4), 0, 'never negative');
      const both = await t.app.db
        .select({ reservation: orders.reservation })
        .from(orders)
        .where(inArray(orders.id, [first.localOrderId, second.localOrderId]));
      assert.deepEqual(both.map((o) => o.reservation).sort(), ['refund_due', 'sold']);
    });
  });
}
