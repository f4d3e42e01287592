import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';

// A backup is a folder in BACKUP_DIR named for its time (harmony-2026-05-01T02-30-00Z): the database's
// dump, a copy of the uploads folder, and backup.json, written last, which says what the rest is.

/** Something the operator must hear about a backup or a restore: the message is for them. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export const MANIFEST_FILE = 'backup.json';
export const UPLOADS_FOLDER = 'uploads';
const BACKUP_NAME = /^harmony-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ(-\d+)?$/;

const ManifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    file: z.string().regex(/^database\.[a-z.]+$/),
    bytes: z.number().int().min(0),
    sha256: z.string().regex(/^[a-f0-9]{64}$/),
  }),
  uploads: z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0) }),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** harmony-2026-05-01T02-30-00Z: UTC, sortable, and a legal file name everywhere (no colons). */
export function backupName(at: Date): string {
  return `harmony-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;
}

/** The complete backups in a folder (backup.json written), oldest first; half-written ones are hidden. */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const complete = await Promise.all(
    names
      .filter((name) => BACKUP_NAME.test(name))
      .map(async (name) =>
        (await stat(path.join(dir, name, MANIFEST_FILE)).catch(() => null)) ? name : null,
      ),
  );
  return complete.filter((name): name is string => name !== null).sort();
}

/**
 * Removes the oldest backups beyond the newest `keep`, never `latest` (the one just written, even if a
 * clock set back named it before older ones); answers their names.
 */
export async function pruneBackups(dir: string, keep: number, latest: string): Promise<string[]> {
  const backups = (await listBackups(dir)).filter((name) => name !== latest);
  const old = backups.slice(0, Math.max(0, backups.length - (keep - 1)));
  for (const name of old) await rm(path.join(dir, name), { recursive: true, force: true });
  return old;
}

/** How many files a folder holds, at any depth, and their bytes (a missing folder holds none). */
export async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const sizes = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).size),
  );
  return { files: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

export function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  return writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * The backup a path names (its folder, or any file in it), its manifest checked against its database
 * file: a missing, foreign or damaged backup is refused here, before anything is replaced.
 */
export async function openBackup(given: string): Promise<{ folder: string; manifest: Manifest }> {
  const found = await stat(given).catch(() => null);
  if (!found) throw new BackupError(`There is no backup at ${given}.`);
  const folder = found.isDirectory() ? given : path.dirname(given);
  const text = await readFile(path.join(folder, MANIFEST_FILE), 'utf8').catch(() => null);
  let parsed;
  try {
    parsed = text === null ? null : ManifestSchema.safeParse(JSON.parse(text));
  } catch {
    parsed = null;
  }
  if (!parsed?.success) {
    throw new BackupError(
      `${folder} is not a backup of this shop: it has no readable ${MANIFEST_FILE} (npm run ops -- backup writes one).`,
    );
  }
  const manifest = parsed.data;
  const file = path.join(folder, manifest.database.file);
  const size = (await stat(file).catch(() => null))?.size;
  if (size === undefined)
    throw new BackupError(`${folder} is incomplete: ${manifest.database.file} is missing.`);
  if (size !== manifest.database.bytes || (await sha256Of(file)) !== manifest.database.sha256) {
    throw new BackupError(
      `${file} is damaged: it is not the file the backup wrote (${manifest.database.bytes} bytes, ` +
        `sha256 ${manifest.database.sha256.slice(0, 12)}…, in ${MANIFEST_FILE}).`,
    );
  }
  return { folder, manifest };
}

const UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** 1.4 MB, 820 kB: sizes for the operator, in the platform's own unit formatting. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  const step = Math.min(UNITS.length, Math.floor(Math.log10(bytes) / 3));
  return new Intl.NumberFormat('en', {
    style: 'unit',
    unit: UNITS[step - 1],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(bytes / 1000 ** step);
}
