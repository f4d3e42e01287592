import { Button, StatusMessage, errorMessage, formatOrderDate, useDocumentTitle } from '@harmony/shared';
import { TICKET_STATE_LABELS } from '@harmony/shared/domain';
import { Link, useParams } from '@harmony/shared/router';
import { useState } from 'react';
import record from '../../../components/record-page.module.css';
import { useApiRead } from '../../../hooks/use-api-read';
import { fetchTicket } from '../api/messages-api';
import type { StaffTicket } from '../types/ticket';
import styles from './messages.module.css';
import { ReplyForm } from './reply-form';
import { TicketStatusPanel } from './ticket-status-panel';
import { TicketThread } from './ticket-thread';

export const MESSAGE_TEXT = {
  loading: 'Loading the message',
  failed: 'The message could not be loaded. Try again.',
} as const;

function Ticket({ ticket, onChanged }: { ticket: StaffTicket; onChanged: (t: StaffTicket) => void }) {
  return (
    <div className={record.columns}>
      <div className={record.main}>
        <section className={record.panel} aria-labelledby="conversation-title">
          <h2 id="conversation-title">Conversation</h2>
          <TicketThread ticket={ticket} />
          <ReplyForm ticket={ticket} onChanged={onChanged} />
        </section>
      </div>
      <div className={record.side}>
        <section className={record.panel} aria-labelledby="customer-title">
          <h2 id="customer-title">Customer</h2>
          <dl className={record.facts}>
            <dt>Name</dt>
            <dd>{ticket.name}</dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${ticket.email}`}>{ticket.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:+91${ticket.phone}`}>{ticket.phone}</a>
            </dd>
          </dl>
        </section>
        <TicketStatusPanel ticket={ticket} onChanged={onChanged} />
      </div>
    </div>
  );
}

/** /admin/messages/{messageId}: a customer's message, its replies, a reply form, close and reopen. */
export function MessagePage() {
  const { messageId = '' } = useParams();
  const { read, reload } = useApiRead((signal) => fetchTicket(messageId, signal), messageId);
  // What an action answered replaces what was read, until the page reads again.
  const [acted, setActed] = useState<StaffTicket | null>(null);
  const ticket = acted?.id === Number(messageId) ? acted : read.state === 'done' ? read.data : null;
  useDocumentTitle(ticket ? `Message ${ticket.ticket}` : 'Customer message');
  return (
    <div className={record.page}>
      <Link to="/admin/messages">All messages</Link>
      <h1 className={styles.title}>
        {ticket ? ticket.subject : 'Customer message'}
        {ticket && (
          <span className={`${styles.badge} ${styles[ticket.status]}`}>
            {TICKET_STATE_LABELS[ticket.status]}
          </span>
        )}
      </h1>
      {ticket && (
        <p className={record.muted}>
          Ticket {ticket.ticket} · received {formatOrderDate(ticket.created_at)}
        </p>
      )}
      {ticket ? (
        <Ticket ticket={ticket} onChanged={setActed} />
      ) : read.state === 'failed' ? (
        <StatusMessage>
          <span role="alert">{errorMessage(read.error, MESSAGE_TEXT.failed)}</span>{' '}
          <Button onClick={reload}>Try again</Button>
        </StatusMessage>
      ) : (
        <StatusMessage busy>{MESSAGE_TEXT.loading}</StatusMessage>
      )}
    </div>
  );
}
