import type { AppConfig } from '../config';

/**
 * Who a refresh family signed in as. There is no role column yet: every account is a customer. Staff
 * (the next issue) add theirs here, with 12 h absolute and 30 min idle.
 */
export type SessionRole = 'customer';

/** How long a refresh family lives: absolute counts from sign-in (rotation never extends it), idle from its last use. */
export interface SessionLifetime {
  absoluteMs: number;
  idleMs: number;
}

export type SessionLifetimes = Record<SessionRole, SessionLifetime>;

const DAY_MS = 24 * 60 * 60 * 1000;

export function sessionLifetimes(
  config: Pick<AppConfig, 'sessionMaxDays' | 'sessionIdleDays'>,
): SessionLifetimes {
  return {
    customer: {
      absoluteMs: Math.round(config.sessionMaxDays * DAY_MS),
      idleMs: Math.round(config.sessionIdleDays * DAY_MS),
    },
  };
}

/** When a token of a family that started at `startedAt` stops working, if it is issued at `now`. */
export function tokenExpiry(lifetime: SessionLifetime, startedAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + lifetime.idleMs, startedAt.getTime() + lifetime.absoluteMs));
}
