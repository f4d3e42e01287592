import { asc, count, eq } from 'drizzle-orm';
import { type TicketReplyRow, ticketReplies } from './backoffice-schema';
import type { Database } from './client';
import { users } from './schema';

export async function addTicketReply(
  tx: Database,
  reply: { messageId: number; authorUserId: number; body: string; at: Date },
): Promise<TicketReplyRow> {
  const [row] = await tx.insert(ticketReplies).values(reply).returning();
  if (!row) throw new Error('ticket reply insert returned no row');
  return row;
}

/** The ticket's thread after its first message, oldest first, each with its author's name (null once erased). */
export async function repliesOf(db: Database, messageId: number) {
  return db
    .select({
      id: ticketReplies.id,
      body: ticketReplies.body,
      at: ticketReplies.at,
      mailedAt: ticketReplies.mailedAt,
      authorName: users.fullname,
    })
    .from(ticketReplies)
    .leftJoin(users, eq(users.id, ticketReplies.authorUserId))
    .where(eq(ticketReplies.messageId, messageId))
    .orderBy(asc(ticketReplies.at), asc(ticketReplies.id));
}

export async function countReplies(db: Database, messageId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ticketReplies)
    .where(eq(ticketReplies.messageId, messageId));
  return row?.n ?? 0;
}

/** The reply's mail went out: mailed_at stays empty until then, for a resend. */
export async function markReplyMailed(db: Database, id: number, at: Date): Promise<void> {
  await db.update(ticketReplies).set({ mailedAt: at }).where(eq(ticketReplies.id, id));
}
