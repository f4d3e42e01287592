import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CouponKind } from '@harmony/shared/domain';
import { orders, users } from './schema';

/**
 * A coupon code's terms (issue #14; the rules are couponDiscount in @harmony/shared/domain). Amounts in
 * paise. `uses` counts the paid orders that used it: it goes up in the statement that pays the order
 * (never at create-order), under this row's lock, so the last use goes to exactly one order.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Upper case, as shoppers' input is normalised before it is looked up. */
    code: text('code').notNull().unique(),
    kind: text('kind').$type<CouponKind>().notNull(),
    /** percent: 1 to 100. */
    percent: integer('percent'),
    /** percent: the cap; null for none. */
    maxDiscountPaise: integer('max_discount_paise'),
    /** flat: the amount taken off. */
    amountPaise: integer('amount_paise'),
    /** The eligible subtotal must reach it; null for none. */
    minOrderPaise: integer('min_order_paise'),
    /** Valid from (inclusive) and until (exclusive); null for open. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Paid orders in all, and per customer; null for no limit. */
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Category slugs and product ids it is restricted to (a line in either); both empty: the whole cart. */
    categoryIds: text('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** False once the operator disabled it (coupons are never deleted: orders name them). */
    active: boolean('active').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('coupons_code_format', sql`${table.code} ~ '^[A-Z0-9][A-Z0-9-]{2,31}$'`),
    check(
      'coupons_terms_fit_kind',
      sql`(${table.kind} = 'percent' AND ${table.percent} BETWEEN 1 AND 100 AND ${table.amountPaise} IS NULL)
        OR (${table.kind} = 'flat' AND ${table.amountPaise} > 0 AND ${table.percent} IS NULL AND ${table.maxDiscountPaise} IS NULL)`,
    ),
    check('coupons_cap_positive', sql`${table.maxDiscountPaise} IS NULL OR ${table.maxDiscountPaise} > 0`),
    check('coupons_minimum_positive', sql`${table.minOrderPaise} IS NULL OR ${table.minOrderPaise} > 0`),
    check(
      'coupons_window_ordered',
      sql`${table.startsAt} IS NULL OR ${table.endsAt} IS NULL OR ${table.endsAt} > ${table.startsAt}`,
    ),
    check(
      'coupons_limits_positive',
      sql`(${table.usageLimit} IS NULL OR ${table.usageLimit} > 0) AND (${table.perCustomerLimit} IS NULL OR ${table.perCustomerLimit} > 0)`,
    ),
    // The counter can never pass the limit, whatever races: the last line of defence under the row lock.
    check(
      'coupons_uses_within_limit',
      sql`${table.uses} >= 0 AND (${table.usageLimit} IS NULL OR ${table.uses} <= ${table.usageLimit})`,
    ),
  ],
);

/** One row per paid order that used a coupon, written in the statement that pays it. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    /** An order uses a coupon once; no cascade: a redemption is a record of money given. */
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    discountPaise: integer('discount_paise').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('coupon_redemptions_customer_idx').on(table.couponId, table.userId),
    check('coupon_redemptions_discount_valid', sql`${table.discountPaise} >= 0`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;
export type CouponRedemptionRow = typeof couponRedemptions.$inferSelect;
