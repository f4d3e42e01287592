import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { refunds } from './invoice-schema';
import { orders } from './schema';
import { readyToFulfil } from './staff-orders-repository';
import { lowStockCount } from './stock-repository';

/** The shop day (India time) of an order's payment, as the database groups it. */
const paidDay = sql<string>`to_char((${orders.paidAt} AT TIME ZONE 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

/**
 * Sales between two instants: orders paid then and not cancelled since (a cancelled order's money went
 * back), with their GST, per shop day. Walks orders_paid_at_idx.
 */
export async function salesBetween(db: Database, from: Date, until: Date) {
  const days = await db
    .select({
      day: paidDay,
      orders: sql<number>`count(*)::int`,
      revenuePaise: sql<number>`coalesce(sum(${orders.grandTotalPaise}), 0)::bigint`.mapWith(Number),
      gstPaise: sql<number>`coalesce(sum(${orders.taxPaise}), 0)::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(
      sql`${orders.paymentStatus} = 'paid' AND ${orders.paidAt} >= ${from.toISOString()} AND ${orders.paidAt} < ${until.toISOString()} AND ${orders.status} NOT IN ('cancelled', 'returned')`,
    )
    .groupBy(paidDay)
    .orderBy(paidDay);
  return days;
}

/** What waits for staff now, whatever the period: orders to pack or ship, refunds owed or failed, low stock. */
export async function workWaiting(db: Database) {
  const [waiting] = await db
    .select({
      notPacked: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'pending')::int`,
      packed: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'packed')::int`,
    })
    .from(orders)
    // A Cash on Delivery order waits to be packed once its customer confirmed it.
    .where(sql`${orders.status} IN ('pending', 'packed') AND ${readyToFulfil}`);
  const [owed] = await db
    .select({
      pending: sql<number>`count(*) FILTER (WHERE ${refunds.status} = 'pending')::int`,
      failed: sql<number>`count(*) FILTER (WHERE ${refunds.status} = 'failed')::int`,
    })
    .from(refunds)
    .where(sql`${refunds.status} <> 'processed'`);
  const lowStock = await lowStockCount(db);
  return {
    notPacked: waiting?.notPacked ?? 0,
    packed: waiting?.packed ?? 0,
    refundsPending: owed?.pending ?? 0,
    refundsFailed: owed?.failed ?? 0,
    lowStock,
  };
}
