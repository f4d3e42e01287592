import { PRODUCTS_PER_PAGE } from './catalog';

/**
 * The catalogue's search and browse parameters, one set of rules for the address bar
 * (/product?q=inverter&category=ac-stabilizers&sort=price_asc&page=2) and for GET /api/products.
 */

export const CATALOG_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'name'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

export const CAPACITY_UNITS = ['ton', 'kva'] as const;
export type CapacityUnit = (typeof CAPACITY_UNITS)[number];

/** An AC's tonnage (1.5 ton) or a stabilizer's kVA (5 kVA). */
export interface Capacity {
  value: number;
  unit: CapacityUnit;
}

export interface CatalogQuery {
  /** Search text, trimmed and with single spaces; '' for none. */
  q: string;
  category: string | null;
  brand: string | null;
  capacity: Capacity | null;
  /** Whole rupees or with paise (499.50); the database compares paise. */
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  sort: CatalogSort;
  page: number;
  perPage: number;
}

/** The parameters' names in the address and the api, in the order they are written. */
export const CATALOG_PARAMS = [
  'q',
  'category',
  'brand',
  'capacity',
  'min_price',
  'max_price',
  'in_stock',
  'sort',
  'page',
  'per_page',
] as const;
export type CatalogParam = (typeof CATALOG_PARAMS)[number];

export const CATALOG_LIMITS = { qLength: 100, brandLength: 60, page: 1000, perPage: 48 } as const;

/** Every filter off: what "Clear filters" sets, and a new query's filters. */
export const NO_FILTERS = {
  category: null,
  brand: null,
  capacity: null,
  minPrice: null,
  maxPrice: null,
  inStock: false,
} as const satisfies Partial<CatalogQuery>;

export const DEFAULT_CATALOG_QUERY: CatalogQuery = {
  q: '',
  ...NO_FILTERS,
  sort: 'relevance',
  page: 1,
  perPage: PRODUCTS_PER_PAGE,
};

// 2 ton, 2-ton, 2T, 2 tonne, 1.5 TR; 5kva, 5 KVA; 500 VA (= 0.5 kVA). A whole number, not the end of a
// model name (M2) and not followed by a letter or digit, so "M2 tv" and "5 tv" stay words.
const UNIT = String.raw`(?<![\p{L}\p{N}.])(\d{1,4}(?:\.\d{1,3})?)\s*-?\s*(tonnes?|tons?|tr|t|kva|va)(?![\p{L}\p{N}])`;
const UNIT_IN_TEXT = new RegExp(UNIT, 'giu');
const UNIT_ALONE = new RegExp(`^${UNIT}$`, 'iu');
const WORD = /[\p{L}\p{M}\p{N}]+(?:\.\d+)*/gu;
const MAX_TERMS = 8;

function toCapacity(amount: string, unit: string): Capacity | null {
  const kind = unit.toLowerCase();
  const value = kind === 'va' ? Number(amount) / 1000 : Number(amount);
  const rounded = Math.round(value * 1000) / 1000;
  if (!(rounded > 0)) return null;
  return { value: rounded, unit: kind === 'kva' || kind === 'va' ? 'kva' : 'ton' };
}

/** '2 ton', '2-ton', '2T', '2 tonne', '2ton' → 2 ton; '5kva', '5 KVA' → 5 kVA; null for anything else. */
export function parseCapacity(text: string): Capacity | null {
  const match = UNIT_ALONE.exec(text.trim());
  return match ? toCapacity(match[1]!, match[2]!) : null;
}

/** The one spelling the search index and the address use: '1.5ton', '5kva'. */
export function capacityToken(capacity: Capacity): string {
  return `${capacity.value}${capacity.unit}`;
}

/** As a shopper reads it: '1.5 ton', '5 kVA'. */
export function capacityLabel(capacity: Capacity): string {
  return `${capacity.value} ${capacity.unit === 'kva' ? 'kVA' : 'ton'}`;
}

export type SearchTerm = { kind: 'word'; word: string } | { kind: 'capacity'; capacity: Capacity };

/**
 * The search text as terms: units in any Indian spelling become one capacity term, the rest words of
 * letters and digits (nothing that could be read as search syntax). At most eight terms.
 */
export function searchTerms(q: string): SearchTerm[] {
  const terms: { at: number; term: SearchTerm }[] = [];
  const text = q.normalize('NFKC').toLowerCase();
  const rest = text.replace(UNIT_IN_TEXT, (whole, amount: string, unit: string, at: number) => {
    const capacity = toCapacity(amount, unit);
    if (capacity) terms.push({ at, term: { kind: 'capacity', capacity } });
    return ' '.repeat(whole.length);
  });
  for (const match of rest.matchAll(WORD))
    terms.push({ at: match.index, term: { kind: 'word', word: match[0] } });
  return terms
    .sort((a, b) => a.at - b.at)
    .slice(0, MAX_TERMS)
    .map(({ term }) => term);
}

