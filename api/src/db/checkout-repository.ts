import { type SQL, and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { executePrepared, prepared, settable } from './prepared';
import { columnList, jsonRecords } from './raw-rows';
import {
  type AddressRow,
  type UserRow,
  addresses,
  cartItems,
  orderItems,
  orders,
  products,
  users,
} from './schema';
import { shownToShoppers } from './products-repository';
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
  /** The products as they are now, unlocked: what placeOrder tries first. An unpublished one is missing. */
  products: Map<number, LockedProduct>;
}

// The products ride along as json, keyed as LockedProduct is (the keys are the code's own names).
const productFields = sql.join(
  Object.entries(LOCKED_PRODUCT_COLUMNS).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
);
const productsNow = sql<LockedProduct[]>`(
  SELECT coalesce(json_agg(json_build_object(${productFields})), '[]'::json)
  FROM ${products}
  WHERE ${products.id} = ANY(${sql.placeholder('productIds')}::integer[]) AND ${shownToShoppers})`;

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
  shippingPaise: number;
  codFeePaise: number;
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
  /** A business buyer's GSTIN and legal name for the invoice; both null (or absent) for a consumer. */
  buyerGstin?: string | null;
  buyerLegalName?: string | null;
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

/**
 * How long the order holds its units, and the client's key for retries. A Cash on Delivery order (`cod`)
 * takes its units for good (sold: no payment to wait for) until the customer confirms it by `confirmBy`.
 */
export interface OrderHold {
  now: Date;
  until: Date;
  idempotencyKey: string | null;
  cod?: { confirmBy: Date };
}

/** A customer's orders as the limits on placing count them. */
export interface CustomerOrders {
  /** Unpaid orders holding stock, and when the first of them stops holding it. */
  open: number;
  firstEnds: Date | null;
  /** Orders placed since the limits' `since`, and when the first of them was. */
  placed: number;
  firstPlaced: Date | null;
}

/** What the placing statement did: the order it placed, or the counts it found. */
export interface PlacingOutcome extends CustomerOrders {
  id: number | undefined;
  /** Whether the counts are the counts now (nobody placed one of this customer's orders meanwhile). */
  fresh: boolean;
}

/** The limits a placing is held to: fewer than `maxOpen` open orders and `maxPlaced` in the last `windowMs`. */
export interface PlacingLimits {
  maxOpen: number;
  maxPlaced: number;
  windowMs: number;
}

const dateOf = (value: unknown) => (value ? new Date(String(value)) : null);

/** The counts customerCounts' columns hold, as the code reads them. */
const customerOrdersOf = (row: Record<string, unknown> | undefined): CustomerOrders => ({
  open: Number(row?.open ?? 0),
  firstEnds: dateOf(row?.first_ends),
  placed: Number(row?.placed ?? 0),
  firstPlaced: dateOf(row?.first_placed),
});

/**
 * The order, its lines and its hold on their units, in one statement that moves the customer's
 * open_orders_version first, then locks the products (in id order, as lockProducts does), and writes
 * only if every price is still the one read, every unit still there, and the customer has fewer than
 * `maxOpen` unpaid orders holding stock by a count nobody else's placing can have made stale.
 */
export async function placeOrderIfUnchanged(
  db: Database,
  order: NewOrder,
  hold: OrderHold,
  read: ReadonlyMap<number, LockedProduct>,
  limits: PlacingLimits,
): Promise<PlacingOutcome> {
  const [row] = await insertOrder(db, order, hold, unchangedGate(order, hold.now, read, limits));
  return {
    id: row?.id == null ? undefined : Number(row.id),
    fresh: row?.fresh === true,
    ...customerOrdersOf(row),
  };
}

/** The order, its lines and its hold, in the caller's transaction, which has locked the products. */
export async function placeLockedOrder(tx: Database, order: NewOrder, hold: OrderHold): Promise<number> {
  const [row] = await insertOrder(tx, order, hold, null);
  if (row?.id == null) throw new Error('order insert returned no row');
  return Number(row.id);
}

