import { STAFF_ROLES, STAFF_ROLE_DESCRIPTIONS } from '@harmony/shared/domain';
import type { Database } from '../db/client';
import { listStaff } from '../db/staff-repository';
import { StaffRoleError, changeRole } from '../staff/staff-roles';
import { OpsError, table } from './input';

/** The operator's side of staff: who has which role, and granting or revoking one. */

export type StaffOpsCommand =
  { name: 'staff' } | { name: 'grant-role' | 'revoke-role'; account: string; role: string };

export const STAFF_USAGE = `  staff
      Who has a role in the back office, and which.
  grant-role <email-or-mobile> <role>
  revoke-role <email-or-mobile> <role>
      Give an account a back-office role, or take it away (effective on its next request). Roles:
${STAFF_ROLES.map((role) => `        ${role}: ${STAFF_ROLE_DESCRIPTIONS[role]}`).join('\n')}`;

export function parseStaffCommand(name: StaffOpsCommand['name'], rest: string[]): StaffOpsCommand {
  if (name === 'staff') return { name };
  const [account, role] = rest as [string, string];
  return { name, account, role };
}

export async function runStaffCommand(db: Database, c: StaffOpsCommand, now: Date): Promise<string[]> {
  if (c.name === 'staff') {
    const staff = await listStaff(db);
    if (staff.length === 0) return ['Nobody has a role yet: grant-role makes the first owner.'];
    return table(
      ['Name', 'Email', 'Mobile', 'Roles'],
      staff.map((m) => [m.fullname, m.email, m.contactNumber, m.roles.join(', ')]),
    );
  }
  try {
    const action = c.name === 'grant-role' ? 'grant' : 'revoke';
    const done = await changeRole(
      db,
      { action, emailOrMobile: c.account, role: c.role },
      { via: 'ops' },
      now,
    );
    const is = `${done.email} ${action === 'grant' ? 'is now' : 'is no longer'} ${done.role}.`;
    const was = `${done.email} ${action === 'grant' ? 'was already' : 'was not'} ${done.role}.`;
    return [done.changed ? is : was];
  } catch (err) {
    if (err instanceof StaffRoleError) throw new OpsError(err.message);
    throw err;
  }
}
