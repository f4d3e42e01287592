import type { AppConfig } from '../config';

/**
 * Who a refresh family signed in as: staff (an account with any back-office role at sign-in) get short
 * sessions, 12 h absolute and 30 min idle, since theirs can refund money and read every customer.
 */
export type SessionRole = 'customer' | 'staff';

/** How long a refresh family lives: absolute counts from sign-in (rotation never extends it), idle from its last use. */
export interface SessionLifetime {
  absoluteMs: number;
  idleMs: number;
}

export type SessionLifetimes = Record<SessionRole, SessionLifetime>;

const DAY_MS = 24 * 60 * 60 * 1000;
const STAFF: SessionLifetime = { absoluteMs: 12 * 60 * 60 * 1000, idleMs: 30 * 60 * 1000 };

export function sessionLifetimes(
  config: Pick<AppConfig, 'sessionMaxDays' | 'sessionIdleDays'>,
): SessionLifetimes {
  return {
    customer: {
      absoluteMs: Math.round(config.sessionMaxDays * DAY_MS),
      idleMs: Math.round(config.sessionIdleDays * DAY_MS),
    },
    staff: STAFF,
  };
}

/** When a token of a family that started at `startedAt` stops working, if it is issued at `now`. */
export function tokenExpiry(lifetime: SessionLifetime, startedAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + lifetime.idleMs, startedAt.getTime() + lifetime.absoluteMs));
}
