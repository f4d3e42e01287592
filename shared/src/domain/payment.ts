import type { Paise } from './money';
import { MAX_QUANTITY } from './quantity';

/**
 * The money's side of an order: created when the checkout starts, paid once (or failed); an order paid
 * in cash is 'cod' (cash due) from the start until the courier collects it (then paid).
 */
export const PAYMENT_STATUSES = ['created', 'paid', 'failed', 'cod'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/**
 * A payment only moves forward: created → paid or failed; failed → paid (a later attempt, or a capture
 * the gateway reports late); cod → paid (the cash collected at the door). Paid is final; nothing moves
 * to created, and an order is cod only from its placing.
 */
export function canMovePaymentStatus(from: PaymentStatus, to: PaymentStatus): boolean {
  if (from === 'paid' || to === 'created' || to === 'cod' || from === to) return false;
  if (from === 'cod') return to === 'paid';
  return true;
}

/** Not in the spec: an order holds at most this many lines (a cart of distinct products is far smaller). */
export const MAX_ORDER_LINES = 100;

const AMOUNT_TEXT = /^₹?\s*(\d[\d,]*(?:\.\d{1,2})?)$/;
// Whole paise only: 10497.9 is 1049790 paise give or take binary noise, 10497.899 is not an amount.
const isWhole = (paise: number, whole: number) => Math.abs(paise - whole) <= Math.max(1e-6, whole * 1e-12);

/**
 * An amount in rupees as a client sends it (a number, or text such as "10,497.90"), in paise; null when
 * it is not a non-negative amount of whole paise.
 */
export function amountToPaise(value: unknown): Paise | null {
  let rupees: number;
  if (typeof value === 'number') {
    rupees = value;
  } else if (typeof value === 'string') {
    const match = AMOUNT_TEXT.exec(value.trim());
    if (!match?.[1]) return null;
    rupees = Number(match[1].replace(/,/g, ''));
  } else {
    return null;
  }
  if (!Number.isFinite(rupees) || rupees < 0) return null;
  const paise = rupees * 100;
  const whole = Math.round(paise);
  if (!isWhole(paise, whole)) return null;
  return Number.isSafeInteger(whole) ? whole : null;
}

/** A quantity on a payment line: a whole number from 1 to MAX_QUANTITY (never normalised, refused). */
export function isOrderQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_QUANTITY;
}

/** What Razorpay (and the sandbox) sign for a checkout result: `order_id|payment_id`. */
export function paymentSignaturePayload(gatewayOrderId: string, paymentId: string): string {
  return `${gatewayOrderId}|${paymentId}`;
}

/** What the payment routes answer; the checkout shows these words as they come. */
export const PAYMENT_MESSAGES = {
  totalChanged: 'The order total has changed. Please review your cart.',
  cartEmpty: 'Your cart is empty. Please add a product before paying.',
  quantity: `Each quantity must be a whole number from 1 to ${MAX_QUANTITY}.`,
  tooManyLines: `An order can hold at most ${MAX_ORDER_LINES} lines.`,
  productUnavailable: 'A product in your cart is no longer available. Please review your cart.',
  ownAccountOnly: 'You can only place orders for your own account.',
  amountInvalid: 'The amount must be the grand total in rupees, with at most 2 decimals.',
  billingAddressType: 'The billing address must be one of your addresses used for billing.',
  shippingAddressType: 'The shipping address must be one of your addresses used for shipping.',
  gatewayUnavailable: 'The payment service is not available right now. Please try again in a few minutes.',
  invalidSignature: 'Invalid payment signature',
  invalidWebhookSignature: 'Invalid webhook signature',
  verified: 'Payment verified successfully',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 printable characters.',
  idempotencyKeyReused: 'This Idempotency-Key was used for a different order.',
  idempotencyKeyInProgress: 'This order is still being created. Please try again in a moment.',
  paymentNotForOrder: 'This payment is not for this order or not for its amount.',
  paymentNotCaptured: 'The payment has not been completed. No money was taken for this order.',
  paymentPending:
    'Your payment is authorised and is being confirmed. Your order will show as paid in a few minutes.',
  tooManyOpenOrders:
    'You have too many orders waiting for payment. Pay one of them, or try again when its hold on stock ends in a few minutes.',
  tooManyOrders: 'Too many orders started. Please wait a few minutes and try again.',
} as const;
