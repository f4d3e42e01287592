import { TICKET_MESSAGES } from '@harmony/shared/domain';
import { httpError } from '@harmony/shared/testing/http-errors';
import type { StaffTicket } from '../types/ticket';

/** A ticket as GET /api/admin/messages/{id} answers it: open, not answered yet. */
export const staffTicket = (fields: Partial<StaffTicket> = {}): StaffTicket => ({
  id: 42,
  ticket: 'HAR-T-000042',
  status: 'open',
  name: 'Meera Iyer',
  email: 'meera@example.in',
  phone: '9123456780',
  subject: 'Warranty',
  message: 'Is my V-200 covered?',
  created_at: '2026-11-21T10:35:00.000Z',
  closed_at: null,
  replies: [],
  history: [],
  ...fields,
});

/** What axios rejects with when the ticket changed since the page showed it: 409 with the fresh one. */
export function ticketChanged(fresh: StaffTicket): Error {
  const error = httpError(409, TICKET_MESSAGES.changed) as Error & { response: { data: object } };
  error.response.data = { ...error.response.data, detail: fresh };
  return error;
}
