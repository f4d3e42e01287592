import { failedResponse, type Product } from '@harmony/shared';
import { startTransition, useCallback, useLayoutEffect, useState } from 'react';
import { cachedProduct, loadProduct } from '../api/products-cache';
import { isDisplayableProduct, parseProductId } from '../utils/product-display';

export type ProductQuery =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'success'; product: Product };

function initialQuery(id: number | null): ProductQuery {
  if (id === null) return { status: 'not-found' };
  const product = cachedProduct(id);
  return isDisplayableProduct(product) ? { status: 'success', product } : { status: 'loading' };
}

function isMissing(error: unknown): boolean {
  const status = failedResponse(error)?.status;
  return status === 404 || status === 400;
}

/**
 * One product for /description/{id}: taken from the list already on the page when it is there,
 * else fetched on its own (GET /api/products/{id}). An id that is not a positive number, an unknown
 * id, or a product without a readable price is "not found". Mount it keyed by the id.
 */
export function useProduct(idParam: string | undefined): ProductQuery & { retry(): void } {
  const id = parseProductId(idParam);
  const [query, setQuery] = useState<ProductQuery>(() => initialQuery(id));
  const { status } = query;

  // Asked for as the screen is committed (a layout effect), not after it is painted: on a phone the
  // paint and the task a passive effect waits for cost the first read its head start.
  useLayoutEffect(() => {
    if (id === null || status !== 'loading') return;
    const controller = new AbortController();
    loadProduct(id, controller.signal).then(
      // A transition renders the detail in slices (see use-products).
      (product) =>
        startTransition(() =>
          setQuery(isDisplayableProduct(product) ? { status: 'success', product } : { status: 'not-found' }),
        ),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isMissing(error)) {
          setQuery({ status: 'not-found' });
          return;
        }
        console.error(`Product ${id} could not be loaded`, error);
        setQuery({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [id, status]);

  const retry = useCallback(() => setQuery({ status: 'loading' }), []);
  return { ...query, retry };
}
