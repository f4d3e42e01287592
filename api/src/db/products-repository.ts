import { asc, getTableColumns } from 'drizzle-orm';
import type { Database } from './client';
import { type ProductRow, products } from './schema';

/** A product as the api reads it: every column but the search document, which only PostgreSQL reads. */
export type ProductRecord = Omit<ProductRow, 'search'>;

const { search: _search, ...productColumns } = getTableColumns(products);
export { productColumns };

export async function listProducts(db: Database): Promise<ProductRecord[]> {
  return db.select(productColumns).from(products).orderBy(asc(products.id));
}
