import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { ACCOUNT_MESSAGES } from '@harmony/shared/domain';
import { HttpError } from '../../lib/http-errors';
import { resolveSecretFile } from '../../lib/secret-file';

export interface AccessTokens {
  /** A signed HS256 JWT: sub = the user's id, exp = now + ACCESS_TOKEN_TTL_SECONDS. */
  sign(userId: number): Promise<string>;
  /** The user id of a valid token; 401 (expired or invalid) otherwise. */
  verify(token: string): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** onRequest hook of every route that needs a logged-in user: sets request.userId or answers 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** A key for one purpose (e.g. 'otp'), derived from the server secret. */
    deriveKey(purpose: string): Buffer;
  }
  interface FastifyRequest {
    /** The token's user; 0 on routes without authenticate. */
    userId: number;
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
      async sign(userId) {
        const issuedAt = seconds();
        return new SignJWT({})
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
            requiredClaims: ['sub', 'exp'],
          });
          const userId = Number(payload.sub);
          if (!Number.isSafeInteger(userId) || userId <= 0) throw unauthorized();
          return userId;
        } catch (err) {
          if (err instanceof joseErrors.JWTExpired) throw unauthorized(ACCOUNT_MESSAGES.sessionExpired);
          throw unauthorized();
        }
      },
    };

    fastify.decorate('accessTokens', accessTokens);
    fastify.decorateRequest('userId', 0);
    fastify.decorate('deriveKey', (purpose: string) => createHmac('sha256', secret).update(purpose).digest());
    fastify.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      // Answers about one user are never kept by a shared cache.
      reply.header('cache-control', 'no-store');
      const header = request.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!match?.[1]) throw unauthorized();
      request.userId = await accessTokens.verify(match[1]);
    });
  },
  { name: 'auth', dependencies: ['config'] },
);
