import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { Database } from './client';
import { revokeUserFamilies } from './refresh-tokens-repository';
import { addresses, cartItems, contactChanges, orders, passwordResets, users } from './schema';

/** What a deleted account's row says instead of the person's name. */
export const DELETED_NAME = 'Deleted customer';

/** Order statuses after which nothing more is delivered. */
const SETTLED = ['completed', 'cancelled'];

export type Erasure =
  | { erased: true; profileImage: string | null }
  /** ordersOnTheirWay: a paid order is still to be delivered (or cancelled); gone: already deleted. */
  | { erased: false; reason: 'ordersOnTheirWay' | 'gone' };

/**
 * Deletes an account in one transaction. The users row stays, because orders (and their tax invoices,
 * which never change) point at it: its personal fields are overwritten with values that name nobody and
 * match no sign-up (email and mobile stay unique per row, so the same person can register again), its
 * password can never match. Saved addresses, the cart and password resets go; every session is revoked.
 * Orders keep what their invoice needs and lose the contact details only.
 */
export async function eraseAccount(db: Database, userId: number, now: Date): Promise<Erasure> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ profileImage: users.profileImage })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!user) return { erased: false, reason: 'gone' } as const;
    const [onItsWay] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.userId, userId), eq(orders.paymentStatus, 'paid'), notInArray(orders.status, SETTLED)),
      )
      .limit(1);
    if (onItsWay) return { erased: false, reason: 'ordersOnTheirWay' } as const;

    // Not an email and not a mobile number: no login, reset or sign-up can ever name them.
    const placeholder = `deleted:${userId}`;
    await tx
      .update(users)
      .set({
        fullname: DELETED_NAME,
        email: placeholder,
        contactNumber: placeholder,
        // Not scrypt's format: verify() refuses every password against it.
        passwordHash: 'deleted',
        address: '',
        city: '',
        state: '',
        pincode: '',
        profileImage: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await tx.delete(addresses).where(eq(addresses.userId, userId));
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    await tx.delete(contactChanges).where(eq(contactChanges.userId, userId));
    await revokeUserFamilies(tx, userId, now);
    await tx
      .update(orders)
      .set({ customerEmail: '', customerPhone: '', updatedAt: now })
      .where(eq(orders.userId, userId));
    return { erased: true, profileImage: user.profileImage } as const;
  });
}
