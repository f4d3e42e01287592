import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { API_ROOT, type DatabaseConfig } from '../config';
import { GuardedPool } from './guarded-pool';
import { lockPgliteFolder } from './pglite-lock';
import * as schema from './schema';

/** What both drivers have in common: every query in the api is written against this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  kind: DatabaseConfig['kind'];
  db: Database;
  /** Runs work (migrations, the start-up seed) while no other api process does the same. */
  exclusive<T>(work: (db: Database, migrate: () => Promise<void>) => Promise<T>): Promise<T>;
  /** False while a PostgreSQL server cannot be reached: queries then fail at once (GuardedPool). */
  available(): boolean;
  /** Called with the error when the database stops answering, with null when it answers again. */
  onAvailabilityChange(listener: (outage: Error | null) => void): void;
  /** The PostgreSQL pool's connections now; null for PGlite (one connection inside the process). */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

export interface PoolStats {
  inUse: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');
// Any constant works; it only has to be the same in every api process.
const MIGRATION_LOCK_KEY = 4_242_001;

/**
 * owner names this process in the embedded database's lock ("the api (npm start)", "npm run ops"), so a
 * second process on the same folder is told who holds it.
 */
export async function openDatabase(
  config: DatabaseConfig,
  owner = `${path.basename(process.argv[1] ?? 'node')} (pid ${process.pid})`,
): Promise<DatabaseHandle> {
  return config.kind === 'postgres' ? openPostgres(config.url) : openPglite(config, owner);
}

async function openPglite(
  { dataDir, template }: Extract<DatabaseConfig, { kind: 'pglite' }>,
  owner: string,
): Promise<DatabaseHandle> {
  if (!dataDir) return pgliteHandle(await PGlite.create({ loadDataDir: template }), async () => {});
  await mkdir(dataDir, { recursive: true });
  // PGlite allows one process per folder; a second one opening it would corrupt it.
  const lock = await lockPgliteFolder(dataDir, owner);
  try {
    return pgliteHandle(await PGlite.create(dataDir), () => lock.release());
  } catch (err) {
    await lock.release();
    throw err;
  }
}

/** Drizzle over a PGlite instance opened here (a restore opens one while it holds the folder's lock). */
export const pgliteDatabase = (client: PGlite) => drizzlePglite({ client, schema });

/** The PGlite instance under a Database made over one: drizzle's $client, for its dumpDataDir. */
export const pgliteClientOf = (db: Database): PGlite => (db as unknown as { $client: PGlite }).$client;

function pgliteHandle(client: PGlite, release: () => Promise<void>): DatabaseHandle {
  const db = pgliteDatabase(client);
  return {
    kind: 'pglite',
    db,
    // One process owns a PGlite folder, so there is nobody to wait for.
    exclusive: (work) => work(db, () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    // In the process itself: it is there as long as the process is.
    available: () => true,
    onAvailabilityChange: () => {},
    poolStats: () => null,
    async close() {
      try {
        await client.close();
      } finally {
        await release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new GuardedPool({
    connectionString: url,
    max: 10,
    // Bounds the first requests' wait for a server that went silent (the guard answers the rest at
    // once); shorter risks calling a loaded machine's slow connect an outage.
    connectionTimeoutMillis: 10_000,
    // A connection whose server vanished without closing it is found out by TCP instead of never.
    keepAlive: true,
    // No query_timeout: pg leaves the timed-out statement running on the connection, and drizzle hands
    // a transaction's connection back to the pool as it is. A server that is down or restarting closes
    // its connections, which fails their statements at once.
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    async exclusive(work) {
      // A session-level advisory lock needs one connection for the whole job.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const locked = drizzlePg({ client, schema });
        return await work(locked, () => migratePg(locked, { migrationsFolder: MIGRATIONS_FOLDER }));
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    available: () => pool.available,
    onAvailabilityChange: (listener) => pool.watch(listener),
    poolStats: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}
