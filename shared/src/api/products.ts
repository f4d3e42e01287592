import type { CatalogPage, Product, ProductSuggestion } from '../types/product';
import { HttpError } from './client';
import { JSON_GET, takeEarlyResponse } from './early-responses';

/**
 * Catalogue reads are public and on every first paint, so they use `fetch` and leave axios (the
 * session's client) to load later. Failures throw HttpError, read like the client's errors. Other
 * public reads (Check delivery) use getJson too.
 */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  // A read the boot script started for this page is used once; if it failed, the network is asked again.
  const early = await takeEarlyResponse(url)?.catch(() => undefined);
  const response = early ?? (await fetch(url, { ...JSON_GET, signal }));
  signal?.throwIfAborted();
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new HttpError(response.status, data);
  return data as T;
}

export function fetchProducts(signal?: AbortSignal): Promise<Product[]> {
  return getJson<Product[]>('/api/products', signal);
}

export function fetchProduct(id: string | number, signal?: AbortSignal): Promise<Product> {
  return getJson<Product>(`/api/products/${encodeURIComponent(id)}`, signal);
}

/** Products whose words start with what the shopper has typed, best first (a few). */
export async function fetchSuggestions(query: string, signal?: AbortSignal): Promise<ProductSuggestion[]> {
  const { suggestions } = await getJson<{ suggestions: ProductSuggestion[] }>(
    `/api/products/suggest?q=${encodeURIComponent(query)}`,
    signal,
  );
  return suggestions;
}

/** One page of a search or browse, at its api address (`/api/products?category=…&page=2`). */
export function fetchCatalogPage(path: string, signal?: AbortSignal): Promise<CatalogPage> {
  return getJson<CatalogPage>(path, signal);
}

/** Units that can be ordered now, by product id (the live count: the cart's warnings read it). */
export async function fetchStock(ids: readonly number[], signal?: AbortSignal): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const { stock } = await getJson<{ stock: Record<string, number> }>(
    `/api/stock?ids=${[...new Set(ids)].sort((a, b) => a - b).join(',')}`,
    signal,
  );
  return new Map(Object.entries(stock).map(([id, units]) => [Number(id), units]));
}
