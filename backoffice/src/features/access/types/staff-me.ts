import type { BackofficeArea, StaffRole } from '@harmony/shared/staff';

/** GET /api/admin/me: who is at the desk, and the areas their roles open. */
export interface StaffMe {
  user_id: number;
  roles: StaffRole[];
  areas: BackofficeArea[];
}
