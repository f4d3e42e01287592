import { apiClient, failedResponse, type Paise } from '@harmony/shared';
import { COUPON_MESSAGES, normalizeCouponCode } from '@harmony/shared/coupons';

/** What POST /api/coupons/quote answers for a code that applies to the lines sent. */
export interface CouponQuote {
  /** The code as the shop keeps it (upper case). */
  code: string;
  /** Integer paise taken off the subtotal, before the tax. */
  discount: Paise;
  /** What the coupon gives, in the shop's words ("10% off your first order, up to ₹500"). */
  description: string;
}

/** The part of a cart line the quote reads. */
export interface CouponQuoteLine {
  id: number;
  quantity: number;
}

/** Said when the quote could not be had at all (no answer, a server fault): the code may still be good. */
export const COUPON_CHECK_FAILED = 'The coupon could not be checked. Please try again.';

/** The api refused the code for these lines (invalid, expired, exhausted, a minimum not reached…). */
export class CouponRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'CouponRefused';
  }
}

/** The statuses whose message is about the code itself: 400 (an empty code), 422 (refused), 409, 429. */
const REFUSALS = new Set([400, 409, 422, 429]);

/**
 * The api's refusal of a coupon (400 for an empty code, 422 when it does not apply) as a CouponRefused
 * with the api's sentence; null for any other failure (no answer, a server fault, an old api).
 */
export function couponRefusal(error: unknown): CouponRefused | null {
  if (error instanceof CouponRefused) return error;
  const response = failedResponse(error);
  if (!response || !REFUSALS.has(response.status)) return null;
  const message = (response.data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim()
    ? new CouponRefused(message.trim(), response.status)
    : null;
}

function isQuote(data: unknown): data is CouponQuote {
  const quote = data as CouponQuote | null;
  return (
    typeof quote === 'object' &&
    quote !== null &&
    typeof quote.code === 'string' &&
    Number.isSafeInteger(quote.discount) &&
    quote.discount >= 0
  );
}

/**
 * POST /api/coupons/quote: what `code` takes off these lines. The token goes with it when the shopper is
 * signed in (the client adds it), so first-order and per-customer rules apply. Rejects with CouponRefused
 * (the api's message) when the code does not apply, with the client's error when no answer came.
 */
export async function quoteCoupon(
  code: string,
  lines: readonly CouponQuoteLine[],
  signal?: AbortSignal,
): Promise<CouponQuote> {
  const normalized = normalizeCouponCode(code);
  // The api answers an empty code with 400 and these words; no need to ask.
  if (!normalized) throw new CouponRefused(COUPON_MESSAGES.empty, 400);
  let data: unknown;
  try {
    ({ data } = await apiClient.post<CouponQuote>(
      '/api/coupons/quote',
      {
        code: normalized,
        cartItems: lines.map((line) => ({ product_id: line.id, quantity: line.quantity })),
      },
      { signal },
    ));
  } catch (error) {
    throw couponRefusal(error) ?? error;
  }
  if (!isQuote(data)) throw new Error('The coupon answer names no discount');
  return {
    code: normalizeCouponCode(data.code) || normalized,
    discount: data.discount,
    description: typeof data.description === 'string' ? data.description : '',
  };
}
