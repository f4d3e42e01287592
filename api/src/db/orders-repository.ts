import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  CANCELLED,
  type OrderState,
  type PaymentStatus,
  RETURNED,
  type TrackingStatus,
  formatPriceText,
  trackingUrl,
} from '@harmony/shared/domain';
import { istDate } from '@harmony/shared/gst';
import type { Order } from '../schemas/orders';
import type { Database } from './client';
import { shipmentsOf } from './fulfilment-repository';
import type { ShipmentRow, TrackingEventRow } from './fulfilment-schema';
import type { CreditNoteRow, RefundRow } from './invoice-schema';
import { invoicesOfOrders } from './invoices-repository';
import { refundsOfOrders } from './refunds-repository';
import { trackingEventsOf } from './tracking-repository';
import { type OrderItemRow, type OrderRow, orderItems, orders } from './schema';

const SHIPPED_STATES = new Set(['shipped', 'out_for_delivery', 'completed', RETURNED]);
/** The orders that may carry a refund and a credit note. */
const CLOSED_STATES = new Set([CANCELLED, RETURNED]);

/** What an order's answer says besides its own row and lines: its tax documents and refund. */
export interface OrderPaperwork {
  invoice?: { number: string; issuedAt: Date };
  refund?: RefundRow;
  creditNote?: CreditNoteRow;
  shipment?: ShipmentRow;
  tracking?: TrackingEventRow[];
}

export function toApiOrder(row: OrderRow, items: OrderItemRow[], paperwork: OrderPaperwork = {}): Order {
  const { invoice, refund, creditNote, shipment, tracking = [] } = paperwork;
  return {
    order_id: row.id,
    created_at: row.createdAt.toISOString(),
    status: row.status as OrderState,
    payment_status: row.paymentStatus as Order['payment_status'],
    items: items.map((item) => ({
      product_id: item.productId,
      title: item.title,
      brand: item.brand,
      image: item.image,
      quantity: item.quantity,
      price: formatPriceText(item.unitPricePaise),
      unit_price_paise: item.unitPricePaise,
      size: item.size,
    })),
    customer: row.customerName,
    email: row.customerEmail,
    phone: row.customerPhone ? [row.customerPhone] : [],
    shipping_address: row.shippingAddress,
    billing_address: row.billingAddress,
    payment: { method: row.paymentMethod },
    subtotal: row.subtotalPaise,
    discount: row.discountPaise,
    coupon_code: row.couponCode,
    shipping: row.shippingPaise,
    cod_fee: row.codFeePaise,
    tax: row.taxPaise,
    tax_rate_percent: row.taxRateBp / 100,
    total: row.grandTotalPaise,
    invoice: invoice
      ? {
          number: invoice.number,
          date: istDate(invoice.issuedAt),
          download_url: `/api/orders/${row.id}/invoice`,
        }
      : null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    refund: refund
      ? {
          status: refund.status,
          amount: refund.amountPaise,
          requested_at: refund.requestedAt.toISOString(),
          refunded_at: refund.processedAt?.toISOString() ?? null,
        }
      : null,
    credit_note: creditNote
      ? {
          number: creditNote.number,
          date: istDate(creditNote.issuedAt),
          download_url: `/api/orders/${row.id}/credit-note`,
        }
      : null,
    cod:
      row.paymentMethod === 'cod'
        ? {
            confirmed: row.codConfirmedAt !== null,
            confirm_by: row.codConfirmBy?.toISOString() ?? null,
            collected: row.paymentStatus === 'paid',
          }
        : null,
    shipment: shipment
      ? {
          courier: shipment.courier,
          tracking_number: shipment.trackingNumber,
          tracking_url: shipment.trackingUrl ?? trackingUrl(shipment.courier, shipment.trackingNumber),
          shipped_at: shipment.shippedAt.toISOString(),
          tracking: tracking.map((event) => ({
            status: event.status as TrackingStatus,
            courier_status: event.courierStatus,
            location: event.location,
            at: event.at.toISOString(),
          })),
        }
      : null,
    business_buyer:
      row.buyerGstin && row.buyerLegalName ? { gstin: row.buyerGstin, legal_name: row.buyerLegalName } : null,
  };
}

