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
