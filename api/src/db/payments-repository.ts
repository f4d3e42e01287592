import { and, eq, inArray, sql } from 'drizzle-orm';
import { PAYMENT_STATUSES, canMovePaymentStatus } from '@harmony/shared/domain';
import type { Database } from './client';
import { prepared, settable } from './prepared';
import { type OrderRow, orders } from './schema';
import { releaseHolds } from './stock-repository';

/** The payment statuses an order may move to `to` from. */
export const canBecome = (to: (typeof PAYMENT_STATUSES)[number]) =>
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

export async function markConfirmationMailed(db: Database, orderId: number, at: Date) {
  await prepared(db, 'mark_confirmation_mailed', (d) =>
    d
      .update(orders)
      .set({ confirmationMailedAt: settable('at') })
      .where(eq(orders.id, sql.placeholder('orderId'))),
  ).execute({ orderId, at: at.toISOString() });
}
