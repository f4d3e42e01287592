import pg from 'pg';
import { isDatabaseUnavailable, isPoolBusy } from './errors';

/** What connect() answers, at once, while the database is known to be away. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor(cause: Error) {
    super(`The database cannot be reached: ${cause.message}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pg pool that stops waiting on a database it cannot reach. Once a new connection fails for want of
 * the server (refused, reset, timed out, the server starting or shutting down), connect() — and so every
 * query — fails at once with DatabaseUnavailableError, instead of each request waiting out its own
 * connect timeout. Meanwhile a fresh connection is tried in the background, at once and then every
 * retryMs, and the first that succeeds opens the pool again. watch() hears of each change.
 */
export class GuardedPool extends pg.Pool {
  #outage: Error | null = null;
  readonly #watchers: ((outage: Error | null) => void)[] = [];
  readonly #config: pg.PoolConfig;
  readonly #retryMs: number;

  constructor(config: pg.PoolConfig, { retryMs = 1_000 }: { retryMs?: number } = {}) {
    super(config);
    this.#config = config;
    this.#retryMs = retryMs;
    // A client lent out (a transaction's) whose server goes away fails its statement and also emits
    // 'error', which pg-pool listens to only while the client is idle: unheard, it ends the process.
    this.on('connect', (client) => client.on('error', () => {}));
  }

  get available(): boolean {
    return this.#outage === null;
  }

  /** Calls back with the error when the database goes away, with null when it answers again. */
  watch(listener: (outage: Error | null) => void): void {
    this.#watchers.push(listener);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (this.#outage) {
      const err = new DatabaseUnavailableError(this.#outage);
      if (!callback) return Promise.reject(err);
      process.nextTick(callback, err, undefined, () => {});
      return;
    }
    // pool.query() connects with a callback, drizzle's transactions with the promise.
    if (!callback) {
      return super.connect().catch((err: Error) => {
        this.#failed(err);
        throw err;
      });
    }
    super.connect((err, client, done) => {
      if (err) this.#failed(err);
      callback(err, client, done);
    });
  }

  #failed(err: Error): void {
    // Every connection merely busy is a slow moment, not a missing server.
    if (this.#outage || this.ending || !isDatabaseUnavailable(err) || isPoolBusy(err)) return;
    this.#outage = err;
    for (const watcher of this.#watchers) watcher(err);
    this.#retry(0);
  }

  #retry(delayMs: number): void {
    setTimeout(() => void this.#probe(), delayMs).unref();
  }

  /** A connection of its own, never one of the pool's: an idle one may be a socket nobody answers. */
  async #probe(): Promise<void> {
    if (this.ending) return;
    const client = new pg.Client(this.#config);
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      this.#outage = null;
      for (const watcher of this.#watchers) watcher(null);
    } catch {
      this.#retry(this.#retryMs);
    } finally {
      await client.end().catch(() => {});
    }
  }
}
