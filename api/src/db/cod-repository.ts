import { ORDER_MAIL } from '../types/mail';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from './client';
import { type OrderRow, codCodes, orders } from './schema';
import { returnStock } from './stock-repository';
import { enqueueOrderMail } from './outbox-repository';

// Cash on Delivery orders: their confirmation codes (hashes only), the confirmation, and the sweep that
// cancels the ones left unconfirmed.

export type CodCodeRow = typeof codCodes.$inferSelect;

/** A new code for the order: replaces the last one and its wrong tries; answers how many were sent. */
export async function saveCodCode(
  db: Database,
  code: { orderId: number; codeHash: string; salt: string },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(codCodes)
    .values({ ...code, sentAt: now })
    .onConflictDoUpdate({
      target: codCodes.orderId,
      set: {
        codeHash: code.codeHash,
        salt: code.salt,
        wrongTries: 0,
        codesSent: sql`${codCodes.codesSent} + 1`,
        sentAt: now,
      },
    })
    .returning({ codesSent: codCodes.codesSent });
  return row?.codesSent ?? 1;
}

/** The order's code, locked (in the caller's transaction, the order locked first). */
export async function lockCodCode(tx: Database, orderId: number): Promise<CodCodeRow | undefined> {
  const [row] = await tx.select().from(codCodes).where(eq(codCodes.orderId, orderId)).for('update');
  return row;
}

export async function countWrongTry(tx: Database, orderId: number): Promise<number> {
  const [row] = await tx
    .update(codCodes)
    .set({ wrongTries: sql`${codCodes.wrongTries} + 1` })
    .where(eq(codCodes.orderId, orderId))
    .returning({ wrongTries: codCodes.wrongTries });
  return row?.wrongTries ?? 0;
}

/** The customer confirmed it: the code is spent. */
export async function markCodConfirmed(tx: Database, orderId: number, now: Date): Promise<OrderRow> {
  await tx.delete(codCodes).where(eq(codCodes.orderId, orderId));
  const [row] = await tx
    .update(orders)
    .set({ codConfirmedAt: now, updatedAt: now })
    .where(eq(orders.id, orderId))
    .returning();
  return row!;
}

/** An unconfirmed COD order the sweep cancelled, with whom to tell. */
export interface CancelledCodOrder {
  id: number;
  customerName: string;
  customerEmail: string;
}

/** How many unconfirmed orders one sweep cancels at most; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

/**
 * Cancels the COD orders left unconfirmed past their time and gives their units back, in one
 * transaction: an order is claimed by the update that cancels it (rows another transaction holds, a
 * confirmation under way, are skipped), so however many sweeps race, its units go back once.
 */
export async function cancelUnconfirmedCod(db: Database, now: Date): Promise<CancelledCodOrder[]> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.paymentStatus, 'cod'),
          isNull(orders.codConfirmedAt),
          eq(orders.status, 'pending'),
          lte(orders.codConfirmBy, now),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    const cancelled = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now, reservation: 'returned' })
      .where(and(sql`${orders.id} IN ${due}`, eq(orders.reservation, 'sold')))
      .returning({ id: orders.id, customerName: orders.customerName, customerEmail: orders.customerEmail });
    cancelled.sort((a, b) => a.id - b.id);
    for (const { id } of cancelled) {
      await returnStock(tx, id);
      await enqueueOrderMail(tx, { kind: ORDER_MAIL.codExpired, orderId: id });
    }
    return cancelled;
  });
}

/**
 * The courier delivered a Cash on Delivery order and took the cash: the order is paid, at the time the
 * courier says it delivered. Only an order still waiting for its cash (payment_method and payment_status
 * 'cod') changes; answers it as it is now, or undefined when nothing changed (already collected, or not
 * a COD order), so a second Delivered event collects nothing twice.
 */
export async function collectCash(
  tx: Database,
  orderId: number,
  deliveredAt: Date,
): Promise<OrderRow | undefined> {
  const [collected] = await tx
    .update(orders)
    .set({ paymentStatus: 'paid', paidAt: deliveredAt, updatedAt: deliveredAt })
    .where(and(eq(orders.id, orderId), eq(orders.paymentMethod, 'cod'), eq(orders.paymentStatus, 'cod')))
    .returning();
  return collected;
}
