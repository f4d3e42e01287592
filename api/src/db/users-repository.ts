import { and, eq, ne } from 'drizzle-orm';
import type { AccountIdentifier } from '@harmony/shared/domain';
import type { User } from '../schemas/users';
import { listAddresses, toApiAddress } from './addresses-repository';
import type { Database } from './client';
import { isUniqueViolation } from './errors';
import { revokeUserFamilies } from './refresh-tokens-repository';
import { type UserRow, users } from './schema';

/** The profile: SPEC §3 User, with the default address ids derived from the addresses' flags. */
export async function loadApiUser(db: Database, row: UserRow): Promise<User> {
  const rows = await listAddresses(db, row.id);
  return {
    id: row.id,
    fullname: row.fullname,
    email: row.email,
    contact_number: row.contactNumber,
    profile_image: row.profileImage,
    address: row.address,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    created_at: row.createdAt.toISOString(),
    addresses: rows.map(toApiAddress),
    billing_address_id: rows.find((a) => a.isDefaultBilling)?.id ?? null,
    shipping_address_id: rows.find((a) => a.isDefaultShipping)?.id ?? null,
  };
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByIdentifier(
  db: Database,
  identifier: AccountIdentifier,
): Promise<UserRow | undefined> {
  if (identifier.kind === 'unknown') return undefined;
  const column = identifier.kind === 'email' ? users.email : users.contactNumber;
  const [row] = await db.select().from(users).where(eq(column, identifier.value));
  return row;
}

export async function emailTakenByOther(db: Database, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return row !== undefined;
}

/** Which unique column a violation is about, from PostgreSQL's constraint name. */
export function uniqueViolation(err: unknown): 'email' | 'contact_number' | null {
  if (isUniqueViolation(err, 'users_email_unique')) return 'email';
  if (isUniqueViolation(err, 'users_contact_number_unique')) return 'contact_number';
  return null;
}

/**
 * A new password hash, and every session of the user ends but `keep` (the one that changed it), in one
 * transaction: the old password opens nothing once the answer is out.
 */
export async function changePassword(
  db: Database,
  userId: number,
  passwordHash: string,
  now: Date,
  keep: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await revokeUserFamilies(tx, userId, now, keep);
  });
}
