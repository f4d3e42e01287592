import { formatOrderDate, formatRupees } from '@harmony/shared';
import { ORDER_STATE_LABELS, PAYMENT_STATE_LABELS } from '@harmony/shared/domain';
import { Link } from '@harmony/shared/router';
import type { StaffOrder } from '../types/staff-order';
import styles from './orders.module.css';

/** One page of orders; each row a customer and how far the order has got. */
export function OrdersTable({ orders }: { orders: StaffOrder[] }) {
  return (
    // Focusable, so a keyboard scrolls a table wider than its window.
    <div className={styles.tableWrap} role="region" aria-label="Orders table" tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>Orders</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Placed</th>
            <th scope="col">Customer</th>
            <th scope="col" className={styles.number}>
              Total
            </th>
            <th scope="col">Payment</th>
            <th scope="col">Status</th>
            <th scope="col">Coupon</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link to={`/admin/orders/${order.id}`}>#{order.id}</Link>
              </th>
              <td data-label="Placed">{formatOrderDate(order.created_at)}</td>
              <td data-label="Customer">
                {order.customer_name}
                <span className={styles.contact}>
                  {order.customer_email} · {order.customer_phone}
                </span>
              </td>
              <td data-label="Total" className={styles.number}>
                {formatRupees(order.total_paise, { exact: true })}
              </td>
              <td data-label="Payment">
                <span className={`${styles.badge} ${styles[`payment_${order.payment_status}`]}`}>
                  {PAYMENT_STATE_LABELS[order.payment_status]}
                </span>
              </td>
              <td data-label="Status">{ORDER_STATE_LABELS[order.status]}</td>
              <td data-label="Coupon">{order.coupon_code ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
