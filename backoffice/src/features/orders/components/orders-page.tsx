import { useDocumentTitle } from '@harmony/shared';
import { KeysetPages, ListRead } from '../../../components/list-read';
import { useApiRead } from '../../../hooks/use-api-read';
import { fetchOrders } from '../api/orders-api';
import { useOrderListView, viewSearch } from '../hooks/use-order-list-view';
import { OrderFilters } from './order-filters';
import { OrdersExport } from './orders-export';
import { OrdersTable } from './orders-table';
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
      <ListRead read={read} reload={reload} text={ORDERS_TEXT} isEmpty={(data) => data.orders.length === 0}>
        {(data) => (
          <>
            <OrdersTable orders={data.orders} />
            <KeysetPages
              after={view.after}
              next={data.next}
              searchAfter={(after) => viewSearch({ ...view, after })}
            />
          </>
        )}
      </ListRead>
    </div>
  );
}
