import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACCOUNT_MESSAGES } from '@harmony/shared/domain';
import type { Database } from '../../../db/client';
import type { UserRow } from '../../../db/schema';
import { findUserById } from '../../../db/users-repository';
import { HttpError } from '../../../http/http-errors';
import { limitKey } from '../../../plugins/app/rate-limit';

/** The token's user; a token whose user no longer exists, or deleted the account, is as good as none. */
export async function currentUser(db: Database, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user || user.deletedAt) throw new HttpError(401, ACCOUNT_MESSAGES.loginRequired);
  return user;
}

/** Wrong passwords counted against an account: failed logins, and wrong current passwords below. */
export const failedPasswordsKey = (userId: number) => limitKey('login:failed', `user:${userId}`);

/**
 * The signed-in user's password, asked again before a change or a deletion. A wrong one counts with the
 * failed logins, so a stolen access token guesses no faster than the login form: 429 once they reached
 * the limit, else 400 on `field`. The right one clears the count, as a login does.
 */
export async function checkCurrentPassword(
  fastify: FastifyInstance,
  reply: FastifyReply,
  user: UserRow,
  password: string,
  field: string,
): Promise<void> {
  const { rateLimit, config } = fastify;
  const failures = failedPasswordsKey(user.id);
  // Counted before the check, in one statement: parallel guesses cannot all pass a read-then-count.
  await rateLimit.enforce(reply, failures, config.rateLimitAccountMax);
  if (!(await fastify.passwords.verify(password, user.passwordHash))) {
    throw new HttpError(400, ACCOUNT_MESSAGES.currentPasswordWrong, {
      [field]: ACCOUNT_MESSAGES.currentPasswordWrong,
    });
  }
  await rateLimit.reset(failures);
}
