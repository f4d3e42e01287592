import type { CatalogPage } from '@harmony/shared';
import type { CatalogQuery } from '@harmony/shared/catalog-query';
import { catalogPagePath } from '../api/catalog-page-path';
import { startTransition, useLayoutEffect, useState } from 'react';
import { cachedCatalogPage, loadCatalogPage } from '../api/products-cache';

export interface CatalogPageQuery {
  /** The page for the address, or the last one shown while the next is on its way. */
  data: CatalogPage | undefined;
  /** A page for the current address is being fetched. */
  loading: boolean;
  /** The current address could not be loaded. */
  failed: boolean;
  retry(): void;
}

interface Loaded {
  path: string;
  page?: CatalogPage;
  failed?: boolean;
}

/**
 * One page of a search, refetched whenever the address's query changes. The previous results stay on
 * screen (marked busy) until the new ones arrive, so changing a filter never flashes an empty page.
 */
export function useCatalogPage(query: CatalogQuery): CatalogPageQuery {
  const path = catalogPagePath(query);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  // A page this screen already had (back from a product) is shown at once, without asking again.
  const cached = attempt === 0 ? cachedCatalogPage(path) : undefined;

  // Asked for as the screen is committed, not after it is painted (a phone's first read starts sooner).
  useLayoutEffect(() => {
    if (cached) return;
    const controller = new AbortController();
    loadCatalogPage(path, controller.signal).then(
      (page) => startTransition(() => setLoaded({ path, page })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Products could not be loaded', error);
        setLoaded((current) => ({ path, page: current?.page, failed: true }));
      },
    );
    return () => controller.abort();
  }, [path, attempt, cached]);

  const retry = () => {
    // Marked as not yet loaded, so the page shows it is busy again.
    setLoaded((current) => current && { path: '', page: current.page });
    setAttempt((n) => n + 1);
  };
  const current = loaded?.path === path;
  return {
    data: cached ?? loaded?.page,
    loading: !cached && !current,
    failed: !cached && current && loaded?.failed === true,
    retry,
  };
}