/**
 * The statement that writes the order, its lines and the units they take: one round trip, not three.
 * With a gate, it takes its locks itself and writes nothing unless the gate's `ok` says so; without, the
 * caller holds them.
 */
async function insertOrder(
  db: Database,
  { items, ...fields }: NewOrder,
  hold: OrderHold,
  gate: SQL | null,
): Promise<Record<string, unknown>[]> {
  const order: Record<string, unknown> = {
    ...fields,
    status: 'pending',
    ...(hold.cod
      ? {
          paymentStatus: 'cod',
          paymentMethod: 'cod',
          reservation: 'sold',
          codConfirmBy: hold.cod.confirmBy,
        }
      : { paymentStatus: 'created', reservation: 'held', reservedUntil: hold.until }),
    idempotencyKey: hold.idempotencyKey,
    createdAt: hold.now,
    updatedAt: hold.now,
  };
  // Columns left out take their defaults.
  const orderKeys = Object.keys(order).filter((key) => order[key] !== undefined);
  const lineKeys = ['productId', 'title', 'brand', 'image', 'unitPricePaise', 'quantity', 'size'];
  const units = unitsByProduct(items);
  const result = await executePrepared(
    db,
    sql`
    WITH ${gate ?? sql``} placed AS (
      INSERT INTO ${orders} (${columnList(orders, orderKeys)})
      SELECT ${columnList(orders, orderKeys, 'r')} FROM ${jsonRecords(orders, orderKeys, [order])} AS r
      ${gate ? sql`WHERE (SELECT ok FROM gate)` : sql``}
      RETURNING id),
    lines AS (
      INSERT INTO ${orderItems} (order_id, ${columnList(orderItems, lineKeys)})
      SELECT placed.id, ${columnList(orderItems, lineKeys, 'l')}
      FROM placed CROSS JOIN ${jsonRecords(orderItems, lineKeys, items)} AS l),
    taken AS (${stockChange(units, -1, sql`EXISTS (SELECT 1 FROM placed)`)})
    ${
      gate
        ? sql`SELECT (SELECT id FROM placed) AS id, fresh, open, first_ends, placed, first_placed FROM gate`
        : sql`SELECT id FROM placed`
    }`,
  );
  return result.rows;
}

/**
 * CTEs ending in `gate` (one row: `ok`, `fresh` and the customer's counts). First the customer's
 * open_orders_version is moved (their row locked: their placings take turns); `fresh` when it moved by
 * this statement alone since the snapshot, so the orders counted in that snapshot are all there are (a
 * placing that committed meanwhile moved it too). Then the products are locked in id order, as
 * lockProducts does (so the two ways never deadlock each other), and `ok` says whether each still has
 * the price that was read and the units wanted, and the counts leave room. The lock waits for a checkout
 * holding them and then sees its commit, so the stock is as the statement's writes find it.
 */
function unchangedGate(
  { userId, items }: NewOrder,
  now: Date,
  read: ReadonlyMap<number, LockedProduct>,
  limits: PlacingLimits,
): SQL {
  const units = unitsByProduct(items);
  const wanted = sql.join(
    units.map(
      (u) =>
        sql`(${u.productId}::integer, ${u.quantity}::integer, ${read.get(u.productId)?.pricePaise ?? -1}::integer)`,
    ),
    sql`, `,
  );
  return sql`seen AS (SELECT open_orders_version AS version FROM ${users} WHERE id = ${userId}::integer),
    moved AS (
      UPDATE ${users} SET open_orders_version = open_orders_version + 1 WHERE id = ${userId}::integer
      RETURNING open_orders_version AS version),
    counted AS (
      SELECT (SELECT version FROM moved) = (SELECT version FROM seen) + 1 AS fresh, ${customerCounts(now, limits.windowMs)}
      FROM ${orders} WHERE ${orders.userId} = ${userId}::integer),
    wanted (id, quantity, price_paise) AS (VALUES ${wanted}),
    locked AS MATERIALIZED (
      SELECT p.id, p.stock, p.price_paise FROM ${products} AS p JOIN wanted USING (id)
      WHERE EXISTS (SELECT 1 FROM moved)
      ORDER BY p.id FOR UPDATE OF p),
    unchanged AS (
      SELECT count(*) = ${units.length} AND coalesce(bool_and(l.stock >= w.quantity AND l.price_paise = w.price_paise), false) AS ok
      FROM wanted AS w JOIN locked AS l USING (id)),
    gate AS (
      SELECT fresh AND open < ${limits.maxOpen}::integer AND placed < ${limits.maxPlaced}::integer
          AND (SELECT ok FROM unchanged) AS ok,
        fresh, open, first_ends, placed, first_placed
      FROM counted),`;
}

