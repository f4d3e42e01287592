import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { BackupError } from './backup-folders';

const run = promisify(execFile);

/** "harmony on db.example.in:5432": a PostgreSQL URL said without its password. */
export function describeServer(url: string): string {
  const u = new URL(url);
  return `${decodeURIComponent(u.pathname.slice(1)) || 'postgres'} on ${u.host}`;
}

/**
 * Runs pg_dump or pg_restore against DATABASE_URL. The password goes in PGPASSWORD, not on the command
 * line, where every account on the machine could read it in the process list.
 */
export async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[], url?: string): Promise<void> {
  const env = { ...process.env };
  const connection: string[] = [];
  if (url) {
    const u = new URL(url);
    if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
    u.password = '';
    connection.push(`--dbname=${u.toString()}`);
  }
  try {
    await run(tool, [...connection, ...args], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const failed = err as NodeJS.ErrnoException & { stderr?: string };
    if (failed.code === 'ENOENT') {
      throw new BackupError(
        `${tool} was not found. Install PostgreSQL's client programs (Debian: postgresql-client) of the ` +
          "server's major version or newer, and run again.",
      );
    }
    throw new BackupError(`${tool} failed: ${failed.stderr?.trim() || failed.message}`);
  }
}
