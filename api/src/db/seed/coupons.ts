import type { Database } from '../client';
import { type NewCouponRow, coupons } from '../coupon-schema';

/** The example coupons a new shop starts with (README: "Coupons"). */
export const EXAMPLE_COUPONS: readonly NewCouponRow[] = [
  {
    // 10% off a customer's first order, up to ₹500, once per customer.
    code: 'WELCOME10',
    kind: 'percent',
    percent: 10,
    maxDiscountPaise: 50_000,
    firstOrderOnly: true,
    perCustomerLimit: 1,
  },
  {
    // ₹500 off orders of ₹5,000 or more.
    code: 'MONSOON500',
    kind: 'flat',
    amountPaise: 50_000,
    minOrderPaise: 500_000,
  },
];

/**
 * Adds the example coupons that are missing; one already there (used, or disabled by the operator) is
 * left as it is. Answers how many were added.
 */
export async function seedCoupons(db: Database): Promise<number> {
  const added = await db
    .insert(coupons)
    .values([...EXAMPLE_COUPONS])
    .onConflictDoNothing({ target: coupons.code })
    .returning({ code: coupons.code });
  return added.length;
}
