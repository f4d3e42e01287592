import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type AddressKind, type AddressType, addressTypeIncludes } from '@harmony/shared/domain';
import type { Address } from '../schemas/addresses';
import type { Database } from './client';
import { type AddressRow, addresses, users } from './schema';

export interface AddressFields {
  fullname: string;
  email: string;
  contactNumber: string;
  address: string;
  state: string;
  city: string;
  pincode: string;
  type: AddressType;
}

export function toApiAddress(row: AddressRow): Address {
  return {
    id: row.id,
    fullname: row.fullname,
    email: row.email,
    contact_number: row.contactNumber,
    address: row.address,
    state: row.state,
    city: row.city,
    pincode: row.pincode,
    type: row.type as AddressType,
    is_default_billing: row.isDefaultBilling,
    is_default_shipping: row.isDefaultShipping,
    created_at: row.createdAt.toISOString(),
  };
}

/** SPEC §2 My Addresses: default billing/shipping first, then by creation, oldest first. */
export async function listAddresses(db: Database, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(
      desc(sql`(${addresses.isDefaultBilling} OR ${addresses.isDefaultShipping})`),
      asc(addresses.createdAt),
      asc(addresses.id),
    );
}

/** The user's address, or undefined (also when it belongs to someone else). */
export async function findAddress(db: Database, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

/** New addresses are saved with both default flags false (SPEC §5). */
export async function createAddress(
  db: Database,
  userId: number,
  fields: AddressFields,
  createdAt?: Date,
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...fields, isDefaultBilling: false, isDefaultShipping: false, createdAt })
    .returning();
  if (!row) throw new Error('address insert returned no row');
  return row;
}

/**
 * Replaces the fields; a default flag whose kind the new type no longer includes is dropped (the
 * address stops being that default rather than the edit being refused).
 */
export async function updateAddress(
  db: Database,
  userId: number,
  id: number,
  fields: AddressFields,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({
      ...fields,
      isDefaultBilling: addressTypeIncludes(fields.type, 'billing') ? undefined : false,
      isDefaultShipping: addressTypeIncludes(fields.type, 'shipping') ? undefined : false,
    })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

export async function deleteAddress(db: Database, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return deleted.length > 0;
}

/** Makes the address the user's only default of each kind given, in one transaction. */
export async function setDefaultAddress(
  db: Database,
  userId: number,
  id: number,
  kinds: AddressKind[],
): Promise<void> {
  await db.transaction(async (tx) => {
    // One default change per user at a time: two racing requests cannot both keep a default.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    for (const kind of kinds) {
      const column = kind === 'billing' ? addresses.isDefaultBilling : addresses.isDefaultShipping;
      const flag = kind === 'billing' ? 'isDefaultBilling' : 'isDefaultShipping';
      await tx
        .update(addresses)
        .set({ [flag]: false })
        .where(and(eq(addresses.userId, userId), eq(column, true), sql`${addresses.id} <> ${id}`));
      await tx
        .update(addresses)
        .set({ [flag]: true })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    }
  });
}
