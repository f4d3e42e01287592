import { and, eq, inArray, sql } from 'drizzle-orm';
import { CANCELLED } from '@harmony/shared/domain';
import type { Database } from './client';
import { redemptionCtes } from './coupons-repository';
import {
  type InvoiceDraft,
  type StoredInvoice,
  issueInvoiceCtes,
  issuedInvoice,
  issuedInvoiceColumns,
} from './invoices-repository';
import { orderMailCte } from './outbox-repository';
import { canBecome } from './payments-repository';
import { executePrepared, prepared } from './prepared';
import { fromDriverRow } from './raw-rows';
import {
  type OrderItemRow,
  type OrderRow,
  cartItems,
  orderItems,
  orders,
  paymentEvents,
  products,
} from './schema';

// Paying an order: the statement that marks it paid, sells its units, counts its coupon's use and issues
// its invoice, and what it reads first. The workflow that decides is orders/settle-payment.ts.

/** An order line with its product's HSN code now: what the invoice copies. */
export type OrderLineToPay = OrderItemRow & { hsn: string };

/** An order about to be paid, with its lines: what the paying statement, its invoice and mail need. */
export interface OrderToPay {
  order: OrderRow;
  /** None once the order is paid: there is nothing left to pay (the webhook after verify, usually). */
  lines: OrderLineToPay[];
}

// The order's lines ride along as json (column names), so paying reads the order once. A paid order's
// are not read: nothing is left to pay.
const linesToPay = sql<Record<string, unknown>[]>`(CASE WHEN ${orders.paymentStatus} = 'paid'
  THEN '[]'::json
  ELSE (SELECT coalesce(json_agg(to_jsonb(oi) || jsonb_build_object('hsn', coalesce(p.hsn, '')) ORDER BY oi.id), '[]'::json)
    FROM ${orderItems} oi LEFT JOIN ${products} p ON p.id = oi.product_id
    WHERE oi.order_id = ${orders}.id)
  END)`;

/**
 * The order behind a gateway order id with its lines (with userId, only when it is that user's).
 * A product deleted since the order was placed has no HSN code to copy; the payment is still recorded.
 */
export async function findOrderToPay(
  db: Database,
  gatewayOrderId: string,
  userId?: number,
): Promise<OrderToPay | undefined> {
  const gatewayId = () => eq(orders.gatewayOrderId, sql.placeholder('gatewayOrderId'));
  const [row] =
    userId === undefined
      ? await prepared(db, 'order_to_pay', (d) =>
          d.select({ order: orders, lines: linesToPay }).from(orders).where(gatewayId()),
        ).execute({ gatewayOrderId })
      : await prepared(db, 'user_order_to_pay', (d) =>
          d
            .select({ order: orders, lines: linesToPay })
            .from(orders)
            .where(and(gatewayId(), eq(orders.userId, sql.placeholder('userId')))),
        ).execute({ gatewayOrderId, userId });
  return (
    row && {
      order: row.order,
      lines: row.lines.map((line) => ({ ...fromDriverRow(orderItems, line), hsn: String(line.hsn) })),
    }
  );
}

/** The order behind a gateway order id (with userId, only when it is that user's), without its lines. */
export async function findOrderByGatewayId(db: Database, gatewayOrderId: string, userId?: number) {
  return (await findOrderToPay(db, gatewayOrderId, userId))?.order;
}

export interface CapturedPayment {
  paymentId: string;
  method: string;
}

/** The webhook event that brings a payment: recorded once by its id, by the statement that pays. */
export interface PaymentEventClaim {
  eventId: string;
  event: string;
  gatewayOrderId: string;
  receivedAt: Date;
}

/** What the paying statement answers: whether its event was new, the order as paid and its invoice. */
export interface PaidStatement {
  claimed: boolean;
  order: OrderRow | undefined;
  invoice: StoredInvoice | undefined;
}

/**
 * The paying statement: the order paid, its cart lines gone, its coupon's use counted and its invoice
 * issued, or nothing at all when it is not payable (another request paid it first). With a claim, the
 * webhook event is recorded as paid by the same statement, and nothing is paid when its id was seen.
 */
