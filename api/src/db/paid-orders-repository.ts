import { and, eq, inArray, sql } from 'drizzle-orm';
import { CANCELLED, type PaymentStatus } from '@harmony/shared/domain';
import type { InvoiceSettings } from '../config';
import { type InvoiceDraft, draftInvoice } from '../invoices/invoice-draft';
import type { Database } from './client';
import { claimCouponUse, redemptionCtes } from './coupons-repository';
import type { RefundRow } from './invoice-schema';
import {
  type StoredInvoice,
  issueInvoiceCtes,
  issuedInvoice,
  issuedInvoiceColumns,
} from './invoices-repository';
import { canBecome } from './payments-repository';
import { executePrepared, prepared } from './prepared';
import { fromDriverRow } from './raw-rows';
import { recordOwedRefund } from './refunds-repository';
import { claimPaymentEvent, setPaymentEventOutcome } from './payment-events-repository';
import {
  type OrderItemRow,
  type OrderRow,
  cartItems,
  orderItems,
  orders,
  paymentEvents,
  products,
} from './schema';
import { releaseHolds, retakeStock } from './stock-repository';

// Paying an order: the statement that marks it paid, sells its units, counts its coupon's use and issues
// its invoice, and what it reads first. Verify and the webhook both come here; one of them wins.

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

/**
 * What a captured payment did: paid the order, or (its coupon's last use went to another order, or
 * the customer used it up meanwhile) was refused: the order is cancelled, its units given back and the
 * refund recorded, for the caller to ask the gateway for after its transaction.
 */
export type PaymentOutcome =
  PaidOrder | { kind: 'refused'; order: OrderRow; refund: RefundRow; reason: string };

/** A paid order with what its confirmation mail prints: its lines and the invoice just issued. */
export interface PaidOrder {
  kind: 'paid';
  order: OrderRow;
  items: OrderItemRow[];
  invoice: StoredInvoice | undefined;
}

/** The webhook event that brings a payment: recorded once by its id, by the statement that pays. */
export interface PaymentEventClaim {
  eventId: string;
  event: string;
  gatewayOrderId: string;
  receivedAt: Date;
}

/** What a webhook event's payment did; `duplicate` when its id was handled before (nothing changed). */
export type EventPaymentOutcome =
  { duplicate: true } | { duplicate: false; outcome: PaymentOutcome | undefined };

/**
 * Marks the order paid, turns its hold into a sale, takes what it bought out of its user's cart, counts
 * its coupon's use and issues its tax invoice,
 * atomically. Exactly one caller wins however many race (verify, the webhook, a retried request): the
 * others get undefined and issue nothing. A payment that arrives after the hold was released takes the
 * units again when they are left; when they are not, the order is paid but marked refund_due, for the
 * operator. An order with a coupon is paid only if the coupon can still be used (see claimCouponUse);
 * otherwise the payment is refused and recorded for a refund.
 */
export async function markOrderPaid(
  db: Database,
  toPay: OrderToPay,
  payment: CapturedPayment,
  now: Date,
  invoice: InvoiceSettings,
): Promise<PaymentOutcome | undefined> {
  const settled = await settlePayment(db, toPay, payment, now, invoice, null);
  return settled.duplicate ? undefined : settled.outcome;
}

/**
 * markOrderPaid for a webhook event: the event is claimed (recorded once, with what it did) together with
 * the payment, so a claimed event always did its work and a repeated one does nothing.
 */
export function markOrderPaidByEvent(
  db: Database,
  toPay: OrderToPay,
  payment: CapturedPayment,
  now: Date,
  invoice: InvoiceSettings,
  claim: PaymentEventClaim,
): Promise<EventPaymentOutcome> {
  return settlePayment(db, toPay, payment, now, invoice, claim);
}

