import { and, eq, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
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

/** Rows one statement deletes at most, so a backlog never holds many row locks for long. */
const PRUNE_BATCH = 1_000;

/**
 * Deletes the tokens nothing can use again: revoked ones (a revocation covers the whole family) and
 * expired ones. A family's newest token expires last, so an expired family goes whole; a live family
 * keeps its rotated tokens until their own expiry, for reuse detection (by then the browser's cookie,
 * whose Max-Age is the token's expiry, is gone too). Rows another transaction holds are left for the next
 * prune. Answers how many rows went.
 */
export async function pruneRefreshTokens(db: Database, now: Date, batch = PRUNE_BATCH): Promise<number> {
  let pruned = 0;
  for (;;) {
    const dead = db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(or(isNotNull(refreshTokens.revokedAt), lte(refreshTokens.expiresAt, now)))
      .limit(batch)
      .for('update', { skipLocked: true });
    const deleted = await db
      .delete(refreshTokens)
      .where(inArray(refreshTokens.id, dead))
      .returning({ id: refreshTokens.id });
    pruned += deleted.length;
    if (deleted.length < batch) return pruned;
  }
}
