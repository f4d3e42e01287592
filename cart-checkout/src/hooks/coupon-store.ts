import {
  type CouponQuote,
  type CouponQuoteLine,
  COUPON_CHECK_FAILED,
  couponRefusal,
  quoteCoupon,
} from '../api/quote-coupon';
import { normalizeCouponCode } from '@harmony/shared/coupons';
import { create } from 'zustand';

/** A coupon the api priced, and for which lines. */
export interface AppliedCoupon extends CouponQuote {
  /** The lines the discount was quoted for (linesKey); null until a code that came with a page is checked. */
  linesKey: string | null;
}

/** What the coupon is waiting for: a code being applied, an applied code being checked again, or nothing. */
export type CouponWork = 'apply' | 'check' | null;

export interface CouponState {
  /** What the shopper typed in the field. */
  draft: string;
  applied: AppliedCoupon | null;
  work: CouponWork;
  /** Why the code was refused (the api's words) or could not be checked; shown under the field. */
  message: string | null;
}

const initial: CouponState = { draft: '', applied: null, work: null, message: null };

/**
 * The coupon of this page's cart: one for the cart page and the order confirmation, so going back from
 * the confirmation finds the coupon as it was left there. Kept in memory only (a reload asks again).
 */
export const useCouponStore = create<CouponState>()(() => initial);

/** The lines as a coupon sees them: which products, how many of each. */
export function linesKey(lines: readonly CouponQuoteLine[]): string {
  return lines
    .map((line) => `${line.id}x${line.quantity}`)
    .sort()
    .join(',');
}

let controller: AbortController | null = null;
let asking: { code: string; key: string } | null = null;

function stop(): void {
  controller?.abort();
  controller = null;
  asking = null;
}

/** Asks the api what `code` takes off `lines`; the latest question wins, an earlier answer is dropped. */
function ask(code: string, lines: readonly CouponQuoteLine[], work: Exclude<CouponWork, null>): void {
  stop();
  const own = new AbortController();
  const key = linesKey(lines);
  controller = own;
  asking = { code, key };
  useCouponStore.setState({ work, message: null });
  const settle = (next: Partial<CouponState>) => {
    if (controller !== own) return;
    controller = null;
    asking = null;
    useCouponStore.setState({ work: null, ...next });
  };
  quoteCoupon(code, lines, own.signal).then(
    (quote) => settle({ applied: { ...quote, linesKey: key }, message: null, draft: '' }),
    (error: unknown) => {
      const refusal = couponRefusal(error);
      if (!refusal && controller === own) console.warn('The coupon could not be checked', error);
      // Refused or not confirmed: no discount is shown that the api has not priced for these lines.
      settle({ applied: null, message: refusal?.message ?? COUPON_CHECK_FAILED, draft: code });
    },
  );
}

export function setCouponDraft(draft: string): void {
  useCouponStore.setState({ draft, message: null });
}

/** Apply: the typed code, trimmed and upper-cased, priced for these lines. */
export function applyCoupon(lines: readonly CouponQuoteLine[]): void {
  const { draft, work } = useCouponStore.getState();
  if (work === 'apply') return;
  ask(normalizeCouponCode(draft), lines, 'apply');
}

/**
 * The applied code priced again when the lines are not the ones it was priced for (a quantity changed,
 * a line went), so the discount always matches the lines. A refusal drops it with the api's words.
 */
export function checkCoupon(lines: readonly CouponQuoteLine[]): void {
  const { applied } = useCouponStore.getState();
  if (!applied || lines.length === 0) return;
  const key = linesKey(lines);
  if (applied.linesKey === key) return;
  if (asking?.code === applied.code && asking.key === key) return;
  ask(applied.code, lines, 'check');
}

/** The applied code priced again whatever it was priced for (the api refused a payment that used it). */
export function recheckCoupon(lines: readonly CouponQuoteLine[]): void {
  const { applied } = useCouponStore.getState();
  if (!applied) return;
  useCouponStore.setState({ applied: { ...applied, linesKey: null } });
  checkCoupon(lines);
}

/**
 * A page that arrived with a code (the order confirmation): it is applied with the discount it came with
 * and priced again for the signed-in customer, whose own limits (first order, per customer) apply now.
 * Arriving without one leaves no coupon applied.
 */
export function adoptCoupon(code: string | null, discount: number, lines: readonly CouponQuoteLine[]): void {
  if (!code) {
    stop();
    useCouponStore.setState({ applied: null, work: null, message: null });
    return;
  }
  const { applied } = useCouponStore.getState();
  const description = applied?.code === code ? applied.description : '';
  useCouponStore.setState({ applied: { code, discount, description, linesKey: null }, message: null });
  checkCoupon(lines);
}

/** Remove: no coupon, an empty field. */
export function removeCoupon(): void {
  stop();
  useCouponStore.setState({ ...initial });
}

/** The api refused the applied code when the order was made: it goes, its words stay under the field. */
export function refuseCoupon(message: string): void {
  const { applied, draft } = useCouponStore.getState();
  stop();
  useCouponStore.setState({ applied: null, work: null, message, draft: applied?.code ?? draft });
}

/** The order was paid: the coupon was used with it. */
export function clearCoupon(): void {
  stop();
  useCouponStore.setState({ ...initial });
}
