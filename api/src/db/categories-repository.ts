import { asc, count, eq } from 'drizzle-orm';
import type { CategoryList } from '../schemas/catalog-search';
import type { Database } from './client';
import { categories, products } from './schema';

/** Every category in the shop's order, with how many products it holds (empty ones too). */
export async function listCategories(db: Database): Promise<CategoryList> {
  return db
    .select({ slug: categories.slug, name: categories.name, count: count(products.id) })
    .from(categories)
    .leftJoin(products, eq(products.category, categories.slug))
    .groupBy(categories.slug)
    .orderBy(asc(categories.position));
}
