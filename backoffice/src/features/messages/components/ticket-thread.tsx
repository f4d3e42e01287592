import { formatOrderDate } from '@harmony/shared';
import record from '../../../components/record-page.module.css';
import type { StaffTicket } from '../types/ticket';
import styles from './messages.module.css';

/** The conversation, oldest first: the customer's message, then each reply with who sent it and whether it was mailed. */
export function TicketThread({ ticket }: { ticket: StaffTicket }) {
  return (
    <ol className={styles.thread} aria-label="Conversation">
      <li className={styles.customer}>
        <p className={styles.from}>
          <strong>{ticket.name}</strong>
          <span className={record.muted}>{formatOrderDate(ticket.created_at)}</span>
        </p>
        <p className={styles.body}>{ticket.message}</p>
      </li>
      {ticket.replies.map((reply) => (
        <li key={reply.id} className={styles.reply}>
          <p className={styles.from}>
            <strong>{reply.author ?? 'A former staff member'}</strong>
            <span className={record.muted}>
              {formatOrderDate(reply.at)} · {reply.mailed_at ? 'Mailed' : 'Not mailed yet'}
            </span>
          </p>
          <p className={styles.body}>{reply.body}</p>
        </li>
      ))}
    </ol>
  );
}
