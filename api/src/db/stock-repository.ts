import { type SQL, and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from './client';
import { prepared } from './prepared';
import { type ProductRow, orderItems, orders, products } from './schema';

export interface StockLine {
  productId: number;
  quantity: number;
}

/** A line that cannot be had: what is left of its product now. */
export interface Shortage {
  productId: number;
  left: number;
}

/** The lines' quantities per product, in product id order. */
export function unitsByProduct(lines: readonly StockLine[]): StockLine[] {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return [...units].sort(([a], [b]) => a - b).map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * What checkout reads of a product: its price and stock, what an order line copies, its category (not
 * the description, specifications or search text).
 */
export const LOCKED_PRODUCT_COLUMNS = {
  id: products.id,
  title: products.title,
  brand: products.brand,
  imageFile: products.imageFile,
  pricePaise: products.pricePaise,
  stock: products.stock,
  category: products.category,
};

export type LockedProduct = Pick<ProductRow, keyof typeof LOCKED_PRODUCT_COLUMNS>;

/**
 * The products, locked until the caller's transaction ends, in id order: two checkouts that share
 * products take their locks in the same order, so they wait for each other and never deadlock.
 */
export async function lockProducts(tx: Database, ids: number[]): Promise<Map<number, LockedProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await prepared(tx, 'lock_products', (d) =>
    d
      .select(LOCKED_PRODUCT_COLUMNS)
      .from(products)
      .where(sql`${products.id} = ANY(${sql.placeholder('ids')}::integer[])`)
      .orderBy(asc(products.id))
      .for('update'),
  ).execute({ ids });
  return new Map(rows.map((row) => [row.id, row]));
}

/** The first product of the lines with fewer units left than the lines ask for, from locked rows. */
export function findShortage(
  lines: readonly StockLine[],
  locked: ReadonlyMap<number, Pick<ProductRow, 'stock'>>,
): Shortage | null {
  for (const { productId, quantity } of unitsByProduct(lines)) {
    const left = locked.get(productId)?.stock ?? 0;
    if (left < quantity) return { productId, left };
  }
  return null;
}

/**
 * The statement that moves units into (+1) or out of (-1) stock; on its own or inside a larger one, where
 * `when` can make it depend on the statement's other parts.
 */
export function stockChange(units: readonly StockLine[], direction: 1 | -1, when?: SQL): SQL {
  const rows = sql.join(
    units.map((u) => sql`(${u.productId}::integer, ${u.quantity * direction}::integer)`),
    sql`, `,
  );
  return sql`UPDATE ${products} AS p SET stock = p.stock + w.change, updated_at = now()
    FROM (VALUES ${rows}) AS w(id, change)
    WHERE p.id = w.id${when ? sql` AND ${when}` : sql``}`;
}

/** Moves units: call with the products locked, a take after its check. */
async function moveStock(tx: Database, units: readonly StockLine[], direction: 1 | -1): Promise<void> {
  if (units.length > 0) await tx.execute(stockChange(units, direction));
}

/**
 * A paid order whose hold was released (it expired, or its payment failed first) takes its units again
 * when they are still there: answers whether it could.
 */
export async function retakeStock(tx: Database, orderId: number): Promise<boolean> {
  const units = await orderUnits(tx, [orderId]);
  const locked = await lockProducts(
    tx,
    units.map((u) => u.productId),
  );
  if (findShortage(units, locked)) return false;
  await moveStock(tx, units, -1);
  return true;
}

/** A sold order was cancelled or returned: its units go back on the shelf. Answers them by product. */
export async function returnStock(tx: Database, orderId: number): Promise<StockLine[]> {
  const units = await orderUnits(tx, [orderId]);
  await lockProducts(
    tx,
    units.map((u) => u.productId),
  );
  await moveStock(tx, units, 1);
  return units;
}

/** The courier brought a sold order's units back: its reservation says so. */
export async function markUnitsReturned(tx: Database, orderId: number): Promise<void> {
  await tx.update(orders).set({ reservation: 'returned' }).where(eq(orders.id, orderId));
}

async function orderUnits(tx: Database, orderIds: number[]): Promise<StockLine[]> {
  if (orderIds.length === 0) return [];
  return tx
    .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::integer` })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.productId)
    .orderBy(asc(orderItems.productId));
}

/** How many holds one sweep releases at most; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Releases holds and gives their units back, in one transaction: a hold is released once however many
 * sweeps, failed payments and dismissals race for it. Rows another transaction has locked (an order
 * being paid) are skipped, not waited for. Answers the orders released.
 */
export async function releaseHolds(
  db: Database,
  which: { orderId: number } | { expiredBy: Date },
  now: Date,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.reservation, 'held'),
          'orderId' in which ? eq(orders.id, which.orderId) : lte(orders.reservedUntil, which.expiredBy),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    const released = await tx
      .update(orders)
      .set({ reservation: 'released', updatedAt: now })
      .where(inArray(orders.id, due))
      .returning({ id: orders.id });
    const ids = released.map((row) => row.id);
    const units = await orderUnits(tx, ids);
    await lockProducts(
      tx,
      units.map((u) => u.productId),
    );
    await moveStock(tx, units, 1);
    return ids;
  });
}

/** Units on hand per product (missing ids are absent). */
export async function stockOf(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.stock]));
}

// The back office's side: the stock list, one product's stock under a lock, and what is low.

/** What staff see of a product's stock. */
export const STOCK_COLUMNS = {
  id: products.id,
  title: products.title,
  brand: products.brand,
  stock: products.stock,
  lowStockLevel: products.lowStockLevel,
  published: products.published,
};

export type StockRow = Pick<ProductRow, keyof typeof STOCK_COLUMNS>;

/** Low and on sale: what the dashboard counts and the list's "low" filter shows (a draft is neither). */
const needsRestock = and(eq(products.published, true), lte(products.stock, products.lowStockLevel));

/**
 * A page of products by id, after `after`: those whose title holds `q` (any case), only the low ones
 * with `low`. Answers one row more than `limit` when there is a next page.
 */
export async function stockPage(
  db: Database,
  view: { q?: string; low?: boolean; after?: number },
  limit: number,
): Promise<StockRow[]> {
  return db
    .select(STOCK_COLUMNS)
    .from(products)
    .where(
      and(
        view.q ? sql`strpos(lower(${products.title}), lower(${view.q})) > 0` : undefined,
        view.low ? needsRestock : undefined,
        view.after ? gt(products.id, view.after) : undefined,
      ),
    )
    .orderBy(asc(products.id))
    .limit(limit + 1);
}

/** One product's stock; `lock` holds its row until the caller's transaction ends. */
export async function stockRow(db: Database, productId: number, lock = false): Promise<StockRow | undefined> {
  const query = db.select(STOCK_COLUMNS).from(products).where(eq(products.id, productId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Sets a product's available units or low-stock level (the caller holds its row's lock). */
export async function updateStockRow(
  tx: Database,
  productId: number,
  change: { stock: number } | { lowStockLevel: number },
  now: Date,
): Promise<void> {
  await tx
    .update(products)
    .set({ ...change, updatedAt: now })
    .where(eq(products.id, productId));
}

/** Units held by unpaid checkouts, per product (products with none are absent). */
export async function heldUnits(db: Database, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: orderItems.productId, held: sql<number>`sum(${orderItems.quantity})::integer` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.reservation, 'held'), inArray(orderItems.productId, productIds)))
    .groupBy(orderItems.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.held)]));
}

/** How many products on sale are at or below their low-stock level. */
export async function lowStockCount(db: Database): Promise<number> {
  const [total] = await db.select({ n: count() }).from(products).where(needsRestock);
  return Number(total?.n ?? 0);
}

/**
 * The dashboard's low stock: how many products on sale are at or below their low-stock level, and the
 * first `limit` of them, fewest units first.
 */
export async function lowStockProducts(
  db: Database,
  limit = 10,
): Promise<{ count: number; products: StockRow[] }> {
  const total = await lowStockCount(db);
  const rows = await db
    .select(STOCK_COLUMNS)
    .from(products)
    .where(needsRestock)
    .orderBy(asc(products.stock), asc(products.id))
    .limit(limit);
  return { count: total, products: rows };
}
