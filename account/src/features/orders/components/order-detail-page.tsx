import {
  selectIsSignedIn,
  StatusMessage,
  useDocumentTitle,
  useSessionStore,
  type Order,
  formatOrderDate,
} from '@harmony/shared';
import { CodCodeForm } from '@harmony/shared/cod-code';
import { InvoiceDownload } from '@harmony/shared/invoice';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from '@harmony/shared/router';
import { fetchOrder } from '../api/orders-api';
import { linesToShow, productIdFrom } from '../utils/order-display';
import { DeliveryDetails } from './delivery-details';
import { CancelOrder, RefundDetails } from './order-cancellation';
import { OrderItemCard } from './order-item-card';
import { OrderTimeline } from './order-timeline';
import { TrackingHistory } from './tracking-history';
import { PriceDetails } from './price-details';
import styles from './order-detail.module.css';

const ORDER_ID = /^[1-9]\d*$/;

/** What the page knows about the order it was opened for: null while it is being fetched. */
interface Loaded {
  orderId: string;
  order: Order | null;
}

/**
 * /order/{orderId} (SPEC §2 Order detail): the lines (only the product passed in navigation state, when
 * one was), the status timeline, delivery and price details. Signed-in customers only.
 */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const location = useLocation();
  const signedIn = useSessionStore(selectIsSignedIn);
  const validId = ORDER_ID.test(orderId);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useDocumentTitle(`Order #${orderId}`);

  useEffect(() => {
    if (!signedIn || !validId) return;
    const controller = new AbortController();
    fetchOrder(orderId, controller.signal).then(
      (order) => setLoaded({ orderId, order }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Order could not be loaded', error);
        setLoaded({ orderId, order: null });
      },
    );
    return () => controller.abort();
  }, [orderId, signedIn, validId]);

  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;

  const order = !validId ? null : loaded?.orderId === orderId ? loaded.order : undefined;
  if (order === undefined) {
    return (
      <div className={styles.page}>
        <StatusMessage busy>Loading order...</StatusMessage>
      </div>
    );
  }
  if (order === null) {
    return (
      <div className={styles.page}>
        <StatusMessage>
          <span>Order not found.</span>
          <Link to="/profile" state={{ tab: 'orders' }}>
            Back to My Orders
          </Link>
        </StatusMessage>
      </div>
    );
  }
  return (
    <OrderDetail
      order={order}
      productId={productIdFrom(location.state)}
      onChange={(changed) => setLoaded({ orderId, order: changed })}
    />
  );
}

interface OrderDetailProps {
  order: Order;
  productId: number | null;
  /** The order as an action (cancelling it) left it. */
  onChange: (order: Order) => void;
}

function OrderDetail({ order, productId, onChange }: OrderDetailProps) {
  const items = order.items ?? [];
  const shown = linesToShow(items, productId);
  const date = formatOrderDate(order.created_at);
  // Asked for once the page opens on an unconfirmed COD order; it stays to say the order is confirmed.
  const [asksForCode] = useState(() =>
    Boolean(order.cod && !order.cod.confirmed && order.status === 'pending'),
  );
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>
          <Link to="/profile" state={{ tab: 'orders' }} className={styles.crumb}>
            My Orders
          </Link>
          <span className={styles.separator}>{' > '}</span>
          <span>Order #{order.order_id}</span>
          {date && (
            <span className={styles.when}>
              <span className={styles.dateSeparator}>{' | '}</span>
              <time dateTime={order.created_at} className={styles.headingDate}>
                {date}
              </time>
            </span>
          )}
        </h1>
      </header>

      {asksForCode && order.cod && order.status === 'pending' && (
        <CodCodeForm
          orderId={order.order_id}
          confirmBy={order.cod.confirm_by}
          onConfirmed={() => onChange({ ...order, cod: { ...order.cod!, confirmed: true } })}
        />
      )}
      <div className={styles.layout}>
        <div className={styles.main}>
          <section aria-labelledby="order-items-title" className={styles.section}>
            <h2 id="order-items-title" className={styles.sectionTitle}>
              {shown.length === 1 ? 'Item' : 'Items'}
            </h2>
            <ul className={styles.items}>
              {shown.map((item, index) => (
                <li key={`${item.product_id}-${index}`}>
                  <OrderItemCard item={item} />
                </li>
              ))}
            </ul>
            {shown.length < items.length && (
              <Link to={`/order/${order.order_id}`} replace className={styles.allItems}>
                Show all {items.length} items of this order
              </Link>
            )}
          </section>
          <OrderTimeline order={order} />
          <TrackingHistory order={order} />
        </div>
        <div className={styles.aside}>
          <DeliveryDetails order={order} />
          <PriceDetails order={order} items={shown} />
          {order.invoice && <InvoiceDownload orderId={order.order_id} number={order.invoice.number} />}
          <RefundDetails order={order} />
          <CancelOrder order={order} onCancelled={onChange} />
        </div>
      </div>
    </div>
  );
}