/**
 * Columns open, first_ends, placed and first_placed of a customer's orders (the caller's FROM): unpaid
 * ones holding stock at `now`, and ones placed in the `windowMs` before it.
 */
function customerCounts(now: Date, windowMs: number): SQL {
  const since = new Date(now.getTime() - windowMs);
  const holding = sql`${orders.reservation} = 'held' AND ${orders.paymentStatus} = 'created' AND ${orders.reservedUntil} > ${now.toISOString()}::timestamptz`;
  const recent = sql`${orders.createdAt} > ${since.toISOString()}::timestamptz`;
  return sql`count(*) FILTER (WHERE ${holding})::integer AS open,
    min(${orders.reservedUntil}) FILTER (WHERE ${holding}) AS first_ends,
    count(*) FILTER (WHERE ${recent})::integer AS placed,
    min(${orders.createdAt}) FILTER (WHERE ${recent}) AS first_placed`;
}

/**
 * The customer's orders as the limits count them, in the caller's transaction after their
 * open_orders_version is moved (their row locked): one customer's placings take turns here, and a
 * placing statement that read the version before sees it moved. (A non-key column: the orders' own
 * foreign keys are not blocked.)
 */
export async function lockCustomerOrders(
  tx: Database,
  userId: number,
  now: Date,
  windowMs: number,
): Promise<CustomerOrders> {
  await tx
    .update(users)
    .set({ openOrdersVersion: sql`${users.openOrdersVersion} + 1` })
    .where(eq(users.id, userId));
  const {
    rows: [row],
  } = await executePrepared(
    tx,
    sql`SELECT ${customerCounts(now, windowMs)} FROM ${orders} WHERE ${orders.userId} = ${userId}::integer`,
  );
  return customerOrdersOf(row);
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

/** The customer's Cash on Delivery orders not yet delivered, returned or cancelled (cash still due). */
export async function countOpenCodOrders(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentStatus, 'cod'),
        sql`${orders.status} NOT IN ('completed', 'cancelled', 'returned')`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * What a Cash on Delivery order bought leaves the customer's cart when it is placed (a paid order's
 * leaves with its payment): a line added since stays, a quantity raised since keeps the difference.
 */
export async function takeBoughtFromCart(tx: Database, userId: number, orderId: number, now: Date) {
  await executePrepared(
    tx,
    sql`WITH bought AS (
      SELECT ${orderItems.productId} AS product_id, sum(${orderItems.quantity})::integer AS quantity
      FROM ${orderItems} WHERE ${orderItems.orderId} = ${orderId} GROUP BY ${orderItems.productId}),
    emptied AS (
      DELETE FROM ${cartItems} AS c USING bought
      WHERE c.user_id = ${userId} AND c.product_id = bought.product_id AND c.quantity <= bought.quantity)
    UPDATE ${cartItems} AS c SET quantity = c.quantity - bought.quantity, updated_at = ${now}
    FROM bought
    WHERE c.user_id = ${userId} AND c.product_id = bought.product_id AND c.quantity > bought.quantity`,
  );
}
