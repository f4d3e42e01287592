import { and, desc, eq, sql } from 'drizzle-orm';
import type { ContactMessage } from '@harmony/shared/domain';
import { ticketReplies } from './backoffice-schema';
import type { Database } from './client';
import { type ContactMessageRow, contactMessages } from './schema';

/** Keeps a contact message; answers its id (the ticket's number). */
export async function storeContactMessage(db: Database, message: ContactMessage): Promise<number> {
  const [stored] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!stored) throw new Error('contact message insert returned no row');
  return stored.id;
}

/** The message reached the shop: mailed_at stays empty until then, for a resend. */
export async function markContactMessageMailed(db: Database, id: number, at: Date): Promise<void> {
  await db.update(contactMessages).set({ mailedAt: at }).where(eq(contactMessages.id, id));
}

/** A ticket's row in the back office's list, with how many replies it has had. */
export interface TicketListRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  status: string;
  createdAt: Date;
  replies: number;
}

/** Where a page of tickets ends: the last ticket and the status it had then (it may be closed since). */
export interface TicketCursor {
  status: string;
  id: number;
}

/**
 * A page of tickets, open ones first ('open' sorts after 'closed', so descending), then newest first,
 * on the (status, created_at) index. Keyset paging after `after`: its status as the last page showed it
 * (a ticket closed meanwhile neither hides nor repeats the open ones after it) and its created_at read
 * in the database at full precision. `next` is the last row's cursor when more follow.
 */
export async function listTickets(
  db: Database,
  filter: { status?: string },
  page: { limit: number; after: TicketCursor | null },
): Promise<{ rows: TicketListRow[]; next: TicketCursor | null }> {
  const m = contactMessages;
  const after =
    page.after === null
      ? undefined
      : sql`(${m.status}, ${m.createdAt}, ${m.id}) < (${page.after.status}, (SELECT c.created_at FROM ${m} c WHERE c.id = ${page.after.id}), ${page.after.id})`;
  const rows = await db
    .select({
      id: m.id,
      name: m.name,
      email: m.email,
      subject: m.subject,
      status: m.status,
      createdAt: m.createdAt,
      // The outer table named in full: drizzle writes a select's own columns unqualified.
      replies: sql<number>`(SELECT count(*) FROM ${ticketReplies} r WHERE r.message_id = ${m}.id)::int`,
    })
    .from(m)
    .where(and(filter.status ? eq(m.status, filter.status) : undefined, after))
    .orderBy(desc(m.status), desc(m.createdAt), desc(m.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    rows: shown,
    next: rows.length > page.limit && last ? { status: last.status, id: last.id } : null,
  };
}

export async function findTicket(db: Database, id: number): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

/** The ticket, locked until the transaction ends: two staff acting on it take turns. */
export async function lockTicket(tx: Database, id: number): Promise<ContactMessageRow | undefined> {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  return row;
}

/** Opens or closes the ticket; closed_at says when it was last closed, and is cleared on reopening. */
export async function setTicketStatus(
  tx: Database,
  id: number,
  status: 'open' | 'closed',
  now: Date,
): Promise<void> {
  await tx
    .update(contactMessages)
    .set({ status, closedAt: status === 'closed' ? now : null })
    .where(eq(contactMessages.id, id));
}
