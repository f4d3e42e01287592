import { existsSync } from 'node:fs';
import path from 'node:path';
import { BackupError, formatBytes } from '../backups/backup-folders';
import { DUMP_FORMATS, openRestoreTarget, pgliteSource, postgresSource } from '../backups/database-dumps';
import { restoreBackup } from '../backups/restore-backup';
import { type WrittenBackup, writeBackup } from '../backups/write-backup';
import type { AppConfig } from '../config';
import { type Database, openDatabase, pgliteClientOf } from '../db/client';
import { OpsError } from './input';

// `npm run ops -- backup` and `restore` (README: Backups and recovery; the work is in src/backups/).

export type BackupOpsCommand = { name: 'backup' } | { name: 'restore'; from: string; force: boolean };

export const BACKUP_OPTIONS = { force: { type: 'boolean' } } as const;

export const BACKUP_USAGE = `  backup
      Back up the database (pg_dump, or PGlite's own dump) and the uploads folder into a folder named
      for the time in BACKUP_DIR (default DATA_DIR/backups); keeps the newest BACKUP_KEEP (7).
  restore <backup folder> [--force]
      Restore a backup into an empty database and uploads folder (stop the api first); --force
      replaces what they hold.`;

export function parseBackupCommand(
  name: BackupOpsCommand['name'],
  rest: string[],
  o: { force?: boolean },
): BackupOpsCommand {
  return name === 'backup' ? { name } : { name, from: rest[0]!, force: o.force === true };
}

/** What backup and restore work with. */
export interface BackupContext {
  config: Pick<AppConfig, 'database' | 'uploadsDir' | 'backupDir' | 'backupKeep'>;
  /** The running api's embedded database (its ops channel): dumped through it; restore refuses. */
  running?: Database;
}

const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

const DATABASE_NAMES = { postgres: 'the PostgreSQL database', pglite: 'the embedded database (PGlite)' };

export async function runBackupCommand(
  command: BackupOpsCommand,
  context: BackupContext,
  now: Date,
): Promise<string[]> {
  try {
    return command.name === 'backup'
      ? await backupCommand(context, now)
      : await restoreCommand(command, context);
  } catch (err) {
    if (err instanceof BackupError) throw new OpsError(err.message);
    throw err;
  }
}

async function backupCommand({ config, running }: BackupContext, now: Date): Promise<string[]> {
  const { database } = config;
  if (running) return backupLines(await writeBackup(pgliteSource(pgliteClientOf(running)), config, now));
  if (database.kind === 'postgres')
    return backupLines(await writeBackup(postgresSource(database.url), config, now));
  if (!database.dataDir || !existsSync(path.join(database.dataDir, 'PG_VERSION'))) {
    throw new OpsError(`There is no embedded database in ${database.dataDir ?? 'memory'} to back up.`);
  }
  // Held while it is dumped (one process per folder); an api holding it is asked instead (ops.ts).
  const handle = await openDatabase(database, 'npm run ops -- backup');
  try {
    return backupLines(await writeBackup(pgliteSource(pgliteClientOf(handle.db)), config, now));
  } finally {
    await handle.close();
  }
}

function backupLines({ folder, manifest, removed }: WrittenBackup): string[] {
  const { database, uploads } = manifest;
  const parts: [string, string, string][] = [
    [database.file, formatBytes(database.bytes), DUMP_FORMATS[database.kind]],
    ['uploads/', formatBytes(uploads.bytes), plural(uploads.files, 'file')],
  ];
  const width = Math.max(...parts.map(([name]) => name.length));
  return [
    `Backed up ${DATABASE_NAMES[database.kind]} and the uploads folder into ${folder}:`,
    ...parts.map(([name, size, what]) => `  ${name.padEnd(width)}  ${size.padStart(9)}  ${what}`),
    ...(removed.length > 0 ? [`Removed the oldest: ${removed.join(', ')}.`] : []),
  ];
}

async function restoreCommand(
  command: Extract<BackupOpsCommand, { name: 'restore' }>,
  { config, running }: BackupContext,
): Promise<string[]> {
  if (running) {
    throw new OpsError(
      'The api is running on this database: stop it, then restore (a restore replaces the database under it).',
    );
  }
  const target = await openRestoreTarget(config.database);
  try {
    const { folder, manifest, replaced } = await restoreBackup(
      command.from,
      target,
      config.uploadsDir,
      command.force,
    );
    const into = `${target.where} and ${config.uploadsDir} (${plural(manifest.uploads.files, 'file')})`;
    return [
      `Restored ${folder} (backed up ${manifest.createdAt}) into ${into}` +
        `${replaced ? ', replacing what they held' : ''}.`,
      'Start the api: it brings the schema up to date if the backup is older than this version.',
    ];
  } finally {
    await target.close();
  }
}
