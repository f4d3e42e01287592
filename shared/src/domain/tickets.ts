// Contact-form tickets in the back office: their states, the list's filter, the reply's rule and the
// words staff read, as the api answers them and the screens show them.

export const TICKET_STATES = ['open', 'closed'] as const;
export type TicketState = (typeof TICKET_STATES)[number];

export const TICKET_STATE_LABELS: Record<TicketState, string> = { open: 'Open', closed: 'Closed' };

/** The list's filter; 'all' shows the open ones first. */
export const TICKET_LIST_FILTERS = ['all', 'open', 'closed'] as const;
export type TicketListFilter = (typeof TICKET_LIST_FILTERS)[number];

export const TICKET_LIST_PAGE_SIZE = 25;

/** Longer than the contact form's message: an answer may walk a customer through an installation. */
export const TICKET_REPLY_MAX = 5000;

export const TICKET_MESSAGES = {
  changed: 'This ticket changed since you opened it',
  noTicket: 'There is no such ticket.',
  replyBlank: 'Write the reply first.',
  replyTooLong: `A reply must be at most ${TICKET_REPLY_MAX} characters.`,
} as const;

/** Why a reply cannot be sent as typed, or undefined when it can (spaces around it do not count). */
export function ticketReplyError(text: string): string | undefined {
  const reply = text.trim();
  if (!reply) return TICKET_MESSAGES.replyBlank;
  if (reply.length > TICKET_REPLY_MAX) return TICKET_MESSAGES.replyTooLong;
  return undefined;
}
