import { and, asc, count, eq } from 'drizzle-orm';
import type { CategoryList } from '../schemas/catalog-search';
import type { Database } from './client';
import { shownToShoppers } from './products-repository';
import { categories, products } from './schema';

/** Every category in the shop's order, with how many published products it holds (empty ones too). */
export async function listCategories(db: Database): Promise<CategoryList> {
  return db
    .select({ slug: categories.slug, name: categories.name, count: count(products.id) })
    .from(categories)
    .leftJoin(products, and(eq(products.category, categories.slug), shownToShoppers))
    .groupBy(categories.slug)
    .orderBy(asc(categories.position));
}
