import { formatRupees } from '@harmony/shared';
import { Link } from '@harmony/shared/router';
import { type Column, DataTable } from '../../../components/data-table';
import table from '../../../components/data-table.module.css';
import type { StaffProductRow } from '../types/staff-product';
import styles from './products.module.css';
import { PublishedBadge } from './published-badge';

const COLUMNS: Column[] = [
  { name: 'Picture' },
  { name: 'Product' },
  { name: 'Price', numeric: true },
  { name: 'Stock', numeric: true },
  { name: 'Shop' },
];

/** The products, each with its picture, price, stock and whether shoppers see it; the title opens it. */
export function ProductsTable({ products }: { products: StaffProductRow[] }) {
  return (
    <DataTable label="Products" columns={COLUMNS}>
      {products.map((product) => (
        <tr key={product.id}>
          <td data-label="Picture" className={styles.pictureCell}>
            {product.image ? (
              <img
                className={styles.thumb}
                src={product.image}
                alt=""
                width={56}
                height={56}
                loading="lazy"
              />
            ) : (
              <span className={table.secondary}>No picture</span>
            )}
          </td>
          <th scope="row">
            <Link to={`/admin/products/${product.id}`}>{product.title}</Link>
            <span className={table.secondary}>
              {product.brand} · {product.slug}
            </span>
          </th>
          <td data-label="Price" className={table.number}>
            {formatRupees(product.price_paise)}
            {product.original_price_paise !== null && (
              <span className={table.secondary}>
                <s>{formatRupees(product.original_price_paise)}</s>
              </span>
            )}
          </td>
          <td data-label="Stock" className={table.number}>
            {product.stock}
          </td>
          <td data-label="Shop">
            <PublishedBadge published={product.published} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
