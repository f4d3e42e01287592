import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { ACCOUNT_MESSAGES } from '@harmony/shared/domain';
import { HttpError } from '../../http/http-errors';
import { resolveSecretFile } from '../secret-file';

/** Who a valid access token speaks for. */
export interface TokenClaims {
  userId: number;
  /** The refresh-token family (the login) it was issued for. */
  sessionId: string;
}

export interface AccessTokens {
  /**
   * A signed HS256 JWT: sub = the user's id, sid = the session's refresh-token family,
   * exp = now + ACCESS_TOKEN_TTL_SECONDS.
   */
  sign(userId: number, sessionId: string): Promise<string>;
  /** The claims of a token with a good signature, in time, with a sid; 401 otherwise. */
  verify(token: string): Promise<TokenClaims>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /**
     * onRequest hook of every route that needs a logged-in user: sets request.userId and
     * request.sessionId, or answers 401 (also when the token's session was revoked since it was signed).
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** A key for one purpose (e.g. 'otp'), derived from the server secret. */
    deriveKey(purpose: string): Buffer;
  }
  interface FastifyRequest {
    /** The token's user; 0 on routes without authenticate. */
    userId: number;
    /** The token's refresh-token family; '' on routes without authenticate. */
    sessionId: string;
  }
}

const ISSUER = 'harmony-api';
const AUDIENCE = 'harmony';
export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * JWT_SECRET, or the secret generated on the first start and kept in DATA_DIR/jwt-secret (mode 600)
 * so restarts keep sessions. Several api processes must share JWT_SECRET (or the folder).
 */
export function resolveJwtSecret(configured: string | null, dataDir: string): Promise<string> {
  return resolveSecretFile(configured, dataDir, JWT_SECRET_FILE);
}

const unauthorized = (message: string = ACCOUNT_MESSAGES.loginRequired) => new HttpError(401, message);

export default fp(
  async (fastify) => {
    const { config } = fastify;
    const secret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
    // The HS256 key is the secret's bytes, so JWT_SECRET alone verifies a token anywhere. Imported once:
    // raw bytes would be imported again by jose on every request.
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    const seconds = () => Math.floor(config.now().getTime() / 1000);

    const accessTokens: AccessTokens = {
      async sign(userId, sessionId) {
        const issuedAt = seconds();
        return new SignJWT({ sid: sessionId })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(String(userId))
          .setIssuer(ISSUER)
          .setAudience(AUDIENCE)
          .setIssuedAt(issuedAt)
          .setExpirationTime(issuedAt + config.accessTokenTtlSeconds)
          .sign(key);
      },
      async verify(token) {
        try {
          const { payload } = await jwtVerify(token, key, {
            algorithms: ['HS256'],
            issuer: ISSUER,
            audience: AUDIENCE,
            currentDate: config.now(),
            // A token without sid (signed before sessions were named) is refused: the client refreshes.
            requiredClaims: ['sub', 'exp', 'sid'],
          });
          const userId = Number(payload.sub);
          if (!Number.isSafeInteger(userId) || userId <= 0) throw unauthorized();
          if (typeof payload.sid !== 'string' || payload.sid === '') throw unauthorized();
          return { userId, sessionId: payload.sid };
        } catch (err) {
          if (err instanceof joseErrors.JWTExpired) throw unauthorized(ACCOUNT_MESSAGES.sessionExpired);
          throw unauthorized();
        }
      },
    };

    fastify.decorate('accessTokens', accessTokens);
    fastify.decorateRequest('userId', 0);
    fastify.decorateRequest('sessionId', '');
    fastify.decorate('deriveKey', (purpose: string) => createHmac('sha256', secret).update(purpose).digest());
    fastify.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      // Answers about one user are never kept by a shared cache.
      reply.header('cache-control', 'no-store');
      const header = request.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!match?.[1]) throw unauthorized();
      const { userId, sessionId } = await accessTokens.verify(match[1]);
      // Stateless until the session ends: a logout, a password change or reset, or a deleted account
      // refuses the tokens already out at once (this process) or within LIVE_CACHE_MS (the others).
      if (!(await fastify.sessions.isLive(sessionId, userId))) {
        throw unauthorized(ACCOUNT_MESSAGES.sessionExpired);
      }
      request.userId = userId;
      request.sessionId = sessionId;
    });
  },
  { name: 'auth', dependencies: ['config', 'sessions'] },
);
