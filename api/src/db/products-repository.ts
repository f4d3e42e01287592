import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from './client';
import { type ProductRow, products } from './schema';

/** A product as the api reads it: every column but the search document, which only PostgreSQL reads. */
export type ProductRecord = Omit<ProductRow, 'search'>;

const { search: _search, ...productColumns } = getTableColumns(products);
export { productColumns };

/**
 * What shoppers may see: published products. Every read for them (the catalogue, search, suggestions,
 * the categories' counts, page heads, the sitemap, the cart and checkout) keeps to it; staff and orders
 * read every product.
 */
export const shownToShoppers = eq(products.published, true);

/** The products shoppers see, in catalogue order. */
export async function listProducts(db: Database): Promise<ProductRecord[]> {
  return db.select(productColumns).from(products).where(shownToShoppers).orderBy(asc(products.id));
}

/**
 * A fingerprint of the products table that changes with any write to any row, whoever made it and
 * whether or not it moved updated_at: each row's xmin is the transaction that wrote its current
 * version. A read of two small columns, where reloading the catalogue reads every description.
 */
export async function catalogueVersion(db: Database): Promise<string> {
  const result = (await db.execute(
    sql`SELECT count(*) || ':' || coalesce(md5(string_agg(id || '.' || xmin::text, ',' ORDER BY id)), '')
      AS version FROM ${products}`,
  )) as { rows: { version: string }[] };
  return result.rows[0]?.version ?? '';
}
