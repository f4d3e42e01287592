import { contactTicket } from '@harmony/shared/domain';
import type { Database } from '../db/client';
import { findTicket } from '../db/contact-messages-repository';
import { repliesOf } from '../db/ticket-replies-repository';
import { objectHistory } from '../staff/object-history';

/** The ticket as staff see it: the customer's message, the replies, and its history; undefined if unknown. */
export async function staffTicket(db: Database, messageId: number) {
  const row = await findTicket(db, messageId);
  if (!row) return undefined;
  return {
    id: row.id,
    ticket: contactTicket(row.id),
    // The table's check holds it to these two.
    status: row.status as 'open' | 'closed',
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    replies: (await repliesOf(db, messageId)).map((reply) => ({
      id: reply.id,
      body: reply.body,
      at: reply.at.toISOString(),
      author: reply.authorName,
      mailed_at: reply.mailedAt?.toISOString() ?? null,
    })),
    history: await objectHistory(db, 'ticket', messageId),
  };
}

export type StaffTicket = NonNullable<Awaited<ReturnType<typeof staffTicket>>>;
