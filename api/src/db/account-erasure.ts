import { and, eq, inArray, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Mail } from '../types/mail';
import { cartAddKeys } from './cart-schema';
import type { Database } from './client';
import { enqueueMail, forgetMailsTo } from './outbox-repository';
import { revokeUserFamilies } from './refresh-tokens-repository';
import {
  addresses,
  cartItems,
  contactChanges,
  contactMessages,
  orders,
  passwordResets,
  users,
} from './schema';

/** What a deleted account's row says instead of the person's name. */
export const DELETED_NAME = 'Deleted customer';

/** Order statuses after which nothing more is delivered. */
const SETTLED = ['completed', 'cancelled', 'returned'];

/**
 * CGST rule 46(e): a tax invoice to an unregistered buyer names them, with their address and the
 * delivery address, when its taxable value is ₹50,000 or more; below that only if they ask (46(f)).
 */
export const RULE_46_NAMED_BUYER_PAISE = 50_000_00;

export type Erasure =
  | { erased: true; profileImage: string | null }
  /**
   * ordersOnTheirWay: a paid or Cash on Delivery order is still to be delivered (or cancelled); gone:
   * already deleted.
   */
  | { erased: false; reason: 'ordersOnTheirWay' | 'gone' };

/**
 * Deletes an account in one transaction. The users row stays, because orders (and their tax invoices,
 * which never change) point at it: its personal fields are overwritten with values that name nobody and
 * match no sign-up (email and mobile stay unique per row, so the same person can register again), its
 * password can never match. Saved addresses, the cart, password resets and the contact messages sent
 * from the account's email or mobile number go; every session is revoked. Orders lose the contact
 * details, and their name and addresses too unless rule 46 puts them on the invoice of a paid one
 * (taxable value of ₹50,000 or more). Every order keeps its states: the place of supply, which a paid
 * order's invoice prints and a late payment of an unpaid one still needs. Issued invoices are not touched:
 * the law keeps them as issued (CGST Act s. 36, rule 56(8)).
 */
export async function eraseAccount(
  db: Database,
  userId: number,
  now: Date,
  farewell: (address: { email: string }) => Mail,
): Promise<Erasure> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ profileImage: users.profileImage, email: users.email, mobile: users.contactNumber })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!user) return { erased: false, reason: 'gone' } as const;
    const [onItsWay] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          inArray(orders.paymentStatus, ['paid', 'cod']),
          notInArray(orders.status, SETTLED),
        ),
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
    await tx.delete(cartAddKeys).where(eq(cartAddKeys.userId, userId));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    // Contact messages name no account: the ones from its email (any case) or mobile number are its.
    await tx.delete(contactMessages).where(
      or(
        sql`lower(${contactMessages.email}) = lower(${user.email})`,
        // The form takes any spelling of a mobile number (+91, spaces): its last ten digits name it.
        sql`right(regexp_replace(${contactMessages.phone}, '\D', '', 'g'), 10) = ${user.mobile}`,
      ),
    );
    await tx.delete(contactChanges).where(eq(contactChanges.userId, userId));
    await forgetMailsTo(tx, user.email);
    // After the forgetting: the mail that says it is done goes to the address the account had.
    await enqueueMail(tx, farewell(user));
    await revokeUserFamilies(tx, userId, now);
    await tx
      .update(orders)
      .set({ customerEmail: '', customerPhone: '', updatedAt: now })
      .where(eq(orders.userId, userId));
    await tx
      .update(orders)
      .set({ customerName: DELETED_NAME, billingAddress: '', shippingAddress: '', updatedAt: now })
      .where(
        and(
          eq(orders.userId, userId),
          or(
            ne(orders.paymentStatus, 'paid'),
            lt(sql`${orders.grandTotalPaise} - ${orders.taxPaise}`, RULE_46_NAMED_BUYER_PAISE),
          ),
        ),
      );
    return { erased: true, profileImage: user.profileImage } as const;
  });
}
