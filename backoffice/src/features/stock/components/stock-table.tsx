import { Link } from '@harmony/shared/router';
import { DataTable } from '../../../components/data-table';
import table from '../../../components/data-table.module.css';
import type { StockProduct } from '../types/stock';
import { StockState } from './stock-state';

/** A page of products: available and held units against each one's low-stock level. */
export function StockTable({ products }: { products: StockProduct[] }) {
  return (
    <DataTable
      label="Stock"
      columns={[
        { name: 'Product' },
        { name: 'Available', numeric: true },
        { name: 'Held', numeric: true },
        { name: 'Low at', numeric: true },
        { name: 'Stock' },
      ]}
    >
      {products.map((product) => (
        <tr key={product.id}>
          <th scope="row">
            <Link to={`/admin/stock/${product.id}`}>{product.title}</Link>
            <span className={table.secondary}>
              #{product.id} · {product.brand}
            </span>
          </th>
          <td data-label="Available" className={table.number}>
            {product.stock}
          </td>
          <td data-label="Held" className={table.number}>
            {product.held}
          </td>
          <td data-label="Low at" className={table.number}>
            {product.low_stock_level}
          </td>
          <td data-label="Stock">
            <StockState product={product} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
