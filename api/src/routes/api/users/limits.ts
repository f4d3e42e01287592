import type { FastifyReply } from 'fastify';
import type { Limit, Limits } from '../../../accounts/account-deps';
import { type RateLimiter, limitKey, tooMany } from '../../../plugins/app/rate-limit';

/** The account workflows' rate limits, refused here as the api refuses: 429 with Retry-After. */
export function accountLimits(rateLimit: RateLimiter, reply: FastifyReply): Limits {
  const key = (limit: Limit) => limitKey(limit.scope, limit.value);
  return {
    async count(limit) {
      const hit = await rateLimit.hit(key(limit), limit.max, limit.windowSeconds);
      if (!hit.allowed) throw tooMany(reply, hit, limit.message);
    },
    async check(limit) {
      const standing = await rateLimit.reached(key(limit), limit.max, limit.windowSeconds);
      if (!standing.allowed) throw tooMany(reply, standing, limit.message);
    },
    clear: (limit) => rateLimit.reset(key(limit)),
    refusal: (retryAfterSeconds, message) => tooMany(reply, { allowed: false, retryAfterSeconds }, message),
  };
}
