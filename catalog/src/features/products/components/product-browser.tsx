import { pageCount, pageItems } from '@harmony/shared';
import { useMemo, useRef, type ReactNode } from 'react';
import { useBringIntoView } from '../hooks/use-bring-into-view';
import { usePageParam } from '../hooks/use-page-param';
import { useProducts } from '../hooks/use-products';
import { isDisplayableProduct } from '../utils/product-display';
import { GridSection, LoadFailed } from './grid-section';
import { Pagination } from './pagination';
import styles from './product-browser.module.css';
import { ProductGrid } from './product-grid';

export interface ProductBrowserProps {
  title: string;
  /** 1 when the grid is the page's subject (/product), 2 under the home banner. */
  headingLevel: 1 | 2;
  intro?: ReactNode;
}

/**
 * The catalogue as a paged grid: eight products a page, the page in the address (?page=2).
 * Products without a readable price are left out before paging, so every page is full.
 */
export function ProductBrowser({ title, headingLevel, intro }: ProductBrowserProps) {
  const { status, data, retry } = useProducts();
  const products = useMemo(() => (data ?? []).filter(isDisplayableProduct), [data]);
  const pages = pageCount(products.length);
  const { page, hrefFor } = usePageParam(pages);
  const sectionRef = useRef<HTMLElement>(null);
  const loading = status === 'loading';

  const bringGridIntoView = useBringIntoView(sectionRef);

  return (
    <GridSection ref={sectionRef} title={title} headingLevel={headingLevel} busy={loading} intro={intro}>
      {loading && (
        <p className="visually-hidden" role="status">
          Loading products…
        </p>
      )}
      <ProductGrid
        products={pageItems(products, page)}
        loading={loading}
        cardHeadingLevel={headingLevel === 1 ? 2 : 3}
      />
      {status === 'error' && <LoadFailed onRetry={retry} />}
      {status === 'success' && products.length === 0 && (
        <p className={styles.empty}>No products to show yet. Please check back soon.</p>
      )}
      {!loading && <Pagination page={page} pages={pages} hrefFor={hrefFor} onNavigate={bringGridIntoView} />}
    </GridSection>
  );
}
