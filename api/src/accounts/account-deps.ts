import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { AccessTokens } from '../plugins/app/auth';
import type { Passwords } from '../plugins/app/passwords';
import type { Sessions } from '../plugins/app/sessions';

/**
 * What the account's workflows work with: the database and their collaborators. The api builds one from
 * its plugins (plugins/app/accounts.ts); a request passes its own log.
 */
export interface AccountDeps {
  db: Database;
  passwords: Passwords;
  sessions: Pick<Sessions, 'start' | 'forget'>;
  accessTokens: Pick<AccessTokens, 'sign'>;
  /** The key the reset OTPs are hashed with, derived from the server's secret. */
  otpKey: Buffer;
  config: Pick<
    AppConfig,
    'now' | 'siteUrl' | 'uploadsDir' | 'rateLimitAccountMax' | 'rateLimitWindowSeconds' | 'contactEmail'
  >;
  log: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  /** Runs what the answer must not wait for (a mail that would tell by its time whether an account matched). */
  later(task: () => Promise<void>): Promise<void>;
}

/** One rate limit: what is counted (never kept in clear), and how many per window. */
export interface Limit {
  scope: string;
  value: string | number;
  max: number;
  /** RATE_LIMIT_WINDOW_SECONDS when not given. */
  windowSeconds?: number;
  /** The refusal's sentence; 'Too many attempts…' when not given. */
  message?: string;
  /**
   * Counted per client network as well (an IPv4 address, an IPv6 /64): tries from one network do not
   * count against the same account tried from another.
   */
  perClient?: boolean;
  /** Past max, each further try locks for longer (firstSeconds, doubling, at most maxSeconds), not a window. */
  backoff?: { firstSeconds: number; maxSeconds: number };
}

/**
 * The rate limits on an account (tries at its password, its OTPs, its registration), counted by the
 * workflows where they decide; those per client address stay with the request's edge. The edge supplies
 * them and answers a refusal itself (429 with Retry-After), as it does for CouponGuesses.
 */
export interface Limits {
  /** Counts one attempt; refused past the limit. */
  count(limit: Limit): Promise<void>;
  /** Refused when the limit is already reached, without counting. */
  check(limit: Limit): Promise<void>;
  /** Forgets the count (a right password). */
  clear(limit: Limit): Promise<void>;
  /** Forgets the count from every client network (a password reset). */
  clearEverywhere(limit: Limit): Promise<void>;
  /** A refusal the workflow decided itself: ask again in `retryAfterSeconds`. */
  refusal(retryAfterSeconds: number, message: string): Error;
}
