import { desc, eq } from 'drizzle-orm';
import { mailLog } from './backoffice-schema';
import type { Database } from './client';

export interface MailLogEntry {
  kind: string;
  recipient: string;
  subject: string;
  orderId?: number;
  messageId?: number;
  status: 'sent' | 'failed';
  lastError?: string;
}

export async function recordMail(db: Database, entry: MailLogEntry): Promise<void> {
  await db.insert(mailLog).values({ ...entry, lastError: entry.lastError ?? null });
}

/** An order's mails, newest first. */
export async function mailsOfOrder(db: Database, orderId: number) {
  return db
    .select({
      kind: mailLog.kind,
      recipient: mailLog.recipient,
      subject: mailLog.subject,
      status: mailLog.status,
      lastError: mailLog.lastError,
      at: mailLog.at,
    })
    .from(mailLog)
    .where(eq(mailLog.orderId, orderId))
    .orderBy(desc(mailLog.at), desc(mailLog.id));
}
