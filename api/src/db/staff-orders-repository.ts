import { type SQL, and, asc, desc, eq, sql } from 'drizzle-orm';
import type { OrderListSort } from '@harmony/shared/domain';
import type { Database } from './client';
import { refunds } from './invoice-schema';
import { orders } from './schema';

/** What the back office's order list asks for: every field optional, all of them at once. */
export interface StaffOrderFilter {
  status?: string;
  payment?: string;
  coupon?: string;
  /** Placed at or after, and before (instants: the api turns the shop's days into them). */
  from?: Date;
  until?: Date;
  /** An order number, a mobile, an email, or the start of the customer's name. */
  search?: string;
  /** Orders whose refund is in this state. */
  refund?: string;
}

export interface StaffOrderRow {
  id: number;
  createdAt: Date;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  status: string;
  paymentStatus: string;
  couponCode: string | null;
  grandTotalPaise: number;
}

const ORDER_NUMBER = /^#?(\d{1,9})$/;
const MOBILE = /^\d{10}$/;

/** The search box: each kind of text matches the one column (and index) it can only mean. */
function searchCondition(text: string): SQL {
  if (MOBILE.test(text)) return eq(orders.customerPhone, text);
  const number = ORDER_NUMBER.exec(text);
  if (number) return eq(orders.id, Number(number[1]));
  if (text.includes('@')) return sql`lower(${orders.customerEmail}) = ${text.toLowerCase()}`;
  const prefix = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`lower(${orders.customerName}) LIKE ${`${prefix}%`}`;
}

/** Each sort: its key column and direction; the id breaks ties, so a page boundary is exact. */
const SORTS = {
  newest: { key: orders.createdAt, descending: true },
  oldest: { key: orders.createdAt, descending: false },
  total_high: { key: orders.grandTotalPaise, descending: true },
  total_low: { key: orders.grandTotalPaise, descending: false },
} as const satisfies Record<OrderListSort, unknown>;

/** Orders staff can fulfil: paid, or on Cash on Delivery and confirmed by the customer. */
export const readyToFulfil = sql`(${orders.paymentStatus} = 'paid' OR (${orders.paymentStatus} = 'cod' AND ${orders.codConfirmedAt} IS NOT NULL))`;

/** The payment filter: a payment state, or `ready` (readyToFulfil). */
function paymentCondition(payment: string) {
  return payment === 'ready' ? readyToFulfil : eq(orders.paymentStatus, payment);
}

/** The filter and, past a page boundary (the order `after`), the keyset condition of a sort. */
export function staffOrderWhere(filter: StaffOrderFilter, sort: OrderListSort, after: number | null) {
  const { key, descending } = SORTS[sort];
  const direction = descending ? sql`<` : sql`>`;
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.payment ? paymentCondition(filter.payment) : undefined,
    filter.coupon ? eq(orders.couponCode, filter.coupon) : undefined,
    filter.from ? sql`${orders.createdAt} >= ${filter.from.toISOString()}` : undefined,
    filter.until ? sql`${orders.createdAt} < ${filter.until.toISOString()}` : undefined,
    filter.search ? searchCondition(filter.search) : undefined,
    filter.refund
      ? sql`EXISTS (SELECT 1 FROM ${refunds} r WHERE r.order_id = ${orders.id} AND r.status = ${filter.refund})`
      : undefined,
    after === null
      ? undefined
      : sql`(${key}, ${orders.id}) ${direction} (SELECT o.${sql.identifier(key.name)}, o.id FROM ${orders} o WHERE o.id = ${after})`,
  );
}

/** The sort's ORDER BY: its key, then the id. */
export function staffOrderSort(sort: OrderListSort) {
  const { key, descending } = SORTS[sort];
  const order = descending ? desc : asc;
  return [order(key), order(orders.id)];
}

/**
 * A page of orders for staff, filtered and sorted, `limit` long. Keyset paging after the order `after`
 * (its sort key read in the database at full precision), so an order placed meanwhile neither repeats
 * nor hides a row, and a deep page costs what the first does. `next` is the last row's id when more follow.
 */
export async function listStaffOrders(
  db: Database,
  filter: StaffOrderFilter,
  page: { sort: OrderListSort; limit: number; after: number | null },
): Promise<{ rows: StaffOrderRow[]; next: number | null }> {
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      couponCode: orders.couponCode,
      grandTotalPaise: orders.grandTotalPaise,
    })
    .from(orders)
    .where(staffOrderWhere(filter, page.sort, page.after))
    .orderBy(...staffOrderSort(page.sort))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  return { rows: shown, next: rows.length > page.limit ? (shown.at(-1)?.id ?? null) : null };
}
