import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { refunds } from '../../db/invoice-schema';
import { runOps } from '../../ops/commands';
import { databaseTargets } from '../../test-support/databases';
import {
  type FakeRazorpay,
  RAZORPAY_TEST_KEYS,
  razorpayConfig,
  startFakeRazorpay,
} from '../../test-support/fake-razorpay';
import { hmacHex, orderRow, startCheckout, verify, webhook } from '../../test-support/payments';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { type LoggedIn, newUser } from '../../test-support/users';
import { createRazorpayGateway } from '../razorpay';
import { GatewayError } from '../types';

const { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET } = RAZORPAY_TEST_KEYS;

describe('Razorpay refunds (SDK client against a local server)', () => {
  let fake: FakeRazorpay;
  const gateway = () =>
    createRazorpayGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
      timeoutMs: 500,
      warn: () => undefined,
    });
  before(async () => {
    fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  });
  after(() => fake.close());

  test('a refund is POST /v1/payments/:id/refund with Basic auth and X-Refund-Idempotency', async () => {
    const input = { paymentId: 'pay_Refund0001', amount: 524_895, idempotencyKey: 'key-1' };
    const refund = await gateway().refund({ ...input, notes: { local_order_id: '7' } });
    assert.match(refund.id, /^rfnd_Fake\d{10}$/);
    assert.equal(refund.status, 'processed');
    const request = fake.requests.at(-1);
    assert.equal(request?.method, 'POST');
    assert.equal(request?.path, '/v1/payments/pay_Refund0001/refund');
    assert.equal(request?.idempotencyKey, 'key-1');
    assert.equal(
      request?.authorization,
      `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    );
    assert.deepEqual(request?.body, { amount: 524_895, speed: 'normal', notes: { local_order_id: '7' } });
    assert.deepEqual(await gateway().refund(input), refund, 'the same key answers the same refund');
  });

  test('refusals and unusable answers become GatewayError', async () => {
    const input = { paymentId: 'pay_Refund0002', amount: 100, idempotencyKey: 'key-2' };
    fake.answerNext('POST', '/v1/payments/', 400, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already' },
    });
    await assert.rejects(gateway().refund(input), GatewayError);
    fake.answerNext('POST', '/v1/payments/', 200, { id: 'rfnd_X', amount: 99, status: 'processed' });
    await assert.rejects(gateway().refund(input), GatewayError, 'another amount');
    fake.answerNext('POST', '/v1/payments/', 200, { id: 'rfnd_X', amount: 100, status: 'failed' });
    await assert.rejects(gateway().refund(input), GatewayError, 'a failed refund');
  });
});

for (const target of await databaseTargets()) {
  describe(`cancellation through Razorpay on ${target.kind}`, () => {
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

    /** An order paid through Razorpay's checkout: its id and payment id. */
    async function paidOrder() {
      const { razorpayOrder, localOrderId } = await startCheckout(t.app, u, [{ product_id: 1, quantity: 1 }]);
      const paymentId = fake.pay(razorpayOrder.id);
      const res = await verify(t.app, u, {
        razorpay_order_id: razorpayOrder.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmacHex(KEY_SECRET, `${razorpayOrder.id}|${paymentId}`),
      });
      assert.equal(res.statusCode, 200, res.body);
      return { orderId: localOrderId, paymentId };
    }

    const cancel = (orderId: number) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: u.auth });
    const refundProcessed = (refundId: string, paymentId: string, amount: number) => ({
      event: 'refund.processed',
      payload: { refund: { entity: { id: refundId, payment_id: paymentId, amount, status: 'processed' } } },
    });

    test('a pending refund becomes Refunded when refund.processed arrives, recorded once', async () => {
      const { orderId, paymentId } = await paidOrder();
      fake.refundStatus = 'pending';
      const res = await cancel(orderId);
      fake.refundStatus = 'processed';
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.refund.status, 'pending');
      assert.equal(res.json().data.refund.refunded_at, null);
      const asked = fake.requests.filter((r) => r.path === `/v1/payments/${paymentId}/refund`);
      assert.equal(asked.length, 1);
      const [refund] = await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      assert.equal(asked[0]?.idempotencyKey, refund?.idempotencyKey);

      const event = refundProcessed(refund!.gatewayRefundId!, paymentId, refund!.amountPaise);
      const first = await webhook(t.app, WEBHOOK_SECRET, event, { eventId: `evt_rf_${orderId}_1` });
      assert.deepEqual(first.json(), { status: 'processed', outcome: 'refund_recorded' });
      const again = await webhook(t.app, WEBHOOK_SECRET, event, { eventId: `evt_rf_${orderId}_1` });
      assert.deepEqual(again.json(), { status: 'duplicate', outcome: 'duplicate' });
      const redelivered = await webhook(t.app, WEBHOOK_SECRET, event, { eventId: `evt_rf_${orderId}_2` });
      assert.deepEqual(redelivered.json(), { status: 'processed', outcome: 'already_refunded' });

      const read = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: u.auth });
      assert.equal(read.json().data.refund.status, 'processed');
      assert.ok(read.json().data.refund.refunded_at);
    });

    test('a refund Razorpay refuses stays owed; the operator asks again with the same key', async () => {
      const { orderId, paymentId } = await paidOrder();
      fake.answerNext('POST', `/v1/payments/${paymentId}/refund`, 502, { error: { code: 'SERVER_ERROR' } });
      const res = await cancel(orderId);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.status, 'cancelled', 'the cancellation stands');
      assert.equal(res.json().data.refund.status, 'failed');
      const [failed] = await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      assert.equal(failed?.lastError, 'Razorpay refund not made');

      const lines = await runOps(t.app.db, ['refund', String(orderId)], {
        cancellation: async () => ({ ...t.app.orderDeps, later: (task: () => Promise<void>) => task() }),
      });
      assert.deepEqual(lines, [`Refund of order #${orderId} (₹5,248.95) asked again: processed.`]);
      const keys = fake.requests
        .filter((r) => r.path === `/v1/payments/${paymentId}/refund`)
        .map((r) => r.idempotencyKey);
      assert.deepEqual(keys, [failed?.idempotencyKey, failed?.idempotencyKey]);
      assert.equal((await orderRow(t.app, orderId)).status, 'cancelled');
    });

    test('a refund made in the dashboard (no cancellation here) is logged for the operator', async () => {
      const { orderId, paymentId } = await paidOrder();
      const event = refundProcessed('rfnd_Dashboard01', paymentId, 524_895);
      const res = await webhook(t.app, WEBHOOK_SECRET, event, { eventId: `evt_dash_${orderId}` });
      assert.deepEqual(res.json(), { status: 'processed', outcome: 'refund_unmatched' });
      assert.equal((await orderRow(t.app, orderId)).status, 'pending');
    });
  });
}
