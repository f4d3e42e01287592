import type { Database } from '../db/client';
import { type Actor, recordAudit } from '../db/audit-repository';
import { type ListedMail, mailStatus, retryMailNow } from '../db/outbox-repository';

export type MailRetryRefusal = 'no-mail' | 'not-retriable';

/**
 * Staff or the operator ask for a waiting or given-up mail now: it is due at once, and the outbox
 * worker of any api process sends it at its next turn. Recorded in the audit log with the change.
 */
export async function retryMail(
  db: Database,
  mailId: number,
  actor: Actor,
  now: Date,
): Promise<{ mail: ListedMail } | { refused: MailRetryRefusal }> {
  return db.transaction(async (tx) => {
    const before = await mailStatus(tx, mailId);
    if (!before) return { refused: 'no-mail' as const };
    // Only a waiting or failed one: a mail being sent or sent stays as it is.
    const mail = await retryMailNow(tx, mailId);
    if (!mail) return { refused: 'not-retriable' as const };
    await recordAudit(
      tx,
      actor,
      {
        action: 'mail.retry',
        objectType: 'mail',
        objectId: mailId,
        before: { status: before, attempts: mail.attempts, error: mail.lastError },
        after: { status: mail.status, kind: mail.kind, order: mail.orderId, to: mail.recipient },
      },
      now,
    );
    return { mail };
  });
}
