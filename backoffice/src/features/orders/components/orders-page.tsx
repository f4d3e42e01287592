import { Button, StatusMessage, errorMessage, useDocumentTitle } from '@harmony/shared';
import { Link } from '@harmony/shared/router';
import { useApiRead } from '../../../hooks/use-api-read';
import { fetchOrders } from '../api/orders-api';
import { useOrderListView, viewSearch } from '../hooks/use-order-list-view';
import { OrderFilters } from './order-filters';
import { OrdersExport } from './orders-export';
import { OrdersTable } from './orders-table';
import table from '../../../components/data-table.module.css';
import styles from './orders.module.css';

export const ORDERS_TEXT = {
  loading: 'Loading orders',
  failed: 'The orders could not be loaded. Try again.',
  none: 'No orders match these filters.',
} as const;

/** /admin/orders: every order, filtered, searched and sorted, 25 a page; the address holds the view. */
export function OrdersPage() {
  useDocumentTitle('Orders');
  const { view, show } = useOrderListView();
  const key = JSON.stringify(view);
  const { read, reload } = useApiRead((signal) => fetchOrders(view, signal), key);
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>Orders</h1>
        <OrdersExport view={view} />
      </div>
      {/* Keyed by the view: Back or a shared link puts its filters in the form. */}
      <OrderFilters key={JSON.stringify({ ...view, after: '' })} view={view} onApply={show} />
      {read.state === 'loading' && <StatusMessage busy>{ORDERS_TEXT.loading}</StatusMessage>}
      {read.state === 'failed' && (
        <StatusMessage>
          <span role="alert">{errorMessage(read.error, ORDERS_TEXT.failed)}</span>{' '}
          <Button onClick={reload}>Try again</Button>
        </StatusMessage>
      )}
      {read.state === 'done' &&
        (read.data.orders.length === 0 ? (
          <StatusMessage>{ORDERS_TEXT.none}</StatusMessage>
        ) : (
          <>
            <OrdersTable orders={read.data.orders} />
            <nav className={table.pages} aria-label="Pages">
              {view.after && <Link to={{ search: viewSearch({ ...view, after: '' }) }}>First page</Link>}
              {read.data.next !== null && (
                <Link to={{ search: viewSearch({ ...view, after: String(read.data.next) }) }}>Next page</Link>
              )}
            </nav>
          </>
        ))}
    </div>
  );
}
