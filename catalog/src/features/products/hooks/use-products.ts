import type { Product } from '@harmony/shared';
import { startTransition, useCallback, useLayoutEffect, useState } from 'react';
import { cachedProducts, loadProducts, productsAreFresh } from '../api/products-cache';
import { errorState, loadingState, successState, type QueryState } from '../types/query-state';

export interface ProductsQuery extends QueryState<Product[]> {
  retry(): void;
}

/**
 * The whole catalogue, from the page's cache when it is there. Leaving the screen aborts the request.
 * A failure is logged only (SPEC §8); a list already shown stays on screen.
 */
export function useProducts(): ProductsQuery {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<QueryState<Product[]>>(() => {
    const cached = cachedProducts();
    return cached ? successState(cached) : loadingState();
  });

  // Asked for as the screen is committed (a layout effect), not after it is painted: on a phone the
  // paint and the task a passive effect waits for cost the first read its head start.
  useLayoutEffect(() => {
    if (attempt === 0 && productsAreFresh()) return;
    const controller = new AbortController();
    loadProducts(controller.signal).then(
      // Drawing a page of cards is the biggest render of the catalogue: in a transition React does it in
      // slices that leave a phone's main thread free between them.
      (products) => startTransition(() => setState(successState(products))),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Products could not be loaded', error);
        setState((current) => (current.data ? current : errorState(error)));
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState(loadingState());
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
