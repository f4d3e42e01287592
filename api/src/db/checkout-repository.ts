import { type SQL, and, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { executePrepared, prepared, settable } from './prepared';
import { columnList, jsonRecords } from './raw-rows';
import { type AddressRow, type UserRow, addresses, orderItems, orders, products, users } from './schema';
import { LOCKED_PRODUCT_COLUMNS, type LockedProduct, stockChange, unitsByProduct } from './stock-repository';

// Placing an order (create-order): what it reads, and the statement that writes the order, its lines and
// its hold on their units.

const billingAddress = alias(addresses, 'billing_address');
const shippingAddress = alias(addresses, 'shipping_address');

/** What an order copies of its customer. */
export type Customer = Pick<UserRow, 'fullname' | 'email' | 'contactNumber'>;

/** Everything create-order reads before it writes, read together. */
export interface CheckoutReading {
  user: Customer;
  /** null when the address is not the customer's, or not there. */
  billing: AddressRow | null;
  shipping: AddressRow | null;
  /** The products as they are now, unlocked: what placeOrder tries first. */
  products: Map<number, LockedProduct>;
}

// The products ride along as json, keyed as LockedProduct is (the keys are the code's own names).
const productFields = sql.join(
  Object.entries(LOCKED_PRODUCT_COLUMNS).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
);
const productsNow = sql<LockedProduct[]>`(
  SELECT coalesce(json_agg(json_build_object(${productFields})), '[]'::json)
  FROM ${products} WHERE ${products.id} = ANY(${sql.placeholder('productIds')}::integer[]))`;

/** The customer, two of their saved addresses and the cart's products, in one read. */
export async function readCheckout(
  db: Database,
  userId: number,
  billingId: number,
  shippingId: number,
  productIds: number[],
): Promise<CheckoutReading | undefined> {
  const [row] = await prepared(db, 'checkout_reading', (d) =>
    d
      .select({
        user: { fullname: users.fullname, email: users.email, contactNumber: users.contactNumber },
        billing: billingAddress,
        shipping: shippingAddress,
        products: productsNow,
      })
      .from(users)
      .leftJoin(
        billingAddress,
        and(eq(billingAddress.id, sql.placeholder('billingId')), eq(billingAddress.userId, users.id)),
      )
      .leftJoin(
        shippingAddress,
        and(eq(shippingAddress.id, sql.placeholder('shippingId')), eq(shippingAddress.userId, users.id)),
      )
      .where(eq(users.id, sql.placeholder('userId'))),
  ).execute({ userId, billingId, shippingId, productIds });
  return row && { ...row, products: new Map(row.products.map((product) => [product.id, product])) };
}

/** An order as checkout makes it: amounts in paise, addresses and customer as they are now. */
export interface NewOrder {
  userId: number;
  subtotalPaise: number;
  discountPaise: number;
  /** The coupon the discount came from; its use is counted when the order is paid. */
  couponCode: string | null;
  taxPaise: number;
  grandTotalPaise: number;
  billingAddress: string;
  shippingAddress: string;
  billingAddressId: number;
  shippingAddressId: number;
  billingState: string;
  shippingState: string;
  taxRateBp: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  items: {
    productId: number;
    title: string;
    brand: string;
    image: string;
    unitPricePaise: number;
    quantity: number;
    size: string | null;
  }[];
}

/** How long the order holds its units, and the client's key for retries. */
export interface OrderHold {
  now: Date;
  until: Date;
  idempotencyKey: string | null;
}

/**
 * The order, its lines and its hold on their units, in one statement that locks the products (in id
 * order, as lockProducts does) and writes only if every price is still the one read and every unit is
 * still there: undefined when anything changed since `read`.
 */
export function placeOrderIfUnchanged(
  db: Database,
  order: NewOrder,
  hold: OrderHold,
  read: ReadonlyMap<number, LockedProduct>,
): Promise<number | undefined> {
  return insertOrder(db, order, hold, read);
}

/** The order, its lines and its hold, in the caller's transaction, which has locked the products. */
export async function placeLockedOrder(tx: Database, order: NewOrder, hold: OrderHold): Promise<number> {
  const id = await insertOrder(tx, order, hold, null);
  if (id === undefined) throw new Error('order insert returned no row');
  return id;
}

/**
 * The statement that writes the order, its lines and the units they take: one round trip, not three.
 * With `unchanged`, it locks the products itself and writes nothing (answers undefined) unless their
 * prices and stock still allow what `unchanged` said; without, the caller has locked them.
 */
async function insertOrder(
  db: Database,
  { items, ...fields }: NewOrder,
  hold: OrderHold,
  unchanged: ReadonlyMap<number, LockedProduct> | null,
): Promise<number | undefined> {
  const order: Record<string, unknown> = {
    ...fields,
    status: 'pending',
    paymentStatus: 'created',
    reservation: 'held',
    reservedUntil: hold.until,
    idempotencyKey: hold.idempotencyKey,
    createdAt: hold.now,
    updatedAt: hold.now,
  };
  // Columns left out take their defaults.
  const orderKeys = Object.keys(order).filter((key) => order[key] !== undefined);
  const lineKeys = ['productId', 'title', 'brand', 'image', 'unitPricePaise', 'quantity', 'size'];
  const units = unitsByProduct(items);
  const gate = unchanged ? unchangedGate(units, unchanged) : null;
  const result = await executePrepared(
    db,
    sql`
    WITH ${gate ?? sql``} placed AS (
      INSERT INTO ${orders} (${columnList(orders, orderKeys)})
      SELECT ${columnList(orders, orderKeys, 'r')} FROM ${jsonRecords(orders, orderKeys, [order])} AS r
      ${gate ? sql`WHERE (SELECT ok FROM unchanged)` : sql``}
      RETURNING id),
    lines AS (
      INSERT INTO ${orderItems} (order_id, ${columnList(orderItems, lineKeys)})
      SELECT placed.id, ${columnList(orderItems, lineKeys, 'l')}
      FROM placed CROSS JOIN ${jsonRecords(orderItems, lineKeys, items)} AS l),
    taken AS (${stockChange(units, -1, sql`EXISTS (SELECT 1 FROM placed)`)})
    SELECT id FROM placed`,
  );
  const id = result.rows[0]?.id;
  return id === undefined ? undefined : Number(id);
}

/**
 * CTEs `wanted`, `locked` and `unchanged` (one row, `ok`): the products locked in id order, as
 * lockProducts does (so the two ways never deadlock each other), and whether each still has the price
 * that was read and the units wanted. The lock waits for a checkout holding them and then sees its
 * commit, so `ok` is true of the rows as the statement's own writes find them.
 */
function unchangedGate(
  units: ReturnType<typeof unitsByProduct>,
  read: ReadonlyMap<number, LockedProduct>,
): SQL {
  const wanted = sql.join(
    units.map(
      (u) =>
        sql`(${u.productId}::integer, ${u.quantity}::integer, ${read.get(u.productId)?.pricePaise ?? -1}::integer)`,
    ),
    sql`, `,
  );
  return sql`wanted (id, quantity, price_paise) AS (VALUES ${wanted}),
    locked AS MATERIALIZED (
      SELECT p.id, p.stock, p.price_paise FROM ${products} AS p JOIN wanted USING (id)
      ORDER BY p.id FOR UPDATE OF p),
    unchanged AS (
      SELECT count(*) = ${units.length} AND coalesce(bool_and(l.stock >= w.quantity AND l.price_paise = w.price_paise), false) AS ok
      FROM wanted AS w JOIN locked AS l USING (id)),`;
}

/**
 * The customer's unpaid orders still holding stock, counted in the caller's transaction after their
 * user row is locked: one customer's create-orders take turns here, so parallel ones cannot all pass a
 * count none of them has added to yet. (NO KEY UPDATE: the orders' own foreign keys are not blocked.)
 */
export async function lockOpenOrders(
  tx: Database,
  userId: number,
  now: Date,
): Promise<{ count: number; firstEnds: Date | null }> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::integer`,
      firstEnds: sql<string | null>`min(${orders.reservedUntil})`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.reservation, 'held'),
        eq(orders.paymentStatus, 'created'),
        gt(orders.reservedUntil, now),
      ),
    );
  return { count: Number(row?.count ?? 0), firstEnds: row?.firstEnds ? new Date(row.firstEnds) : null };
}

/** The user's order made with this Idempotency-Key, if any. */
export async function findOrderByIdempotencyKey(db: Database, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

/** The gateway's order id, once the gateway made it (after the order's statement, outside any lock). */
export async function attachGatewayOrder(db: Database, orderId: number, gatewayOrderId: string, now: Date) {
  await prepared(db, 'attach_gateway_order', (d) =>
    d
      .update(orders)
      .set({
        gatewayOrderId: settable('gatewayOrderId'),
        updatedAt: settable('now'),
      })
      .where(eq(orders.id, sql.placeholder('orderId'))),
  ).execute({ orderId, gatewayOrderId, now: now.toISOString() });
}
