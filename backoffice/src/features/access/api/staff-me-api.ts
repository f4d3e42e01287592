import { apiClient } from '@harmony/shared';
import type { StaffMe } from '../types/staff-me';

export async function fetchStaffMe(signal: AbortSignal): Promise<StaffMe> {
  const { data } = await apiClient.get<StaffMe>('/api/admin/me', { signal });
  return data;
}
