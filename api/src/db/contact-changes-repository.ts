import type { Mail } from '../types/mail';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { CONTACT_CONFIRM_HOURS, CONTACT_UNDO_DAYS } from '@harmony/shared/domain';
import type { Database } from './client';
import { linkTokenHash } from './password-resets-repository';
import { revokeUserFamilies } from './refresh-tokens-repository';
import { type ContactChangeRow, contactChanges, passwordResets, users } from './schema';
import { enqueueMail } from './outbox-repository';

const HOUR = 60 * 60 * 1000;

/** What a change asks for (null: that value stays) and what it replaces. */
export interface WantedChange {
  userId: number;
  newEmail: string | null;
  newContactNumber: string | null;
  oldEmail: string;
  oldContactNumber: string;
}

/** The two links' tokens, in clear only in the mails. */
export interface IssuedChange {
  confirmToken: string;
  undoToken: string;
}

const after = (
  column: typeof contactChanges.confirmExpiresAt | typeof contactChanges.undoExpiresAt,
  now: Date,
) => sql`${column} > ${now.toISOString()}::timestamptz`;

/**
 * Records a change waiting for confirmation, with the mails `draft` writes from its tokens (to the
 * outbox, in the same transaction); the user's earlier unconfirmed change stops working.
 */
export async function issueContactChange(
  db: Database,
  change: WantedChange,
  now: Date,
  draft: (tokens: IssuedChange) => Mail[],
): Promise<void> {
  const confirmToken = randomBytes(32).toString('base64url');
  const undoToken = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(contactChanges)
      .set({ closedAt: now })
      .where(
        and(
          eq(contactChanges.userId, change.userId),
          isNull(contactChanges.confirmedAt),
          isNull(contactChanges.closedAt),
        ),
      );
    await tx.insert(contactChanges).values({
      ...change,
      confirmTokenHash: linkTokenHash(confirmToken),
      confirmExpiresAt: new Date(now.getTime() + CONTACT_CONFIRM_HOURS * HOUR),
      undoTokenHash: linkTokenHash(undoToken),
      undoExpiresAt: new Date(now.getTime() + CONTACT_UNDO_DAYS * 24 * HOUR),
      createdAt: now,
    });
    for (const mail of draft({ confirmToken, undoToken })) await enqueueMail(tx, mail);
  });
}

/** The user's change still waiting for its confirmation, if any. */
export async function pendingContactChange(
  db: Database,
  userId: number,
  now: Date,
): Promise<Pick<ContactChangeRow, 'newEmail' | 'newContactNumber'> | undefined> {
  const [row] = await db
    .select({ newEmail: contactChanges.newEmail, newContactNumber: contactChanges.newContactNumber })
    .from(contactChanges)
    .where(
      and(
        eq(contactChanges.userId, userId),
        isNull(contactChanges.confirmedAt),
        isNull(contactChanges.closedAt),
        after(contactChanges.confirmExpiresAt, now),
      ),
    )
    .orderBy(desc(contactChanges.createdAt), desc(contactChanges.id))
    .limit(1);
  return row;
}

/**
 * Confirms a change once, while fresh and neither replaced nor undone: the account takes the new values.
 * Undefined when the token opens nothing. A unique violation (the email or number was taken meanwhile) is
 * thrown as it is and nothing is written.
 */
export async function confirmContactChange(db: Database, token: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactChanges)
      .set({ confirmedAt: now })
      .where(
        and(
          eq(contactChanges.confirmTokenHash, linkTokenHash(token)),
          isNull(contactChanges.confirmedAt),
          isNull(contactChanges.closedAt),
          after(contactChanges.confirmExpiresAt, now),
        ),
      )
      .returning();
    if (!row) return undefined;
    await tx
      .update(users)
      .set({
        ...(row.newEmail === null ? {} : { email: row.newEmail }),
        ...(row.newContactNumber === null ? {} : { contactNumber: row.newContactNumber }),
        updatedAt: now,
      })
      .where(eq(users.id, row.userId));
    return row;
  });
}

/**
 * Undoes a change once, within its undo window: a confirmed one gives the account its old values back.
 * Either way every session of the user ends and open password resets (perhaps mailed to the new address)
 * stop working. Undefined when the token opens nothing; a unique violation is thrown, nothing written.
 */
export async function undoContactChange(db: Database, token: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactChanges)
      .set({ closedAt: now })
      .where(
        and(
          eq(contactChanges.undoTokenHash, linkTokenHash(token)),
          isNull(contactChanges.closedAt),
          after(contactChanges.undoExpiresAt, now),
        ),
      )
      .returning();
    if (!row) return undefined;
    if (row.confirmedAt) {
      await tx
        .update(users)
        .set({
          ...(row.newEmail === null ? {} : { email: row.oldEmail }),
          ...(row.newContactNumber === null ? {} : { contactNumber: row.oldContactNumber }),
          updatedAt: now,
        })
        .where(eq(users.id, row.userId));
    }
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)));
    await revokeUserFamilies(tx, row.userId, now);
    return row;
  });
}
