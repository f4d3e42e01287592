import { catalogQueryToParams, type CatalogQuery } from '@harmony/shared/catalog-query';

/**
 * The api address of one page of a search or browse. The bare listing asks for page=1 explicitly: any
 * parameter makes the api answer a page with its totals and facets (SPEC §7's array is for no parameter).
 * It is also the address the shell's boot script reads early for /product (webpack.config.js).
 */
export function catalogPagePath(query: Partial<CatalogQuery>): string {
  const params = catalogQueryToParams(query);
  if (params.size === 0) params.set('page', '1');
  return `/api/products?${params}`;
}
