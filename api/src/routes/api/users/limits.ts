import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Limit, Limits } from '../../../accounts/account-deps';
import { type LimitKey, clientNetwork, limitKey } from '../../../plugins/app/limit-keys';
import { type RateLimiter, tooMany } from '../../../plugins/app/rate-limit';

/**
 * The account workflows' rate limits, refused here as the api refuses: 429 with Retry-After. The
 * request supplies the client's network for the limits counted per client.
 */
export function accountLimits(rateLimit: RateLimiter, request: FastifyRequest, reply: FastifyReply): Limits {
  const key = (limit: Limit): LimitKey => ({
    ...limitKey(limit.scope, limit.value),
    ...(limit.perClient ? { client: clientNetwork(request.ip) } : {}),
  });
  return {
    async count(limit) {
      const hit = limit.backoff
        ? await rateLimit.backoff(key(limit), limit.max, limit.backoff)
        : await rateLimit.hit(key(limit), limit.max, limit.windowSeconds);
      if (!hit.allowed) throw tooMany(reply, hit, limit.message);
    },
    async check(limit) {
      const standing = await rateLimit.reached(key(limit), limit.max, limit.windowSeconds);
      if (!standing.allowed) throw tooMany(reply, standing, limit.message);
    },
    clear: (limit) => rateLimit.reset(key(limit)),
    clearEverywhere: (limit) => rateLimit.reset(key(limit), { everyClient: true }),
    refusal: (retryAfterSeconds, message) => tooMany(reply, { allowed: false, retryAfterSeconds }, message),
  };
}
