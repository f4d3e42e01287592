import { type SQL, and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { MailStatus } from '@harmony/shared/domain';
import type { Mail, MailAttachmentRef } from '../types/mail';
import type { Database } from './client';
import { type OutboxRow, outbox } from './outbox-schema';
import { orders } from './schema';

// The outbox table: mails written with what caused them, claimed and marked by the outbox worker.

/** A mail drawn from its order when it is sent (mail/order-mail-drafts.ts knows each kind). */
export interface OrderMailRequest {
  kind: string;
  orderId: number;
  attachments?: MailAttachmentRef[];
}

/** Writes a written mail (an OTP, a reply) to the outbox, in the caller's transaction when given one. */
export async function enqueueMail(db: Database, mail: Mail): Promise<void> {
  const { about, attachments, ...stored } = mail;
  // A PDF belongs with its order (drawn when sent), never in a row of the outbox.
  if (attachments?.length) throw new Error(`mail ${about.kind} carries attachments: queue it by its order`);
  await db.insert(outbox).values({
    kind: about.kind,
    orderId: about.orderId ?? null,
    messageId: about.messageId ?? null,
    mail: { ...stored, about },
    recipient: mail.to,
    subject: mail.subject,
  });
}

/** Writes a mail its order's page will draw when it is sent (the confirmation, the shipment, …). */
export async function enqueueOrderMail(db: Database, request: OrderMailRequest): Promise<void> {
  await db.insert(outbox).values(orderMailValues(request));
}

const orderMailValues = ({ kind, orderId, attachments }: OrderMailRequest) => ({
  kind,
  orderId,
  attachments: attachments?.length ? attachments : null,
});

/** The same, as a statement's CTE: one order mail for each id `orderIds` (a CTE's name) returns. */
export const orderMailCte = (name: string, kind: string, orderIds: SQL) =>
  sql`${sql.raw(name)} AS (INSERT INTO ${outbox} (kind, order_id) SELECT ${kind}, id FROM ${orderIds})`;

const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * Claims the next due mail for `leaseMs`, oldest due first: a pending one whose try is due, or one whose
 * claimer died before marking it. SKIP LOCKED: workers racing claim different mails. The database's
 * clock decides what is due, so every process agrees. Undefined when none is due.
 */
export async function claimDueMail(db: Database, leaseMs: number): Promise<OutboxRow | undefined> {
  const [claimed] = await db
    .update(outbox)
    .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: inMs(leaseMs) })
    .where(
      eq(
        outbox.id,
        db
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(inArray(outbox.status, ['pending', 'sending']), lte(outbox.nextAttemptAt, sql`now()`)))
          .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
          .limit(1)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  return claimed;
}

/** Sent: what it said is not kept (an OTP, a reply), only whom it went to and about what. */
export async function markMailSent(
  db: Database,
  id: number,
  composed: { recipient: string; subject: string },
) {
  await db
    .update(outbox)
    .set({ ...composed, status: 'sent', sentAt: sql`now()`, mail: null, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending')));
}

/**
 * A try that failed: due again in `retryInMs`, or given up on (failed) when that would be more than
 * `giveUpMs` after it was written. Answers its status now.
 */
export async function markMailNotSent(
  db: Database,
  id: number,
  error: string,
  { retryInMs, giveUpMs }: { retryInMs: number; giveUpMs: number },
  composed?: { recipient: string; subject: string },
): Promise<MailStatus | undefined> {
  const givesUp = sql`${outbox.createdAt} + ${giveUpMs} * interval '1 millisecond' < ${inMs(retryInMs)}`;
  const [row] = await db
    .update(outbox)
    .set({
      ...composed,
      status: sql`CASE WHEN ${givesUp} THEN 'failed' ELSE 'pending' END`,
      nextAttemptAt: inMs(retryInMs),
      lastError: error.slice(0, 2000),
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending')))
    .returning({ status: outbox.status });
  return row?.status;
}

/** Staff or the operator ask for a pending or failed mail now; answers the mail, or undefined. */
export async function retryMailNow(db: Database, id: number): Promise<ListedMail | undefined> {
  const [row] = await db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['pending', 'failed'])))
    .returning(listed);
  return row;
}

const listed = {
  id: outbox.id,
  kind: outbox.kind,
  orderId: outbox.orderId,
  messageId: outbox.messageId,
  recipient: outbox.recipient,
  subject: outbox.subject,
  status: outbox.status,
  attempts: outbox.attempts,
  nextAttemptAt: outbox.nextAttemptAt,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};

export type ListedMail = { [K in keyof typeof listed]: OutboxRow[K] };

/**
 * A page of mails of some statuses, newest first (the back office's and the operator's list). An order's
 * mail not yet tried is to its customer. Keyset paging after the mail `after`, compared in the
 * database at its full time precision; `next` is the last mail's id when more follow.
 */
export async function listMails(
  db: Database,
  statuses: MailStatus[],
  page: { limit: number; after: number | null },
): Promise<{ mails: ListedMail[]; next: number | null }> {
  const after =
    page.after === null
      ? undefined
      : sql`(${outbox.createdAt}, ${outbox.id}) < (SELECT m.created_at, m.id FROM ${outbox} m WHERE m.id = ${page.after})`;
  const rows = await db
    .select({
      ...listed,
      recipient: sql<string | null>`coalesce(${outbox.recipient}, ${orders.customerEmail})`,
    })
    .from(outbox)
    .leftJoin(orders, eq(orders.id, outbox.orderId))
    .where(and(inArray(outbox.status, statuses), after))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(page.limit + 1);
  const mails = rows.slice(0, page.limit);
  return { mails, next: rows.length > page.limit ? (mails.at(-1)?.id ?? null) : null };
}

/** A mail's status now; undefined for an unknown one. */
export async function mailStatus(db: Database, id: number): Promise<MailStatus | undefined> {
  const [row] = await db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id));
  return row?.status;
}

/** An order's mails, newest first. */
export async function mailsOfOrder(db: Database, orderId: number): Promise<ListedMail[]> {
  return db
    .select(listed)
    .from(outbox)
    .where(eq(outbox.orderId, orderId))
    .orderBy(desc(outbox.createdAt), desc(outbox.id));
}

/** How many wait to be sent and how many were given up on (the metrics' gauges). */
export async function outboxCounts(db: Database): Promise<{ pending: number; failed: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) FILTER (WHERE ${outbox.status} IN ('pending', 'sending'))::integer`,
      failed: sql<number>`count(*) FILTER (WHERE ${outbox.status} = 'failed')::integer`,
    })
    .from(outbox)
    .where(inArray(outbox.status, ['pending', 'sending', 'failed']));
  return row ?? { pending: 0, failed: 0 };
}

/**
 * An erased account's address leaves the mails already sent or given up on: what stays is that a mail
 * of that kind went, not to whom or about what. One still to go keeps its address until it goes.
 */
export async function forgetMailsTo(db: Database, email: string) {
  await db
    .update(outbox)
    .set({ recipient: null, subject: null, mail: null })
    .where(
      and(inArray(outbox.status, ['sent', 'failed']), sql`lower(${outbox.recipient}) = lower(${email})`),
    );
}
