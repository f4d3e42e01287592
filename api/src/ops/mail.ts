import { MAIL_FILTER_STATUSES } from '@harmony/shared/domain';
import type { Database } from '../db/client';
import { type ListedMail, listMails, mailsOfOrder } from '../db/outbox-repository';
import { retryMail } from '../mail/retry-mail';
import { OpsError, table, wholeId } from './input';

// The operator's view of the outbox: what waits, what was given up on, an order's mails, and a retry.

export type MailOpsCommand =
  | { name: 'mail'; action: 'list' }
  | { name: 'mail'; action: 'order'; orderId: number }
  | { name: 'mail'; action: 'retry'; mailId: number };

export const MAIL_USAGE = `  mail                     The mails waiting to be sent and those given up on, newest first.
  mail order <orderId>     Every mail of an order: sent, waiting or failed, with the last error.
  mail retry <mailId>      Send a waiting or failed mail at the next turn of the api's outbox.`;

export function parseMailCommand(rest: string[]): MailOpsCommand {
  const [action, id] = rest;
  if (action === undefined) return { name: 'mail', action: 'list' };
  if (action === 'order') return { name: 'mail', action: 'order', orderId: wholeId(id, 'The order id') };
  if (action === 'retry') return { name: 'mail', action: 'retry', mailId: wholeId(id, 'The mail id') };
  throw new OpsError(`Unknown mail command "${action}". Commands:\n${MAIL_USAGE}`);
}

const listed = (mails: ListedMail[]) =>
  table(
    ['Id', 'Kind', 'Order', 'To', 'Status', 'Tries', 'When', 'Last error'],
    mails.map((mail) => [
      String(mail.id),
      mail.kind,
      mail.orderId === null ? '' : `#${mail.orderId}`,
      mail.recipient ?? '',
      mail.status,
      String(mail.attempts),
      (mail.status === 'sent' ? mail.sentAt! : mail.status === 'failed' ? mail.createdAt : mail.nextAttemptAt)
        .toISOString()
        .slice(0, 16)
        .replace('T', ' '),
      (mail.lastError ?? '').slice(0, 60),
    ]),
    [0, 5],
  );

export async function runMailCommand(db: Database, c: MailOpsCommand, now: Date): Promise<string[]> {
  if (c.action === 'list') {
    const { mails } = await listMails(db, MAIL_FILTER_STATUSES.unsent, { limit: 200, after: null });
    return mails.length === 0 ? ['No mail is waiting or failed: every mail was sent.'] : listed(mails);
  }
  if (c.action === 'order') {
    const mails = await mailsOfOrder(db, c.orderId);
    return mails.length === 0 ? [`Order #${c.orderId} has no mails.`] : listed(mails);
  }
  const done = await retryMail(db, c.mailId, { via: 'ops' }, now);
  if ('refused' in done) {
    throw new OpsError(
      done.refused === 'no-mail'
        ? `There is no mail ${c.mailId}.`
        : `Mail ${c.mailId} is being sent or sent already.`,
    );
  }
  const { mail } = done;
  return [
    `Mail ${mail.id} (${mail.kind} to ${mail.recipient ?? 'its order’s customer'}) goes out at the outbox’s next turn.`,
  ];
}
