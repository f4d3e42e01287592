import { Button, pageCount, pageItems } from '@harmony/shared';
import { useCallback, useId, useMemo, useRef, type ReactNode } from 'react';
import { usePageParam } from '../hooks/use-page-param';
import { useProducts } from '../hooks/use-products';
import { isDisplayableProduct } from '../utils/product-display';
import { Pagination } from './pagination';
import styles from './product-browser.module.css';
import { ProductGrid } from './product-grid';

export interface ProductBrowserProps {
  title: string;
  /** 1 when the grid is the page's subject (/product), 2 under the home banner. */
  headingLevel: 1 | 2;
  intro?: ReactNode;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
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
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const loading = status === 'loading';

  // A new page starts at the grid's top; focus moves there too, for keyboard and screen reader users.
  const bringGridIntoView = useCallback(() => {
    const section = sectionRef.current;
    if (!section) return;
    section.focus({ preventScroll: true });
    section.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, []);

  return (
    <section
      ref={sectionRef}
      className={styles.section}
      aria-labelledby={headingId}
      aria-busy={loading}
      tabIndex={-1}
    >
      <header className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {intro}
      </header>
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
      {status === 'error' && (
        <div className={styles.empty}>
          <p>Our products could not be loaded just now. Please try again in a moment.</p>
          <Button variant="ghost" onClick={retry}>
            Try again
          </Button>
        </div>
      )}
      {status === 'success' && products.length === 0 && (
        <p className={styles.empty}>No products to show yet. Please check back soon.</p>
      )}
      {!loading && <Pagination page={page} pages={pages} hrefFor={hrefFor} onNavigate={bringGridIntoView} />}
    </section>
  );
}
