import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Database, MIGRATIONS_FOLDER } from './client';
import { hasSqlState } from './errors';

let journal: string[] | undefined;

/**
 * How many migrations of this build's journal (api/drizzle) the database has not recorded. drizzle's
 * migrator records each one it applies in drizzle.__drizzle_migrations under its journal time.
 */
export async function unappliedMigrations(db: Database): Promise<number> {
  journal ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => String(m.folderMillis));
  let applied: Set<string>;
  try {
    const result = (await db.execute(
      sql`SELECT created_at::text AS applied FROM drizzle.__drizzle_migrations`,
    )) as { rows: { applied: string }[] };
    applied = new Set(result.rows.map((row) => row.applied));
  } catch (err) {
    // 42P01: no migration was ever applied here.
    if (!hasSqlState(err, '42P01')) throw err;
    applied = new Set();
  }
  return journal.filter((when) => !applied.has(when)).length;
}
