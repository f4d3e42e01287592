import { isWaitingMail } from '@harmony/shared/domain';
import type { Database } from '../db/client';
import { notesOf } from '../db/fulfilment-repository';
import { mailsOfOrder } from '../db/outbox-repository';
import { findOrderRow, withItems } from '../db/orders-repository';
import { objectHistory } from '../staff/object-history';

/**
 * The order as staff see it: the shopper's view, the gateway's ids, the shipment, notes, the mails sent
 * for it and its history; undefined for an unknown order.
 */
export async function staffOrderDetail(db: Database, orderId: number) {
  const row = await findOrderRow(db, orderId);
  if (!row) return undefined;
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
    mails: (await mailsOfOrder(db, orderId)).map((mail) => ({
      id: mail.id,
      kind: mail.kind,
      // An order's mail is drawn when it is first tried: until then, its customer and no subject.
      to: mail.recipient ?? row.customerEmail,
      subject: mail.subject,
      status: mail.status,
      attempts: mail.attempts,
      error: mail.lastError,
      at: (mail.sentAt ?? mail.createdAt).toISOString(),
      next_attempt_at: isWaitingMail(mail.status) ? mail.nextAttemptAt.toISOString() : null,
    })),
    history: await objectHistory(db, 'order', orderId),
  };
}
