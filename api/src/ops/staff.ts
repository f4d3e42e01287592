import { STAFF_ROLES, STAFF_ROLE_DESCRIPTIONS } from '@harmony/shared/domain';
import type { Database } from '../db/client';
import { listStaff } from '../db/staff-repository';
import { StaffRoleError, grantRole, revokeRole } from '../staff/staff-roles';
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

/** Who the audit of a change made here names. */
const OPERATOR = 'npm run ops';

export async function runStaffCommand(db: Database, c: StaffOpsCommand): Promise<string[]> {
  if (c.name === 'staff') {
    const staff = await listStaff(db);
    if (staff.length === 0) return ['Nobody has a role yet: grant-role makes the first owner.'];
    return table(
      ['Name', 'Email', 'Mobile', 'Roles'],
      staff.map((m) => [m.fullname, m.email, m.contactNumber, m.roles.join(', ')]),
    );
  }
  try {
    if (c.name === 'grant-role') {
      const done = await grantRole(db, c.account, c.role, OPERATOR);
      return [
        done.changed ? `${done.email} is now ${done.role}.` : `${done.email} was already ${done.role}.`,
      ];
    }
    const done = await revokeRole(db, c.account, c.role);
    return [
      done.changed ? `${done.email} is no longer ${done.role}.` : `${done.email} was not ${done.role}.`,
    ];
  } catch (err) {
    if (err instanceof StaffRoleError) throw new OpsError(err.message);
    throw err;
  }
}
