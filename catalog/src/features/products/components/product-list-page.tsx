import { useDocumentTitle } from '@harmony/shared';
import { ProductBrowser } from './product-browser';
import styles from './product-list-page.module.css';

/** /product: every product as a paged grid. */
export function ProductListPage() {
  useDocumentTitle('Products');
  return (
    <div className={styles.page}>
      <ProductBrowser
        title="Our Products"
        headingLevel={1}
        intro={
          <p className={styles.intro}>
            Voltage stabilizers for air conditioners, refrigerators and TVs, extension boards and accessories
            — built to protect your home.
          </p>
        }
      />
    </div>
  );
}