export async function payOrder(
  db: Database,
  order: OrderRow,
  payment: CapturedPayment,
  now: Date,
  draft: InvoiceDraft,
  invoicePrefix: string,
  { couponId, claim }: { couponId: number | null; claim: PaymentEventClaim | null },
): Promise<PaidStatement> {
  const payable = and(
    eq(orders.id, order.id),
    inArray(orders.paymentStatus, canBecome('paid')),
    claim ? sql`EXISTS (SELECT 1 FROM claimed)` : undefined,
  );
  // A second delivery racing the first waits for its insert, then sees the id taken.
  const claimed = claim
    ? sql`claimed AS (
      INSERT INTO ${paymentEvents} (event_id, event, gateway_order_id, outcome, received_at)
      VALUES (${claim.eventId}, ${claim.event}, ${claim.gatewayOrderId}, 'paid', ${claim.receivedAt})
      ON CONFLICT (event_id) DO NOTHING RETURNING event_id),`
    : sql``;
  // Written out rather than built: drizzle's builder spells out all forty columns to return, each time.
  const paid = sql`(UPDATE ${orders} SET payment_status = 'paid', gateway_payment_id = ${payment.paymentId},
      payment_method = ${payment.method}, paid_at = ${now}, updated_at = ${now},
      reservation = CASE WHEN reservation = 'held' THEN 'sold' ELSE reservation END
    WHERE ${payable} RETURNING *)`;
  // One statement. What the order bought leaves the cart with the payment, and only that: a line added
  // after checkout began stays, and a quantity raised since keeps the difference. A statement racing the
  // winner sees the order payable only in a snapshot older than the winner's commit, so it takes nothing
  // the winner did not. The invoice, the confirmation mail in the outbox (and the coupon's use) follow
  // the row the update returns, so only the winner issues them. It answers one row, paid or not,
  // saying whether the event was new.
  const result = await executePrepared(
    db,
    sql`
    WITH ${claimed} bought AS (
      SELECT ${orderItems.productId} AS product_id, sum(${orderItems.quantity})::integer AS quantity
      FROM ${orderItems} WHERE ${orderItems.orderId} = ${order.id}
      AND EXISTS (SELECT 1 FROM ${orders} WHERE ${payable})
      GROUP BY ${orderItems.productId}),
    emptied AS (
      DELETE FROM ${cartItems} AS c USING bought
      WHERE c.user_id = ${order.userId} AND c.product_id = bought.product_id AND c.quantity <= bought.quantity),
    reduced AS (
      UPDATE ${cartItems} AS c SET quantity = c.quantity - bought.quantity, updated_at = ${now}
      FROM bought
      WHERE c.user_id = ${order.userId} AND c.product_id = bought.product_id AND c.quantity > bought.quantity),
    paid AS ${paid},
    ${orderMailCte('confirmation', 'order.confirmation', sql`paid`)},
    ${couponId === null ? sql`` : redemptionCtes(couponId, now)}
    ${issueInvoiceCtes(draft, invoicePrefix, sql`paid`)}
    SELECT paid.*, ${issuedInvoiceColumns(draft)},
      ${claim ? sql`EXISTS (SELECT 1 FROM claimed)` : sql`true`} AS event_claimed
    FROM (SELECT 1) AS one LEFT JOIN paid ON true`,
  );
  const raw = result.rows[0]!;
  return {
    claimed: raw.event_claimed === true,
    order: raw.id === null || raw.id === undefined ? undefined : fromDriverRow(orders, raw),
    invoice: issuedInvoice(raw),
  };
}

/** Where a paid order's units stand now that the payment came (see settle-payment). */
export async function setReservation(
  tx: Database,
  orderId: number,
  reservation: 'sold' | 'refund_due',
): Promise<OrderRow> {
  const [settled] = await tx.update(orders).set({ reservation }).where(eq(orders.id, orderId)).returning();
  return settled!;
}

/**
 * A captured payment the shop refused: recorded as taken (paid, with its payment id, so the gateway's
 * later events change nothing) and the order cancelled with the reason, in the caller's transaction.
 */
export async function markPaymentRefused(
  tx: Database,
  orderId: number,
  payment: CapturedPayment,
  reason: string,
  now: Date,
): Promise<OrderRow> {
  const [refused] = await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      gatewayPaymentId: payment.paymentId,
      paymentMethod: payment.method,
      paidAt: now,
      status: CANCELLED,
      cancelledAt: now,
      refusedReason: reason,
      updatedAt: now,
    })
    .where(eq(orders.id, orderId))
    .returning();
  return refused!;
}
