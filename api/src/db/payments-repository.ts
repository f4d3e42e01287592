import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CANCELLED,
  PAYMENT_STATUSES,
  type PaymentStatus,
  canMovePaymentStatus,
} from '@harmony/shared/domain';
import type { InvoiceSettings } from '../config';
import { type InvoiceDraft, draftInvoice } from '../lib/invoice-draft';
import type { Database } from './client';
import { claimCouponUse, redemptionCtes } from './coupons-repository';
import type { RefundRow } from './invoice-schema';
import { invoiceSourceLines, issueInvoiceCtes } from './invoices-repository';
import { recordOwedRefund } from './refunds-repository';
import { prepared } from './prepared';
import { columnList, fromDriverRow, jsonRecords } from './raw-rows';
import { type OrderRow, cartItems, orderItems, orders } from './schema';
import {
  type LockedProduct,
  lockProducts,
  releaseHolds,
  retakeStock,
  stockChange,
  unitsByProduct,
} from './stock-repository';

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

/** What create-order reads from the products it locked: the order to insert, its lines priced. */
export type OrderFromProducts = (locked: ReadonlyMap<number, LockedProduct>) => NewOrder;

/**
 * The order, its lines and its hold on their units, in one transaction. The products are locked first
 * (in id order), so `build` prices the lines and checks the stock on rows nobody else can change until
 * the units are taken: no oversell under any interleaving. Whatever `build` throws undoes everything.
 */
export async function createPendingOrder(
  db: Database,
  productIds: number[],
  build: OrderFromProducts,
  hold: { now: Date; until: Date; idempotencyKey: string | null },
): Promise<number> {
  return db.transaction(async (tx) => {
    const locked = await lockProducts(tx, productIds);
    const { items, ...fields } = build(locked);
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
    // The order, its lines and the units they take in one statement: one round trip, not three.
    // Both drivers answer { rows }; the shared Database type does not say so.
    const result = (await tx.execute(sql`
      WITH placed AS (
        INSERT INTO ${orders} (${columnList(orders, orderKeys)})
        SELECT ${columnList(orders, orderKeys, 'r')} FROM ${jsonRecords(orders, orderKeys, [order])} AS r
        RETURNING id),
      lines AS (
        INSERT INTO ${orderItems} (order_id, ${columnList(orderItems, lineKeys)})
        SELECT placed.id, ${columnList(orderItems, lineKeys, 'l')}
        FROM placed CROSS JOIN ${jsonRecords(orderItems, lineKeys, items)} AS l),
      taken AS (${stockChange(unitsByProduct(items), -1)})
      SELECT id FROM placed`)) as { rows: { id: number | string }[] };
    const id = result.rows[0]?.id;
    if (id === undefined) throw new Error('order insert returned no row');
    return Number(id);
  });
}

/** The user's order made with this Idempotency-Key, if any. */
export async function findOrderByIdempotencyKey(db: Database, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

export async function attachGatewayOrder(db: Database, orderId: number, gatewayOrderId: string, now: Date) {
  await db.update(orders).set({ gatewayOrderId, updatedAt: now }).where(eq(orders.id, orderId));
}

const canBecome = (to: (typeof PAYMENT_STATUSES)[number]) =>
  PAYMENT_STATUSES.filter((from) => canMovePaymentStatus(from, to));

/**
 * The payment failed (the gateway could not take the order, the payment was declined, the shopper
 * closed the checkout): the order stays for the record, marked failed, and its units go back to stock.
 * A paid order is left alone. A late capture can still pay it (see markOrderPaid).
 */
export async function markPaymentFailed(db: Database, orderId: number, now: Date): Promise<boolean> {
  await db
    .update(orders)
    .set({ paymentStatus: 'failed', updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, canBecome('failed'))));
  return (await releaseHolds(db, { orderId }, now)).length > 0;
}

/**
 * A customer's checkouts not yet paid (a deleted account's), each marked failed with its units given
 * back at once instead of when its hold expires; a payment that still arrives is honoured as any late one.
 */
export async function abandonUnpaidOrders(db: Database, userId: number, now: Date): Promise<number[]> {
  const unpaid = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.paymentStatus, canBecome('failed'))));
  for (const { id } of unpaid) await markPaymentFailed(db, id, now);
  return unpaid.map(({ id }) => id);
}

