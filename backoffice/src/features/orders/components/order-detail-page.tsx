import { Button, StatusMessage, errorMessage, formatOrderDate, useDocumentTitle } from '@harmony/shared';
import {
  ORDER_STATE_LABELS,
  PAYMENT_STATE_LABELS,
  type OrderState,
  type PaymentState,
} from '@harmony/shared/domain';
import { Totals, chargeRows } from '@harmony/shared/totals';
import { useState } from 'react';
import { Link, useParams } from '@harmony/shared/router';
import { useApiRead } from '../../../hooks/use-api-read';
import { fetchOrderDetail } from '../api/orders-api';
import type { StaffOrderDetail } from '../types/staff-order';
import { FulfilmentPanel } from './fulfilment-panel';
import { OrderActions } from './order-actions';
import { OrderHistory } from './order-history';
import { OrderMails } from './order-mails';
import { OrderNotes } from './order-notes';
import styles from './order-detail.module.css';

export const ORDER_DETAIL_TEXT = {
  loading: 'Loading the order',
  failed: 'The order could not be loaded. Try again.',
} as const;

function OrderDetail({
  detail,
  onChanged,
}: {
  detail: StaffOrderDetail;
  onChanged: (d: StaffOrderDetail) => void;
}) {
  const { order } = detail;
  const phone = Array.isArray(order.phone) ? order.phone.join(', ') : (order.phone ?? '');
  return (
    <div className={styles.columns}>
      <div className={styles.main}>
        <section className={styles.panel} aria-labelledby="lines-title">
          <h2 id="lines-title">Items</h2>
          <ul className={styles.lines}>
            {order.items.map((item, index) => (
              <li key={index}>
                <span>
                  {item.title ?? `Product ${item.product_id}`} × {item.quantity}
                </span>
                <span>₹{item.price}</span>
              </li>
            ))}
          </ul>
          <Totals
            exact
            label="Order totals"
            rows={[
              { label: 'Subtotal', amount: order.subtotal ?? null },
              (order.discount ?? 0) > 0 && {
                label: `Discount (${order.coupon_code ?? ''})`,
                amount: order.discount ?? 0,
                deduction: true,
              },
              ...chargeRows({ shipping: order.shipping, codFee: order.cod_fee }, 'staff-order'),
              { label: `GST (${order.tax_rate_percent ?? 0}%)`, amount: order.tax ?? null },
              { label: 'Total', amount: order.total ?? null, emphasis: true },
            ]}
          />
        </section>
        <section className={styles.panel} aria-labelledby="customer-title">
          <h2 id="customer-title">Customer</h2>
          <p>
            {order.customer}
            <br />
            {order.email} · {phone}
          </p>
          <h3>Shipping address</h3>
          <p>{order.shipping_address}</p>
          <h3>Billing address</h3>
          <p>{order.billing_address}</p>
          {order.business_buyer && (
            <>
              <h3>Business invoice</h3>
              <p>
                {order.business_buyer.legal_name}
                <br />
                GSTIN {order.business_buyer.gstin}
              </p>
            </>
          )}
        </section>
        <section className={styles.panel} aria-labelledby="payment-title">
          <h2 id="payment-title">Payment</h2>
          <dl className={styles.facts}>
            <dt>State</dt>
            <dd>{PAYMENT_STATE_LABELS[order.payment_status as PaymentState] ?? order.payment_status}</dd>
            <dt>Method</dt>
            <dd>{order.payment?.method ?? '—'}</dd>
            <dt>Paid</dt>
            <dd>{detail.paid_at ? formatOrderDate(detail.paid_at) : '—'}</dd>
            <dt>Gateway order</dt>
            <dd>{detail.gateway_order_id ?? '—'}</dd>
            <dt>Gateway payment</dt>
            <dd>{detail.gateway_payment_id ?? '—'}</dd>
            <dt>Invoice</dt>
            <dd>{order.invoice ? `${order.invoice.number} (${order.invoice.date})` : '—'}</dd>
            <dt>Coupon</dt>
            <dd>{order.coupon_code ?? '—'}</dd>
          </dl>
        </section>
        <OrderMails mails={detail.mails} />
      </div>
      <div className={`${styles.side} ${styles.actionsFirst}`}>
        <FulfilmentPanel detail={detail} onChanged={onChanged} />
        <OrderActions detail={detail} onChanged={onChanged} />
        <OrderNotes detail={detail} onChanged={onChanged} />
        <OrderHistory history={detail.history} />
      </div>
    </div>
  );
}

/** /admin/orders/{orderId}: the order, its fulfilment, internal notes and history. */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  useDocumentTitle(`Order #${orderId}`);
  const { read, reload } = useApiRead((signal) => fetchOrderDetail(orderId, signal), orderId);
  // What an action answered replaces what was read, until the page reads again.
  const [acted, setActed] = useState<StaffOrderDetail | null>(null);
  const detail = acted?.order.order_id === Number(orderId) ? acted : read.state === 'done' ? read.data : null;
  const order = detail?.order;
  return (
    <div className={styles.page}>
      <Link to="/admin/orders">All orders</Link>
      <h1>
        Order #{orderId}
        {order && (
          <span className={styles.state}>
            {ORDER_STATE_LABELS[order.status as OrderState] ?? order.status}
          </span>
        )}
      </h1>
      {order && <p className={styles.muted}>Placed {formatOrderDate(order.created_at)}</p>}
      {detail ? (
        <OrderDetail detail={detail} onChanged={setActed} />
      ) : read.state === 'failed' ? (
        <StatusMessage>
          <span role="alert">{errorMessage(read.error, ORDER_DETAIL_TEXT.failed)}</span>{' '}
          <Button onClick={reload}>Try again</Button>
        </StatusMessage>
      ) : (
        <StatusMessage busy>{ORDER_DETAIL_TEXT.loading}</StatusMessage>
      )}
    </div>
  );
}
