import { apiClient } from '@harmony/shared';
import type { StaffMail } from '../types/staff-mail';

/** Asks for a waiting or failed mail now: the api's outbox sends it at its next turn. */
export async function retryMail(mailId: number): Promise<StaffMail> {
  const { data } = await apiClient.post<StaffMail>(`/api/admin/mails/${mailId}/retry`);
  return data;
}
