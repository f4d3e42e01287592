import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  COUPON_MESSAGES,
  type Coupon,
  type CouponLine,
  type CouponResult,
  couponDiscount,
} from '@harmony/shared/domain';
import type { Database } from './client';
import { type CouponRow, type NewCouponRow, couponRedemptions, coupons } from './coupon-schema';
import { type OrderRow, type ProductRow, categories, orders, products } from './schema';

/** The domain's view of a stored coupon. */
export function toCoupon(row: CouponRow): Coupon {
  return {
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    maxDiscountPaise: row.maxDiscountPaise,
    amountPaise: row.amountPaise,
    minOrderPaise: row.minOrderPaise,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    firstOrderOnly: row.firstOrderOnly,
    categoryIds: row.categoryIds,
    productIds: row.productIds,
    active: row.active,
  };
}

/** The coupon with this (normalised) code; `lock` holds its row until the caller's transaction ends. */
export async function findCoupon(db: Database, code: string, lock = false): Promise<CouponRow | undefined> {
  const query = db.select().from(coupons).where(eq(coupons.code, code));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * What the customer's own rules read: how often they used the coupon, and how many orders they have
 * paid (a payment the shop refused is not an order). Read after the coupon's row lock when paying, so a
 * payment of the same customer that committed meanwhile is counted.
 */
export async function customerStanding(
  db: Database,
  couponId: number | null,
  userId: number,
): Promise<{ usesSoFar: number; paidOrders: number }> {
  const [used] =
    couponId === null
      ? [{ n: 0 }]
      : await db
          .select({ n: count() })
          .from(couponRedemptions)
          .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
  const [paid] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, 'paid'), isNull(orders.refusedReason)));
  return { usesSoFar: Number(used?.n ?? 0), paidOrders: Number(paid?.n ?? 0) };
}

/** Cart lines priced and filed from the catalogue (the client's prices never count). */
export function couponLines(
  lines: readonly { productId: number; quantity: number }[],
  catalogue: ReadonlyMap<number, Pick<ProductRow, 'id' | 'pricePaise' | 'category'>>,
): CouponLine[] {
  return lines.flatMap((line) => {
    const product = catalogue.get(line.productId);
    return product
      ? [
          {
            productId: product.id,
            categoryId: product.category,
            pricePaise: product.pricePaise,
            quantity: line.quantity,
          },
        ]
      : [];
  });
}

