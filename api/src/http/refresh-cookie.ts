import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config';

export const REFRESH_COOKIE = 'harmony_refresh';
/** The cookie goes only to /api/users/* (refresh-token and logout are there). */
export const REFRESH_COOKIE_PATH = '/api/users';

function options(config: AppConfig) {
  return {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.cookieSecure,
  };
}

/** The cookie lasts as long as its token (idle timeout or the family's absolute end, whichever is first). */
export function setRefreshCookie(
  reply: FastifyReply,
  config: AppConfig,
  session: { token: string; expiresAt: Date },
): void {
  reply.setCookie(REFRESH_COOKIE, session.token, {
    ...options(config),
    maxAge: Math.max(0, Math.round((session.expiresAt.getTime() - config.now().getTime()) / 1000)),
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(REFRESH_COOKIE, options(config));
}
