import { formatOrderDate } from '@harmony/shared';
import type { StaffOrderDetail } from '../types/staff-order';
import styles from './order-detail.module.css';

/** What each kind of mail is, as staff read it. */
const MAIL_KINDS: Record<string, string> = {
  'order.confirmation': 'Confirmation',
  'order.shipped': 'Shipped',
  'order.cancellation': 'Cancellation',
  'order.refused': 'Payment refused',
  'order.cod_code': 'Cash on Delivery code',
  'order.cod_expired': 'Cash on Delivery not confirmed: cancelled',
};

/** Every mail sent (or tried) for the order, newest first: what, to whom, when, and whether it went. */
export function OrderMails({ mails }: { mails: StaffOrderDetail['mails'] }) {
  return (
    <section className={styles.panel} aria-labelledby="mails-title">
      <h2 id="mails-title">Mails</h2>
      {mails.length === 0 ? (
        <p className={styles.muted}>No mail has been sent for this order.</p>
      ) : (
        <ul className={styles.history}>
          {mails.map((mail, index) => (
            <li key={index}>
              <span>
                {MAIL_KINDS[mail.kind] ?? mail.subject}
                {mail.status === 'failed' && (
                  <strong> — not sent: {mail.error ?? 'the mail server refused it'}</strong>
                )}
              </span>
              <span className={styles.muted}>
                To {mail.to} · {formatOrderDate(mail.at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
