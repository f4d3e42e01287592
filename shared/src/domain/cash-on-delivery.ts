import { formatRupees, type Paise } from './money';

/**
 * Cash on Delivery: who may pay in cash, what it costs, and how the customer confirms the order before
 * it ships. The api decides (create-order refuses with these words); the order confirmation shows the
 * same verdict from the same rule.
 */

/** The api's COD settings, as GET /api/payment/config answers them. */
export interface CodTerms {
  /** COD_FEE_RUPEES: its own line, taxed as the goods. */
  feePaise: Paise;
  /** COD_MAX_ORDER_RUPEES: the largest grand total (fee and tax included) paid in cash. */
  maxOrderPaise: Paise;
  /** COD_MAX_OPEN: a customer with this many undelivered COD orders pays the next one online. */
  maxOpen: number;
}

/** The order as COD eligibility reads it. */
export interface CodCandidate {
  /** Whether couriers collect cash at the shipping pincode. */
  pincodeAllowsCod: boolean;
  /** The grand total paid in cash, the COD fee included. */
  grandTotalPaise: Paise;
  /** The customer's COD orders not yet delivered (nor cancelled). */
  openCodOrders: number;
}

export const COD_MESSAGES = {
  pincode: 'Cash on Delivery is not available at this pincode.',
  tooLarge: (max: Paise) =>
    `Cash on Delivery is available for orders up to ${formatRupees(max)}. Please pay online.`,
  tooMany: (max: number) =>
    `You have ${max === 1 ? 'an order' : `${max} orders`} on Cash on Delivery still to be delivered. Please pay online.`,
  codeSent: 'We have sent a 6-digit code to your email. Enter it to confirm your Cash on Delivery order.',
  codeFormat: 'Enter the 6-digit code from the email.',
  codeWrong: 'That code is not right. Please check the email and try again.',
  tooManyTries: 'Too many wrong codes. Ask for a new code.',
  newCodeSent: 'We have sent you a new code.',
  noMoreCodes: 'We cannot send more codes for this order. Please contact us.',
  confirmed: 'Your Cash on Delivery order is confirmed. We will pack it now.',
  notAwaiting: 'This order does not need a confirmation code.',
  expiredCancel: 'Cancelled: the Cash on Delivery order was not confirmed in time.',
} as const;

/** Why this order cannot be paid in cash, or null when it can. Pincode first, then amount, then count. */
export function codRefusal(order: CodCandidate, terms: CodTerms): string | null {
  if (!order.pincodeAllowsCod) return COD_MESSAGES.pincode;
  if (order.grandTotalPaise > terms.maxOrderPaise) return COD_MESSAGES.tooLarge(terms.maxOrderPaise);
  if (order.openCodOrders >= terms.maxOpen) return COD_MESSAGES.tooMany(terms.maxOpen);
  return null;
}

/** How a COD order's payment method reads on the receipt. */
export const COD_METHOD_LABEL = 'Cash on Delivery';

/** The ways to pay an order; online stays the default. */
export const PAYMENT_METHODS = ['online', 'cod'] as const;
export type PaymentMethodChoice = (typeof PAYMENT_METHODS)[number];

/** A confirmation code as typed: six digits (spaces ignored), or null. */
export function codCodeOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const digits = value.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** The wrong codes one confirmation code allows before a new one must be asked for. */
export const COD_CODE_MAX_TRIES = 5;
