import { ACCOUNT_MESSAGES, type AccountIdentifier } from '@harmony/shared/domain';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http/http-errors';
import type { AccountDeps, Limit, Limits } from './account-deps';

/** The first lock after RATE_LIMIT_ACCOUNT_MAX wrong passwords; it doubles per further one. */
export const FIRST_LOCK_SECONDS = 60;

/**
 * Wrong passwords are counted against the account they were tried on (any spelling of it), or against
 * the identifier when no account matches, from the client's network: failed logins, and wrong current
 * passwords before a change or a deletion, so a stolen access token guesses no faster than the login
 * form. Per network, so a stranger's guesses never lock the customer out from another one. Past
 * RATE_LIMIT_ACCOUNT_MAX, each wrong password locks that network out of the account for longer: one
 * minute, then two, four… at most RATE_LIMIT_WINDOW_SECONDS. The lock is a 429 with Retry-After, answered
 * at once with no password checked: waiting inside the request would hold a connection and memory per
 * attempt, which an attacker could pile up.
 */
export function failedPasswords(
  deps: Pick<AccountDeps, 'config'>,
  tried: { userId: number } | AccountIdentifier,
): Limit {
  const value = 'userId' in tried ? `user:${tried.userId}` : `${tried.kind}:${tried.value}`;
  return {
    scope: 'login:failed',
    value,
    max: deps.config.rateLimitAccountMax,
    perClient: true,
    backoff: { firstSeconds: FIRST_LOCK_SECONDS, maxSeconds: deps.config.rateLimitWindowSeconds },
  };
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
