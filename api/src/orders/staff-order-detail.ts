import { eq } from 'drizzle-orm';
import { FULFILMENT_MESSAGES } from '@harmony/shared/domain';
import { historyOf } from '../db/audit-repository';
import type { Database } from '../db/client';
import { notesOf } from '../db/fulfilment-repository';
import { withItems } from '../db/orders-repository';
import { orders } from '../db/schema';
import { HttpError } from '../http/http-errors';

/** The order as staff see it: the shopper's view, the gateway's ids, the shipment, notes and history. */
export async function staffOrderDetail(db: Database, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new HttpError(404, FULFILMENT_MESSAGES.noOrder);
  const [order] = await withItems(db, [row]);
  return {
    order: order!,
    user_id: row.userId,
    gateway_order_id: row.gatewayOrderId,
    gateway_payment_id: row.gatewayPaymentId,
    paid_at: row.paidAt?.toISOString() ?? null,
    notes: (await notesOf(db, orderId)).map((note) => ({
      id: note.id,
      body: note.body,
      at: note.at.toISOString(),
      author: note.authorName,
    })),
    history: (await historyOf(db, 'order', orderId)).map((line) => ({
      at: line.at.toISOString(),
      by: line.via === 'ops' ? 'ops' : (line.actorName ?? 'A former staff member'),
      action: line.action,
      before: line.before,
      after: line.after,
    })),
  };
}
