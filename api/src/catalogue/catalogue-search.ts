import { type SQL, and, asc, desc, sql } from 'drizzle-orm';
import { formatPriceText, pageCount, paiseToRupees } from '@harmony/shared/domain';
import {
  type CapacityUnit,
  type CatalogQuery,
  capacityLabel,
  capacityToken,
  searchTerms,
} from '@harmony/shared/catalog-query';
import { productImagePath } from '../schemas/products';
import type { CatalogPage, Suggestion } from '../schemas/catalog-search';
import type { Database } from '../db/client';
import { productColumns, shownToShoppers } from '../db/products-repository';
import { toApiProduct } from './product-answer';
import { categories, products } from '../db/schema';
import { filters, matches, ordering, textQuery } from './search-query';

export const MAX_SUGGESTIONS = 6;

interface FacetRow {
  total: number;
  categories: CatalogPage['facets']['categories'];
  brands: CatalogPage['facets']['brands'];
  capacities: { value: number; unit: CapacityUnit; count: number }[];
  price: { min: number | null; max: number | null };
  in_stock: number;
}

const all = (conditions: (SQL | undefined)[]) => and(...conditions) ?? sql`true`;

/**
 * The totals and facets in one statement. `hits` are the products the search text matches, each with
 * whether it passes each filter; a facet counts the hits that pass every filter but its own, so the
 * page can offer the other brands, capacities or categories of the same search.
 */
async function facets(db: Database, match: SQL | undefined, f: ReturnType<typeof filters>) {
  const yes = (condition: SQL | undefined) => condition ?? sql`true`;
  const result = (await db.execute(sql`
    WITH hits AS (
      SELECT ${products.id} AS id, ${products.category} AS category, ${products.brand} AS brand,
        ${products.capacityValue} AS capacity_value, ${products.capacityUnit} AS capacity_unit,
        ${products.pricePaise} AS price, ${products.stock} AS stock,
        ${yes(f.category)} AS by_category, ${yes(f.brand)} AS by_brand, ${yes(f.capacity)} AS by_capacity,
        ${yes(f.price)} AS by_price, ${yes(f.stock)} AS by_stock
      FROM ${products} WHERE ${shownToShoppers} AND ${yes(match)}
    )
    SELECT
      (SELECT count(*)::int FROM hits
        WHERE by_category AND by_brand AND by_capacity AND by_price AND by_stock) AS total,
      (SELECT coalesce(json_agg(json_build_object('slug', c.slug, 'name', c.name, 'count', c.n)
          ORDER BY c.position), '[]'::json)
        FROM (SELECT k.slug, k.name, k.position,
            count(h.id) FILTER (WHERE h.by_brand AND h.by_capacity AND h.by_price AND h.by_stock) AS n
          FROM ${categories} k LEFT JOIN hits h ON h.category = k.slug
          GROUP BY k.slug, k.name, k.position) c) AS categories,
      (SELECT coalesce(json_agg(json_build_object('name', b.brand, 'count', b.n)
          ORDER BY b.brand COLLATE "C"), '[]'::json)
        FROM (SELECT brand, count(*) FILTER (WHERE by_category AND by_capacity AND by_price AND by_stock) AS n
          FROM hits GROUP BY brand) b) AS brands,
      (SELECT coalesce(json_agg(json_build_object('value', v.capacity_value, 'unit', v.capacity_unit,
          'count', v.n) ORDER BY v.capacity_unit DESC, v.capacity_value), '[]'::json)
        FROM (SELECT capacity_value, capacity_unit,
            count(*) FILTER (WHERE by_category AND by_brand AND by_price AND by_stock) AS n
          FROM hits WHERE capacity_unit IS NOT NULL GROUP BY capacity_value, capacity_unit) v) AS capacities,
      (SELECT json_build_object('min', min(price), 'max', max(price)) FROM hits
        WHERE by_category AND by_brand AND by_capacity AND by_stock) AS price,
      (SELECT count(*)::int FROM hits
        WHERE by_category AND by_brand AND by_capacity AND by_price AND stock > 0) AS in_stock`)) as {
    rows: FacetRow[];
  };
  const row = result.rows[0];
  if (!row) throw new Error('facet query returned no row');
  return row;
}

/** What a query's page selects: its products' condition, order and place, and the parts facets reuse. */
function pageOf(query: CatalogQuery) {
  const tsquery = textQuery(searchTerms(query.q), false);
  const match = matches(tsquery);
  const f = filters(query);
  return {
    match,
    f,
    where: all([shownToShoppers, match, f.category, f.brand, f.capacity, f.price, f.stock]),
    order: ordering(query.sort, tsquery),
    offset: (query.page - 1) * query.perPage,
  };
}

/** One page of the products a query finds, in its order, with the totals and facets around it. */
export async function searchCatalogue(db: Database, query: CatalogQuery): Promise<CatalogPage> {
  const { match, f, where, order, offset } = pageOf(query);
  const [rows, facet] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(query.perPage)
      .offset(offset),
    facets(db, match, f),
  ]);
  const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
  const selected = query.capacity && capacityToken(query.capacity);
  const capacities = facet.capacities.map(({ value, unit, count }) => {
    const capacity = { value: Number(value), unit };
    return { value: capacityToken(capacity), label: capacityLabel(capacity), count };
  });
  // Brands and capacities that nothing else selected leaves any product of are noise, unless chosen.
  return {
    products: rows.map(toApiProduct),
    total: facet.total,
    page: query.page,
    per_page: query.perPage,
    pages: pageCount(facet.total, query.perPage),
    sort: query.sort,
    facets: {
      categories: facet.categories,
      brands: facet.brands.filter((b) => b.count > 0 || b.name.toLowerCase() === query.brand?.toLowerCase()),
      capacities: capacities.filter((c) => c.count > 0 || c.value === selected),
      price: { min: rupees(facet.price.min), max: rupees(facet.price.max) },
      in_stock: facet.in_stock,
    },
  };
}

/** The pictures of the first `count` products of a query's page, in its order: its first screen. */
export async function pageImages(db: Database, query: CatalogQuery, count: number): Promise<string[]> {
  const { where, order, offset } = pageOf(query);
  const rows = await db
    .select({ imageFile: products.imageFile })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(Math.min(count, query.perPage))
    .offset(offset);
  return rows.map((row) => productImagePath(row.imageFile));
}

/** Up to six products whose text starts with what was typed, the best match first. */
export async function suggestProducts(db: Database, q: string): Promise<Suggestion[]> {
  const tsquery = textQuery(searchTerms(q), true);
  if (!tsquery) return [];
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      imageFile: products.imageFile,
      pricePaise: products.pricePaise,
      originalPricePaise: products.originalPricePaise,
    })
    .from(products)
    .where(and(shownToShoppers, sql`${products.search} @@ ${tsquery}`))
    .orderBy(desc(sql`ts_rank(${products.search}, ${tsquery})`), asc(products.id))
    .limit(MAX_SUGGESTIONS);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    image: productImagePath(row.imageFile),
    price: formatPriceText(row.pricePaise, row.originalPricePaise),
  }));
}
