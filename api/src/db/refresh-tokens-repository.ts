import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from './client';
import { refreshTokens } from './schema';

/**
 * Ends the user's refresh sessions (all, or all but the family `keep`): their tokens are revoked, and
 * access tokens naming those families are refused (plugins/app/sessions.ts). Runs in the caller's
 * transaction when given one.
 */
export async function revokeUserFamilies(
  db: Database,
  userId: number,
  now: Date,
  keep?: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keep === undefined ? undefined : ne(refreshTokens.familyId, keep),
      ),
    );
}
