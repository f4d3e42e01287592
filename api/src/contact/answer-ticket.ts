import { type TicketState, ticketReplyError } from '@harmony/shared/domain';
import type { Actor } from '../db/audit-repository';
import type { TicketReplyRow } from '../db/backoffice-schema';
import { auditedWrite } from '../db/audited-write';
import type { Database } from '../db/client';
import { lockTicket, setTicketStatus } from '../db/contact-messages-repository';
import type { ContactMessageRow } from '../db/schema';
import { enqueueMail } from '../db/outbox-repository';
import { addTicketReply, countReplies } from '../db/ticket-replies-repository';
import { HttpError } from '../http/http-errors';
import { ticketReplyMail } from '../mail/contact-mails';

export type TicketRefusal = 'no-ticket' | 'changed';

/** Why a ticket was not changed; the caller answers with the ticket as it is now. */
export class TicketError extends Error {
  constructor(readonly reason: TicketRefusal) {
    super(reason);
    this.name = 'TicketError';
  }
}

/**
 * What the staff member's page showed. Its status alone cannot tell a stale page (a ticket has two), so
 * the number of replies too: a reply sent meanwhile (by a colleague, or by a second click) makes the
 * page stale, and the customer is not answered twice by accident.
 */
export interface TicketSeen {
  status: TicketState;
  replies: number;
}

type StaffActor = Extract<Actor, { via: 'back office' }>;

/** Refuses a change from a page that no longer shows the ticket as it is. */
async function checkSeen(tx: Database, ticket: ContactMessageRow, seen: TicketSeen) {
  const stale = ticket.status !== seen.status || (await countReplies(tx, ticket.id)) !== seen.replies;
  if (stale) throw new TicketError('changed');
}

/**
 * Closes or reopens a ticket, with its audit line in the same transaction. Asking for the status it
 * already has changes nothing (a double click, two staff closing it at once) and is not an error.
 */
export async function setTicketState(
  db: Database,
  request: { messageId: number; to: TicketState; seen: TicketSeen },
  actor: Actor,
  now: Date,
): Promise<{ changed: boolean }> {
  const { messageId, to, seen } = request;
  return auditedWrite<ContactMessageRow, { changed: boolean }>(db, actor, now, {
    lock: (tx) => lockTicket(tx, messageId),
    missing: () => new TicketError('no-ticket'),
    already: (ticket) => (ticket.status === to ? { changed: false } : undefined),
    check: (tx, ticket) => checkSeen(tx, ticket, seen),
    async write(tx) {
      await setTicketStatus(tx, messageId, to, now);
      return { changed: true };
    },
    audit: (ticket) => ({
      action: to === 'closed' ? 'ticket.close' : 'ticket.reopen',
      objectType: 'ticket',
      objectId: messageId,
      before: { status: ticket.status },
      after: { status: to },
    }),
  });
}

/**
 * Keeps a staff member's reply on the ticket, with its audit line in the same transaction. A reply to a
 * closed ticket reopens it: the conversation is going on again, so it waits in the open list until
 * someone closes it. Its mail to the customer is written to the outbox with it. Answers the ticket and
 * the reply.
 */
export async function replyToTicket(
  db: Database,
  request: { messageId: number; body: string; seen: TicketSeen; shopAddress: string },
  actor: StaffActor,
  now: Date,
): Promise<{ ticket: ContactMessageRow; reply: TicketReplyRow }> {
  const error = ticketReplyError(request.body);
  if (error) throw new HttpError(400, error, { body: error });
  const { messageId, seen } = request;
  const body = request.body.trim();
  return auditedWrite(db, actor, now, {
    lock: (tx) => lockTicket(tx, messageId),
    missing: () => new TicketError('no-ticket'),
    check: (tx, ticket) => checkSeen(tx, ticket, seen),
    async write(tx, ticket) {
      const reply = await addTicketReply(tx, { messageId, authorUserId: actor.userId, body, at: now });
      if (ticket.status === 'closed') await setTicketStatus(tx, messageId, 'open', now);
      await enqueueMail(tx, ticketReplyMail(ticket.id, ticket, reply, request.shopAddress));
      return { ticket, reply };
    },
    audit: (ticket, { reply }) => ({
      action: 'ticket.reply',
      objectType: 'ticket',
      objectId: messageId,
      before: { status: ticket.status },
      after: { status: 'open', reply: reply.id, body },
    }),
  });
}
