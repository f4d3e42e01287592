import { Button, formatOrderDate } from '@harmony/shared';
import { TICKET_MESSAGES, type TicketState } from '@harmony/shared/domain';
import { FormNotice } from '@harmony/shared/forms';
import { useId } from 'react';
import record from '../../../components/record-page.module.css';
import { useFormAction } from '../../../hooks/use-form-action';
import { freshTicket, moveTicket } from '../api/messages-api';
import type { StaffTicket } from '../types/ticket';
import styles from './messages.module.css';

export const STATUS_TEXT = {
  failed: 'The ticket could not be updated. Try again.',
  changed: `${TICKET_MESSAGES.changed}: it now shows as it is. Check it before acting again.`,
  done: { closed: 'Ticket closed.', open: 'Ticket reopened.' },
} as const;

type HistoryLine = StaffTicket['history'][number];

/** A line of the ticket's history in words. */
function describe(line: HistoryLine): string {
  const before = line.before as { status?: TicketState } | null;
  switch (line.action) {
    case 'ticket.reply':
      return before?.status === 'closed' ? 'Replied, reopening the ticket' : 'Replied';
    case 'ticket.close':
      return 'Closed the ticket';
    case 'ticket.reopen':
      return 'Reopened the ticket';
    default:
      return line.action;
  }
}

/** Close or reopen the ticket, and who did what to it, from the audit log, oldest first. */
export function TicketStatusPanel({
  ticket,
  onChanged,
}: {
  ticket: StaffTicket;
  onChanged: (ticket: StaffTicket) => void;
}) {
  const { busy, notice, run } = useFormAction();
  const errorId = useId();
  const to: TicketState = ticket.status === 'open' ? 'closed' : 'open';

  const act = () =>
    run(
      async () => {
        onChanged(await moveTicket(ticket, to));
        return STATUS_TEXT.done[to];
      },
      STATUS_TEXT.failed,
      (error) => (freshTicket(error, onChanged) ? STATUS_TEXT.changed : undefined),
    );

  return (
    <section className={record.panel} aria-labelledby="ticket-status-title">
      <h2 id="ticket-status-title">Status</h2>
      <FormNotice errorId={errorId} notice={notice} />
      <p>
        {ticket.status === 'open' ? 'This ticket is open.' : `Closed ${formatOrderDate(ticket.closed_at)}.`}
      </p>
      <Button
        variant={to === 'closed' ? 'primary' : 'ghost'}
        busy={busy}
        disabled={busy}
        onClick={() => void act()}
      >
        {to === 'closed' ? 'Close ticket' : 'Reopen ticket'}
      </Button>
      <h3>History</h3>
      {ticket.history.length === 0 ? (
        <p className={record.muted}>No staff action on this ticket yet.</p>
      ) : (
        <ol className={styles.history}>
          {ticket.history.map((line, index) => (
            <li key={index}>
              {describe(line)}
              <span className={record.muted}>
                {line.by} · {formatOrderDate(line.at)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
