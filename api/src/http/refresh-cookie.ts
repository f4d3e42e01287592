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

export function setRefreshCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    ...options(config),
    maxAge: Math.round(config.refreshTokenTtlDays * 24 * 60 * 60),
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(REFRESH_COOKIE, options(config));
}
