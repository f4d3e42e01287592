import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Razorpay's API answered at the network boundary: a local HTTP server the SDK is pointed at
 * (RAZORPAY_API_URL), replaying canned answers in the shape of Razorpay's documented samples, with the
 * request's amount and receipt put in. The SDK itself, its axios client, Basic auth and JSON run for real.
 */

/** POST /v1/orders: Razorpay's documented answer. */
export const RECORDED_ORDER = {
  id: 'order_RB8eWm1AlJRgmn',
  entity: 'order',
  amount: 50000,
  amount_paid: 0,
  amount_due: 50000,
  currency: 'INR',
  receipt: 'receipt#1',
  offer_id: null,
  status: 'created',
  attempts: 0,
  notes: [],
  created_at: 1767225600,
};

/** GET /v1/payments/:id: Razorpay's documented answer (a captured UPI payment). */
export const RECORDED_PAYMENT = {
  id: 'pay_RB8fLqz4jJ5yXc',
  entity: 'payment',
  amount: 50000,
  currency: 'INR',
  status: 'captured',
  order_id: 'order_RB8eWm1AlJRgmn',
  invoice_id: null,
  international: false,
  method: 'upi',
  amount_refunded: 0,
  refund_status: null,
  captured: true,
  description: 'Grand Total Payment with Tax',
  card_id: null,
  bank: null,
  wallet: null,
  vpa: 'success@razorpay',
  email: 'asha@example.in',
  contact: '+919876543210',
  notes: [],
  fee: 1180,
  tax: 180,
  error_code: null,
  error_description: null,
  created_at: 1767225660,
};

/** POST /v1/payments/:id/refund: Razorpay's documented answer (a normal-speed refund, processed). */
export const RECORDED_REFUND = {
  id: 'rfnd_FP8QHiV938haTz',
  entity: 'refund',
  amount: 500100,
  receipt: null,
  currency: 'INR',
  payment_id: 'pay_29QQoUBi66xm2f',
  notes: [],
  acquirer_data: { arn: null },
  created_at: 1597078866,
  batch_id: null,
  status: 'processed',
  speed_processed: 'normal',
  speed_requested: 'normal',
};

/** Razorpay's 400 answer, with its description. */
const badRequest = (description: string) => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
  },
});

/** Razorpay's answer to a wrong key (401). */
export const RECORDED_AUTH_ERROR = {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Authentication failed',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  },
};

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  userAgent: string | undefined;
  /** The X-Refund-Idempotency header, when sent. */
  idempotencyKey: string | undefined;
  body: unknown;
}

export interface FakeRazorpay {
  url: string;
  requests: RecordedRequest[];
  /** The next answer to the given method and path prefix replaces the canned one (once). */
  answerNext(method: string, pathPrefix: string, status: number, body: unknown, delayMs?: number): void;
  /** What a new refund answers: processed at once, or pending (refund.processed follows). */
  refundStatus: 'processed' | 'pending';
  /**
   * A payment of one of its orders, as a shopper's checkout makes one: captured (auto-capture, the
   * default), or authorized (to be captured with POST /v1/payments/:id/capture), for the order's amount
   * unless told otherwise. Answers its id (pay_…).
   */
  pay(
    orderId: string,
    payment?: { status?: 'captured' | 'authorized' | 'failed'; amount?: number; method?: string },
  ): string;
  close(): Promise<void>;
}

/** The keys the Razorpay tests use: a test key id as the dashboard gives one, and made-up secrets. */
export const RAZORPAY_TEST_KEYS = {
  keyId: 'rzp_test_1DP5mmOlF5G5ag',
  keySecret: 'thisisasupersecret',
  webhookSecret: 'webhook-secret-from-the-dashboard',
};

/** The api configured for Razorpay, its SDK pointed at the fake. */
export function razorpayConfig(fake: FakeRazorpay) {
  return {
    razorpayKeyId: RAZORPAY_TEST_KEYS.keyId,
    razorpayKeySecret: RAZORPAY_TEST_KEYS.keySecret,
    razorpayWebhookSecret: RAZORPAY_TEST_KEYS.webhookSecret,
    razorpayApiUrl: fake.url,
    razorpayTimeoutMs: 1000,
  };
}

let sequence = 0;

