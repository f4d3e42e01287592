import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { migratedPgliteTemplate } from './pglite-template';

/** A database a test file can run against; create() gives a fresh, empty one. */
export interface DatabaseTarget {
  kind: DatabaseConfig['kind'];
  create(): Promise<{ config: DatabaseConfig; drop(): Promise<void> }>;
}

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

const pglite: DatabaseTarget = {
  kind: 'pglite',
  async create() {
    const template = await migratedPgliteTemplate();
    return { config: { kind: 'pglite', dataDir: null, template }, drop: async () => {} };
  },
};

/** The same server, another database name. */
function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function maintenanceQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({
    connectionString: withDatabase(serverUrl, 'postgres'),
    // As long as the pool's: two test files at a time on a loaded 2-core CI machine can take seconds.
    connectionTimeoutMillis: 10_000,
  });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function postgres(serverUrl: string): DatabaseTarget {
  return {
    kind: 'postgres',
    async create() {
      // One fresh database per test file run, so runs never see each other's rows.
      const name = `harmony_test_${process.pid}_${randomBytes(4).toString('hex')}`;
      await maintenanceQuery(serverUrl, `CREATE DATABASE "${name}"`);
      return {
        config: { kind: 'postgres', url: withDatabase(serverUrl, name) },
        drop: () => maintenanceQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      };
    },
  };
}

let found: Promise<DatabaseTarget[]> | undefined;

/**
 * PGlite always; PostgreSQL too when DATABASE_URL is set or a server answers on 127.0.0.1:5432.
 * PostgreSQL must answer when DATABASE_URL names it, when TEST_DATABASES=postgres, and in CI (CI=true:
 * these machines have it), so a suite never passes quietly on PGlite alone. TEST_DATABASES=pglite (or
 * =postgres) narrows the list.
 */
export async function findDatabaseTargets(
  env: Record<string, string | undefined>,
  answers: (serverUrl: string) => Promise<void>,
): Promise<DatabaseTarget[]> {
  const only = env.TEST_DATABASES?.trim();
  const explicit = env.DATABASE_URL?.trim() || undefined;
  const serverUrl = explicit ?? LOCAL_SERVER;
  const targets: DatabaseTarget[] = only === 'postgres' ? [] : [pglite];
  if (only === 'pglite') return targets;
  try {
    await answers(serverUrl);
    targets.push(postgres(serverUrl));
  } catch (err) {
    const why = explicit
      ? 'DATABASE_URL names it'
      : only === 'postgres'
        ? 'TEST_DATABASES=postgres'
        : 'CI=true';
    if (explicit || only === 'postgres' || env.CI === 'true') {
      throw new Error(
        `PostgreSQL is expected (${why}) but does not answer at ${new URL(serverUrl).host} ` +
          `(${(err as Error).message}); ` +
          'TEST_DATABASES=pglite runs on PGlite alone, on purpose',
        { cause: err },
      );
    }
  }
  return targets;
}

export function databaseTargets(): Promise<DatabaseTarget[]> {
  found ??= findDatabaseTargets(process.env, (url) => maintenanceQuery(url, 'SELECT 1'));
  return found;
}

/** "pglite, postgres (127.0.0.1:5432)": what a run covers, for its report. */
export function describeTargets(targets: readonly DatabaseTarget[], env: Record<string, string | undefined>) {
  const host = new URL(env.DATABASE_URL?.trim() || LOCAL_SERVER).host;
  return targets.map((t) => (t.kind === 'postgres' ? `postgres (${host})` : t.kind)).join(', ');
}
