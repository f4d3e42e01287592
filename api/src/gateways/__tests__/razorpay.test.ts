import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Razorpay from 'razorpay';
// The SDK's own helpers (plain === comparisons): used here only to prove our signatures are Razorpay's.
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { createRazorpayGateway } from '../razorpay';
import { GatewayError } from '../types';
import { databaseTargets } from '../../test-support/databases';
import {
  type FakeRazorpay,
  RAZORPAY_TEST_KEYS,
  RECORDED_PAYMENT,
  razorpayConfig,
  startFakeRazorpay,
} from '../../test-support/fake-razorpay';
import {
  addToCart,
  cartOf,
  checkoutBody,
  createOrder,
  hmacHex,
  orderRow,
  paymentCaptured,
  startCheckout,
  verify,
  webhook,
} from '../../test-support/payments';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { mailsTo, newUser } from '../../test-support/users';

const { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET } = RAZORPAY_TEST_KEYS;

describe('Razorpay gateway (SDK against a local server)', () => {
  let fake: FakeRazorpay;
  const warnings: string[] = [];
  const gateway = () =>
    createRazorpayGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
      timeoutMs: 500,
      warn: (_details, message) => warnings.push(message),
    });
  before(async () => {
    fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  });
  after(() => fake.close());

  test('createOrder goes through orders.create with Basic auth, paise and INR', async () => {
    const order = await gateway().createOrder({
      amount: 1_107_435,
      receipt: 'harmony_7',
      notes: { local_order_id: '7' },
    });
    assert.match(order.id, /^order_/);
    assert.deepEqual(order, { id: order.id, amount: 1_107_435, currency: 'INR', receipt: 'harmony_7' });
    const request = fake.requests.at(-1);
    assert.equal(request?.method, 'POST');
    assert.equal(request?.path, '/v1/orders');
    assert.equal(
      request?.authorization,
      `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    );
    assert.match(request?.userAgent ?? '', /^razorpay-node@2\.9\./);
    assert.deepEqual(request?.body, {
      amount: 1_107_435,
      currency: 'INR',
      receipt: 'harmony_7',
      notes: { local_order_id: '7' },
    });
  });

  test('refusals, odd answers, silence and a closed port become GatewayError', async () => {
    fake.answerNext('POST', '/v1/orders', 400, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00' },
    });
    await assert.rejects(gateway().createOrder({ amount: 1, receipt: 'r' }), GatewayError);
    fake.answerNext('POST', '/v1/orders', 200, { id: 'order_X', amount: 2, currency: 'INR' });
    await assert.rejects(gateway().createOrder({ amount: 1, receipt: 'r' }), GatewayError, 'another amount');
    fake.answerNext('POST', '/v1/orders', 200, { ...RECORDED_PAYMENT }, 2000);
    await assert.rejects(gateway().createOrder({ amount: 1, receipt: 'r' }), GatewayError, 'timeout');
    const wrongKey = createRazorpayGateway({
      keyId: KEY_ID,
      keySecret: 'wrong',
      webhookSecret: null,
      apiUrl: fake.url,
      timeoutMs: 500,
      warn: () => {},
    });
    await assert.rejects(wrongKey.createOrder({ amount: 100, receipt: 'r' }), GatewayError);
    const closed = createRazorpayGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: null,
      apiUrl: 'http://127.0.0.1:9',
      timeoutMs: 500,
      warn: () => {},
    });
    await assert.rejects(closed.createOrder({ amount: 100, receipt: 'r' }), GatewayError);
    assert.ok(warnings.length >= 3);
  });

  test("signatures are Razorpay's: HMAC-SHA256 over order|payment, checked in constant time", () => {
    const g = gateway();
    const orderId = 'order_RB8eWm1AlJRgmn';
    const paymentId = 'pay_RB8fLqz4jJ5yXc';
    const signature = hmacHex(KEY_SECRET, `${orderId}|${paymentId}`);
    assert.equal(
      validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, KEY_SECRET),
      true,
      "the SDK's helper agrees",
    );
    assert.equal(g.verifyPaymentSignature(orderId, paymentId, signature), true);
    assert.equal(g.verifyPaymentSignature(orderId, 'pay_Other00000000', signature), false);
    assert.equal(g.verifyPaymentSignature('order_Other0000000', paymentId, signature), false);
    assert.equal(g.verifyPaymentSignature(orderId, paymentId, signature.slice(1)), false, 'shorter');
    assert.equal(g.verifyPaymentSignature(orderId, paymentId, `${signature}a`), false, 'longer');
    assert.equal(
      g.verifyPaymentSignature(orderId, paymentId, hmacHex('other', `${orderId}|${paymentId}`)),
      false,
    );

    const body = Buffer.from(JSON.stringify(paymentCaptured(orderId, paymentId, 100)));
    const hook = hmacHex(WEBHOOK_SECRET, body);
    assert.equal(Razorpay.validateWebhookSignature(body.toString(), hook, WEBHOOK_SECRET), true);
    assert.equal(g.verifyWebhookSignature(body, hook), true);
    assert.equal(g.verifyWebhookSignature(Buffer.concat([body, Buffer.from(' ')]), hook), false);
    assert.equal(g.verifyWebhookSignature(body, undefined), false);
    const noSecret = createRazorpayGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: null,
      apiUrl: fake.url,
      timeoutMs: 500,
      warn: () => {},
    });
    assert.equal(
      noSecret.verifyWebhookSignature(body, hmacHex('', body)),
      false,
      'no secret: nothing passes',
    );
  });

  test('fetchPayment reads status, order, amount and method; capture posts amount and INR', async () => {
    const order = await gateway().createOrder({ amount: 1000, receipt: 'r' });
    const authorized = fake.pay(order.id, { status: 'authorized', method: 'card' });
    assert.deepEqual(await gateway().fetchPayment(authorized, order.id), {
      id: authorized,
      status: 'authorized',
      orderId: order.id,
      amount: 1000,
      currency: 'INR',
      method: 'card',
    });
    assert.equal(fake.requests.at(-1)?.path, `/v1/payments/${authorized}`);
    const captured = await gateway().capture({
      paymentId: authorized,
      gatewayOrderId: order.id,
      amount: 1000,
    });
    assert.equal(captured.status, 'captured');
    assert.deepEqual(fake.requests.at(-1)?.body, { amount: 1000, currency: 'INR' });
    assert.equal(fake.requests.at(-1)?.path, `/v1/payments/${authorized}/capture`);
    await assert.rejects(
      gateway().capture({ paymentId: authorized, gatewayOrderId: order.id, amount: 1000 }),
      GatewayError,
      'captured twice',
    );
    fake.answerNext('GET', '/v1/payments/', 500, { error: { code: 'SERVER_ERROR' } });
    await assert.rejects(gateway().fetchPayment(authorized, order.id), GatewayError);
    fake.answerNext('GET', '/v1/payments/', 200, { ...RECORDED_PAYMENT, status: 'weird' });
    assert.equal((await gateway().fetchPayment(authorized, order.id)).status, 'unknown');
  });
});

for (const target of await databaseTargets()) {
  describe(`checkout through Razorpay on ${target.kind}`, () => {
    let t: TestApp;
    let fake: FakeRazorpay;
    before(async () => {
      fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
      t = await startTestApp(target, razorpayConfig(fake));
    });
    after(async () => {
      await t.close();
      await fake.close();
    });

    test('config names Razorpay and its script; the sandbox routes do not exist', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/payment/config' });
      assert.deepEqual(res.json(), {
        gateway: 'razorpay',
        keyId: KEY_ID,
        checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
        taxRatePercent: 5,
        shipping: { feePaise: 0, freeFromPaise: null },
        cod: { feePaise: 4_900, maxOrderPaise: 1_000_000, maxOpen: 2 },
      });
      assert.ok(!res.body.includes(KEY_SECRET) && !res.body.includes(WEBHOOK_SECRET));
      assert.equal(
        (await t.app.inject({ method: 'GET', url: '/api/payment/sandbox/checkout.js' })).statusCode,
        404,
      );
      const authorize = await t.app.inject({
        method: 'POST',
        url: '/api/payment/sandbox/authorize',
        payload: { order_id: 'order_x' },
      });
      assert.equal(authorize.statusCode, 404);
    });

    test('create-order makes a Razorpay order; verify with its signature marks it paid (method fetched)', async () => {
      const u = await newUser(t.app);
      await addToCart(t.app, u, 1, 1);
      const { razorpayOrder, localOrderId } = await startCheckout(t.app, u, [{ product_id: 1, quantity: 1 }]);
      assert.match(razorpayOrder.id, /^order_Fake\d{10}$/);
      assert.equal(razorpayOrder.amount, 524_895);
      const created = fake.requests.find(
        (r) =>
          r.path === '/v1/orders' && (r.body as { receipt?: string }).receipt === `harmony_${localOrderId}`,
      );
      assert.ok(created, 'receipt harmony_<orderId>');
      assert.equal((await orderRow(t.app, localOrderId)).gatewayOrderId, razorpayOrder.id);

      const paymentId = fake.pay(razorpayOrder.id);
      const forged = await verify(t.app, u, {
        razorpay_order_id: razorpayOrder.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmacHex('rzp_test_sandbox', `${razorpayOrder.id}|${paymentId}`),
      });
      assert.equal(forged.statusCode, 400);
      const res = await verify(t.app, u, {
        razorpay_order_id: razorpayOrder.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmacHex(KEY_SECRET, `${razorpayOrder.id}|${paymentId}`),
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().paymentMethod, 'upi');
      const row = await orderRow(t.app, localOrderId);
      assert.equal(row.paymentStatus, 'paid');
      assert.equal(row.paymentMethod, 'upi');
      assert.deepEqual(await cartOf(t.app, u), []);
      await t.app.orderMails.settled();
      assert.equal((await mailsTo(t.outbox, u.email)).length, 1);
    });

    test("Razorpay's webhook, signed with the dashboard secret, pays an order", async () => {
      const u = await newUser(t.app);
      const { razorpayOrder, localOrderId } = await startCheckout(t.app, u, [{ product_id: 2, quantity: 1 }]);
      const event = paymentCaptured(
        razorpayOrder.id,
        'pay_RazorpayHook01',
        razorpayOrder.amount,
        'netbanking',
      );
      const refused = await webhook(t.app, 'not the secret', event, { eventId: 'evt_rzp_1' });
      assert.equal(refused.statusCode, 400);
      const res = await webhook(t.app, WEBHOOK_SECRET, event, { eventId: 'evt_rzp_1' });
      assert.deepEqual(res.json(), { status: 'processed', outcome: 'paid' });
      assert.equal((await orderRow(t.app, localOrderId)).paymentMethod, 'netbanking');
    });

    test('when Razorpay fails, create-order is 502 and the order is marked failed, never listed', async () => {
      const u = await newUser(t.app);
      await addToCart(t.app, u, 1, 1);
      fake.answerNext('POST', '/v1/orders', 500, { error: { code: 'SERVER_ERROR', description: 'down' } });
      const res = await createOrder(t.app, u, await checkoutBody(t.app, u, [{ product_id: 1, quantity: 1 }]));
      assert.equal(res.statusCode, 502, res.body);
      assert.equal(
        res.json().message,
        'The payment service is not available right now. Please try again in a few minutes.',
      );
      const list = await t.app.inject({ method: 'GET', url: `/api/orders/user/${u.id}`, headers: u.auth });
      assert.deepEqual(list.json().data, []);
      const [failed] = await t.app.db.query.orders.findMany({ where: (o, { eq }) => eq(o.userId, u.id) });
      assert.equal(failed?.paymentStatus, 'failed');
      assert.equal(failed?.gatewayOrderId, null);
      assert.equal((await cartOf(t.app, u)).length, 1, 'the cart is kept for another try');
    });
  });
}
