import styles from './product-list-page.module.css';
import { ProductSearch } from './product-search';

/** /product: the catalogue, searched, filtered and sorted through the address. */
export function ProductListPage() {
  return (
    <div className={styles.page}>
      <ProductSearch />
    </div>
  );
}
