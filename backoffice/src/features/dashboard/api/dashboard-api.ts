import { apiClient } from '@harmony/shared';
import type { DashboardRange } from '@harmony/shared/domain';
import type { Dashboard } from '../types/dashboard';

export async function fetchDashboard(range: DashboardRange, signal: AbortSignal): Promise<Dashboard> {
  const { data } = await apiClient.get<Dashboard>('/api/admin/dashboard', { params: { range }, signal });
  return data;
}
