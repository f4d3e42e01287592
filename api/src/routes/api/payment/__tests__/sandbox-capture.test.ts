import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { JSDOM } from 'jsdom';
import { PAYMENT_MESSAGES } from '@harmony/shared/domain';
import { createSandboxGateway } from '../../../../gateways/sandbox';
import { GatewayError } from '../../../../gateways/types';
import { databaseTargets } from '../../../../test-support/databases';
import {
  SANDBOX_KEY_SECRET,
  hmacHex,
  orderRow,
  sandboxSecrets,
  startCheckout,
  verify,
} from '../../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { newUser } from '../../../../test-support/users';

const HOUR = 3_600_000;

/** The sandbox's "capture later" card: authorized at checkout, captured by the shop or later by itself. */
function payLater(t: TestApp, gatewayOrderId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/authorize',
    payload: { order_id: gatewayOrderId, capture: 'later' },
  });
}

describe('sandbox payments follow Razorpay lifecycle', () => {
  let clock = new Date('2026-03-01T10:00:00Z');
  const gateway = createSandboxGateway({
    keyId: 'rzp_test_sandbox',
    keySecret: SANDBOX_KEY_SECRET,
    webhookSecret: 'unused-webhook-secret-0123456789',
    orderAmount: async (id) => (id === 'order_A' || id === 'order_B' ? 5000 : undefined),
    captureDelayMs: 30_000,
    now: () => clock,
  });

  test('capture later: authorized, then captured once the delay has passed; captured once only', async () => {
    const { razorpay_payment_id: id } = gateway.authorize('order_A', 5000, true);
    assert.match(id, /^pay_[A-Za-z0-9]{14}$/);
    assert.equal((await gateway.fetchPayment(id, 'order_A')).status, 'authorized');
    const captured = await gateway.capture({ paymentId: id, gatewayOrderId: 'order_A', amount: 5000 });
    assert.deepEqual(
      [captured.status, captured.orderId, captured.amount, captured.currency],
      ['captured', 'order_A', 5000, 'INR'],
    );
    await assert.rejects(
      gateway.capture({ paymentId: id, gatewayOrderId: 'order_A', amount: 4000 }),
      GatewayError,
      'another amount',
    );
    clock = new Date(clock.getTime() + 30_000);
    assert.equal((await gateway.fetchPayment(id, 'order_A')).status, 'captured');
    await assert.rejects(
      gateway.capture({ paymentId: id, gatewayOrderId: 'order_A', amount: 5000 }),
      GatewayError,
      'already captured',
    );
  });

  test("the test card's payment is captured at once; another order's or a made-up id is nobody's", async () => {
    const { razorpay_payment_id: id } = gateway.authorize('order_A', 5000);
    assert.equal((await gateway.fetchPayment(id, 'order_A')).status, 'captured');
    assert.equal((await gateway.fetchPayment(id, 'order_B')).orderId, null);
    const tampered = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`;
    assert.equal((await gateway.fetchPayment(tampered, 'order_A')).orderId, null);
  });

  test("an order it made is answered from memory; another process's from the shop's rows", async () => {
    const asked: string[] = [];
    const own = createSandboxGateway({
      keyId: 'rzp_test_sandbox',
      keySecret: SANDBOX_KEY_SECRET,
      webhookSecret: 'unused-webhook-secret-0123456789',
      orderAmount: async (id) => {
        asked.push(id);
        return id === 'order_B' ? 7000 : undefined;
      },
      captureDelayMs: 30_000,
      now: () => clock,
    });
    const made = await own.createOrder({ amount: 6000, receipt: 'harmony_1' });
    const paid = own.authorize(made.id, 6000);
    const payment = await own.fetchPayment(paid.razorpay_payment_id, made.id);
    assert.deepEqual([payment.status, payment.amount], ['captured', 6000]);
    const other = own.authorize('order_B', 7000);
    assert.equal((await own.fetchPayment(other.razorpay_payment_id, 'order_B')).amount, 7000);
    assert.deepEqual(asked, ['order_B']);
  });
});

for (const target of await databaseTargets()) {
  describe(`the sandbox's capture-later card on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, { ...sandboxSecrets, sandboxCaptureDelayMs: HOUR });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    after(() => t.close());

    test('verify captures the authorized payment and pays the order; payment.authorized paid nothing', async () => {
      const u = await newUser(t.app);
      const { razorpayOrder, localOrderId } = await startCheckout(t.app, u, [{ product_id: 2, quantity: 1 }]);
      const res = await payLater(t, razorpayOrder.id);
      assert.equal(res.statusCode, 200, res.body);
      const result = res.json();
      const gateway = t.app.sandboxGateway!;
      assert.equal(
        (await gateway.fetchPayment(result.razorpay_payment_id, razorpayOrder.id)).status,
        'authorized',
      );
      assert.equal(
        (await orderRow(t.app, localOrderId)).paymentStatus,
        'created',
        'not paid on authorisation',
      );
      const verified = await verify(t.app, u, result);
      assert.equal(verified.statusCode, 200, verified.body);
      const row = await orderRow(t.app, localOrderId);
      assert.deepEqual([row.paymentStatus, row.gatewayPaymentId], ['paid', result.razorpay_payment_id]);
    });

    test('the checkout page: the capture-later card asks for capture later; verify then pays', async () => {
      const u = await newUser(t.app);
      const { razorpayOrder, localOrderId } = await startCheckout(t.app, u, [{ product_id: 2, quantity: 1 }]);
      const { window } = new JSDOM('<!doctype html><body></body>', {
        url: 'http://shop.test/order-confirmation',
        runScripts: 'outside-only',
      });
      const bodies: unknown[] = [];
      Object.assign(window, {
        fetch: async (
          url: string,
          init: { method: string; headers: Record<string, string>; body: string },
        ) => {
          bodies.push(JSON.parse(init.body));
          const res = await t.app.inject({
            method: 'POST',
            url: new URL(url).pathname,
            headers: init.headers,
            payload: init.body,
          });
          return { ok: res.statusCode < 300, status: res.statusCode, json: async () => res.json() };
        },
      });
      window.eval((await t.app.inject('/api/payment/sandbox/checkout.js')).body);
      const win = window as unknown as { Razorpay: new (options: object) => { open(): void } };
      const result = await new Promise<Record<string, string>>((resolve) => {
        new win.Razorpay({
          key: 'rzp_test_sandbox',
          amount: razorpayOrder.amount,
          order_id: razorpayOrder.id,
          handler: resolve,
        }).open();
        const dialog = window.document.querySelector('[role="dialog"]')!;
        assert.match(dialog.textContent ?? '', /4000 0000 0000 0002 is authorised now and captured later/);
        dialog.querySelector('input')!.value = '4000 0000 0000 0002';
        (dialog.querySelector('button[type="submit"]') as HTMLButtonElement).click();
      });
      assert.deepEqual(bodies, [{ order_id: razorpayOrder.id, capture: 'later' }]);
      const status = (await t.app.sandboxGateway!.fetchPayment(result.razorpay_payment_id!, razorpayOrder.id))
        .status;
      assert.equal(status, 'authorized');
      assert.equal((await verify(t.app, u, result)).statusCode, 200);
      assert.equal((await orderRow(t.app, localOrderId)).paymentStatus, 'paid');
      window.close();
    });

    test("a signed result whose payment is another order's is 400 and pays nothing", async () => {
      const u = await newUser(t.app);
      const mine = await startCheckout(t.app, u, [{ product_id: 2, quantity: 1 }]);
      const other = await startCheckout(t.app, u, [{ product_id: 2, quantity: 1 }]);
      const paid = (await payLater(t, other.razorpayOrder.id)).json();
      const paymentId = paid.razorpay_payment_id;
      const res = await verify(t.app, u, {
        razorpay_order_id: mine.razorpayOrder.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmacHex(SANDBOX_KEY_SECRET, `${mine.razorpayOrder.id}|${paymentId}`),
      });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().error, PAYMENT_MESSAGES.paymentNotForOrder);
      assert.equal((await orderRow(t.app, mine.localOrderId)).paymentStatus, 'created');
    });
  });

  describe(`the sandbox captures a capture-later payment itself on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, { ...sandboxSecrets, sandboxCaptureDelayMs: 50 });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    after(() => t.close());

    test('a shopper who closes the tab is paid by the payment.captured webhook', async () => {
      const u = await newUser(t.app);
      const { razorpayOrder, localOrderId } = await startCheckout(t.app, u, [{ product_id: 2, quantity: 1 }]);
      const result = (await payLater(t, razorpayOrder.id)).json();
      await t.app.sandboxWebhooks?.settled();
      const row = await orderRow(t.app, localOrderId);
      assert.deepEqual(
        [row.paymentStatus, row.reservation, row.gatewayPaymentId],
        ['paid', 'sold', result.razorpay_payment_id],
      );
    });
  });
}
