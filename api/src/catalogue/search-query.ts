import { type SQL, and, asc, desc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import { rupeesToPaise } from '@harmony/shared/domain';
import {
  type CatalogQuery,
  type CatalogSort,
  type SearchTerm,
  capacityToken,
} from '@harmony/shared/catalog-query';
import { products } from '../db/schema';

/**
 * The search terms as one tsquery, every term required: a word through the English stemmer ("boards"
 * finds "board"), the last one as a prefix when `prefixLast` ("stab" finds "stabilizer"); a capacity
 * as its indexed token or as the phrase the text writes ("2 ton" → '2ton' | '2' <-> 'ton'). searchTerms
 * keeps only letters and digits in words, so no term is read as tsquery syntax. Null without terms.
 */
export function textQuery(terms: readonly SearchTerm[], prefixLast: boolean): SQL | null {
  if (terms.length === 0) return null;
  const parts = terms.map((term, i) => {
    if (term.kind === 'capacity') {
      const { value, unit } = term.capacity;
      const token = `'${capacityToken(term.capacity)}'`;
      return sql`(${token}::tsquery || phraseto_tsquery('english', ${`${value} ${unit}`}))`;
    }
    const word = prefixLast && i === terms.length - 1 ? `${term.word}:*` : term.word;
    return sql`to_tsquery('english', ${word})`;
  });
  return sql`(${sql.join(parts, sql` && `)})`;
}

/**
 * Rows the search text matches. A text of stop words only ("the") makes an empty tsquery, which is
 * taken as no search rather than as nothing found; PostgreSQL folds the test to a constant.
 */
export function matches(tsquery: SQL | null): SQL | undefined {
  return tsquery ? sql`(numnode(${tsquery}) = 0 OR ${products.search} @@ ${tsquery})` : undefined;
}

export interface Filters {
  category?: SQL;
  brand?: SQL;
  capacity?: SQL;
  price?: SQL;
  stock?: SQL;
}

/** Each filter the query asks for, kept apart so a facet can leave out its own. */
export function filters(query: CatalogQuery): Filters {
  const { capacity, minPrice, maxPrice } = query;
  return {
    category: query.category ? eq(products.category, query.category) : undefined,
    brand: query.brand ? sql`lower(${products.brand}) = lower(${query.brand})` : undefined,
    capacity: capacity
      ? and(
          eq(products.capacityUnit, capacity.unit),
          sql`${products.capacityValue} = ${capacity.value}::numeric`,
        )
      : undefined,
    price: and(
      minPrice === null ? undefined : gte(products.pricePaise, rupeesToPaise(minPrice)),
      maxPrice === null ? undefined : lte(products.pricePaise, rupeesToPaise(maxPrice)),
    ),
    stock: query.inStock ? gt(products.stock, 0) : undefined,
  };
}

/** Ties always fall back to the catalogue's order, so pages never overlap or skip a product. */
export function ordering(sort: CatalogSort, tsquery: SQL | null): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(products.pricePaise), asc(products.id)];
    case 'price_desc':
      return [desc(products.pricePaise), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'name':
      // Byte order of the lowercased title: the same on every server, whatever its locale.
      return [asc(sql`lower(${products.title}) COLLATE "C"`), asc(products.id)];
    case 'relevance':
      return tsquery
        ? [desc(sql`ts_rank(${products.search}, ${tsquery})`), asc(products.id)]
        : [asc(products.id)];
  }
}
