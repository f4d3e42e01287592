import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PAYMENT_MESSAGES } from '@harmony/shared/domain';
import { databaseTargets } from '../../test-support/databases';
import {
  type FakeRazorpay,
  RAZORPAY_TEST_KEYS,
  razorpayConfig,
  startFakeRazorpay,
} from '../../test-support/fake-razorpay';
import {
  hmacHex,
  orderRow,
  paymentCaptured,
  startCheckout,
  verify,
  webhook,
} from '../../test-support/payments';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { type LoggedIn, newUser } from '../../test-support/users';

const { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET } = RAZORPAY_TEST_KEYS;

// Verify through Razorpay: a genuinely signed result pays the order only when Razorpay says the payment
// is captured, for this order and for its total.
for (const target of await databaseTargets()) {
  describe(`verify asks Razorpay whether the payment is captured, on ${target.kind}`, () => {
    let t: TestApp;
    let fake: FakeRazorpay;
    let u: LoggedIn;
    before(async () => {
      fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
      t = await startTestApp(target, razorpayConfig(fake));
      u = await newUser(t.app);
    });
    after(async () => {
      await t.close();
      await fake.close();
    });

    const signed = (orderId: string, paymentId: string) => ({
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmacHex(KEY_SECRET, `${orderId}|${paymentId}`),
    });
    const checkout = () => startCheckout(t.app, u, [{ product_id: 1, quantity: 1 }]);

    test('a payment of another order, or of another amount, is 400 and pays nothing', async () => {
      const mine = await checkout();
      const other = await checkout();
      const ofOther = fake.pay(other.razorpayOrder.id);
      // Signed for my order, but Razorpay says the payment is another order's.
      const res = await verify(t.app, u, signed(mine.razorpayOrder.id, ofOther));
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().error, PAYMENT_MESSAGES.paymentNotForOrder);
      const short = fake.pay(mine.razorpayOrder.id, { amount: mine.razorpayOrder.amount - 100 });
      const shortRes = await verify(t.app, u, signed(mine.razorpayOrder.id, short));
      assert.equal(shortRes.statusCode, 400, shortRes.body);
      assert.equal((await orderRow(t.app, mine.localOrderId)).paymentStatus, 'created');
    });

    test('a failed payment is 409 and pays nothing; Razorpay down is 502', async () => {
      const { razorpayOrder, localOrderId } = await checkout();
      const failed = fake.pay(razorpayOrder.id, { status: 'failed' });
      const res = await verify(t.app, u, signed(razorpayOrder.id, failed));
      assert.equal(res.statusCode, 409, res.body);
      assert.equal(res.json().error, PAYMENT_MESSAGES.paymentNotCaptured);
      const paymentId = fake.pay(razorpayOrder.id);
      fake.answerNext('GET', '/v1/payments/', 503, { error: { code: 'SERVER_ERROR' } });
      const down = await verify(t.app, u, signed(razorpayOrder.id, paymentId));
      assert.equal(down.statusCode, 502, down.body);
      assert.equal((await orderRow(t.app, localOrderId)).paymentStatus, 'created');
    });

    test('an authorized payment is captured for the order total in INR, then paid', async () => {
      const { razorpayOrder, localOrderId } = await checkout();
      const paymentId = fake.pay(razorpayOrder.id, { status: 'authorized', method: 'card' });
      const res = await verify(t.app, u, signed(razorpayOrder.id, paymentId));
      assert.equal(res.statusCode, 200, res.body);
      const capture = fake.requests.find((r) => r.path === `/v1/payments/${paymentId}/capture`);
      assert.deepEqual(capture?.body, { amount: razorpayOrder.amount, currency: 'INR' });
      const row = await orderRow(t.app, localOrderId);
      assert.equal(row.paymentStatus, 'paid');
      assert.equal(row.paymentMethod, 'card');
    });

    test('an authorized payment Razorpay will not capture waits for payment.captured (409, not paid)', async () => {
      const { razorpayOrder, localOrderId } = await checkout();
      const paymentId = fake.pay(razorpayOrder.id, { status: 'authorized' });
      fake.answerNext('POST', `/v1/payments/${paymentId}/capture`, 502, { error: { code: 'SERVER_ERROR' } });
      const res = await verify(t.app, u, signed(razorpayOrder.id, paymentId));
      assert.equal(res.statusCode, 409, res.body);
      assert.equal(res.json().error, PAYMENT_MESSAGES.paymentPending);
      assert.equal((await orderRow(t.app, localOrderId)).paymentStatus, 'created');

      const authorizedEvent = paymentCaptured(razorpayOrder.id, paymentId, razorpayOrder.amount);
      authorizedEvent.event = 'payment.authorized';
      authorizedEvent.payload.payment.entity.status = 'authorized';
      const early = await webhook(t.app, WEBHOOK_SECRET, authorizedEvent, { eventId: 'evt_auth_1' });
      assert.equal(early.json().outcome, 'ignored');
      // A paid event whose payment is only authorized is no proof of payment either.
      const mislabelled = await webhook(t.app, WEBHOOK_SECRET, {
        ...authorizedEvent,
        event: 'payment.captured',
      });
      assert.equal(mislabelled.json().outcome, 'ignored');
      assert.equal((await orderRow(t.app, localOrderId)).paymentStatus, 'created');

      const captured = paymentCaptured(razorpayOrder.id, paymentId, razorpayOrder.amount);
      const res2 = await webhook(t.app, WEBHOOK_SECRET, captured, { eventId: 'evt_cap_1' });
      assert.deepEqual(res2.json(), { status: 'processed', outcome: 'paid' });
      assert.equal((await orderRow(t.app, localOrderId)).paymentStatus, 'paid');
    });
  });
}