/** The products of a quote: price and category by id (missing ids are absent). */
export async function productsForCoupon(db: Database, ids: number[]) {
  if (ids.length === 0)
    return new Map<number, Pick<ProductRow, 'id' | 'pricePaise' | 'category' | 'title'>>();
  const rows = await db
    .select({
      id: products.id,
      pricePaise: products.pricePaise,
      category: products.category,
      title: products.title,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The coupon's verdict on the lines for a customer (or a guest: null), from the database: the coupon,
 * its paid uses and the customer's standing. Unknown codes are refused like any other.
 */
export async function judgeCoupon(
  db: Database,
  code: string,
  lines: readonly CouponLine[],
  userId: number | null,
  now: Date,
): Promise<{ coupon: CouponRow | undefined; result: CouponResult }> {
  const coupon = await findCoupon(db, code);
  const customer = coupon && userId !== null ? await customerStanding(db, coupon.id, userId) : undefined;
  return { coupon, result: couponVerdict(coupon, lines, now, customer) };
}

/** The domain's verdict on a stored coupon (or none: an unknown code) for these lines and customer. */
export function couponVerdict(
  coupon: CouponRow | undefined,
  lines: readonly CouponLine[],
  now: Date,
  customer?: { usesSoFar: number; paidOrders: number },
): CouponResult {
  return couponDiscount(coupon ? toCoupon(coupon) : null, {
    lines,
    now,
    usesSoFar: coupon?.uses ?? 0,
    customer,
  });
}

/** Why the use of a coupon cannot be counted for an order being paid; null when it can. */
export type UseClaim = { ok: true; couponId: number } | { ok: false; message: string };

/**
 * The paying side: locks the order's coupon (every payment with it takes turns here) and checks what
 * may have changed since create-order priced it: the coupon is still active, has a use left, and the
 * customer has not used it up or paid another order meanwhile (first order only). The caller counts the
 * use in the statement that pays the order, before this transaction ends. The window is not checked
 * again: the shopper accepted the price while the coupon was valid.
 */
export async function claimCouponUse(tx: Database, order: OrderRow): Promise<UseClaim> {
  const coupon = order.couponCode ? await findCoupon(tx, order.couponCode, true) : undefined;
  if (!coupon) return { ok: false, message: COUPON_MESSAGES.unknown };
  if (!coupon.active) return { ok: false, message: COUPON_MESSAGES.disabled };
  if (coupon.usageLimit !== null && coupon.uses >= coupon.usageLimit)
    return { ok: false, message: COUPON_MESSAGES.fullyUsed };
  const customer = await customerStanding(tx, coupon.id, order.userId);
  if (coupon.perCustomerLimit !== null && customer.usesSoFar >= coupon.perCustomerLimit)
    return { ok: false, message: COUPON_MESSAGES.alreadyUsed };
  if (coupon.firstOrderOnly && customer.paidOrders > 0)
    return { ok: false, message: COUPON_MESSAGES.firstOrderOnly };
  return { ok: true, couponId: coupon.id };
}

/**
 * The CTEs that count the use and record the redemption of the order the CTE `paid` returns, inside the
 * paying statement (nothing when `paid` returns no row).
 */
export function redemptionCtes(couponId: number, now: Date) {
  return sql`counted AS (
      UPDATE ${coupons} SET uses = ${coupons.uses} + 1, updated_at = ${now}
      FROM paid WHERE ${coupons.id} = ${couponId}),
    redeemed AS (
      INSERT INTO ${couponRedemptions} (coupon_id, order_id, user_id, discount_paise, redeemed_at)
      SELECT ${couponId}::integer, paid.id, paid.user_id, paid.discount_paise, ${now}::timestamptz FROM paid),`;
}

// The operator's side.

export async function insertCoupon(db: Database, row: NewCouponRow): Promise<CouponRow> {
  const [created] = await db.insert(coupons).values(row).returning();
  if (!created) throw new Error('coupon insert returned no row');
  return created;
}

/** Switches a coupon on or off (the caller locked its row and checked it is the other way). */
export async function setCouponActive(db: Database, id: number, active: boolean, now: Date) {
  const [row] = await db
    .update(coupons)
    .set({ active, updatedAt: now })
    .where(eq(coupons.id, id))
    .returning();
  if (!row) throw new Error(`coupon ${id} vanished under its lock`);
  return row;
}

/** Every coupon (or one), with what it gave: paid orders and the discount they got, in paise. */
export async function couponStatistics(db: Database, code: string | null) {
  const rows = await db
    .select({
      coupon: coupons,
      orders: sql<number>`count(${couponRedemptions.id})::integer`,
      givenPaise: sql<number>`coalesce(sum(${couponRedemptions.discountPaise}), 0)::integer`,
    })
    .from(coupons)
    .leftJoin(couponRedemptions, eq(couponRedemptions.couponId, coupons.id))
    .where(code === null ? undefined : eq(coupons.code, code))
    .groupBy(coupons.id)
    .orderBy(desc(coupons.active), asc(coupons.code));
  return rows.map((row) => ({ ...row, orders: Number(row.orders), givenPaise: Number(row.givenPaise) }));
}

/** The paid orders that used a coupon, newest first. */
export async function redemptionsOf(db: Database, couponId: number, limit: number) {
  return db
    .select({
      orderId: couponRedemptions.orderId,
      discountPaise: couponRedemptions.discountPaise,
      redeemedAt: couponRedemptions.redeemedAt,
      customer: orders.customerName,
      totalPaise: orders.grandTotalPaise,
      status: orders.status,
    })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(eq(couponRedemptions.couponId, couponId))
    .orderBy(desc(couponRedemptions.redeemedAt), desc(couponRedemptions.orderId))
    .limit(limit);
}

/** Which of these category slugs exist. */
export async function knownCategories(db: Database, slugs: string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, slugs));
  return new Set(rows.map((row) => row.slug));
}

/** Which of these product ids exist. */
export async function knownProducts(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((row) => row.id));
}
