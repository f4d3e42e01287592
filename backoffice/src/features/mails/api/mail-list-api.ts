import { apiClient } from '@harmony/shared';
import type { MailListView, StaffMailPage } from '../types/mail-list';

/** GET /api/admin/mails with the view (the blank fields left out). */
export async function fetchMails(view: MailListView, signal: AbortSignal): Promise<StaffMailPage> {
  const params = Object.fromEntries(Object.entries(view).filter(([, value]) => value !== ''));
  const { data } = await apiClient.get<StaffMailPage>('/api/admin/mails', { params, signal });
  return data;
}
