import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { paymentEvents } from '../../../../db/schema';
import { databaseTargets } from '../../../../test-support/databases';
import {
  SANDBOX_WEBHOOK_SECRET,
  addToCart,
  cartOf,
  hmacHex,
  orderRow,
  paymentCaptured,
  sandboxPay,
  sandboxSecrets,
  startCheckout,
  verify,
  webhook,
} from '../../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { mailsTo, newUser } from '../../../../test-support/users';

const M1 = 1;

for (const target of await databaseTargets()) {
  describe(`/api/payment/webhook on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, sandboxSecrets);
    });
    after(() => t.close());

    const send = (event: object, options?: { eventId?: string; signature?: string }) =>
      webhook(t.app, SANDBOX_WEBHOOK_SECRET, event, options);

    async function pendingOrder() {
      const u = await newUser(t.app);
      await addToCart(t.app, u, M1, 1);
      const checkout = await startCheckout(t.app, u, [{ product_id: M1, quantity: 1 }]);
      return { u, ...checkout };
    }

    test('payment.captured alone marks the order paid, empties the cart and mails', async () => {
      const { u, razorpayOrder, localOrderId } = await pendingOrder();
      const res = await send(paymentCaptured(razorpayOrder.id, 'pay_Webhook0000001', razorpayOrder.amount), {
        eventId: 'evt_alone_1',
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { status: 'processed', outcome: 'paid' });
      const row = await orderRow(t.app, localOrderId);
      assert.equal(row.paymentStatus, 'paid');
      assert.equal(row.status, 'pending');
      assert.equal(row.gatewayPaymentId, 'pay_Webhook0000001');
      assert.equal(row.paymentMethod, 'upi');
      assert.deepEqual(await cartOf(t.app, u), []);
      await t.app.orderMails.settled();
      assert.equal((await mailsTo(t.outbox, u.email)).length, 1);

      // The browser comes back late: verify answers success and changes nothing.
      const late = await verify(t.app, u, await sandboxPay(t.app, razorpayOrder.id));
      assert.equal(late.statusCode, 200);
      assert.equal(late.json().paymentMethod, 'upi');
      assert.equal((await orderRow(t.app, localOrderId)).gatewayPaymentId, 'pay_Webhook0000001');
      await t.app.orderMails.settled();
      assert.equal((await mailsTo(t.outbox, u.email)).length, 1, 'still one mail');
    });

    test('order.paid (payload without a top-level id) works the same way', async () => {
      const { razorpayOrder, localOrderId } = await pendingOrder();
      const event = {
        entity: 'event',
        event: 'order.paid',
        contains: ['payment', 'order'],
        payload: {
          payment: {
            entity: {
              ...paymentCaptured(razorpayOrder.id, 'pay_OrderPaid00001', razorpayOrder.amount, 'card').payload
                .payment.entity,
            },
          },
          order: {
            entity: { id: razorpayOrder.id, entity: 'order', amount: razorpayOrder.amount, status: 'paid' },
          },
        },
      };
      const res = await send(event);
      assert.deepEqual(res.json(), { status: 'processed', outcome: 'paid' });
      assert.equal((await orderRow(t.app, localOrderId)).paymentMethod, 'card');
      // Without X-Razorpay-Event-Id the body's digest names the event: the same body again is a duplicate.
      assert.deepEqual((await send(event)).json(), { status: 'duplicate', outcome: 'duplicate' });
    });

    test('a webhook after verify changes nothing', async () => {
      const { u, razorpayOrder, localOrderId } = await pendingOrder();
      const result = await sandboxPay(t.app, razorpayOrder.id);
      assert.equal((await verify(t.app, u, result)).statusCode, 200);
      await t.app.orderMails.settled();
      const paid = await orderRow(t.app, localOrderId);

      const res = await send(paymentCaptured(razorpayOrder.id, 'pay_Different00001', razorpayOrder.amount), {
        eventId: 'evt_after_verify',
      });
      assert.deepEqual(res.json(), { status: 'processed', outcome: 'already_paid' });
      assert.deepEqual(await orderRow(t.app, localOrderId), paid);
      await t.app.orderMails.settled();
      assert.equal((await mailsTo(t.outbox, u.email)).length, 1);
    });

    test('a bad signature is 400 and changes nothing', async () => {
      const { razorpayOrder, localOrderId } = await pendingOrder();
      const event = paymentCaptured(razorpayOrder.id, 'pay_Forged0000001', razorpayOrder.amount);
      const body = JSON.stringify(event);
      for (const signature of [
        hmacHex('wrong secret', body),
        hmacHex(SANDBOX_WEBHOOK_SECRET, `${body} `),
        '',
        'abc',
      ]) {
        const res = await send(event, { eventId: 'evt_forged', signature });
        assert.equal(res.statusCode, 400);
        assert.equal(res.json().message, 'Invalid webhook signature');
      }
      // Signed over the raw bytes: the same JSON re-spaced is another body.
      const spaced = JSON.stringify(event, null, 2);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(SANDBOX_WEBHOOK_SECRET, body),
        },
        payload: spaced,
      });
      assert.equal(res.statusCode, 400);
      const none = await t.app.inject({ method: 'POST', url: '/api/payment/webhook', payload: event });
      assert.equal(none.statusCode, 400, 'no signature header');
      assert.equal((await orderRow(t.app, localOrderId)).paymentStatus, 'created');
      const events = await t.app.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, 'evt_forged'));
      assert.deepEqual(events, [], 'a refused delivery is not recorded');
    });

    test('a duplicate event id is processed once', async () => {
      const { u, razorpayOrder, localOrderId } = await pendingOrder();
      const event = paymentCaptured(razorpayOrder.id, 'pay_Duplicate00001', razorpayOrder.amount);
      const answers = await Promise.all([1, 2, 3].map(() => send(event, { eventId: 'evt_dup_1' })));
      assert.deepEqual(answers.map((res) => res.json().status).sort(), [
        'duplicate',
        'duplicate',
        'processed',
      ]);
      assert.equal((await send(event, { eventId: 'evt_dup_1' })).json().status, 'duplicate');
      const events = await t.app.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, 'evt_dup_1'));
      assert.equal(events.length, 1);
      assert.equal(events[0]?.outcome, 'paid');
      assert.equal(events[0]?.gatewayOrderId, razorpayOrder.id);
      assert.equal((await orderRow(t.app, localOrderId)).paymentStatus, 'paid');
      await t.app.orderMails.settled();
      assert.equal((await mailsTo(t.outbox, u.email)).length, 1);
    });

    test('unknown events, unknown orders and wrong amounts are acknowledged and change nothing', async () => {
      const { u, razorpayOrder, localOrderId } = await pendingOrder();
      const cases: [object, string][] = [
        [{ event: 'refund.created', payload: {} }, 'ignored'],
        [{ event: 'subscription.charged', payload: {} }, 'ignored'],
        [
          paymentCaptured('order_Unknown0000000', 'pay_Unknown0000001', razorpayOrder.amount),
          'unknown_order',
        ],
        [
          paymentCaptured(razorpayOrder.id, 'pay_Cheaper0000001', razorpayOrder.amount - 100),
          'amount_mismatch',
        ],
        // No amount is no proof: the order is not paid (it used to be, unchecked).
        [
          { event: 'payment.captured', payload: { payment: { entity: { order_id: razorpayOrder.id } } } },
          'amount_mismatch',
        ],
        [
          {
            event: 'payment.captured',
            payload: { payment: { entity: { order_id: razorpayOrder.id, amount: razorpayOrder.amount } } },
          },
          'ignored',
        ],
        [
          { event: 'refund.processed', payload: { refund: { entity: { payment_id: 'pay_Nobody' } } } },
          'unknown_order',
        ],
      ];
      for (const [i, [event, outcome]] of cases.entries()) {
        const res = await send(event, { eventId: `evt_case_${i}` });
        assert.equal(res.statusCode, 200, res.body);
        assert.deepEqual(res.json(), { status: 'processed', outcome });
      }
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(SANDBOX_WEBHOOK_SECRET, '{nope'),
        },
        payload: '{nope',
      });
      assert.equal(bad.statusCode, 400);
      assert.equal((await orderRow(t.app, localOrderId)).paymentStatus, 'created');
      assert.equal((await cartOf(t.app, u)).length, 1);
    });

    test('payment.failed marks an unpaid order failed and gives its units back; a later capture still pays', async () => {
      const { razorpayOrder, localOrderId } = await pendingOrder();
      const stock = async () => (await t.app.inject(`/api/stock?ids=${M1}`)).json().stock[String(M1)];
      const held = await stock();
      const failed = paymentCaptured(razorpayOrder.id, 'pay_Declined000001', razorpayOrder.amount);
      const res = await send({ ...failed, event: 'payment.failed' }, { eventId: 'evt_failed_1' });
      assert.deepEqual(res.json(), { status: 'processed', outcome: 'failed' });
      const row = await orderRow(t.app, localOrderId);
      assert.deepEqual([row.paymentStatus, row.reservation], ['failed', 'released']);
      assert.equal(await stock(), held + 1);

      const captured = await send(
        paymentCaptured(razorpayOrder.id, 'pay_Retried000001', razorpayOrder.amount),
        {
          eventId: 'evt_captured_after_failure',
        },
      );
      assert.deepEqual(captured.json(), { status: 'processed', outcome: 'paid' });
      const paid = await orderRow(t.app, localOrderId);
      assert.deepEqual([paid.paymentStatus, paid.reservation], ['paid', 'sold']);
      assert.equal(await stock(), held);

      const late = await send({ ...failed, event: 'payment.failed' }, { eventId: 'evt_failed_2' });
      assert.deepEqual(late.json(), { status: 'processed', outcome: 'already_paid' });
      assert.equal((await orderRow(t.app, localOrderId)).paymentStatus, 'paid');
    });

    test('refund.processed the shop did not ask for is filed under the order its payment paid, for the operator', async () => {
      const { u, razorpayOrder, localOrderId } = await pendingOrder();
      const paid = await verify(t.app, u, await sandboxPay(t.app, razorpayOrder.id));
      assert.equal(paid.statusCode, 200, paid.body);
      const { gatewayPaymentId } = await orderRow(t.app, localOrderId);
      const refund = {
        event: 'refund.processed',
        contains: ['refund', 'payment'],
        payload: {
          refund: { entity: { id: 'rfnd_Sandbox000001', payment_id: gatewayPaymentId, amount: 100 } },
        },
      };
      const res = await send(refund, { eventId: 'evt_refund_1' });
      assert.deepEqual(res.json(), { status: 'processed', outcome: 'refund_unmatched' });
      const [recorded] = await t.app.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, 'evt_refund_1'));
      assert.deepEqual([recorded?.outcome, recorded?.gatewayOrderId], ['refund_unmatched', razorpayOrder.id]);
    });
  });
}
