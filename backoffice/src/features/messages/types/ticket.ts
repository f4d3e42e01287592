import type { TicketListFilter, TicketState } from '@harmony/shared/domain';

/** A row of GET /api/admin/messages. */
export interface StaffMessage {
  id: number;
  ticket: string;
  status: TicketState;
  name: string;
  email: string;
  subject: string;
  created_at: string;
  replies: number;
}

export interface StaffMessagePage {
  messages: StaffMessage[];
  next: string | null;
}

/** The list's view, as its address spells it ('' when unset). */
export interface MessageListView {
  status: TicketListFilter;
  after: string;
}

/** GET /api/admin/messages/{messageId}: the customer's message, the replies oldest first, the history. */
export interface StaffTicket {
  id: number;
  ticket: string;
  status: TicketState;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  created_at: string;
  closed_at: string | null;
  replies: Array<{ id: number; body: string; at: string; author: string | null; mailed_at: string | null }>;
  history: Array<{ at: string; by: string; action: string; before: unknown; after: unknown }>;
}

/** What the page showed when staff acted: a ticket changed since is refused (409) with its fresh state. */
export interface TicketSeen {
  from: TicketState;
  replies_seen: number;
}
