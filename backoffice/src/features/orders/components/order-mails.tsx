import { formatOrderDate } from '@harmony/shared';
import { MAIL_STATUS_LABELS, isRetriableMail, mailKindLabel } from '@harmony/shared/domain';
import { useState } from 'react';
import { RetryMailButton } from '../../../components/retry-mail-button';
import type { StaffOrderDetail } from '../types/staff-order';
import styles from './order-detail.module.css';

type OrderMail = StaffOrderDetail['mails'][number];

/** Its state in words: sent when, or its tries, next try and last error. */
function state(mail: OrderMail): string {
  if (mail.status === 'sent') return `Sent ${formatOrderDate(mail.at)}`;
  const tries = `${mail.attempts} ${mail.attempts === 1 ? 'try' : 'tries'}`;
  const next = mail.next_attempt_at ? `, next ${formatOrderDate(mail.next_attempt_at)}` : '';
  return `${MAIL_STATUS_LABELS[mail.status]} (${tries}${next})`;
}

/**
 * Every mail written for the order, newest first: what, to whom, whether it went and, for one not sent,
 * its last error and Retry.
 */
export function OrderMails({ mails }: { mails: StaffOrderDetail['mails'] }) {
  // A retried mail shows as due now, until the page reads again.
  const [retried, setRetried] = useState<Record<number, string | null>>({});
  return (
    <section className={styles.panel} aria-labelledby="mails-title">
      <h2 id="mails-title">Mails</h2>
      {mails.length === 0 ? (
        <p className={styles.muted}>No mail has been sent for this order.</p>
      ) : (
        <ul className={styles.history} aria-label="Mails of the order">
          {mails.map((listed) => {
            const mail: OrderMail =
              listed.id in retried
                ? { ...listed, status: 'pending', next_attempt_at: retried[listed.id] ?? null }
                : listed;
            const kind = mailKindLabel(mail.kind);
            return (
              <li key={mail.id} className={styles.mail}>
                <span>
                  <strong>{kind}</strong> · {state(mail)}
                </span>
                <span className={styles.muted}>
                  To {mail.to}
                  {mail.subject && ` · “${mail.subject}”`}
                </span>
                {mail.status !== 'sent' && mail.error && (
                  <span className={styles.mailError}>Last error: {mail.error}</span>
                )}
                {isRetriableMail(mail.status) && (
                  <span className={styles.mailRetry}>
                    <RetryMailButton
                      mailId={mail.id}
                      label={`${kind} to ${mail.to}`}
                      onRetried={(fresh) =>
                        setRetried((all) => ({ ...all, [fresh.id]: fresh.next_attempt_at }))
                      }
                    />
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
