import { type SQL, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_MESSAGES } from '@harmony/shared/domain';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { HttpError } from '../../http/http-errors';
import { type LimitKey, addressKey, limitKeyStorage } from './limit-keys';

export interface Hit {
  /** False once the count passed the limit in the current window. */
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/** How long a key stays locked once past its free tries: firstSeconds, doubling per try, at most maxSeconds. */
export interface Backoff {
  firstSeconds: number;
  maxSeconds: number;
}

export interface RateLimiter {
  /** Counts one event under key and says whether it is still within max per window. */
  hit(key: LimitKey, max: number, windowSeconds?: number): Promise<Hit>;
  /**
   * Whether key already reached max in its current window, without counting. Requests in parallel all
   * read the same count: where they must not all pass (a password guess), count first with hit().
   */
  reached(key: LimitKey, max: number, windowSeconds?: number): Promise<Hit>;
  /**
   * Counts one try unless the key is locked, in one statement (parallel tries cannot all pass). The
   * first `free` tries pass; each try after them locks the key for a while that doubles per try (capped).
   * A try while locked is refused and not counted, so hammering does not lengthen the lock. Tries are
   * forgotten a day after the last one, or by reset().
   */
  backoff(key: LimitKey, free: number, lock: Backoff): Promise<Hit>;
  /** Forgets the count; with everyClient, the count of every client's key of the same value too. */
  reset(key: LimitKey, options?: { everyClient?: boolean }): Promise<void>;
  /** Takes back one counted event (counted first so parallel requests cannot all pass, then refunded). */
  refund(key: LimitKey): Promise<void>;
  /** hit(), then 429 'Too many attempts…' (with Retry-After) when over the limit. */
  enforce(reply: FastifyReply, key: LimitKey, max: number, windowSeconds?: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter;
  }
}

/** Counters older than this are deleted now and then (no window is longer); backoffs forget tries then. */
const KEEP_SECONDS = 24 * 60 * 60;

function timestamp(date: Date) {
  return sql`${date.toISOString()}::timestamptz`;
}

/**
 * Fixed windows counted in the rate_limits table, so every api process shares them. One upsert per
 * hit: a window that ended starts again at 1.
 */
export function createRateLimiter(
  db: Database,
  now: () => Date,
  defaultWindowSeconds: number,
  keySecret: Buffer,
): RateLimiter {
  const keys = limitKeyStorage(keySecret);
  const windowStartOf = (windowSeconds: number) => new Date(now().getTime() - windowSeconds * 1000);
  const retryAfter = (start: Date, windowSeconds: number) =>
    Math.max(1, Math.ceil((start.getTime() + windowSeconds * 1000 - now().getTime()) / 1000));

  /** The key's row counted once more as `set` says (or made at 1); with setWhere, only where it holds. */
  const countOnce = (key: string, current: Date, set: { count: SQL; windowStart: SQL }, setWhere?: SQL) =>
    db
      .insert(rateLimits)
      .values({ key, windowStart: current, count: 1 })
      .onConflictDoUpdate({ target: rateLimits.key, set, setWhere })
      .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });

  const counted = async (key: string) =>
    (
      await db
        .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${key}`)
    )[0];

  async function sweep() {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, windowStartOf(KEEP_SECONDS)));
  }

  const limiter: RateLimiter = {
    async hit(limit, max, windowSeconds = defaultWindowSeconds) {
      const current = now();
      const expired = sql`${rateLimits.windowStart} <= ${timestamp(windowStartOf(windowSeconds))}`;
      const [row] = await countOnce(keys.stored(limit), current, {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${timestamp(current)} ELSE ${rateLimits.windowStart} END`,
      });
      if (Math.random() < 0.01) void sweep().catch(() => {});
      if (!row) throw new Error('rate limit upsert returned no row');
      return { allowed: row.count <= max, retryAfterSeconds: retryAfter(row.windowStart, windowSeconds) };
    },
    async reached(limit, max, windowSeconds = defaultWindowSeconds) {
      const row = await counted(keys.stored(limit));
      if (!row || row.windowStart <= windowStartOf(windowSeconds))
        return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: row.count < max, retryAfterSeconds: retryAfter(row.windowStart, windowSeconds) };
    },
    async backoff(limit, free, lock) {
      const key = keys.stored(limit);
      const current = now();
      const forgotten = sql`${rateLimits.windowStart} <= ${timestamp(windowStartOf(KEEP_SECONDS))}`;
      // Locked: past the free tries, and the last try was less than its lock ago.
      const lockSeconds = sql`LEAST(${lock.maxSeconds}::float8, ${lock.firstSeconds}::float8 * power(2, ${rateLimits.count} - ${free}::int))`;
      const locked = sql`${rateLimits.count} >= ${free}::int AND ${rateLimits.windowStart} + ${lockSeconds} * interval '1 second' > ${timestamp(current)}`;
      const tried = await countOnce(
        key,
        current,
        {
          count: sql`CASE WHEN ${forgotten} THEN 1 ELSE ${rateLimits.count} + 1 END`,
          windowStart: timestamp(current),
        },
        // A locked key is left as it is: no row comes back.
        sql`${forgotten} OR NOT (${locked})`,
      );
      if (tried.length > 0) return { allowed: true, retryAfterSeconds: 0 };
      const row = await counted(key);
      const seconds = row ? Math.min(lock.maxSeconds, lock.firstSeconds * 2 ** (row.count - free)) : 0;
      return { allowed: false, retryAfterSeconds: row ? retryAfter(row.windowStart, seconds) : 1 };
    },
    async reset(limit, options = {}) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${keys.stored(limit)}`);
      if (options.everyClient) {
        await db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${keys.everyClient(limit)})`);
      }
    },
    async refund(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
        .where(sql`${rateLimits.key} = ${keys.stored(key)}`);
    },
    async enforce(reply, key, max, windowSeconds) {
      const hit = await limiter.hit(key, max, windowSeconds);
      if (!hit.allowed) throw tooMany(reply, hit);
    },
  };
  return limiter;
}

/** The 429 answer; sets Retry-After on the reply. */
export function tooMany(reply: FastifyReply, hit: Hit, message: string = ACCOUNT_MESSAGES.tooManyAttempts) {
  reply.header('retry-after', String(hit.retryAfterSeconds));
  return new HttpError(429, message);
}

export default fp(
  async (fastify) => {
    const { db, config } = fastify;
    const limiter = createRateLimiter(
      db,
      config.now,
      config.rateLimitWindowSeconds,
      fastify.deriveKey('harmony rate limit keys'),
    );
    fastify.decorate('rateLimit', limiter);
  },
  { name: 'rate-limit', dependencies: ['config', 'db', 'auth'] },
);

/**
 * Codes that do not exist, tried from one address, are limited (someone guessing); pricing a real code
 * again as a cart changes is not counted, so shoppers behind one mobile network's address are not
 * stopped. Every try is counted before the code is looked up (429 past the limit), so parallel guesses
 * cannot all pass a count read before any of them is written; a code that exists is refunded.
 */
export function couponGuesses(rateLimit: RateLimiter, reply: FastifyReply, ip: string, max: number) {
  const key = addressKey('coupon:ip', ip);
  return {
    async count() {
      const hit = await rateLimit.hit(key, max);
      if (!hit.allowed) throw tooMany(reply, hit);
    },
    refund: () => rateLimit.refund(key),
  };
}
