import type { Paise } from '@harmony/shared/domain';

export type GatewayKind = 'sandbox' | 'razorpay';

/** An order at the gateway (Razorpay's Orders API answer, or the sandbox's look-alike). */
export interface GatewayOrder {
  /** order_… */
  id: string;
  /** In paise. */
  amount: Paise;
  currency: 'INR';
  receipt: string;
}

/** What Razorpay's checkout hands the page's handler after a successful payment. */
export interface CheckoutResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** A refund at the gateway: Razorpay's refund entity, in part. */
export interface GatewayRefund {
  /** rfnd_… */
  id: string;
  /** processed: the money has gone back; pending: refund.processed follows when it has. */
  status: 'pending' | 'processed';
}

/** The api's one view of a payment provider; configuration picks the implementation. */
export interface PaymentGateway {
  readonly kind: GatewayKind;
  /** Public: the key id the browser's checkout is opened with. */
  readonly keyId: string;
  /** Public: the script that defines window.Razorpay. */
  readonly checkoutScriptUrl: string;
  /** An order for the amount (paise, INR); GatewayError when the gateway cannot make one. */
  createOrder(input: {
    amount: Paise;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<GatewayOrder>;
  /** HMAC-SHA256(order id + "|" + payment id, key secret) in hex, compared in constant time. */
  verifyPaymentSignature(gatewayOrderId: string, paymentId: string, signature: string): boolean;
  /** HMAC-SHA256(raw body, webhook secret) in hex, compared in constant time; false without a secret. */
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean;
  /**
   * Refunds `amount` paise of a captured payment. The key goes as X-Refund-Idempotency: the same key
   * again answers the same refund, so a retry never refunds twice. GatewayError when refused.
   */
  refund(input: {
    paymentId: string;
    amount: Paise;
    idempotencyKey: string;
    notes?: Record<string, string>;
  }): Promise<GatewayRefund>;
  /**
   * The payment as the gateway has it (Razorpay's GET /v1/payments/:id). `gatewayOrderId` is the order
   * the checkout said it paid: Razorpay ignores it; the sandbox, which keeps no payments, checks its id
   * against it. GatewayError when the gateway cannot answer.
   */
  fetchPayment(paymentId: string, gatewayOrderId: string): Promise<GatewayPayment>;
  /**
   * Captures an authorized payment for exactly `amount` paise (POST /v1/payments/:id/capture);
   * GatewayError when refused (e.g. it was captured meanwhile: fetch it again).
   */
  capture(input: { paymentId: string; gatewayOrderId: string; amount: Paise }): Promise<GatewayPayment>;
}

/** A payment entity, in part: what decides whether it pays an order. */
export interface GatewayPayment {
  id: string;
  /** Razorpay's lifecycle: only `captured` is money the shop has; `authorized` is to be captured. */
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed' | 'unknown';
  /** The gateway order it pays (order_…), or null. */
  orderId: string | null;
  amount: number;
  currency: string;
  /** How it was made ('card', 'upi', 'netbanking'…). */
  method: string;
}

/** The offline gateway also plays the checkout's part: it signs results with its secret. */
export interface SandboxGateway extends PaymentGateway {
  readonly kind: 'sandbox';
  /**
   * A successful payment of the order for `amount`, signed exactly as Razorpay signs one: captured at
   * once, or (`captureLater`, the "capture later" test card) authorized now and captured by the sandbox
   * SANDBOX_CAPTURE_DELAY_SECONDS later, unless the shop captures it first.
   */
  authorize(gatewayOrderId: string, amount: Paise, captureLater?: boolean): CheckoutResult;
  /** When a capture-later payment made now captures itself. */
  readonly captureDelayMs: number;
}

/** The gateway failed or answered something unusable; the message is for the log, not the shopper. */
export class GatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayError';
  }
}
