import type { Database } from '../db/client';
import { markContactMessageMailed } from '../db/contact-messages-repository';
import type { OutboxRow } from '../db/outbox-schema';
import { markConfirmationMailed } from '../db/payments-repository';
import { markReplyMailed } from '../db/ticket-replies-repository';
import { ORDER_MAIL } from '../types/mail';

/**
 * What a sent mail changes besides its outbox row: the order's confirmation_mailed_at, the contact
 * message's and the staff reply's mailed_at, which their pages show.
 */
export async function recordMailSent(db: Database, row: OutboxRow, now: Date): Promise<void> {
  if (row.kind === ORDER_MAIL.confirmation && row.orderId !== null) {
    await markConfirmationMailed(db, row.orderId, now);
  }
  if (row.kind === 'contact.message' && row.messageId !== null) {
    await markContactMessageMailed(db, row.messageId, now);
  }
  if (row.mail?.about.replyId) await markReplyMailed(db, row.mail.about.replyId, now);
}
