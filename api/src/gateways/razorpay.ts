import Razorpay from 'razorpay';
import { CURRENCY } from '@harmony/shared/domain';
import { verifyCheckoutSignature, verifyWebhookSignature } from './signatures';
import { GatewayError, type GatewayOrder, type PaymentGateway } from './types';

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

/** The SDK keeps its axios instance in `api.rq`; its base URL is fixed to Razorpay's in the constructor. */
interface SdkHttp {
  rq: { defaults: { baseURL?: string; timeout?: number } };
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

/** Razorpay's Orders API through its official Node SDK; signatures checked here, in constant time. */
export function createRazorpayGateway(options: RazorpayOptions): PaymentGateway {
  const sdk = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  const http = (sdk.api as unknown as SdkHttp).rq.defaults;
  if (options.apiUrl) http.baseURL = options.apiUrl;
  // axios waits forever by default; a checkout must not.
  http.timeout = options.timeoutMs;

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

    async paymentMethod(paymentId) {
      try {
        const payment = await sdk.payments.fetch(paymentId);
        return typeof payment.method === 'string' && payment.method ? payment.method : 'card';
      } catch (err) {
        // The payment is verified by its signature; its method is only shown, so a guess is fine.
        options.warn(
          { ...describe(err), paymentId },
          'Razorpay payment not fetched; method recorded as card',
        );
        return 'card';
      }
    },
  };
}
