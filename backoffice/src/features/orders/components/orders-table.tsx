import { formatOrderDate, formatRupees } from '@harmony/shared';
import { ORDER_STATE_LABELS, PAYMENT_STATE_LABELS } from '@harmony/shared/domain';
import { Link } from '@harmony/shared/router';
import type { StaffOrder } from '../types/staff-order';
import { DataTable } from '../../../components/data-table';
import table from '../../../components/data-table.module.css';
import styles from './orders.module.css';

/** One page of orders; each row a customer and how far the order has got. */
export function OrdersTable({ orders }: { orders: StaffOrder[] }) {
  return (
    <DataTable
      label="Orders"
      columns={[
        { name: 'Order' },
        { name: 'Placed' },
        { name: 'Customer' },
        { name: 'Total', numeric: true },
        { name: 'Payment' },
        { name: 'Status' },
        { name: 'Coupon' },
      ]}
    >
      {orders.map((order) => (
        <tr key={order.id}>
          <th scope="row">
            <Link to={`/admin/orders/${order.id}`}>#{order.id}</Link>
          </th>
          <td data-label="Placed" className={styles.nowrap}>
            {formatOrderDate(order.created_at)}
          </td>
          <td data-label="Customer" className={styles.wide}>
            {order.customer_name}
            <span className={table.secondary}>
              {order.customer_email} · {order.customer_phone}
            </span>
          </td>
          <td data-label="Total" className={`${table.number} ${styles.nowrap}`}>
            {formatRupees(order.total_paise, { exact: true })}
          </td>
          <td data-label="Payment">
            <span className={`${table.badge} ${styles[`payment_${order.payment_status}`]}`}>
              {PAYMENT_STATE_LABELS[order.payment_status]}
            </span>
          </td>
          <td data-label="Status">{ORDER_STATE_LABELS[order.status]}</td>
          <td data-label="Coupon">{order.coupon_code ?? '—'}</td>
        </tr>
      ))}
    </DataTable>
  );
}
