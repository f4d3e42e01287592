import type { CouponQuoteLine } from '../api/quote-coupon';
import { useEffect } from 'react';
import { checkCoupon, useCouponStore, type CouponState } from './coupon-store';

/** The coupon as the screen shows it. */
export function useCoupon(): CouponState {
  const draft = useCouponStore((state) => state.draft);
  const applied = useCouponStore((state) => state.applied);
  const work = useCouponStore((state) => state.work);
  const message = useCouponStore((state) => state.message);
  return { draft, applied, work, message };
}

/**
 * Keeps the applied coupon priced for these lines: when they change (a quantity, a removal) the code is
 * priced again. Off for a copy of the cart that only sits behind a dialog.
 */
export function useCouponCheck(lines: readonly CouponQuoteLine[], enabled = true): void {
  useEffect(() => {
    if (enabled) checkCoupon(lines);
  }, [lines, enabled]);
}
