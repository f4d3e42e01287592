import { and, eq, inArray } from 'drizzle-orm';
import { PAYMENT_STATUSES, canMovePaymentStatus } from '@harmony/shared/domain';
import type { Database } from './client';
import { type OrderRow, cartItems, orderItems, orders, paymentEvents, products } from './schema';

/** An order as checkout makes it: amounts in paise, addresses and customer as they are now. */
export interface NewOrder {
  userId: number;
  subtotalPaise: number;
  discountPaise: number;
  taxPaise: number;
  grandTotalPaise: number;
  billingAddress: string;
  shippingAddress: string;
  billingAddressId: number;
  shippingAddressId: number;
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

/** The products of a checkout, by id (missing ids are simply absent). */
export async function productsByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof products.$inferSelect>();
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The order and its lines in one transaction: status pending, payment created, no gateway order yet. */
export async function createPendingOrder(db: Database, order: NewOrder, now: Date): Promise<number> {
  const { items, ...fields } = order;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({ ...fields, status: 'pending', paymentStatus: 'created', createdAt: now, updatedAt: now })
      .returning({ id: orders.id });
    if (!row) throw new Error('order insert returned no row');
    await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
    return row.id;
  });
}

export async function attachGatewayOrder(db: Database, orderId: number, gatewayOrderId: string, now: Date) {
  await db.update(orders).set({ gatewayOrderId, updatedAt: now }).where(eq(orders.id, orderId));
}

const canBecome = (to: (typeof PAYMENT_STATUSES)[number]) =>
  PAYMENT_STATUSES.filter((from) => canMovePaymentStatus(from, to));

/** The gateway could not take the order: it stays for the record, marked failed, never payable. */
export async function markPaymentFailed(db: Database, orderId: number, now: Date) {
  await db
    .update(orders)
    .set({ paymentStatus: 'failed', updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, canBecome('failed'))));
}

/** The order behind a gateway order id; with userId, only when it is that user's. */
export async function findOrderByGatewayId(
  db: Database,
  gatewayOrderId: string,
  userId?: number,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      userId === undefined
        ? eq(orders.gatewayOrderId, gatewayOrderId)
        : and(eq(orders.gatewayOrderId, gatewayOrderId), eq(orders.userId, userId)),
    );
  return row;
}

export interface CapturedPayment {
  paymentId: string;
  method: string;
}

/**
 * Marks the order paid and empties its user's cart, in the caller's transaction. Exactly one caller
 * wins however many race (verify, the webhook, a retried request): the others get undefined.
 */
export async function markOrderPaid(
  tx: Database,
  orderId: number,
  payment: CapturedPayment,
  now: Date,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      gatewayPaymentId: payment.paymentId,
      paymentMethod: payment.method,
      paidAt: now,
      updatedAt: now,
    })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, canBecome('paid'))))
    .returning();
  if (row) await tx.delete(cartItems).where(eq(cartItems.userId, row.userId));
  return row;
}

export async function markConfirmationMailed(db: Database, orderId: number, at: Date) {
  await db.update(orders).set({ confirmationMailedAt: at }).where(eq(orders.id, orderId));
}

/**
 * Claims a webhook event id in the caller's transaction: true the first time, false when it was handled
 * before (a second delivery racing the first waits for it, then sees it).
 */
export async function claimPaymentEvent(
  tx: Database,
  event: { eventId: string; event: string; gatewayOrderId: string | null; receivedAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ ...event, outcome: 'received' })
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

export async function setPaymentEventOutcome(tx: Database, eventId: string, outcome: string) {
  await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.eventId, eventId));
}
