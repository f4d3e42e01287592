import { CURRENCY, type Paise } from '@harmony/shared/domain';
import {
  checkoutSignature,
  gatewayId,
  hmacSha256Hex,
  verifyCheckoutSignature,
  verifyWebhookSignature,
} from './signatures';
import { GatewayError, type GatewayPayment, type GatewayRefund, type SandboxGateway } from './types';

export const SANDBOX_CHECKOUT_SCRIPT_URL = '/api/payment/sandbox/checkout.js';

export interface SandboxOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /**
   * The amount of the order behind a gateway order id this process did not make (another api process,
   * or before a restart): the sandbox's orders are the shop's rows.
   */
  orderAmount(gatewayOrderId: string): Promise<Paise | undefined>;
  /** How long a "capture later" payment stays authorized before the sandbox captures it. */
  captureDelayMs: number;
  now(): Date;
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const NOW = 'N';
const LATER = 'L';
/** Authorisation times are seconds since 2020 in 5 letters (62^5 s: until 2049). */
const EPOCH_MS = Date.UTC(2020, 0, 1);

function base62(value: number, width: number): string {
  let text = '';
  for (let rest = value; text.length < width; rest = Math.floor(rest / 62)) text = BASE62[rest % 62] + text;
  return text;
}

const fromBase62 = (text: string) => [...text].reduce((n, c) => n * 62 + BASE62.indexOf(c), 0);

/** Orders a sandbox remembers making (the newest), as Razorpay keeps its own; older ones are read. */
const REMEMBERED_ORDERS = 10_000;

/**
 * The sandbox keeps no payments (the api may run as several processes): a payment id, in Razorpay's
 * form (pay_ and 14 letters and digits), carries how it captures, when it was authorized, 3 random
 * letters and a 5-letter tag of them with its order and amount under the key secret, so any process
 * can answer it. (The checkout signature, checked first, binds the id to the order in full.)
 */
function paymentTag(secret: string, orderId: string, amount: number, fields: string) {
  const mac = hmacSha256Hex(secret, `sandbox-payment|${orderId}|${amount}|${fields}`);
  return base62(Number.parseInt(mac.slice(0, 12), 16), 5);
}

/**
 * The offline gateway: orders are made here (nothing leaves the machine), the served checkout script
 * plays Razorpay's part, and results are signed with the sandbox secret so they go through the very same
 * verification as Razorpay's. Its payments follow Razorpay's lifecycle: the test card's is captured at
 * once; the "capture later" card's is authorized, then captured by the shop or by the sandbox itself.
 */
export function createSandboxGateway(options: SandboxOptions): SandboxGateway {
  // Razorpay keeps an idempotency key's refund; the sandbox keeps them for its lifetime.
  const refunds = new Map<string, GatewayRefund>();
  const { keySecret } = options;
  // The amounts of the orders this process made, so paying one needs no read of the shop's rows.
  const madeOrders = new Map<string, Paise>();

  async function fetchPayment(paymentId: string, gatewayOrderId: string): Promise<GatewayPayment> {
    const amount = madeOrders.get(gatewayOrderId) ?? (await options.orderAmount(gatewayOrderId));
    const match = /^pay_(([NL])([A-Za-z0-9]{5})[A-Za-z0-9]{3})([A-Za-z0-9]{5})$/.exec(paymentId);
    const ours =
      amount !== undefined &&
      match !== null &&
      paymentTag(keySecret, gatewayOrderId, amount, match[1]!) === match[4];
    // Not a payment of this order (or of its amount): nothing of it can be told.
    if (!ours || !match)
      return {
        id: paymentId,
        status: 'unknown',
        orderId: null,
        amount: Number.NaN,
        currency: CURRENCY,
        method: 'card',
      };
    const authorizedAt = EPOCH_MS + fromBase62(match[3]!) * 1000;
    const captured = match[2] === NOW || options.now().getTime() >= authorizedAt + options.captureDelayMs;
    return {
      id: paymentId,
      status: captured ? 'captured' : 'authorized',
      orderId: gatewayOrderId,
      amount,
      currency: CURRENCY,
      method: 'card',
    };
  }

  return {
    kind: 'sandbox',
    keyId: options.keyId,
    checkoutScriptUrl: SANDBOX_CHECKOUT_SCRIPT_URL,
    captureDelayMs: options.captureDelayMs,
    async createOrder({ amount, receipt }) {
      const id = gatewayId('order');
      madeOrders.set(id, amount);
      if (madeOrders.size > REMEMBERED_ORDERS) madeOrders.delete(madeOrders.keys().next().value!);
      return { id, amount, currency: CURRENCY, receipt };
    },
    verifyPaymentSignature: (orderId, paymentId, signature) =>
      verifyCheckoutSignature(keySecret, orderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) =>
      verifyWebhookSignature(options.webhookSecret, rawBody, signature),
    // The sandbox's money moves at once: every refund is processed.
    async refund({ idempotencyKey }) {
      const known = refunds.get(idempotencyKey);
      if (known) return known;
      const refund: GatewayRefund = { id: gatewayId('rfnd'), status: 'processed' };
      refunds.set(idempotencyKey, refund);
      return refund;
    },
    fetchPayment,
    // As Razorpay: only an authorized payment is captured, and only for its whole amount.
    async capture({ paymentId, gatewayOrderId, amount }) {
      const payment = await fetchPayment(paymentId, gatewayOrderId);
      if (payment.status !== 'authorized') throw new GatewayError(`sandbox payment is ${payment.status}`);
      if (payment.amount !== amount) throw new GatewayError('capture amount is not the authorized amount');
      return { ...payment, status: 'captured' };
    },
    authorize(gatewayOrderId, amount, captureLater = false) {
      const at = base62(Math.floor((options.now().getTime() - EPOCH_MS) / 1000), 5);
      const fields = `${captureLater ? LATER : NOW}${at}${gatewayId('x').slice(2, 5)}`;
      const paymentId = `pay_${fields}${paymentTag(keySecret, gatewayOrderId, amount, fields)}`;
      return {
        razorpay_order_id: gatewayOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(keySecret, gatewayOrderId, paymentId),
      };
    },
  };
}
