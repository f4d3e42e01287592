import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type OrderRow, orders } from '../db/schema';

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
