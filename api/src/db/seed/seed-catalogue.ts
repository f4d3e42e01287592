import { count, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { products } from '../schema';
import { catalogueRows } from './catalogue';

export type SeedMode =
  /** Start-up: only an empty catalogue is filled; an operator's edits are never overwritten. */
  | 'if-empty'
  /** `npm run seed`: the shipped catalogue is written again over the same ids. */
  | 'upsert';

/** Writes the catalogue in one transaction; answers how many products were written. */
export async function seedCatalogue(db: Database, mode: SeedMode): Promise<number> {
  return db.transaction(async (tx) => {
    // Two processes seeding at once would both see an empty table; the lock makes the second wait.
    await tx.execute(sql`LOCK TABLE ${products} IN SHARE ROW EXCLUSIVE MODE`);
    if (mode === 'if-empty') {
      const [row] = await tx.select({ n: count() }).from(products);
      if ((row?.n ?? 0) > 0) return 0;
    }
    const rows = catalogueRows();
    await tx
      .insert(products)
      .values(rows)
      .onConflictDoUpdate({ target: products.id, set: { ...excludedColumns(), updatedAt: sql`now()` } });
    // Explicit ids leave the identity sequence behind; the next product added gets max(id) + 1.
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM ${products}))`,
    );
    return rows.length;
  });
}

/**
 * `SET column = excluded.column` for every column the seed owns: not stock (the shop counts that), nor
 * the category, capacity and HSN code an operator may have corrected, nor the search document PostgreSQL
 * derives.
 */
function excludedColumns() {
  const {
    id: _id,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    stock: _stock,
    category: _category,
    capacityValue: _capacityValue,
    capacityUnit: _capacityUnit,
    hsn: _hsn,
    search: _search,
    ...owned
  } = getTableColumns(products);
  return Object.fromEntries(
    Object.entries(owned).map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}
