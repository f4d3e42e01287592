import { type SQL, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Helpers for the statements drizzle's builders cannot write (data-modifying CTEs that feed each other):
 * rows go in as one json parameter and come back through the columns' own decoders.
 */

// Built once per table and key list: a statement is rebuilt per call, and a list of thirty columns as
// thirty chunks was most of the cost of building the paying statement.
const columnLists = new WeakMap<PgTable, Map<string, SQL>>();

/**
 * `"col_a", "col_b"` (or with `alias`, `"r"."col_a", "r"."col_b"`): the column names of `table`'s keys,
 * in the order given, as one chunk.
 */
export function columnList(table: PgTable, keys: readonly string[], alias?: string): SQL {
  const lists = columnLists.get(table) ?? new Map<string, SQL>();
  columnLists.set(table, lists);
  const cacheKey = `${alias ?? ''}:${keys.join(',')}`;
  let list = lists.get(cacheKey);
  if (!list) {
    const columns = getTableColumns(table);
    const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const prefix = alias ? `${quote(alias)}.` : '';
    list = sql.raw(keys.map((key) => prefix + quote(columns[key]!.name)).join(', '));
    lists.set(cacheKey, list);
  }
  return list;
}

/**
 * `json_populate_recordset(NULL::"table", $1::json)`: the rows as one parameter, keyed by column name
 * and encoded by their columns, read back by PostgreSQL as rows of the table's type. One parameter
 * instead of one per value: the statement is quicker to build and to plan. Not for json columns (the
 * driver's encoding of those is already text).
 */
export function jsonRecords(
  table: PgTable,
  keys: readonly string[],
  rows: readonly Record<string, unknown>[],
): SQL {
  const columns = getTableColumns(table);
  const records = rows.map((row) =>
    Object.fromEntries(
      keys.map((key) => {
        const column = columns[key]!;
        const value = row[key];
        return [column.name, value === null || value === undefined ? null : column.mapToDriverValue(value)];
      }),
    ),
  );
  return sql`json_populate_recordset(NULL::${table}, ${JSON.stringify(records)}::json)`;
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
