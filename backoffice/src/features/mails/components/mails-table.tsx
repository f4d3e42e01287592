import { formatOrderDate } from '@harmony/shared';
import { MAIL_STATUS_LABELS, isRetriableMail, mailKindLabel } from '@harmony/shared/domain';
import { Link } from '@harmony/shared/router';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import table from '../../../components/data-table.module.css';
import { RetryMailButton } from '../../../components/retry-mail-button';
import type { StaffMail } from '../../../types/staff-mail';
import styles from './mails.module.css';

/** When, as the mail's state makes it matter: its next try, when it was sent, or when it was written. */
function when(mail: StaffMail): { label: string; at: string } {
  if (mail.next_attempt_at) {
    return { label: mail.status === 'sending' ? 'Sending since' : 'Next try', at: mail.next_attempt_at };
  }
  if (mail.sent_at) return { label: 'Sent', at: mail.sent_at };
  return { label: 'Written', at: mail.created_at };
}

const tries = (attempts: number) => (attempts === 1 ? '1 try' : `${attempts} tries`);

/** What the mail is about: its order or ticket, linked. */
function About({ mail }: { mail: StaffMail }) {
  if (mail.order_id !== null)
    return <Link to={`/admin/orders/${mail.order_id}`}>Order #{mail.order_id}</Link>;
  if (mail.message_id !== null) {
    return <Link to={`/admin/messages/${mail.message_id}`}>Message #{mail.message_id}</Link>;
  }
  return null;
}

/**
 * One page of mails: what, to whom, its state and tries, the last error, when; Retry on one not sent.
 * The tries sit under the state, so the table keeps its Retry in view beside a desk's side navigation.
 */
export function MailsTable({ mails }: { mails: StaffMail[] }) {
  // A retried mail shows as the api answered it, until the page reads again.
  const [retried, setRetried] = useState<Record<number, StaffMail>>({});
  return (
    <DataTable
      label="Mails"
      columns={[
        { name: 'Mail' },
        { name: 'To' },
        { name: 'Status' },
        { name: 'Last error' },
        { name: 'When' },
        { name: 'Actions', hidden: true },
      ]}
    >
      {mails.map((listed) => {
        const mail = retried[listed.id] ?? listed;
        const time = when(mail);
        const kind = mailKindLabel(mail.kind);
        return (
          <tr key={mail.id}>
            <th scope="row" className={styles.mail}>
              {kind}
              <span className={table.secondary}>
                {mail.subject ?? 'Subject written when it is sent'} <About mail={mail} />
              </span>
            </th>
            <td data-label="To" className={styles.to}>
              {mail.to ?? '—'}
            </td>
            <td data-label="Status">
              <span className={`${table.badge} ${styles[mail.status]}`}>
                {MAIL_STATUS_LABELS[mail.status]}
              </span>
              <span className={table.secondary}>{tries(mail.attempts)}</span>
            </td>
            <td data-label="Last error" className={styles.error}>
              {mail.error ?? '—'}
            </td>
            <td data-label={time.label} className={styles.when}>
              <span className={styles.whenLabel}>{time.label} </span>
              <time dateTime={time.at}>{formatOrderDate(time.at)}</time>
            </td>
            <td className={styles.retry}>
              {isRetriableMail(mail.status) && (
                <RetryMailButton
                  mailId={mail.id}
                  label={`${kind} to ${mail.to ?? 'its customer'}`}
                  onRetried={(fresh) => setRetried((all) => ({ ...all, [fresh.id]: fresh }))}
                />
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
