import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PAYMENT_MESSAGES } from '@harmony/shared/domain';
import { databaseTargets } from '../../../../test-support/databases';
import { payFor, storedInvoice } from '../../../../test-support/invoices';
import { checkoutBody, createOrder, orderRow, sandboxSecrets } from '../../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { mailsTo, newUser } from '../../../../test-support/users';

const M1 = 1; // ₹4,999
const SPIKE_GUARD = 19; // ₹549

for (const target of await databaseTargets()) {
  describe(`the delivery charge on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      // ₹99 below ₹10,000 of goods.
      t = await startTestApp(target, {
        ...sandboxSecrets,
        shipping: { feePaise: 9_900, freeFromPaise: 1_000_000 },
      });
    });
    after(() => t.close());

    test('GET /api/payment/config names the rule the screens price with', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/payment/config' });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().shipping, { feePaise: 9_900, freeFromPaise: 1_000_000 });
    });

    test('create-order adds the fee below the threshold, taxed as the goods, and stores it', async () => {
      const u = await newUser(t.app);
      const body = await checkoutBody(t.app, u, [{ product_id: SPIKE_GUARD, quantity: 1 }]);
      // (549 + 99) + 5% = 648 + 32.40
      assert.equal(body.amount, 680.4);
      const res = await createOrder(t.app, u, body);
      assert.equal(res.statusCode, 201, res.body);
      const row = await orderRow(t.app, res.json().localOrderId);
      assert.deepEqual(
        [row.subtotalPaise, row.shippingPaise, row.codFeePaise, row.taxPaise, row.grandTotalPaise],
        [54_900, 9_900, 0, 3_240, 68_040],
      );
    });

    test('an amount that left the fee out is refused, and nothing is placed', async () => {
      const u = await newUser(t.app);
      const body = await checkoutBody(t.app, u, [{ product_id: SPIKE_GUARD, quantity: 1 }]);
      // What a page that ignored the fee would ask: 549 + 5%.
      const res = await createOrder(t.app, u, { ...body, amount: 576.45 });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().message, PAYMENT_MESSAGES.totalChanged);
      const mine = await t.app.inject({ method: 'GET', url: `/api/orders/user/${u.id}`, headers: u.auth });
      assert.deepEqual(mine.json().data, []);
    });

    test('from the threshold up delivery is free', async () => {
      const u = await newUser(t.app);
      const body = await checkoutBody(t.app, u, [{ product_id: M1, quantity: 3 }]);
      assert.equal(body.amount, 15746.85);
      const res = await createOrder(t.app, u, body);
      assert.equal(res.statusCode, 201, res.body);
      assert.equal((await orderRow(t.app, res.json().localOrderId)).shippingPaise, 0);
    });

    test('the paid order shows it, its invoice has a Delivery line with its GST, the mail names it', async () => {
      const u = await newUser(t.app);
      const orderId = await payFor(t.app, u, [{ product_id: SPIKE_GUARD, quantity: 1 }]);
      const answer = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: u.auth });
      assert.equal(answer.statusCode, 200, answer.body);
      const order = answer.json().data;
      assert.deepEqual([order.shipping, order.cod_fee, order.tax, order.total], [9_900, 0, 3_240, 68_040]);

      const { invoice, lines } = await storedInvoice(t.app, orderId);
      const delivery = lines.find((line) => line.description === 'Delivery charges');
      assert.ok(delivery, 'a Delivery line');
      assert.deepEqual(
        [delivery.hsn, delivery.quantity, delivery.discountPaise, delivery.taxablePaise],
        ['996812', 1, 0, 9_900],
      );
      // 5% of 99 = 4.95, its share of the order's 32.40.
      assert.equal(delivery.cgstPaise + delivery.sgstPaise + delivery.igstPaise, 495);
      assert.deepEqual([invoice.taxablePaise, invoice.taxPaise, invoice.totalPaise], [64_800, 3_240, 68_040]);

      const [mail] = await mailsTo(t.outbox, u.email);
      assert.match(mail!.text, /^Shipping: ₹99\.00$/m);
      assert.match(mail!.text, /^Order Total: ₹680\.40$/m);
    });
  });
}