/** The order behind a gateway order id; with userId, only when it is that user's. */
export async function findOrderByGatewayId(
  db: Database,
  gatewayOrderId: string,
  userId?: number,
): Promise<OrderRow | undefined> {
  const gatewayId = () => eq(orders.gatewayOrderId, sql.placeholder('gatewayOrderId'));
  const [row] =
    userId === undefined
      ? await prepared(db, 'order_by_gateway_id', (d) => d.select().from(orders).where(gatewayId())).execute({
          gatewayOrderId,
        })
      : await prepared(db, 'user_order_by_gateway_id', (d) =>
          d
            .select()
            .from(orders)
            .where(and(gatewayId(), eq(orders.userId, sql.placeholder('userId')))),
        ).execute({ gatewayOrderId, userId });
  return row;
}

/**
 * What the gateway's side needs of the order behind a gateway order id: whether it is paid, and its
 * total (a few columns instead of forty; the sandbox and every webhook ask).
 */
export async function findGatewayOrderState(
  db: Database,
  gatewayOrderId: string,
): Promise<Pick<OrderRow, 'id' | 'paymentStatus' | 'grandTotalPaise'> | undefined> {
  const [row] = await prepared(db, 'order_state_by_gateway_id', (d) =>
    d
      .select({ id: orders.id, paymentStatus: orders.paymentStatus, grandTotalPaise: orders.grandTotalPaise })
      .from(orders)
      .where(eq(orders.gatewayOrderId, sql.placeholder('gatewayOrderId'))),
  ).execute({ gatewayOrderId });
  return row;
}

/** The order a gateway payment (pay_…) paid. */
export async function findOrderByPaymentId(db: Database, paymentId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.gatewayPaymentId, paymentId));
  return row;
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
  { kind: 'paid'; order: OrderRow } | { kind: 'refused'; order: OrderRow; refund: RefundRow; reason: string };

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
  order: OrderRow,
  payment: CapturedPayment,
  now: Date,
  invoice: InvoiceSettings,
): Promise<PaymentOutcome | undefined> {
  // Read before the statement: an order's lines never change, and the tax split is the shared rule's.
  const draft = draftInvoice(order, await invoiceSourceLines(db, order.id), invoice, now);
  if (!order.couponCode) {
    const row = await payOrder(db, order, payment, now, draft, invoice.prefix, null);
    return row && { kind: 'paid', order: await settleReservation(db, row) };
  }
  // Every payment with the coupon takes its row lock in turn, so its uses and the customer's are
  // counted exactly; the order's own lock first makes verify and the webhook of one order take turns.
  const outcome = await db.transaction(async (tx): Promise<PaymentOutcome | undefined> => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!locked || !canBecome('paid').includes(locked.paymentStatus as PaymentStatus)) return undefined;
    const claim = await claimCouponUse(tx, locked);
    if (!claim.ok) return refusePayment(tx, locked, payment, claim.message, now);
    const row = await payOrder(tx, locked, payment, now, draft, invoice.prefix, claim.couponId);
    if (!row) throw new Error(`order ${order.id} was locked payable but not paid`);
    return { kind: 'paid', order: row };
  });
  if (outcome?.kind !== 'paid') return outcome;
  return { kind: 'paid', order: await settleReservation(db, outcome.order) };
}

/**
 * The paying statement: the order paid, its cart lines gone, its coupon's use counted and its invoice
 * issued, or nothing at all when it is not payable (another request paid it first).
 */
async function payOrder(
  db: Database,
  order: OrderRow,
  payment: CapturedPayment,
  now: Date,
  draft: InvoiceDraft,
  invoicePrefix: string,
  couponId: number | null,
): Promise<OrderRow | undefined> {
  const payable = and(eq(orders.id, order.id), inArray(orders.paymentStatus, canBecome('paid')));
  // Written out rather than built: drizzle's builder spells out all forty columns to return, each time.
  const paid = sql`(UPDATE ${orders} SET payment_status = 'paid', gateway_payment_id = ${payment.paymentId},
      payment_method = ${payment.method}, paid_at = ${now}, updated_at = ${now},
      reservation = CASE WHEN reservation = 'held' THEN 'sold' ELSE reservation END
    WHERE ${payable} RETURNING *)`;
  // One statement. What the order bought leaves the cart with the payment, and only that: a line added
  // after checkout began stays, and a quantity raised since keeps the difference. A statement racing the
  // winner sees the order payable only in a snapshot older than the winner's commit, so it takes nothing
  // the winner did not. The invoice (and the coupon's use) follows the row the update returns, so only
  // the winner issues one.
  // (Both drivers answer { rows }.)
  const result = (await db.execute(sql`
    WITH bought AS (
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
    SELECT * FROM paid`)) as { rows: Record<string, unknown>[] };
  const raw = result.rows[0];
  return raw && fromDriverRow(orders, raw);
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

export async function markConfirmationMailed(db: Database, orderId: number, at: Date) {
  await db.update(orders).set({ confirmationMailedAt: at }).where(eq(orders.id, orderId));
}
