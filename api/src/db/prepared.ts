import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

// Per database handle (and per transaction, which is a handle of its own), by name.
const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * A fixed statement of the hot paths (checkout, payment, its mail), built once per handle and prepared
 * under `name` on PostgreSQL: neither drizzle's builder nor the server's parser and planner run again
 * for it. `name` must stand for one statement text only (node-postgres refuses a name reused with other
 * text).
 */
export function prepared<P>(
  db: Database,
  name: string,
  build: (db: Database) => { prepare(name: string): P },
): P {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as P | undefined;
  if (statement === undefined) {
    statement = build(db).prepare(name);
    byName.set(name, statement);
  }
  return statement;
}

// Statements written with sql`` (data-modifying CTEs drizzle's builders cannot write), turned into
// text the same way drizzle's builders are.
const dialect = new PgDialect();
const namesByText = new Map<string, string>();

/**
 * Runs a statement written with sql`` as a prepared statement named after its text: on PostgreSQL a
 * connection parses and plans it once, not at every call (for the paying statement that was a third of
 * its time). Its text must depend only on its shape, every value a parameter, so the names stay few.
 * Both drivers answer { rows }.
 */
export async function executePrepared(
  db: Database,
  statement: SQL,
): Promise<{ rows: Record<string, unknown>[] }> {
  const query = dialect.sqlToQuery(statement);
  let name = namesByText.get(query.sql);
  if (name === undefined) {
    name = `sql_${createHash('sha256').update(query.sql).digest('hex').slice(0, 24)}`;
    namesByText.set(query.sql, name);
  }
  return (await db._.session.prepareQuery(query, undefined, name, false).execute()) as {
    rows: Record<string, unknown>[];
  };
}

/** A placeholder where drizzle's types take only SQL (an update's set()); dates go in as ISO text. */
export const settable = (name: string): SQL => sql`${sql.placeholder(name)}`;