async function settlePayment(
  db: Database,
  { order, lines }: OrderToPay,
  payment: CapturedPayment,
  now: Date,
  invoice: InvoiceSettings,
  claim: PaymentEventClaim | null,
): Promise<EventPaymentOutcome> {
  // Drafted before the statement: an order's lines never change, and the tax split is the shared rule's.
  const draft = draftInvoice(order, lines, invoice, now);
  const paidOrder = async (
    row: OrderRow,
    issued: StoredInvoice | undefined,
  ): Promise<EventPaymentOutcome> => ({
    duplicate: false,
    outcome: { kind: 'paid', order: await settleReservation(db, row), items: lines, invoice: issued },
  });
  if (!order.couponCode) {
    const paid = await payOrder(db, order, payment, now, draft, invoice.prefix, { couponId: null, claim });
    if (!paid.claimed) return { duplicate: true };
    if (paid.order) return paidOrder(paid.order, paid.invoice);
    // Another request paid it first; the event is kept as what it turned out to be.
    if (claim) await setPaymentEventOutcome(db, claim.eventId, 'already_paid');
    return { duplicate: false, outcome: undefined };
  }
  // Every payment with the coupon takes its row lock in turn, so its uses and the customer's are
  // counted exactly; the order's own lock first makes verify and the webhook of one order take turns.
  const settled = await db.transaction(async (tx) => {
    if (claim && !(await claimPaymentEvent(tx, { ...claim, outcome: 'paid' }))) return 'duplicate' as const;
    const outcomeOfEvent = (outcome: string) => claim && setPaymentEventOutcome(tx, claim.eventId, outcome);
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!locked || !canBecome('paid').includes(locked.paymentStatus as PaymentStatus)) {
      await outcomeOfEvent('already_paid');
      return undefined;
    }
    const coupon = await claimCouponUse(tx, locked);
    if (!coupon.ok) {
      await outcomeOfEvent('coupon_refused');
      return refusePayment(tx, locked, payment, coupon.message, now);
    }
    const paid = await payOrder(tx, locked, payment, now, draft, invoice.prefix, {
      couponId: coupon.couponId,
      claim: null,
    });
    if (!paid.order) throw new Error(`order ${order.id} was locked payable but not paid`);
    return { order: paid.order, invoice: paid.invoice };
  });
  if (settled === 'duplicate') return { duplicate: true };
  if (settled === undefined || 'kind' in settled) return { duplicate: false, outcome: settled };
  return paidOrder(settled.order, settled.invoice);
}

/** What the paying statement answers: whether its event was new, the order as paid and its invoice. */
interface PaidStatement {
  claimed: boolean;
  order: OrderRow | undefined;
  invoice: StoredInvoice | undefined;
}

/**
 * The paying statement: the order paid, its cart lines gone, its coupon's use counted and its invoice
 * issued, or nothing at all when it is not payable (another request paid it first). With a claim, the
 * webhook event is recorded as paid by the same statement, and nothing is paid when its id was seen.
 */
async function payOrder(
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
  // the winner did not. The invoice (and the coupon's use) follows the row the update returns, so only
  // the winner issues one. It answers one row, paid or not, saying whether the event was new.
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

/** A payment that came after the hold was released takes the units again, or is due a refund. */
async function settleReservation(db: Database, row: OrderRow): Promise<OrderRow> {
  if (row.reservation !== 'released') return row;
  return db.transaction(async (tx) => {
    const reservation = (await retakeStock(tx, row.id)) ? 'sold' : 'refund_due';
    const [settled] = await tx.update(orders).set({ reservation }).where(eq(orders.id, row.id)).returning();
    return settled!;
  });
}

/**
 * A captured payment the shop cannot accept, in the caller's transaction (the order locked): the money
 * is recorded as taken (paid, with its payment id, so the gateway's later events change nothing) and
 * owed back (a pending refund, asked for after the commit), the order cancelled with the reason, and its
 * held units given back. No invoice is issued, no coupon use counted, the cart is left as it was.
 */
async function refusePayment(
  tx: Database,
  order: OrderRow,
  payment: CapturedPayment,
  reason: string,
  now: Date,
): Promise<PaymentOutcome> {
  await releaseHolds(tx, { orderId: order.id }, now);
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
    .where(eq(orders.id, order.id))
    .returning();
  const refund = await recordOwedRefund(tx, order, 'shop', now);
  return { kind: 'refused', order: refused!, refund, reason };
}
