import { apiClient } from '@harmony/shared';
import type { AuditPage, AuditView } from '../types/audit';

/** GET /api/admin/audit with the view's filters (the blank ones left out). */
export async function fetchAudit(view: AuditView, signal: AbortSignal): Promise<AuditPage> {
  const params = Object.fromEntries(Object.entries(view).filter(([, value]) => value !== ''));
  const { data } = await apiClient.get<AuditPage>('/api/admin/audit', { params, signal });
  return data;
}

/** The people the log's person filter offers: everyone with a role now. */
export async function fetchStaffNames(
  signal: AbortSignal,
): Promise<Array<{ user_id: number; fullname: string }>> {
  const { data } = await apiClient.get<Array<{ user_id: number; fullname: string }>>('/api/admin/staff', {
    signal,
  });
  return data;
}