export async function withItems(db: Database, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.id));
  // Only a paid order, or a Cash on Delivery one that left the shop, has an invoice; a list of unpaid
  // ones costs no query.
  const invoices = await invoicesOfOrders(
    db,
    rows
      .filter(
        (row) =>
          row.paymentStatus === 'paid' || (row.paymentStatus === 'cod' && SHIPPED_STATES.has(row.status)),
      )
      .map((row) => row.id),
  );
  // Only an order that left the shop has a shipment, and its tracking history.
  const leftTheShop = rows.filter((row) => SHIPPED_STATES.has(row.status)).map((row) => row.id);
  const shipped = await shipmentsOf(db, leftTheShop);
  const tracked = await trackingEventsOf(db, leftTheShop);
  // Only a cancelled or returned order has a refund and a credit note.
  const refunded = await refundsOfOrders(
    db,
    rows.filter((row) => CLOSED_STATES.has(row.status)).map((row) => row.id),
  );
  return rows.map((row) =>
    toApiOrder(
      row,
      items.filter((item) => item.orderId === row.id),
      {
        invoice: invoices.get(row.id),
        refund: refunded.refunds.get(row.id),
        creditNote: refunded.creditNotes.get(row.id),
        shipment: shipped.get(row.id),
        tracking: tracked.get(row.id),
      },
    ),
  );
}

/**
 * A page of the user's placed orders, newest first: paid ones only. A checkout that was never paid
 * (dismissed, or refused by the gateway) is not an order to the shopper; it stays readable by id. Keyset
 * paging after the order `after` (compared in the database, at its full time precision), so an order
 * placed meanwhile neither repeats nor hides a row. `next` is the last order's id when more follow.
 */
export async function listOrders(
  db: Database,
  userId: number,
  page: { limit: number; after: number | null },
): Promise<{ orders: Order[]; next: number | null }> {
  const after =
    page.after === null
      ? undefined
      : sql`(${orders.createdAt}, ${orders.id}) < (SELECT o.created_at, o.id FROM ${orders} o WHERE o.id = ${page.after})`;
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.paymentStatus, ['paid', 'cod']), after))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const more = rows.length > page.limit;
  return { orders: await withItems(db, shown), next: more ? (shown.at(-1)?.id ?? null) : null };
}

/** Every order the user placed, paid or not, oldest first, with its lines and paperwork (their data). */
export async function listEveryOrder(db: Database, userId: number): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return withItems(db, rows);
}

/** The order when it belongs to the user; undefined otherwise (no hint that it exists). */
export async function findOrder(db: Database, userId: number, orderId: number): Promise<Order | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [order] = await withItems(db, rows);
  return order;
}

/**
 * The order (with userId, only when it is that user's), locked until the caller's transaction ends: of
 * two requests changing one order (verify and the webhook, two cancellations, a cancellation and the
 * operator's shipping) one waits for the other.
 */
export async function lockOrder(
  tx: Database,
  orderId: number,
  userId: number | null = null,
): Promise<OrderRow | undefined> {
  const [locked] = await tx
    .select()
    .from(orders)
    .where(userId === null ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  return locked;
}

/** The order cancelled, its units' state recorded: returned when it had sold them, else released. */
export async function markCancelled(tx: Database, order: OrderRow, now: Date): Promise<OrderRow> {
  const [cancelled] = await tx
    .update(orders)
    .set({
      status: CANCELLED,
      cancelledAt: now,
      updatedAt: now,
      reservation: order.reservation === 'sold' ? 'returned' : 'released',
    })
    .where(eq(orders.id, order.id))
    .returning();
  return cancelled!;
}

/** An order's row as it is now (no lock), or undefined. */
export async function findOrderRow(db: Database, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** An order's lines in the order they were bought. */
export async function orderLines(db: Database, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/** The newest orders, by state and payment when given, each with its count of lines (the ops tool's list). */
export async function recentOrders(
  db: Database,
  { status, payment, limit }: { status: OrderState | null; payment: PaymentStatus | null; limit: number },
): Promise<{ order: OrderRow; lines: number }[]> {
  const filters = [
    ...(status ? [eq(orders.status, status)] : []),
    ...(payment ? [eq(orders.paymentStatus, payment)] : []),
  ];
  const rows = await db
    .select()
    .from(orders)
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const counts = await db
    .select({ orderId: orderItems.orderId, lines: count() })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(orderItems.orderId);
  const lines = new Map(counts.map((row) => [row.orderId, row.lines]));
  return rows.map((order) => ({ order, lines: lines.get(order.id) ?? 0 }));
}