type Parsed<T> = { value: T } | { error: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const RUPEES = /^\d{1,8}(?:\.\d{1,2})?$/;

function rupees(what: string) {
  return (text: string): Parsed<number | null> => {
    if (text === '') return { value: null };
    if (!RUPEES.test(text)) return { error: `${what} must be an amount in rupees, 0 or more, such as 4999` };
    return { value: Number(text) };
  };
}

function whole(what: string, max: number, empty: number) {
  return (text: string): Parsed<number> => {
    if (text === '') return { value: empty };
    const n = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
    if (!(n >= 1 && n <= max)) return { error: `${what} must be a whole number from 1 to ${max}` };
    return { value: n };
  };
}

/** Each parameter's rule: an empty value means "not given"; a bad one says what it should be. */
const PARSERS = {
  q(text: string): Parsed<string> {
    const q = text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
    if (q.length > CATALOG_LIMITS.qLength)
      return { error: `Search text must be at most ${CATALOG_LIMITS.qLength} characters` };
    return { value: q };
  },
  category(text: string): Parsed<string | null> {
    if (text === '') return { value: null };
    if (text.length > 64 || !SLUG.test(text))
      return { error: 'Category must be a category slug such as ac-stabilizers' };
    return { value: text };
  },
  brand(text: string): Parsed<string | null> {
    const brand = text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
    if (brand.length > CATALOG_LIMITS.brandLength)
      return { error: `Brand must be at most ${CATALOG_LIMITS.brandLength} characters` };
    return { value: brand || null };
  },
  capacity(text: string): Parsed<Capacity | null> {
    if (text.trim() === '') return { value: null };
    const capacity = parseCapacity(text);
    return capacity ? { value: capacity } : { error: 'Capacity must be tons or kVA, such as 1.5ton or 5kva' };
  },
  min_price: rupees('Minimum price'),
  max_price: rupees('Maximum price'),
  in_stock(text: string): Parsed<boolean> {
    if (text === '1' || text === 'true') return { value: true };
    if (text === '' || text === '0' || text === 'false') return { value: false };
    return { error: 'in_stock must be 1 (in stock only) or 0' };
  },
  sort(text: string): Parsed<CatalogSort> {
    if (text === '') return { value: DEFAULT_CATALOG_QUERY.sort };
    const sort = CATALOG_SORTS.find((s) => s === text);
    return sort ? { value: sort } : { error: `Sort must be one of ${CATALOG_SORTS.join(', ')}` };
  },
  page: whole('Page', CATALOG_LIMITS.page, 1),
  per_page: whole('Page size', CATALOG_LIMITS.perPage, PRODUCTS_PER_PAGE),
} satisfies Record<CatalogParam, (text: string) => Parsed<unknown>>;

/** One parameter's message when its value breaks the rules, else null. */
export function catalogParamError(param: CatalogParam, text: string): string | null {
  const parsed = PARSERS[param](text);
  return 'error' in parsed ? parsed.error : null;
}

export const PRICE_RANGE_ERROR = 'Maximum price must not be below the minimum price';

export type CatalogQueryProblems = Partial<Record<CatalogParam, string>>;

/** Whether the address names any search or browse parameter (the api then answers a page). */
export function hasCatalogParams(params: URLSearchParams): boolean {
  return CATALOG_PARAMS.some((param) => params.has(param));
}

/**
 * The query an address asks for. A bad value is left at its default and reported in problems: the
 * page shows what it can, the api refuses with the messages.
 */
export function parseCatalogQuery(params: URLSearchParams): {
  query: CatalogQuery;
  problems: CatalogQueryProblems;
} {
  const problems: CatalogQueryProblems = {};
  const read = <T>(param: CatalogParam, fallback: T): T => {
    const text = params.get(param);
    if (text === null) return fallback;
    const parsed = (PARSERS[param] as (text: string) => Parsed<T>)(text);
    if ('value' in parsed) return parsed.value;
    problems[param] = parsed.error;
    return fallback;
  };
  const d = DEFAULT_CATALOG_QUERY;
  const query: CatalogQuery = {
    q: read('q', d.q),
    category: read('category', d.category),
    brand: read('brand', d.brand),
    capacity: read('capacity', d.capacity),
    minPrice: read('min_price', d.minPrice),
    maxPrice: read('max_price', d.maxPrice),
    inStock: read('in_stock', d.inStock),
    sort: read('sort', d.sort),
    page: read('page', d.page),
    perPage: read('per_page', d.perPage),
  };
  if (query.minPrice !== null && query.maxPrice !== null && query.maxPrice < query.minPrice) {
    problems.max_price = PRICE_RANGE_ERROR;
    query.maxPrice = null;
  }
  return { query, problems };
}

/** The address form of a query: defaults left out, parameters always in the same order. */
export function catalogQueryToParams(query: Partial<CatalogQuery>): URLSearchParams {
  const q = { ...DEFAULT_CATALOG_QUERY, ...query };
  const d = DEFAULT_CATALOG_QUERY;
  const values: Record<CatalogParam, string | null> = {
    q: q.q.trim() || null,
    category: q.category,
    brand: q.brand,
    capacity: q.capacity && capacityToken(q.capacity),
    min_price: q.minPrice === null ? null : String(q.minPrice),
    max_price: q.maxPrice === null ? null : String(q.maxPrice),
    in_stock: q.inStock ? '1' : null,
    sort: q.sort === d.sort ? null : q.sort,
    page: q.page === d.page ? null : String(q.page),
    per_page: q.perPage === d.perPage ? null : String(q.perPage),
  };
  const params = new URLSearchParams();
  for (const param of CATALOG_PARAMS) {
    const value = values[param];
    if (value) params.set(param, value);
  }
  return params;
}
