import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema';

export type Rotation =
  | { ok: true; userId: number; token: string }
  /**
   * unknown: no such token (or revoked); expired; reused: a rotated token came back, the family is revoked;
   * superseded: another tab of the same browser rotated it moments ago (the family stays).
   */
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'superseded' };

/** Refresh sessions: opaque random tokens, stored as SHA-256 digests, rotated on every use. */
export interface Sessions {
  /** A new family (a login): the token to put in the cookie. */
  start(userId: number): Promise<string>;
  rotate(token: string): Promise<Rotation>;
  /** Logout: revokes every token of the presented token's family. */
  revokeFamilyOf(token: string): Promise<void>;
  /** Password reset: every session of the user ends. */
  revokeAllOf(userId: number): Promise<void>;
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

export function createSessions(db: Database, now: () => Date, ttlDays: number): Sessions {
  const expiry = () => new Date(now().getTime() + ttlDays * 24 * 60 * 60 * 1000);

  async function insert(tx: Database, userId: number, familyId: string): Promise<string> {
    const token = newToken();
    await tx.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: hashToken(token),
      expiresAt: expiry(),
      createdAt: now(),
    });
    return token;
  }

  async function revokeFamily(tx: Database, familyId: string) {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  return {
    start: (userId) => insert(db, userId, randomUUID()),

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
      if (row.expiresAt <= now()) return { ok: false, reason: 'expired' };
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
        return { ok: true, userId: row.userId, token: await insert(tx, row.userId, row.familyId) } as const;
      });
    },

    async revokeFamilyOf(token) {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)));
      if (row) await revokeFamily(db, row.familyId);
    },

    async revokeAllOf(userId) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export default fp(
  async (fastify) => {
    const { config } = fastify;
    fastify.decorate('sessions', createSessions(fastify.db, config.now, config.refreshTokenTtlDays));
  },
  { name: 'sessions', dependencies: ['config', 'db'] },
);
