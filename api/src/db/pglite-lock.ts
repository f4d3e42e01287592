import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Who holds an embedded database folder. */
export interface LockHolder {
  pid: number;
  /** What the process is, in words: "the api (npm start)", "npm run ops"… */
  owner: string;
  startedAt: string;
}

/** Another live process has the folder: PGlite allows one process per data folder. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by ${holder.owner} (pid ${holder.pid}, since ` +
        `${holder.startedAt}). PGlite allows one process per data folder: stop that process first ` +
        '(e.g. stop `npm start` before `npm run ops`), or use PostgreSQL with DATABASE_URL.',
    );
    this.name = 'DatabaseInUseError';
  }
}

export interface FolderLock {
  release(): Promise<void>;
}

/**
 * The running api's channel for `npm run ops` on the same folder: a Unix socket beside it, readable
 * and writable by its owner only. ops sends its command there instead of opening the folder itself.
 */
export function opsChannelOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.ops.sock`;
}

/** The lock file sits beside the folder (DATA_DIR/pglite.lock), never inside PGlite's own files. */
export function lockFileOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

function alive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(file: string): Promise<LockHolder | null> {
  try {
    const holder = JSON.parse(await readFile(file, 'utf8')) as LockHolder;
    return typeof holder.pid === 'number' ? holder : null;
  } catch {
    return null;
  }
}

/**
 * Claims an embedded database folder for this process: a second process (the api while `npm run ops`
 * runs, or the other way round) gets DatabaseInUseError instead of opening the same files. A lock left by
 * a process that died is taken over.
 */
export async function lockPgliteFolder(dataDir: string, owner: string): Promise<FolderLock> {
  const file = lockFileOf(dataDir);
  await mkdir(path.dirname(file), { recursive: true });
  const mine: LockHolder = { pid: process.pid, owner, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(file, `${JSON.stringify(mine)}\n`, { flag: 'wx', mode: 0o644 });
      return {
        async release() {
          const holder = await readHolder(file);
          if (holder?.pid === mine.pid && holder.startedAt === mine.startedAt)
            await unlink(file).catch(() => {});
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = await readHolder(file);
    if (holder && holder.pid !== process.pid && alive(holder.pid)) {
      throw new DatabaseInUseError(path.resolve(dataDir), holder);
    }
    // Left behind by a process that is gone (or by this one, unreleased): take it over.
    await unlink(file).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }
  throw new Error(`Could not lock ${file}: other processes keep taking it`);
}
