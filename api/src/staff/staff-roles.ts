import {
  STAFF_MESSAGES,
  STAFF_ROLES,
  type StaffRole,
  isStaffRole,
  parseIdentifier,
} from '@harmony/shared/domain';
import type { Database } from '../db/client';
import { type Actor, recordAudit } from '../db/audit-repository';
import { deleteRole, insertRole, rolesOf } from '../db/staff-repository';
import { findUserByIdentifier } from '../db/users-repository';

/** A refusal of a grant or revoke, worded for whoever asked (the back office or the operator). */
export class StaffRoleError extends Error {
  constructor(
    message: string,
    readonly reason: 'unknown-role' | 'no-account' | 'last-owner',
  ) {
    super(message);
  }
}

function roleOf(role: string): StaffRole {
  if (!isStaffRole(role)) throw new StaffRoleError(STAFF_MESSAGES.unknownRole, 'unknown-role');
  return role;
}

/** The account a grant names by its email or mobile number (a deleted one is nobody). */
async function accountOf(db: Database, emailOrMobile: string) {
  const identifier = parseIdentifier(emailOrMobile);
  const user = identifier && (await findUserByIdentifier(db, identifier));
  if (!user || user.deletedAt) throw new StaffRoleError(STAFF_MESSAGES.accountNotFound, 'no-account');
  return user;
}

export interface RoleChange {
  userId: number;
  email: string;
  role: StaffRole;
  /** False when nothing changed (it was already granted, or not held). */
  changed: boolean;
}

/**
 * Grants or revokes `role` for the account with this email or mobile number, with its line in the audit
 * log (the account's roles before and after) in the same transaction. Doing it twice changes nothing
 * and logs nothing; the last owner keeps theirs, so the shop always has someone who can grant.
 */
export async function changeRole(
  db: Database,
  change: { action: 'grant' | 'revoke'; emailOrMobile: string; role: string },
  actor: Actor,
  now: Date,
): Promise<RoleChange> {
  const role = roleOf(change.role);
  const user = await accountOf(db, change.emailOrMobile);
  const changed = await db.transaction(async (tx) => {
    const before = await rolesOf(tx, user.id);
    if (change.action === 'grant') {
      if (!(await insertRole(tx, user.id, role, now))) return false;
    } else {
      const outcome = await deleteRole(tx, user.id, role);
      if (outcome === 'last-owner') throw new StaffRoleError(STAFF_MESSAGES.lastOwner, 'last-owner');
      if (outcome === 'not-held') return false;
    }
    const after =
      change.action === 'grant'
        ? STAFF_ROLES.filter((held) => held === role || before.includes(held))
        : before.filter((held) => held !== role);
    await recordAudit(
      tx,
      actor,
      {
        action: `role.${change.action}`,
        objectType: 'account',
        objectId: user.id,
        before: { roles: before },
        after: { roles: after },
      },
      now,
    );
    return true;
  });
  return { userId: user.id, email: user.email, role, changed };
}
