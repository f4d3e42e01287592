import { Button } from '@harmony/shared';
import { TICKET_MESSAGES, TICKET_REPLY_MAX, ticketReplyError } from '@harmony/shared/domain';
import { FormNotice, TextAreaField, formStyles } from '@harmony/shared/forms';
import { useId, useState, type FormEvent } from 'react';
import { useFormAction } from '../../../hooks/use-form-action';
import { freshTicket, sendReply } from '../api/messages-api';
import type { StaffTicket } from '../types/ticket';

export const REPLY_TEXT = {
  failed: 'The reply could not be sent. Try again.',
  changed: `${TICKET_MESSAGES.changed}: it now shows as it is. Read it, then send your reply again.`,
  sent: (email: string) => `Reply kept on the ticket and on its way to ${email}.`,
  reopens: 'This ticket is closed: replying reopens it.',
} as const;

/**
 * A reply to the customer, mailed by the api and kept on the ticket. What was typed stays until it is
 * sent: a failure, or a ticket that changed meanwhile, says why and leaves the text to send again.
 */
export function ReplyForm({
  ticket,
  onChanged,
}: {
  ticket: StaffTicket;
  onChanged: (ticket: StaffTicket) => void;
}) {
  const [body, setBody] = useState('');
  const { busy, notice, setNotice, run } = useFormAction();
  const errorId = useId();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = ticketReplyError(body);
    if (invalid) {
      setNotice({ kind: 'error', text: invalid });
      return;
    }
    await run(
      async () => {
        onChanged(await sendReply(ticket, body.trim()));
        setBody('');
        return REPLY_TEXT.sent(ticket.email);
      },
      REPLY_TEXT.failed,
      (error) => (freshTicket(error, onChanged) ? REPLY_TEXT.changed : undefined),
    );
  };

  return (
    <form className={formStyles.form} onSubmit={(event) => void send(event)} noValidate>
      <FormNotice errorId={errorId} notice={notice} />
      <TextAreaField
        label={`Reply to ${ticket.name}`}
        value={body}
        rows={6}
        maxLength={TICKET_REPLY_MAX}
        onChange={(event) => setBody(event.target.value)}
        errorId={errorId}
        invalid={notice?.kind === 'error' && ticketReplyError(body) !== undefined}
        hint={`Mailed to ${ticket.email} with the ticket number.${ticket.status === 'closed' ? ` ${REPLY_TEXT.reopens}` : ''}`}
      />
      <Button type="submit" busy={busy} disabled={busy}>
        {busy ? 'Sending…' : 'Send reply'}
      </Button>
    </form>
  );
}
