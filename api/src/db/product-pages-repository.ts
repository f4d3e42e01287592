import { and, asc, eq } from 'drizzle-orm';
import type { Database } from './client';
import { shownToShoppers } from './products-repository';
import { categories, products } from './schema';

// Read straight from the tables, never from a process's catalogue copy: a page's metadata shows an
// operator's change (npm run ops) on the next request. Only the columns a page's head shows.

/** One published product and its category as they are now; undefined when shoppers have none with that id. */
export async function findProductForPage(db: Database, id: number) {
  const [row] = await db
    .select({
      id: products.id,
      slug: products.slug,
      title: products.title,
      brand: products.brand,
      pricePaise: products.pricePaise,
      originalPricePaise: products.originalPricePaise,
      stock: products.stock,
      imageFile: products.imageFile,
      summary: products.summary,
      category: { slug: categories.slug, name: categories.name },
    })
    .from(products)
    .leftJoin(categories, eq(products.category, categories.slug))
    .where(and(eq(products.id, id), shownToShoppers))
    .limit(1);
  return row;
}

export type ProductPageRow = NonNullable<Awaited<ReturnType<typeof findProductForPage>>>;

/** Every published product's id, category and last change, in catalogue order (the sitemap). */
export function productChanges(db: Database) {
  return db
    .select({ id: products.id, category: products.category, updatedAt: products.updatedAt })
    .from(products)
    .where(shownToShoppers)
    .orderBy(asc(products.id));
}
