import { sql } from 'drizzle-orm';
import type { Database } from './client';

// What a restore asks of the database it restores into: whether it holds anything, who else is on it,
// and (replacing it) the database as CREATE DATABASE made it.

/** Schemas of PostgreSQL itself: never the shop's, never dropped. */
const USER_SCHEMAS = sql`n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'`;

/** Every table of every schema but PostgreSQL's own, as schema.table: a database is empty without any. */
export async function userTables(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`SELECT n.nspname || '.' || c.relname AS name FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND ${USER_SCHEMAS} ORDER BY 1`,
  )) as { rows: { name: string }[] };
  return result.rows.map((row) => row.name);
}

/** Sessions on this database besides this one: an api still connected to what a restore would replace. */
export async function otherSessions(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  )) as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

/**
 * Drops every schema but PostgreSQL's own, with all they hold, and gives back an empty public schema:
 * what is left is the database as it was created, for a restore to fill. One transaction: all or none.
 */
export async function emptyDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`SELECT quote_ident(n.nspname) AS name FROM pg_namespace n WHERE ${USER_SCHEMAS}`,
    )) as { rows: { name: string }[] };
    for (const { name } of result.rows) await tx.execute(sql.raw(`DROP SCHEMA ${name} CASCADE`));
    await tx.execute(sql`CREATE SCHEMA public`);
  });
}
