import { type Paise, formatRupees } from './money';

/**
 * Coupon codes (issue #14): a percentage with an optional cap, or a flat amount, taken off the subtotal
 * before the tax. The rules are written once, here, pure: the api prices a quote and create-order with
 * them, from its own prices; a page may run them too, but only the api's answer counts.
 */

export const COUPON_KINDS = ['percent', 'flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A coupon's terms, as the shop keeps them (amounts in paise, moments as instants). */
export interface Coupon {
  /** Upper case: WELCOME10. */
  code: string;
  kind: CouponKind;
  /** percent: 1 to 100 (per cent of the eligible subtotal). */
  percent?: number | null;
  /** percent: the most it takes off; null for no cap. */
  maxDiscountPaise?: Paise | null;
  /** flat: what it takes off (never more than the eligible subtotal). */
  amountPaise?: Paise | null;
  /** The eligible subtotal must reach this (inclusive); null for no minimum. */
  minOrderPaise?: Paise | null;
  /** Valid from this instant (inclusive); null: since it was made. */
  startsAt?: Date | null;
  /** Valid until this instant (exclusive); null: no end. */
  endsAt?: Date | null;
  /** How many paid orders may use it in all; null for no limit. */
  usageLimit?: number | null;
  /** How many paid orders of one customer may use it; null for no limit. */
  perCustomerLimit?: number | null;
  /** Only for a customer with no paid order yet. */
  firstOrderOnly?: boolean;
  /** The categories (their slugs, the categories' key) whose products it applies to; empty: any. */
  categoryIds?: readonly string[] | null;
  /** The products it applies to; empty: any. With both lists, a line in either is eligible. */
  productIds?: readonly number[] | null;
  /** False once the shop disabled it. */
  active: boolean;
}

/** A cart line as a coupon reads it: the price and category are the shop's, never the client's. */
export interface CouponLine {
  productId: number;
  /** The product's category slug, or null when it has none. */
  categoryId: string | null;
  pricePaise: Paise;
  quantity: number;
}

export interface CouponContext {
  lines: readonly CouponLine[];
  now: Date;
  /** Paid orders that used the coupon so far. */
  usesSoFar: number;
  /** The signed-in customer; without it (a guest's quote) the first-order and per-customer rules wait. */
  customer?: { usesSoFar: number; paidOrders: number };
}

export type CouponRefusalReason =
  | 'empty'
  | 'unknown'
  | 'disabled'
  | 'notStarted'
  | 'expired'
  | 'fullyUsed'
  | 'alreadyUsed'
  | 'firstOrderOnly'
  | 'notApplicable'
  | 'minimumNotReached';

export type CouponResult =
  | { ok: true; discount: Paise; eligibleSubtotal: Paise }
  | {
      ok: false;
      reason: CouponRefusalReason;
      message: string;
      /** minimumNotReached: how much more the eligible lines must come to. */
      shortByPaise?: Paise;
    };

/** Every sentence a shopper reads about a coupon, written once for the api and the pages. */
export const COUPON_MESSAGES = {
  empty: 'Enter a coupon code.',
  unknown: 'This coupon code is not valid.',
  disabled: 'This coupon is no longer available.',
  notStarted: 'This coupon is not active yet.',
  expired: 'This coupon has expired.',
  fullyUsed: 'This coupon has been fully used.',
  alreadyUsed: 'You have already used this coupon.',
  firstOrderOnly: 'This coupon is only for your first order.',
  notApplicable: 'This coupon does not apply to the products in your cart.',
  minimumNotReached: (shortByPaise: Paise) => `Add ${formatRupees(shortByPaise)} more to use this coupon.`,
} as const;

/** What a shopper typed, as codes are kept: trimmed, upper case; '' for anything but text. */
export function normalizeCouponCode(input: unknown): string {
  return typeof input === 'string' ? input.trim().toUpperCase() : '';
}

/** The Discount line of every total and receipt: "Discount (WELCOME10)", or SPEC's "Discount" without a code. */
export function discountLabel(couponCode: string | null | undefined): string {
  const code = typeof couponCode === 'string' ? couponCode.trim() : '';
  return code ? `Discount (${code})` : 'Discount';
}

/** A code the shop can give out: 3 to 32 letters, digits and dashes, upper case, starting with a letter or digit. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,31}$/;

export function isCouponCode(code: string): boolean {
  return COUPON_CODE_PATTERN.test(code);
}

const refusal = (reason: Exclude<CouponRefusalReason, 'minimumNotReached'>): CouponResult => ({
  ok: false,
  reason,
  message: COUPON_MESSAGES[reason],
});

const restricted = (coupon: Coupon) =>
  (coupon.categoryIds?.length ?? 0) > 0 || (coupon.productIds?.length ?? 0) > 0;

/** Whether a line counts towards the coupon: every line when it names no category or product. */
export function isCouponLine(coupon: Coupon, line: Pick<CouponLine, 'productId' | 'categoryId'>): boolean {
  if (!restricted(coupon)) return true;
  return (
    (coupon.productIds?.includes(line.productId) ?? false) ||
    (line.categoryId !== null && (coupon.categoryIds?.includes(line.categoryId) ?? false))
  );
}

/**
 * What the coupon takes off these lines now, or why it takes nothing. The discount is integer paise:
 * percent is round(eligible × percent / 100), capped; flat is its amount, at most the eligible subtotal.
 * The eligible subtotal (the lines the coupon applies to) is what the minimum is compared with. A
 * missing coupon (no such code) is refused as unknown.
 */
export function couponDiscount(coupon: Coupon | null | undefined, context: CouponContext): CouponResult {
  if (!coupon) return refusal('unknown');
  if (!coupon.active) return refusal('disabled');
  const now = context.now.getTime();
  if (coupon.startsAt && now < coupon.startsAt.getTime()) return refusal('notStarted');
  if (coupon.endsAt && now >= coupon.endsAt.getTime()) return refusal('expired');
  if (coupon.usageLimit != null && context.usesSoFar >= coupon.usageLimit) return refusal('fullyUsed');
  const { customer } = context;
  if (customer) {
    if (coupon.perCustomerLimit != null && customer.usesSoFar >= coupon.perCustomerLimit)
      return refusal('alreadyUsed');
    if (coupon.firstOrderOnly && customer.paidOrders > 0) return refusal('firstOrderOnly');
  }
  const eligible = context.lines.filter((line) => line.quantity > 0 && isCouponLine(coupon, line));
  const eligibleSubtotal = eligible.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
  if (eligibleSubtotal <= 0) return refusal('notApplicable');
  const minimum = coupon.minOrderPaise ?? 0;
  if (eligibleSubtotal < minimum) {
    const shortByPaise = minimum - eligibleSubtotal;
    return {
      ok: false,
      reason: 'minimumNotReached',
      message: COUPON_MESSAGES.minimumNotReached(shortByPaise),
      shortByPaise,
    };
  }
  let discount: Paise;
  if (coupon.kind === 'percent') {
    discount = Math.round((eligibleSubtotal * (coupon.percent ?? 0)) / 100);
    if (coupon.maxDiscountPaise != null) discount = Math.min(discount, coupon.maxDiscountPaise);
  } else {
    discount = coupon.amountPaise ?? 0;
  }
  return { ok: true, discount: Math.max(0, Math.min(discount, eligibleSubtotal)), eligibleSubtotal };
}

/**
 * The coupon in a few words, for the cart and the operator: "10% off your first order, up to ₹500",
 * "₹500 off orders above ₹5,000", "15% off selected products".
 */
export function describeCoupon(coupon: Coupon): string {
  const off =
    coupon.kind === 'percent'
      ? `${coupon.percent ?? 0}% off`
      : `${formatRupees(coupon.amountPaise ?? 0)} off`;
  const minimum = coupon.minOrderPaise ? ` above ${formatRupees(coupon.minOrderPaise)}` : '';
  const subject = restricted(coupon)
    ? coupon.firstOrderOnly
      ? 'selected products in your first order'
      : 'selected products'
    : coupon.firstOrderOnly
      ? 'your first order'
      : minimum
        ? 'orders'
        : 'your order';
  const cap =
    coupon.kind === 'percent' && coupon.maxDiscountPaise != null
      ? `, up to ${formatRupees(coupon.maxDiscountPaise)}`
      : '';
  return `${off} ${subject}${minimum}${cap}`;
}
