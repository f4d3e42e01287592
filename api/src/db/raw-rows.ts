import { type SQL, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Helpers for the statements drizzle's builders cannot write (data-modifying CTEs that feed each other):
 * rows go in with typed parameters and come back through the columns' own decoders.
 */

/** `"col_a", "col_b"`: the column names of `table`'s keys, in the order given. */
export function columnList(table: PgTable, keys: readonly string[]): SQL {
  const columns = getTableColumns(table);
  return sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
}

/**
 * `$1::integer, $2::text, …`: the row's values encoded by their columns and cast to their types. In
 * INSERT … SELECT and VALUES lists PostgreSQL does not infer a parameter's type from the target column.
 */
export function typedValues(table: PgTable, keys: readonly string[], row: Record<string, unknown>): SQL {
  const columns = getTableColumns(table);
  return sql.join(
    keys.map((key) => {
      const column = columns[key]!;
      return sql`${sql.param(row[key] ?? null, column)}::${sql.raw(column.getSQLType())}`;
    }),
    sql`, `,
  );
}

/** A row as the driver answered a raw query (column names), as drizzle's builders answer it (keys). */
export function fromDriverRow<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as T['$inferSelect'];
}
