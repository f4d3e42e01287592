import { and, eq } from 'drizzle-orm';
import type { AccountIdentifier } from '@harmony/shared/domain';
import type { User } from '../schemas/users';
import type { Mail } from '../types/mail';
import { createAddress, listAddresses, toApiAddress } from './addresses-repository';
import { pendingContactChange } from './contact-changes-repository';
import type { Database } from './client';
import { isUniqueViolation } from './errors';
import { enqueueMail } from './outbox-repository';
import { revokeUserFamilies } from './refresh-tokens-repository';
import { rolesOf } from './staff-repository';
import { type UserRow, users } from './schema';

/** The profile: SPEC §3 User, with the default address ids derived from the addresses' flags, and its roles. */
export async function loadApiUser(db: Database, row: UserRow, now: Date): Promise<User> {
  const rows = await listAddresses(db, row.id);
  const pending = await pendingContactChange(db, row.id, now);
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
    pending_email: pending?.newEmail ?? null,
    pending_contact_number: pending?.newContactNumber ?? null,
    staff_roles: await rolesOf(db, row.id),
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

/** A new account as it is kept: its password hashed, its registration address. */
export interface NewCustomer {
  fullname: string;
  email: string;
  contactNumber: string;
  passwordHash: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

/**
 * The account and its first address (billing and shipping, not a default) from the same details, in one
 * transaction. A unique violation (email, contact_number) is thrown as it is: see uniqueViolation.
 */
export async function createCustomer(db: Database, customer: NewCustomer, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...customer, createdAt: now, updatedAt: now })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned no row');
    const { passwordHash: _, ...details } = customer;
    await createAddress(tx, user.id, { ...details, type: 'billing+shipping' }, now);
    return user.id;
  });
}

/** The profile's name and email; undefined when the user is gone. */
export async function updateProfile(
  db: Database,
  userId: number,
  fields: { fullname: string },
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Sets the user's picture and answers the one it replaced (null for none), its file to delete. */
export async function replaceProfileImage(
  db: Database,
  userId: number,
  profileImage: string,
  now: Date,
): Promise<string | null> {
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ profileImage: users.profileImage })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx.update(users).set({ profileImage, updatedAt: now }).where(eq(users.id, userId));
    return row;
  });
  return previous?.profileImage ?? null;
}

/** Which unique column a violation is about, from PostgreSQL's constraint name. */
export function uniqueViolation(err: unknown): 'email' | 'contact_number' | null {
  if (isUniqueViolation(err, 'users_email_unique')) return 'email';
  if (isUniqueViolation(err, 'users_contact_number_unique')) return 'contact_number';
  return null;
}

/**
 * A new password hash, and every session of the user ends but `keep` (the one that changed it), in one
 * transaction with the mail that tells the customer: the old password opens nothing once the answer is out.
 */
export async function changePassword(
  db: Database,
  userId: number,
  passwordHash: string,
  now: Date,
  keep: string,
  mail: Mail,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await revokeUserFamilies(tx, userId, now, keep);
    await enqueueMail(tx, mail);
  });
}

/**
 * The same password, hashed again at a higher cost after a login: stored only if the hash is still the
 * one that was checked, so a password changed meanwhile is not overwritten. Sessions are untouched.
 */
export async function upgradePasswordHash(
  db: Database,
  userId: number,
  checked: string,
  passwordHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, checked)));
}
