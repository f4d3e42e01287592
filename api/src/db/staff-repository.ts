import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '@harmony/shared/domain';
import type { Database } from './client';
import { prepared } from './prepared';
import { users } from './schema';
import { staffRoles } from './staff-schema';

/** The roles of an account that is not deleted, in STAFF_ROLES order; [] for a shopper. */
export async function rolesOf(db: Database, userId: number): Promise<StaffRole[]> {
  const rows = await prepared(db, 'staff_roles_of', (d) =>
    d
      .select({ role: staffRoles.role })
      .from(staffRoles)
      .innerJoin(users, eq(users.id, staffRoles.userId))
      .where(and(eq(staffRoles.userId, sql.placeholder('userId')), isNull(users.deletedAt))),
  ).execute({ userId });
  const held = new Set(rows.map((row) => row.role));
  return STAFF_ROLES.filter((role) => held.has(role));
}

/** Grants a role; false when the account already had it. */
export async function insertRole(tx: Database, userId: number, role: StaffRole, at: Date) {
  const added = await tx
    .insert(staffRoles)
    .values({ userId, role, grantedAt: at })
    .onConflictDoNothing()
    .returning({ role: staffRoles.role });
  return added.length > 0;
}

/**
 * Takes a role away, in the caller's transaction; an owner only while another owner remains (the owners'
 * rows are locked first, so two owners revoking each other cannot both pass).
 */
export async function deleteRole(
  tx: Database,
  userId: number,
  role: StaffRole,
): Promise<'revoked' | 'not-held' | 'last-owner'> {
  if (role === 'owner') {
    const owners = await tx
      .select({ userId: staffRoles.userId })
      .from(staffRoles)
      .where(eq(staffRoles.role, 'owner'))
      .for('update');
    if (owners.some((o) => o.userId === userId) && owners.length === 1) return 'last-owner';
  }
  const removed = await tx
    .delete(staffRoles)
    .where(and(eq(staffRoles.userId, userId), eq(staffRoles.role, role)))
    .returning({ role: staffRoles.role });
  return removed.length > 0 ? 'revoked' : 'not-held';
}

export interface StaffMember {
  userId: number;
  fullname: string;
  email: string;
  contactNumber: string;
  roles: StaffRole[];
}

/** Everyone with a role, by name. */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select({
      userId: users.id,
      fullname: users.fullname,
      email: users.email,
      contactNumber: users.contactNumber,
      role: staffRoles.role,
    })
    .from(staffRoles)
    .innerJoin(users, eq(users.id, staffRoles.userId))
    .where(isNull(users.deletedAt))
    .orderBy(asc(users.fullname), asc(users.id));
  const byUser = new Map<number, StaffMember>();
  for (const { role, ...member } of rows) {
    const entry = byUser.get(member.userId) ?? { ...member, roles: [] };
    entry.roles.push(role as StaffRole);
    byUser.set(member.userId, entry);
  }
  return [...byUser.values()].map((m) => ({ ...m, roles: STAFF_ROLES.filter((r) => m.roles.includes(r)) }));
}
