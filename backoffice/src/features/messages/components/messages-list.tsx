import { formatOrderDate } from '@harmony/shared';
import { TICKET_STATE_LABELS } from '@harmony/shared/domain';
import { Link } from '@harmony/shared/router';
import record from '../../../components/record-page.module.css';
import type { StaffMessage } from '../types/ticket';
import styles from './messages.module.css';

const repliesText = (n: number) => (n === 0 ? 'No reply yet' : n === 1 ? '1 reply' : `${n} replies`);

/**
 * One page of tickets as an inbox: each a line on a desk (status, customer, subject, when and its number), a card on a
 * phone. The subject is the link, so a keyboard moves from ticket to ticket with Tab.
 */
export function MessagesList({ messages }: { messages: StaffMessage[] }) {
  return (
    <ol className={styles.inbox} aria-label="Tickets">
      {messages.map((message) => (
        <li key={message.id} className={styles.line}>
          <span className={`${styles.badge} ${styles[message.status]}`}>
            {TICKET_STATE_LABELS[message.status]}
          </span>
          <span className={styles.who}>
            {message.name}
            <span className={`${record.muted} ${styles.block}`}>{message.email}</span>
          </span>
          <Link className={styles.subject} to={`/admin/messages/${message.id}`}>
            {message.subject}
          </Link>
          <span className={styles.when}>
            <time dateTime={message.created_at}>{formatOrderDate(message.created_at)}</time>
            <span className={`${record.muted} ${styles.block}`}>
              {message.ticket} · {repliesText(message.replies)}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
