import { apiClient } from '@harmony/shared';
import type { StaffRole } from '@harmony/shared/staff';
import type { RoleChange, StaffMember } from '../types/staff-member';

export async function fetchStaff(signal: AbortSignal): Promise<StaffMember[]> {
  const { data } = await apiClient.get<StaffMember[]>('/api/admin/staff', { signal });
  return data;
}

export async function changeRole(
  action: 'grant' | 'revoke',
  emailOrMobile: string,
  role: StaffRole,
): Promise<RoleChange> {
  const { data } = await apiClient.post<RoleChange>(`/api/admin/staff/${action}`, {
    email_or_mobile: emailOrMobile,
    role,
  });
  return data;
}
