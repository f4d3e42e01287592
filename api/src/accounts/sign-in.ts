import { ACCOUNT_MESSAGES, type AccountIdentifier } from '@harmony/shared/domain';
import { findUserByIdentifier, loadApiUser, upgradePasswordHash } from '../db/users-repository';
import { HttpError } from '../http/http-errors';
import type { User } from '../schemas/users';
import type { AccountDeps, Limits } from './account-deps';
import { failedPasswords } from './password-guesses';

export interface SignedIn {
  /** The new session's refresh token and when it stops working, for the cookie. */
  refresh: { token: string; expiresAt: Date };
  accessToken: string;
  user: User;
}

/**
 * Signs a customer in by email or mobile number: a new session and an access token for it. A wrong
 * password and an unknown account get the same 401, after the same work.
 */
export async function signIn(
  deps: AccountDeps,
  credentials: { identifier: AccountIdentifier; password: string },
  limits: Limits,
): Promise<SignedIn> {
  const { db, passwords, config } = deps;
  const { identifier, password } = credentials;
  const user = await findUserByIdentifier(db, identifier);
  const failures = failedPasswords(deps, user ? { userId: user.id } : identifier);
  // The attempt is counted before the password is checked, in the statement that decides it may go on:
  // guesses sent in parallel cannot all pass a count read before any of them was added. A failure
  // keeps its count; a success clears them all.
  await limits.count(failures);

  let valid = false;
  if (user) valid = await passwords.verify(password, user.passwordHash);
  else await passwords.verifyNothing(password);
  if (!user || !valid) throw new HttpError(401, ACCOUNT_MESSAGES.invalidCredentials);
  await limits.clear(failures);
  if (passwords.needsRehash(user.passwordHash)) {
    // The password is known only now: a hash made at a lower cost (an older setting) is brought up to it.
    await upgradePasswordHash(db, user.id, user.passwordHash, await passwords.hash(password));
  }

  const profile = await loadApiUser(db, user, config.now());
  // An account with a back-office role signs in to a staff session (shorter lifetimes).
  const session = await deps.sessions.start(user.id, profile.staff_roles.length > 0 ? 'staff' : 'customer');
  return {
    refresh: session,
    accessToken: await deps.accessTokens.sign(user.id, session.familyId),
    user: profile,
  };
}
