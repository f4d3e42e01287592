import { clampPage } from '@harmony/shared';
import { useCallback } from 'react';
import { useSearchParams, type To } from '@harmony/shared/router';

export const PAGE_PARAM = 'page';

/**
 * The grid's page lives in the address (?page=2), so reload, back and shared links keep it.
 * Page 1 is the bare address. Returns the page (kept within 1..pages) and the link for any page.
 */
export function usePageParam(pages: number): { page: number; hrefFor(page: number): To } {
  const [searchParams] = useSearchParams();
  const page = clampPage(searchParams.get(PAGE_PARAM) ?? 1, pages);

  const hrefFor = useCallback(
    (target: number) => {
      const next = new URLSearchParams(searchParams);
      if (target <= 1) next.delete(PAGE_PARAM);
      else next.set(PAGE_PARAM, String(target));
      const search = next.toString();
      return { search: search ? `?${search}` : '' };
    },
    [searchParams],
  );

  return { page, hrefFor };
}
