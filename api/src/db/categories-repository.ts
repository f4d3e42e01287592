import { and, asc, count, eq } from 'drizzle-orm';
import type { CategoryList } from '../schemas/catalog-search';
import type { Database } from './client';
import { shownToShoppers } from './products-repository';
import { categories, products } from './schema';

/** Categories with how many published products each holds (empty ones too). */
const withCounts = (db: Database) =>
  db
    .select({ slug: categories.slug, name: categories.name, count: count(products.id) })
    .from(categories)
    .leftJoin(products, and(eq(products.category, categories.slug), shownToShoppers))
    .$dynamic();

/** Every category in the shop's order, with its count. */
export async function listCategories(db: Database): Promise<CategoryList> {
  return withCounts(db).groupBy(categories.slug).orderBy(asc(categories.position));
}

/** One category by its slug, with its count; undefined for a slug the shop lacks. */
export async function findCategory(db: Database, slug: string): Promise<CategoryList[number] | undefined> {
  const [found] = await withCounts(db).where(eq(categories.slug, slug)).groupBy(categories.slug);
  return found;
}
