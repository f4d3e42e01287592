import type { StaffRole } from '@harmony/shared/staff';

/** A row of GET /api/admin/staff: an account with at least one role. */
export interface StaffMember {
  user_id: number;
  fullname: string;
  email: string;
  contact_number: string;
  roles: StaffRole[];
}

/** POST /api/admin/staff/grant | revoke: `changed` is false when it was already so. */
export interface RoleChange {
  user_id: number;
  role: StaffRole;
  changed: boolean;
}
