import type { Product } from '@harmony/shared';
import { PRODUCTS_PER_PAGE } from '@harmony/shared';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import styles from './product-grid.module.css';

/** Cards in the first row of the widest grid load eagerly; the rest lazily. */
export const FIRST_ROW = 4;

export interface ProductGridProps {
  products: readonly Product[];
  loading?: boolean;
  /** Load the first row's images at once (false when something else fills the first screen). */
  eagerFirstRow?: boolean;
  cardHeadingLevel?: 2 | 3 | 4;
}

/** Four columns on desktop, three on tablets, two on phones. */
export function ProductGrid({
  products,
  loading = false,
  eagerFirstRow = true,
  cardHeadingLevel,
}: ProductGridProps) {
  if (loading) {
    return (
      <ul className={styles.grid} aria-hidden="true">
        {/* Keys apart from product ids: a placeholder's element is never reused, and so never moved,
            for a product card (that move counted as a layout shift). */}
        {Array.from({ length: PRODUCTS_PER_PAGE }, (_, index) => (
          <li key={`placeholder-${index}`}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            eager={eagerFirstRow && index < FIRST_ROW}
            headingLevel={cardHeadingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
