import type { Mail } from '../types/mail';
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH, OTP_MAX_TRIES, OTP_TTL_MINUTES, RESET_LINK_TTL_MINUTES } from '@harmony/shared/domain';
import type { Database } from './client';
import { revokeUserFamilies } from './refresh-tokens-repository';
import { contactChanges, passwordResets, users } from './schema';
import { enqueueMail } from './outbox-repository';

const MINUTE = 60 * 1000;

export interface IssuedReset {
  otp: string;
  linkToken: string;
}

function otpDigest(key: Buffer, salt: string, otp: string): string {
  return createHmac('sha256', key).update(`${salt}:${otp}`).digest('base64url');
}

export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Stored as "<salt>.<HMAC(key, salt:otp)>": the key is the server's, so a copied table gives no OTP. */
function hashOtp(key: Buffer, otp: string): string {
  const salt = randomBytes(12).toString('base64url');
  return `${salt}.${otpDigest(key, salt, otp)}`;
}

function otpMatches(key: Buffer, stored: string, otp: string): boolean {
  const [salt, digest] = stored.split('.');
  if (!salt || !digest) return false;
  const expected = Buffer.from(digest);
  const actual = Buffer.from(otpDigest(key, salt, otp));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The user's latest request, when it is younger than `seconds` (the resend rule). */
export async function latestResetWithin(db: Database, userId: number, now: Date, seconds: number) {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        sql`${passwordResets.createdAt} > ${new Date(now.getTime() - seconds * 1000).toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row;
}

/** A new OTP and link for the user; earlier requests stop working. */
export async function issueReset(
  db: Database,
  key: Buffer,
  userId: number,
  now: Date,
  draft: (issued: IssuedReset) => Mail,
): Promise<void> {
  const otp = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const linkToken = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      userId,
      otpHash: hashOtp(key, otp),
      otpExpiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * MINUTE),
      linkTokenHash: linkTokenHash(linkToken),
      linkExpiresAt: new Date(now.getTime() + RESET_LINK_TTL_MINUTES * MINUTE),
      createdAt: now,
    });
    await enqueueMail(tx, draft({ otp, linkToken }));
  });
  // Requests older than a day are of no use to anyone.
  await db
    .delete(passwordResets)
    .where(lt(passwordResets.createdAt, new Date(now.getTime() - 24 * 60 * MINUTE)));
}

/**
 * Spends one try of the user's current OTP: the request's id when it was right, else null. Expired,
 * used, replaced or tried OTP_MAX_TRIES times: null whatever the OTP.
 */
export async function checkOtp(
  db: Database,
  key: Buffer,
  userId: number,
  otp: string,
  now: Date,
): Promise<number | null> {
  const [current] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
    .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id))
    .limit(1);
  if (!current || current.otpExpiresAt <= now) return null;
  // Counted before comparing, atomically: parallel guesses cannot exceed the tries.
  const [counted] = await db
    .update(passwordResets)
    .set({ otpAttempts: sql`${passwordResets.otpAttempts} + 1` })
    .where(
      and(
        eq(passwordResets.id, current.id),
        isNull(passwordResets.usedAt),
        lt(passwordResets.otpAttempts, OTP_MAX_TRIES),
      ),
    )
    .returning({ id: passwordResets.id });
  if (!counted) return null;
  return otpMatches(key, current.otpHash, otp) ? current.id : null;
}

/** The request a link token belongs to, while the link is unused and fresh. */
export async function findLinkReset(db: Database, token: string, now: Date) {
  const [row] = await db
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.linkTokenHash, linkTokenHash(token)),
        isNull(passwordResets.usedAt),
        sql`${passwordResets.linkExpiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return row;
}

/**
 * Uses the request (once: false if another request used it first), sets the new password, ends the
 * user's other reset requests, changes of email or mobile still waiting for their link (asked with the
 * password now replaced) and every refresh session, in one transaction.
 */
export async function completeReset(
  db: Database,
  resetId: number,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (!claimed) return false;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await tx
      .update(contactChanges)
      .set({ closedAt: now })
      .where(
        and(
          eq(contactChanges.userId, userId),
          isNull(contactChanges.confirmedAt),
          isNull(contactChanges.closedAt),
        ),
      );
    await revokeUserFamilies(tx, userId, now);
    return true;
  });
}
