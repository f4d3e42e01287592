import { ACCOUNT_MESSAGES } from '@harmony/shared/domain';
import type { Database } from '../../../db/client';
import type { UserRow } from '../../../db/schema';
import { findUserById } from '../../../db/users-repository';
import { HttpError } from '../../../http/http-errors';

/** The token's user; a token whose user no longer exists, or deleted the account, is as good as none. */
export async function currentUser(db: Database, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user || user.deletedAt) throw new HttpError(401, ACCOUNT_MESSAGES.loginRequired);
  return user;
}