export async function startFakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay> {
  const requests: RecordedRequest[] = [];
  const overrides: { method: string; prefix: string; status: number; body: unknown; delayMs: number }[] = [];
  // Razorpay answers a repeated X-Refund-Idempotency key with the refund it made the first time.
  const refundsByKey = new Map<string, object>();
  // What Razorpay keeps: its orders' amounts and the payments made for them (GET answers them, capture changes them).
  const orderAmounts = new Map<string, number>();
  const payments = new Map<string, typeof RECORDED_PAYMENT>();
  const fake = { refundStatus: 'processed' as 'processed' | 'pending' };
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = raw ? JSON.parse(raw) : undefined;
      const path = (req.url ?? '').split('?')[0] ?? '';
      requests.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        userAgent: req.headers['user-agent'],
        idempotencyKey: req.headers['x-refund-idempotency'] as string | undefined,
        body,
      });
      const send = (status: number, answer: unknown, delayMs = 0) =>
        setTimeout(() => {
          res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
          res.end(JSON.stringify(answer));
        }, delayMs);

      const i = overrides.findIndex((o) => o.method === req.method && path.startsWith(o.prefix));
      if (i >= 0) {
        const [o] = overrides.splice(i, 1);
        send(o!.status, o!.body, o!.delayMs);
        return;
      }
      if (req.headers.authorization !== expectedAuth) return send(401, RECORDED_AUTH_ERROR);
      if (req.method === 'POST' && path === '/v1/orders') {
        sequence += 1;
        const id = `order_Fake${String(sequence).padStart(10, '0')}`;
        orderAmounts.set(id, body.amount);
        return send(200, {
          ...RECORDED_ORDER,
          id,
          amount: body.amount,
          amount_due: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          notes: body.notes ?? [],
        });
      }
      const refund = /^\/v1\/payments\/(pay_\w+)\/refund$/.exec(path);
      if (req.method === 'POST' && refund) {
        const key = req.headers['x-refund-idempotency'];
        const known = typeof key === 'string' ? refundsByKey.get(key) : undefined;
        if (known) return send(200, known);
        sequence += 1;
        const made = {
          ...RECORDED_REFUND,
          id: `rfnd_Fake${String(sequence).padStart(10, '0')}`,
          amount: body.amount,
          payment_id: refund[1],
          notes: body.notes ?? [],
          status: fake.refundStatus,
        };
        if (typeof key === 'string') refundsByKey.set(key, made);
        return send(200, made);
      }
      const capture = /^\/v1\/payments\/(pay_\w+)\/capture$/.exec(path);
      if (req.method === 'POST' && capture) {
        const known = payments.get(capture[1]!);
        if (!known) return send(400, badRequest('The id provided does not exist'));
        if (known.status === 'captured')
          return send(400, badRequest('This payment has already been captured'));
        if (known.status !== 'authorized')
          return send(
            400,
            badRequest('Only payments which have been authorized and not yet captured can be captured'),
          );
        if (body?.amount !== known.amount)
          return send(400, badRequest('Capture amount must be equal to the amount authorized'));
        if (body?.currency !== known.currency) return send(400, badRequest('The currency is invalid.'));
        known.status = 'captured';
        known.captured = true;
        return send(200, known);
      }
      const payment = /^\/v1\/payments\/(pay_\w+)$/.exec(path);
      if (req.method === 'GET' && payment) {
        const known = payments.get(payment[1]!);
        return known ? send(200, known) : send(400, badRequest('The id provided does not exist'));
      }
      return send(404, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get refundStatus() {
      return fake.refundStatus;
    },
    set refundStatus(status) {
      fake.refundStatus = status;
    },
    pay(orderId, { status = 'captured', amount, method = 'upi' } = {}) {
      sequence += 1;
      const id = `pay_Fake${String(sequence).padStart(10, '0')}`;
      const made = {
        ...RECORDED_PAYMENT,
        id,
        order_id: orderId,
        amount: amount ?? orderAmounts.get(orderId) ?? RECORDED_PAYMENT.amount,
        status,
        method,
        captured: status === 'captured',
      };
      payments.set(id, made);
      return id;
    },
    answerNext(method, prefix, status, body, delayMs = 0) {
      overrides.push({ method, prefix, status, body, delayMs });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
