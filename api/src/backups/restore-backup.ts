import { cp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { BackupError, type Manifest, UPLOADS_FOLDER, folderSize, openBackup } from './backup-folders';
import type { RestoreTarget } from './database-dumps';

export interface RestoredBackup {
  folder: string;
  manifest: Manifest;
  /** Whether a database or uploads that held something were replaced (--force). */
  replaced: boolean;
}

const KIND_NAMES = { postgres: 'PostgreSQL', pglite: 'the embedded database (PGlite)' } as const;
const KIND_HINTS = {
  postgres: 'set DATABASE_URL to the PostgreSQL database to restore it into',
  pglite: 'unset DATABASE_URL; it goes into DATA_DIR',
} as const;

function notEmpty(where: string, tables: string[], uploadsDir: string, uploads: number): string {
  const holds = [
    tables.length > 0 &&
      `${where} is not empty (${tables.length} tables: ${tables.slice(0, 3).join(', ')}${tables.length > 3 ? ', …' : ''})`,
    uploads > 0 && `the uploads folder ${uploadsDir} holds ${uploads} file${uploads === 1 ? '' : 's'}`,
  ].filter(Boolean);
  return (
    `Not restored: ${holds.join(', and ')}. restore fills an empty database; --force replaces what is ` +
    'there, and what is there is lost (back it up first).'
  );
}

/** The uploads folder becomes the backup's copy: copied beside it, then put in its place. */
async function replaceUploads(from: string, uploadsDir: string): Promise<void> {
  const staging = `${uploadsDir}.restoring`;
  await rm(staging, { recursive: true, force: true });
  await cp(from, staging, { recursive: true, preserveTimestamps: true });
  await rm(uploadsDir, { recursive: true, force: true });
  await rename(staging, uploadsDir);
}

/**
 * Restores a backup (its folder, or a file in it) into the target database and uploads folder. Both
 * must be empty unless force: then what they hold is replaced. A backup that is missing, damaged, of
 * the other kind of database or unreadable is refused before anything changes.
 */
export async function restoreBackup(
  given: string,
  target: RestoreTarget,
  uploadsDir: string,
  force: boolean,
): Promise<RestoredBackup> {
  const { folder, manifest } = await openBackup(path.resolve(given));
  const { kind } = manifest.database;
  if (kind !== target.kind) {
    throw new BackupError(
      `${folder} is a backup of ${KIND_NAMES[kind]}, and this shop runs on ${KIND_NAMES[target.kind]}: ` +
        `${KIND_HINTS[kind]}.`,
    );
  }
  const tables = await target.tables();
  const uploads = (await folderSize(uploadsDir)).files;
  if (!force && (tables.length > 0 || uploads > 0)) {
    throw new BackupError(notEmpty(target.where, tables, uploadsDir, uploads));
  }
  const file = path.join(folder, manifest.database.file);
  await target.prepare(file);
  await target.load(file, tables.length > 0);
  await replaceUploads(path.join(folder, UPLOADS_FOLDER), uploadsDir);
  return { folder, manifest, replaced: tables.length > 0 || uploads > 0 };
}
