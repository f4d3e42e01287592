import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  type SessionLifetime,
  type SessionLifetimes,
  type SessionRole,
  sessionLifetimes,
  tokenExpiry,
} from '../../accounts/session-lifetimes';
import type { Database } from '../../db/client';
import { pruneRefreshTokens } from '../../db/refresh-tokens-repository';
import { refreshTokens, users } from '../../db/schema';

/** A refresh session: the cookie's token and its family, which the access tokens name (sid). */
export interface Session {
  token: string;
  familyId: string;
  /** When the token stops working: the cookie's expiry. */
  expiresAt: Date;
}

export type Rotation =
  | ({ ok: true; userId: number } & Session)
  /**
   * unknown: no such token (or revoked); expired: idle too long, or the family outlived its absolute
   * lifetime; reused: a rotated token came back, the family is revoked;
   * superseded: another tab of the same browser rotated it moments ago (the family stays).
   */
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'superseded' };

/** Refresh sessions: opaque random tokens, stored as SHA-256 digests, rotated on every use. */
export interface Sessions {
  /** A new family (a login): the token to put in the cookie. Its role decides how long it may live. */
  start(userId: number, role: SessionRole): Promise<Session>;
  rotate(token: string): Promise<Rotation>;
  /** Logout: revokes every token of the presented token's family. */
  revokeFamilyOf(token: string): Promise<void>;
  /**
   * Whether an access token naming this family may still be used: the family is not revoked and its user
   * not deleted. Answers are cached in this process for LIVE_CACHE_MS.
   */
  isLive(familyId: string, userId: number): Promise<boolean>;
  /**
   * Drops this process's cached answers about the user's families: called once a transaction that
   * revoked them (revokeUserFamilies) has committed.
   */
  forget(userId: number): void;
  /** Deletes the tokens nothing can use again (revoked or expired); answers how many went. */
  prune(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

const newToken = () => randomBytes(32).toString('base64url');

/**
 * Two tabs refreshing at the same moment send the same cookie; the loser is not an attacker. Within this
 * window after a rotation the old token is refused without revoking its family.
 */
export const REUSE_GRACE_MS = 10_000;

/**
 * How long a process trusts its answer that a family is live, so an authenticated request costs no query
 * most of the time (checkout is measured per request). A revocation made by this process drops the answer
 * at once; other api processes notice it within this window.
 */
export const LIVE_CACHE_MS = 5_000;
/** Answers kept at most; the oldest go first. */
const LIVE_CACHE_SIZE = 10_000;

interface CachedAnswer {
  userId: number;
  live: boolean;
  until: number;
}

interface Family {
  familyId: string;
  familyStartedAt: Date;
  role: SessionRole;
}

export function createSessions(db: Database, now: () => Date, lifetimes: SessionLifetimes): Sessions {
  const cache = new Map<string, CachedAnswer>();
  // Bumped after every revocation is written: an answer read before it is not cached after it.
  let revocations = 0;

  function forget(userId: number) {
    revocations += 1;
    for (const [familyId, answer] of cache) if (answer.userId === userId) cache.delete(familyId);
  }

  async function insert(tx: Database, userId: number, family: Family): Promise<Session> {
    const token = newToken();
    const at = now();
    const expiresAt = tokenExpiry(lifetimes[family.role], family.familyStartedAt, at);
    await tx
      .insert(refreshTokens)
      .values({ userId, ...family, tokenHash: hashToken(token), expiresAt, createdAt: at });
    return { token, familyId: family.familyId, expiresAt };
  }

  async function revokeFamily(tx: Database, familyId: string) {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    revocations += 1;
    cache.delete(familyId);
  }

  return {
    start: (userId, role) => insert(db, userId, { familyId: randomUUID(), familyStartedAt: now(), role }),

    async rotate(token) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)));
      if (!row || row.revokedAt) return { ok: false, reason: 'unknown' };
      if (row.rotatedAt) {
        if (now().getTime() - row.rotatedAt.getTime() < REUSE_GRACE_MS)
          return { ok: false, reason: 'superseded' };
        await revokeFamily(db, row.familyId);
        return { ok: false, reason: 'reused' };
      }
      // Also ends a family whose lifetimes were shortened since this token was issued.
      const lifetime = lifetimes[row.role as SessionRole] as SessionLifetime | undefined;
      if (
        !lifetime ||
        row.expiresAt <= now() ||
        tokenExpiry(lifetime, row.familyStartedAt, row.createdAt) <= now()
      )
        return { ok: false, reason: 'expired' };
      return db.transaction(async (tx) => {
        // Only one of two requests racing with the same token wins; the other was superseded.
        const [claimed] = await tx
          .update(refreshTokens)
          .set({ rotatedAt: now() })
          .where(
            and(
              eq(refreshTokens.id, row.id),
              isNull(refreshTokens.rotatedAt),
              isNull(refreshTokens.revokedAt),
            ),
          )
          .returning({ id: refreshTokens.id });
        if (!claimed) return { ok: false, reason: 'superseded' } as const;
        const family = {
          familyId: row.familyId,
          familyStartedAt: row.familyStartedAt,
          role: row.role as SessionRole,
        };
        return { ok: true, userId: row.userId, ...(await insert(tx, row.userId, family)) } as const;
      });
    },

    async revokeFamilyOf(token) {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)));
      if (row) await revokeFamily(db, row.familyId);
    },

    async isLive(familyId, userId) {
      const cached = cache.get(familyId);
      // The process's own clock: how old an answer is has nothing to do with the shop's time (config.now).
      const at = Date.now();
      if (cached && cached.userId === userId && cached.until > at) return cached.live;
      const seen = revocations;
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .innerJoin(users, eq(users.id, refreshTokens.userId))
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            isNull(users.deletedAt),
          ),
        )
        .limit(1);
      const live = row !== undefined;
      if (seen === revocations) {
        cache.delete(familyId);
        if (cache.size >= LIVE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        cache.set(familyId, { userId, live, until: at + LIVE_CACHE_MS });
      }
      return live;
    },

    forget,

    prune: () => pruneRefreshTokens(db, now()),
  };
}

export default fp(
  async (fastify) => {
    const { config, log } = fastify;
    const sessions = createSessions(fastify.db, config.now, sessionLifetimes(config));
    // Every REFRESH_TOKEN_PRUNE_MINUTES (a row is added per rotation and none else go), in every process;
    // processes pruning at once skip each other's rows (SKIP LOCKED).
    let pruning: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      pruning = sessions.prune().then(
        (rows) => {
          if (rows > 0) log.info({ rows }, 'dead refresh tokens pruned');
        },
        (err: unknown) => log.warn({ err }, 'refresh token prune failed; the next one retries'),
      );
    }, config.refreshTokenPruneMs);
    timer.unref();
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await pruning;
    });
    fastify.decorate('sessions', sessions);
  },
  { name: 'sessions', dependencies: ['config', 'db'] },
);
