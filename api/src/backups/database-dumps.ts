import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { devNull } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseConfig } from '../config';
import { openDatabase, pgliteDatabase } from '../db/client';
import { emptyDatabase, otherSessions, userTables } from '../db/database-contents-repository';
import { DatabaseInUseError, lockPgliteFolder } from '../db/pglite-lock';
import { BackupError } from './backup-folders';
import { describeServer, pgTool } from './pg-tools';

// How each database is dumped into a backup and loaded from one: pg_dump and pg_restore for PostgreSQL,
// PGlite's own dumpDataDir and loadDataDir for the embedded one.

type Kind = DatabaseConfig['kind'];

/** The dump's file name in a backup folder. */
export const DUMP_FILES: Record<Kind, string> = {
  postgres: 'database.pgdump',
  pglite: 'database.pglite.tar.gz',
};
export const DUMP_FORMATS: Record<Kind, string> = {
  postgres: 'pg_dump, custom format',
  pglite: "PGlite's dumpDataDir",
};

export interface DatabaseSource {
  kind: Kind;
  dump(file: string): Promise<void>;
}

/** pg_dump's custom format: the whole database as one snapshot (a repeatable-read transaction), compressed. */
export const postgresSource = (url: string): DatabaseSource => ({
  kind: 'postgres',
  dump: (file) => pgTool('pg_dump', ['--format=custom', `--file=${file}`], url),
});

/**
 * PGlite's data folder as a gzipped tar. dumpDataDir waits for the statement running and holds off the
 * next, and the files it reads have every committed transaction written (PostgreSQL writes its log at
 * each commit): loaded, the copy recovers as after a power cut, to the last commit before the dump.
 */
export const pgliteSource = (client: PGlite): DatabaseSource => ({
  kind: 'pglite',
  async dump(file) {
    const tarball = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  },
});

/** A database a backup is restored into: what it holds, and the steps that fill it. */
export interface RestoreTarget {
  kind: Kind;
  /** "the embedded database in …", "the PostgreSQL database harmony on …": for the operator. */
  where: string;
  tables(): Promise<string[]>;
  /** Reads the dump through, refusing one it cannot load, before anything is replaced. */
  prepare(file: string): Promise<void>;
  /** Loads the prepared dump; replace: what the database holds goes first. */
  load(file: string, replace: boolean): Promise<void>;
  close(): Promise<void>;
}

export function openRestoreTarget(database: DatabaseConfig): Promise<RestoreTarget> {
  if (database.kind === 'postgres') return postgresTarget(database.url);
  if (!database.dataDir) throw new BackupError('An in-memory database cannot be restored into.');
  return pgliteTarget(database.dataDir);
}

async function postgresTarget(url: string): Promise<RestoreTarget> {
  const where = `the PostgreSQL database ${describeServer(url)}`;
  const handle = await openDatabase({ kind: 'postgres', url });
  const { db } = handle;
  return {
    kind: 'postgres',
    where,
    async tables() {
      try {
        return await userTables(db);
      } catch (err) {
        // Drizzle wraps the driver's error in one that repeats the query: the driver's says why.
        const { cause, message } = err as Error;
        const why = cause instanceof Error ? cause.message : message;
        throw new BackupError(`Could not reach ${where} (DATABASE_URL): ${why}.`);
      }
    },
    async prepare(file) {
      try {
        await pgTool('pg_restore', ['--list', `--file=${devNull}`, file]);
      } catch (err) {
        throw new BackupError(`${file} cannot be read by this pg_restore: ${(err as Error).message}`);
      }
    },
    async load(file, replace) {
      if (replace) {
        const others = await otherSessions(db);
        if (others > 0) {
          throw new BackupError(
            `${others} other session${others === 1 ? ' is' : 's are'} connected to ${where} (is the api ` +
              'still running?): stop them, then restore again.',
          );
        }
        await emptyDatabase(db);
      }
      // The restoring user owns what it makes, as the api's migrations would; one transaction: all or none.
      await pgTool(
        'pg_restore',
        ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', file],
        url,
      );
    },
    close: () => handle.close(),
  };
}

async function pgliteTarget(dataDir: string): Promise<RestoreTarget> {
  let lock;
  try {
    // Held until the end: no api starts on the folder while it is replaced.
    lock = await lockPgliteFolder(dataDir, 'npm run ops -- restore');
  } catch (err) {
    if (!(err instanceof DatabaseInUseError)) throw err;
    throw new BackupError(
      `The embedded database in ${dataDir} is open in ${err.holder.owner} (pid ${err.holder.pid}): stop ` +
        'it, then restore (a restore replaces the database under it).',
    );
  }
  // Loaded beside the folder first, so a dump that does not load leaves the folder as it was.
  const staging = `${dataDir}.restoring`;
  const opened = async <T>(dir: string, work: (client: PGlite) => Promise<T>, loadDataDir?: Blob) => {
    const client = await PGlite.create(dir, { loadDataDir });
    try {
      return await work(client);
    } finally {
      await client.close();
    }
  };
  return {
    kind: 'pglite',
    where: `the embedded database in ${dataDir}`,
    async tables() {
      if (!existsSync(path.join(dataDir, 'PG_VERSION'))) return [];
      return opened(dataDir, (client) => userTables(pgliteDatabase(client)));
    },
    async prepare(file) {
      await rm(staging, { recursive: true, force: true });
      const dump = new Blob([await readFile(file)]);
      try {
        await opened(staging, (client) => userTables(pgliteDatabase(client)), dump);
      } catch (err) {
        await rm(staging, { recursive: true, force: true });
        throw new BackupError(`${file} is not a database PGlite can load: ${(err as Error).message}.`);
      }
    },
    async load() {
      await rm(dataDir, { recursive: true, force: true });
      await rename(staging, dataDir);
    },
    async close() {
      await rm(staging, { recursive: true, force: true });
      await lock.release();
    },
  };
}
