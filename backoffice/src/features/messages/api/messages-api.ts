import { apiClient, failedResponse } from '@harmony/shared';
import type { TicketState } from '@harmony/shared/domain';
import type { MessageListView, StaffMessagePage, StaffTicket, TicketSeen } from '../types/ticket';

/** GET /api/admin/messages with the view (the blank fields left out). */
export async function fetchMessages(view: MessageListView, signal: AbortSignal): Promise<StaffMessagePage> {
  const params = Object.fromEntries(Object.entries(view).filter(([, value]) => value !== ''));
  const { data } = await apiClient.get<StaffMessagePage>('/api/admin/messages', { params, signal });
  return data;
}

export async function fetchTicket(messageId: string, signal: AbortSignal): Promise<StaffTicket> {
  const { data } = await apiClient.get<StaffTicket>(`/api/admin/messages/${messageId}`, { signal });
  return data;
}

/** What this page shows of the ticket, sent with each action so a stale page is told. */
export const seenOn = (ticket: StaffTicket): TicketSeen => ({
  from: ticket.status,
  replies_seen: ticket.replies.length,
});

/** Keeps the reply on the ticket; the api mails it to the customer. */
export async function sendReply(ticket: StaffTicket, body: string): Promise<StaffTicket> {
  const { data } = await apiClient.post<StaffTicket>(`/api/admin/messages/${ticket.id}/replies`, {
    ...seenOn(ticket),
    body,
  });
  return data;
}

export async function moveTicket(ticket: StaffTicket, to: TicketState): Promise<StaffTicket> {
  const { data } = await apiClient.post<StaffTicket>(`/api/admin/messages/${ticket.id}/status`, {
    ...seenOn(ticket),
    to,
  });
  return data;
}

/**
 * When an action was refused because the ticket changed meanwhile (409), shows the ticket as it is now
 * and answers true; any other failure answers false.
 */
export function freshTicket(error: unknown, show: (ticket: StaffTicket) => void): boolean {
  const answer = failedResponse(error);
  const detail = (answer?.data as { detail?: StaffTicket } | undefined)?.detail;
  if (answer?.status !== 409 || !detail) return false;
  show(detail);
  return true;
}
