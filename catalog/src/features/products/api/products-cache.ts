import {
  fetchCatalogPage,
  fetchProduct,
  fetchProducts,
  type CatalogPage,
  type Product,
} from '@harmony/shared';

/**
 * One copy of the catalogue per page, shared by the home grid, the listing and the detail screen:
 * moving between them never waits for the same list twice. Entries older than STALE_AFTER_MS are
 * shown at once and quietly fetched again.
 */
export const STALE_AFTER_MS = 5 * 60 * 1000;

let list: { products: Product[]; at: number } | undefined;
const byId = new Map<number, Product>();
/** Search pages by their api address, the latest few: back from a product shows its results at once. */
const pages = new Map<string, { page: CatalogPage; at: number }>();
const PAGES_KEPT = 20;

export function cachedProducts(): Product[] | undefined {
  return list?.products;
}

export function productsAreFresh(now = Date.now()): boolean {
  return list !== undefined && now - list.at < STALE_AFTER_MS;
}

/** A product already on the page: from the loaded list, or fetched on its own earlier. */
export function cachedProduct(id: number): Product | undefined {
  return list?.products.find((product) => product.id === id) ?? byId.get(id);
}

export async function loadProducts(signal?: AbortSignal): Promise<Product[]> {
  const data: unknown = await fetchProducts(signal);
  const products = Array.isArray(data) ? (data as Product[]) : [];
  list = { products, at: Date.now() };
  return products;
}

export function cachedCatalogPage(path: string, now = Date.now()): CatalogPage | undefined {
  const entry = pages.get(path);
  return entry && now - entry.at < STALE_AFTER_MS ? entry.page : undefined;
}

/** A page of a search by its api address (catalogPagePath). */
export async function loadCatalogPage(path: string, signal?: AbortSignal): Promise<CatalogPage> {
  const page = await fetchCatalogPage(path, signal);
  pages.delete(path);
  pages.set(path, { page, at: Date.now() });
  if (pages.size > PAGES_KEPT) pages.delete(pages.keys().next().value!);
  for (const product of page.products) byId.set(product.id, product);
  return page;
}

export async function loadProduct(id: number, signal?: AbortSignal): Promise<Product> {
  const product = await fetchProduct(id, signal);
  byId.set(id, product);
  return product;
}

/** Tests start from an empty page. */
export function resetProductsCache(): void {
  list = undefined;
  byId.clear();
  pages.clear();
}
