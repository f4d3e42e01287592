import table from '../../../components/data-table.module.css';
import type { StockProduct } from '../types/stock';
import styles from './stock.module.css';

/** "Low" or "OK" against the product's level, and "Unpublished" for one shoppers do not see. */
export function StockState({ product }: { product: StockProduct }) {
  return (
    <>
      <span className={`${table.badge} ${product.low ? styles.low : styles.ok}`}>
        {product.low ? 'Low' : 'OK'}
      </span>
      {!product.published && <span className={`${table.badge} ${styles.draft}`}>Unpublished</span>}
    </>
  );
}
