import { ACCOUNT_MESSAGES, type AccountIdentifier } from '@harmony/shared/domain';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http/http-errors';
import type { AccountDeps, Limit, Limits } from './account-deps';

/**
 * Wrong passwords are counted against the account they were tried on (any spelling of it), or against
 * the identifier when no account matches: failed logins, and wrong current passwords before a change or
 * a deletion, so a stolen access token guesses no faster than the login form.
 */
export function failedPasswords(
  deps: Pick<AccountDeps, 'config'>,
  tried: { userId: number } | AccountIdentifier,
): Limit {
  const value = 'userId' in tried ? `user:${tried.userId}` : `${tried.kind}:${tried.value}`;
  return { scope: 'login:failed', value, max: deps.config.rateLimitAccountMax };
}

/**
 * The signed-in customer's password, asked again before a change or a deletion: refused once the failed
 * tries reached the limit, else 400 on `field` when wrong. The right one clears the count, as a login does.
 */
export async function confirmPassword(
  deps: AccountDeps,
  user: UserRow,
  password: string,
  field: string,
  limits: Limits,
): Promise<void> {
  const failures = failedPasswords(deps, { userId: user.id });
  // Counted before the check, in one statement: parallel guesses cannot all pass a read-then-count.
  await limits.count(failures);
  if (!(await deps.passwords.verify(password, user.passwordHash))) {
    throw new HttpError(400, ACCOUNT_MESSAGES.currentPasswordWrong, {
      [field]: ACCOUNT_MESSAGES.currentPasswordWrong,
    });
  }
  await limits.clear(failures);
}
