import { useDocumentTitle } from '@harmony/shared';
import { catalogQueryToParams, parseCatalogQuery, type CatalogQuery } from '@harmony/shared/catalog-query';
import { Link, useSearchParams } from '@harmony/shared/router';
import { useMemo, useRef } from 'react';
import { useBringIntoView } from '../hooks/use-bring-into-view';
import { useCatalogPage } from '../hooks/use-catalog-page';
import { usePageParam } from '../hooks/use-page-param';
import { CatalogFilters } from './catalog-filters';
import { GridSection, LoadFailed } from './grid-section';
import { Pagination } from './pagination';
import styles from './product-browser.module.css';
import { ProductGrid } from './product-grid';

const count = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

/**
 * /product: the catalogue searched, filtered and sorted by the server. Everything lives in the address
 * (/product?q=inverter&category=ac-stabilizers&sort=price_asc&page=2), so back, forward, reload and a
 * shared link land on the same results; each change is a new history entry.
 */
export function ProductSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseCatalogQuery(searchParams).query, [searchParams]);
  const { data, loading, failed, retry } = useCatalogPage(query);
  const { page, hrefFor } = usePageParam(data?.pages ?? query.page);
  const sectionRef = useRef<HTMLElement>(null);
  const bringGridIntoView = useBringIntoView(sectionRef);

  const category = data?.facets.categories.find((option) => option.slug === query.category)?.name;
  const title = query.q ? `Results for “${query.q}”` : (category ?? 'Our Products');
  useDocumentTitle(query.q ? `Search: ${query.q}` : (category ?? 'Products'));

  // A new search or filter starts again at its first page.
  const change = (next: Partial<CatalogQuery>) =>
    setSearchParams(catalogQueryToParams({ ...query, ...next, page: 1 }));

  const firstLoad = loading && !data;
  return (
    <GridSection ref={sectionRef} title={title} headingLevel={1} busy={loading}>
      <CatalogFilters
        query={query}
        facets={data?.facets}
        onChange={change}
        summary={
          <p className={styles.count} role="status">
            {firstLoad ? 'Loading products…' : data && count(data.total)}
          </p>
        }
      />
      <div className={loading && data ? styles.stale : undefined}>
        <ProductGrid products={data?.products ?? []} loading={firstLoad} cardHeadingLevel={2} />
      </div>
      {failed && <LoadFailed onRetry={retry} />}
      {!loading && data?.total === 0 && (
        <div className={styles.empty}>
          <p>{query.q ? `No products match “${query.q}”.` : 'No products match these filters.'}</p>
          <Link to="/product">See all products</Link>
        </div>
      )}
      {data && <Pagination page={page} pages={data.pages} hrefFor={hrefFor} onNavigate={bringGridIntoView} />}
    </GridSection>
  );
}
