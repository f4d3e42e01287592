interface DriverError {
  code?: string;
  constraint?: string;
  message?: string;
  cause?: unknown;
}

/** The error and those it wraps, outermost first: drizzle wraps the driver's error in `cause`. */
function* causes(err: unknown): Generator<DriverError> {
  let current: unknown = err;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const e = current as DriverError;
    yield e;
    current = e.cause;
  }
}

/** Whether the error is PostgreSQL's unique violation (23505) of the named constraint or index. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (const e of causes(err)) {
    if (e.code === '23505' && `${e.constraint ?? ''} ${e.message ?? ''}`.includes(constraint)) return true;
  }
  return false;
}

/** The socket to the server could not be opened, or broke: the server is down, restarting or unreachable. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // GuardedPool's own refusal while the database is known to be away.
  'DATABASE_UNAVAILABLE',
]);
/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or in recovery), 53300 too_many_connections.
 */
const SERVER_CODE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** pg-pool's words when no connection came free within connectionTimeoutMillis. */
const POOL_BUSY_MESSAGE = 'timeout exceeded when trying to connect';
/** What node-postgres and its pool say, in words only, when a connection ends or cannot be had. */
const DRIVER_MESSAGES = [
  // "…unexpectedly", "…due to connection timeout", or plain "Connection terminated".
  'Connection terminated',
  POOL_BUSY_MESSAGE,
  'Client has encountered a connection error and is not queryable',
];

/**
 * Whether the error says the database could not be reached (rather than that a statement was wrong):
 * such a request is answered 503, to be tried again, never 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causes(err)) {
    if (e.code && (SOCKET_CODES.has(e.code) || SERVER_CODE.test(e.code))) return true;
    if (e.message && DRIVER_MESSAGES.some((text) => e.message!.startsWith(text))) return true;
  }
  return false;
}

/**
 * How loud a failure is: while the database is away, the pool's one outage line is the error, and each
 * piece of work it fails meanwhile (a mail after an answer, an order marked failed) only a warning.
 */
export const failureLevel = (err: unknown): 'warn' | 'error' =>
  isDatabaseUnavailable(err) ? 'warn' : 'error';

/**
 * Whether the pool only had no free connection in time (every one busy): the database itself may be
 * fine, so this alone does not count as it being away.
 */
export function isPoolBusy(err: unknown): boolean {
  for (const e of causes(err)) if (e.message === POOL_BUSY_MESSAGE) return true;
  return false;
}

/** Whether PostgreSQL answered the error with this SQLSTATE (42P01: the table does not exist…). */
export function hasSqlState(err: unknown, code: string): boolean {
  for (const e of causes(err)) if (e.code === code) return true;
  return false;
}
