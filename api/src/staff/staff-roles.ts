import { STAFF_MESSAGES, type StaffRole, isStaffRole, parseIdentifier } from '@harmony/shared/domain';
import type { Database } from '../db/client';
import { deleteRole, insertRole } from '../db/staff-repository';
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

/** Grants `role` to the account with this email or mobile number; granting it again changes nothing. */
export async function grantRole(
  db: Database,
  emailOrMobile: string,
  role: string,
  grantedBy: string,
): Promise<RoleChange> {
  const wanted = roleOf(role);
  const user = await accountOf(db, emailOrMobile);
  const changed = await insertRole(db, user.id, wanted, grantedBy);
  return { userId: user.id, email: user.email, role: wanted, changed };
}

/** Takes `role` away; the last owner keeps theirs, so the shop always has someone who can grant. */
export async function revokeRole(db: Database, emailOrMobile: string, role: string): Promise<RoleChange> {
  const wanted = roleOf(role);
  const user = await accountOf(db, emailOrMobile);
  const outcome = await deleteRole(db, user.id, wanted);
  if (outcome === 'last-owner') throw new StaffRoleError(STAFF_MESSAGES.lastOwner, 'last-owner');
  return { userId: user.id, email: user.email, role: wanted, changed: outcome === 'revoked' };
}
