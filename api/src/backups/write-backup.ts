import { cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BackupSettings } from '../settings/backup-settings';
import {
  type Manifest,
  UPLOADS_FOLDER,
  backupName,
  folderSize,
  pruneBackups,
  sha256Of,
  writeManifest,
} from './backup-folders';
import { DUMP_FILES, type DatabaseSource } from './database-dumps';

export interface WrittenBackup {
  folder: string;
  manifest: Manifest;
  /** The older backups removed to keep BACKUP_KEEP. */
  removed: string[];
}

/** A name not taken yet: a second backup within the same second gets -2, -3… */
async function freeName(dir: string, name: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? name : `${name}-${n}`;
    if (!(await stat(path.join(dir, candidate)).catch(() => null))) return candidate;
  }
}

/**
 * Writes a backup of the database and the uploads folder into settings.backupDir, then keeps the newest
 * settings.backupKeep. It is written under a hidden name and renamed when whole, so a backup that failed
 * halfway is never listed, kept or restored.
 */
export async function writeBackup(
  source: DatabaseSource,
  settings: BackupSettings & { uploadsDir: string },
  at: Date,
): Promise<WrittenBackup> {
  const { backupDir, backupKeep, uploadsDir } = settings;
  await mkdir(backupDir, { recursive: true });
  const name = await freeName(backupDir, backupName(at));
  const partial = path.join(backupDir, `.${name}.partial`);
  const folder = path.join(backupDir, name);
  await mkdir(partial);
  try {
    const dumpFile = path.join(partial, DUMP_FILES[source.kind]);
    await source.dump(dumpFile);
    // Copied after the dump: a picture is stored before the row that names it, so every picture the dump
    // names is here.
    const uploads = path.join(partial, UPLOADS_FOLDER);
    if (await stat(uploadsDir).catch(() => null)) {
      await cp(uploadsDir, uploads, { recursive: true, preserveTimestamps: true });
    } else {
      await mkdir(uploads);
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: at.toISOString(),
      database: {
        kind: source.kind,
        file: DUMP_FILES[source.kind],
        bytes: (await stat(dumpFile)).size,
        sha256: await sha256Of(dumpFile),
      },
      uploads: await folderSize(uploads),
    };
    await writeManifest(partial, manifest);
    await rename(partial, folder);
    return { folder, manifest, removed: await pruneBackups(backupDir, backupKeep, name) };
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}
