import Razorpay from 'razorpay';
import { CURRENCY } from '@harmony/shared/domain';
import { verifyCheckoutSignature, verifyWebhookSignature } from './signatures';
import {
  GatewayError,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from './types';

export const RAZORPAY_CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** The dashboard's webhook secret; null = every webhook is refused. */
  webhookSecret: string | null;
  /** Where the SDK's requests go instead of https://api.razorpay.com (a proxy, or a test's server). */
  apiUrl: string | null;
  timeoutMs: number;
  /** Where a failed call is described (the shopper only hears that payments are unavailable). */
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * The SDK keeps its axios instance in `api.rq`; its base URL is fixed to Razorpay's in the constructor.
 * Its refund method sends no headers, so the refund goes through the same instance (same auth, base URL
 * and timeout) with the X-Refund-Idempotency header Razorpay documents.
 */
interface SdkHttp {
  rq: {
    defaults: { baseURL?: string; timeout?: number };
    post(url: string, data: unknown, config: { headers: Record<string, string> }): Promise<{ data: unknown }>;
  };
}

/** What the SDK rejects with: {statusCode, error} for an HTTP answer, anything else for a network fault. */
function describe(err: unknown): Record<string, unknown> {
  if (err && typeof err === 'object' && 'statusCode' in err) {
    const { statusCode, error } = err as {
      statusCode: unknown;
      error?: { code?: unknown; description?: unknown };
    };
    return { statusCode, code: error?.code, description: error?.description };
  }
  return { reason: err instanceof Error ? err.message : String(err) };
}

/** The same, for a call made on the SDK's axios instance directly (an AxiosError). */
function describeHttp(err: unknown): Record<string, unknown> {
  const response = (
    err as { response?: { status?: unknown; data?: { error?: { code?: unknown; description?: unknown } } } }
  )?.response;
  if (!response) return describe(err);
  return {
    statusCode: response.status,
    code: response.data?.error?.code,
    description: response.data?.error?.description,
  };
}

const STATUSES: readonly GatewayPayment['status'][] = [
  'created',
  'authorized',
  'captured',
  'refunded',
  'failed',
];

/** Razorpay's payment entity as the shop reads it; anything unexpected reads as unknown, never captured. */
export function toGatewayPayment(entity: unknown): GatewayPayment {
  const p = (entity ?? {}) as Record<string, unknown>;
  const status = STATUSES.find((s) => s === p.status) ?? 'unknown';
  return {
    id: typeof p.id === 'string' ? p.id : '',
    status,
    orderId: typeof p.order_id === 'string' ? p.order_id : null,
    amount: typeof p.amount === 'number' ? p.amount : Number.NaN,
    currency: typeof p.currency === 'string' ? p.currency : '',
    method: typeof p.method === 'string' && p.method ? p.method : 'card',
  };
}

/** Razorpay's Orders API through its official Node SDK; signatures checked here, in constant time. */
export function createRazorpayGateway(options: RazorpayOptions): PaymentGateway {
  const sdk = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  const { rq } = sdk.api as unknown as SdkHttp;
  if (options.apiUrl) rq.defaults.baseURL = options.apiUrl;
  // axios waits forever by default; a checkout must not.
  rq.defaults.timeout = options.timeoutMs;

  return {
    kind: 'razorpay',
    keyId: options.keyId,
    checkoutScriptUrl: RAZORPAY_CHECKOUT_SCRIPT_URL,

    async createOrder({ amount, receipt, notes }): Promise<GatewayOrder> {
      let order: { id?: unknown; amount?: unknown; currency?: unknown; receipt?: unknown };
      try {
        order = await sdk.orders.create({ amount, currency: CURRENCY, receipt, notes });
      } catch (err) {
        options.warn({ ...describe(err), receipt }, 'Razorpay refused to create an order');
        throw new GatewayError('Razorpay order not created', { cause: err });
      }
      // The amount is the contract with the shopper: an order for anything else is not ours to use.
      if (typeof order.id !== 'string' || !order.id.startsWith('order_') || Number(order.amount) !== amount) {
        options.warn({ receipt, id: order.id, amount: order.amount }, 'Razorpay answered an unusable order');
        throw new GatewayError('Razorpay answered an unusable order');
      }
      return { id: order.id, amount, currency: CURRENCY, receipt };
    },

    verifyPaymentSignature: (orderId, paymentId, signature) =>
      verifyCheckoutSignature(options.keySecret, orderId, paymentId, signature),

    verifyWebhookSignature: (rawBody, signature) =>
      verifyWebhookSignature(options.webhookSecret, rawBody, signature),

    async refund({ paymentId, amount, idempotencyKey, notes }): Promise<GatewayRefund> {
      let refund: { id?: unknown; status?: unknown; amount?: unknown };
      try {
        const answer = await rq.post(
          `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
          { amount, speed: 'normal', notes },
          { headers: { 'X-Refund-Idempotency': idempotencyKey } },
        );
        refund = (answer.data ?? {}) as typeof refund;
      } catch (err) {
        options.warn({ ...describeHttp(err), paymentId }, 'Razorpay refused a refund');
        throw new GatewayError('Razorpay refund not made', { cause: err });
      }
      const status =
        refund.status === 'processed' ? 'processed' : refund.status === 'pending' ? 'pending' : null;
      if (
        typeof refund.id !== 'string' ||
        !refund.id.startsWith('rfnd_') ||
        !status ||
        Number(refund.amount) !== amount
      ) {
        options.warn(
          { paymentId, id: refund.id, status: refund.status, amount: refund.amount },
          'Razorpay answered an unusable refund',
        );
        throw new GatewayError('Razorpay answered an unusable refund');
      }
      return { id: refund.id, status };
    },

    async fetchPayment(paymentId) {
      try {
        return toGatewayPayment(await sdk.payments.fetch(paymentId));
      } catch (err) {
        // Unknown is not paid: the shopper hears the gateway is unavailable, the webhook may still pay.
        options.warn({ ...describe(err), paymentId }, 'Razorpay payment not fetched');
        throw new GatewayError('Razorpay payment not fetched', { cause: err });
      }
    },

    async capture({ paymentId, amount }) {
      try {
        return toGatewayPayment(await sdk.payments.capture(paymentId, amount, CURRENCY));
      } catch (err) {
        options.warn({ ...describe(err), paymentId, amount }, 'Razorpay refused a capture');
        throw new GatewayError('Razorpay capture not made', { cause: err });
      }
    },
  };
}
