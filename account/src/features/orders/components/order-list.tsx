import {
  Button,
  formatOrderDate,
  StatusMessage,
  useSessionStore,
  type Order,
  type OrderItem,
} from '@harmony/shared';
import { Card } from '@harmony/shared/card';
import { discountLabel } from '@harmony/shared/coupons';
import { ImageWithFallback } from '@harmony/shared/image';
import { Totals, withTaxRate } from '@harmony/shared/totals';
import { useEffect, useId, useState } from 'react';
import { Link } from '@harmony/shared/router';
import { fetchUserOrders, type OrdersPage } from '../api/orders-api';
import {
  formatOrderAmount,
  orderDiscount,
  orderTaxRate,
  statusClass,
  statusLabel,
  unitPricePaise,
} from '../utils/order-display';
import { ImagePlaceholder } from './image-placeholder';
import styles from './order-list.module.css';

const NO_ORDERS: OrdersPage = { orders: [], next: null };

/**
 * My Orders (SPEC §2 Profile): a card per order, each line leading to the order's page, a page at a time
 * with "Show more orders" while the api has more. A failure of the first page is only logged and the
 * list shows as empty (SPEC §8); without a stored user nothing is asked.
 */
export function OrderList() {
  const userId = useSessionStore((state) => state.user?.id);
  const [list, setList] = useState<OrdersPage | null>(userId === undefined ? NO_ORDERS : null);
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');

  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    fetchUserOrders(userId, controller.signal).then(setList, (error: unknown) => {
      if (controller.signal.aborted) return;
      console.error('Orders could not be loaded', error);
      setList(NO_ORDERS);
    });
    return () => controller.abort();
  }, [userId]);

  if (list === null) return <StatusMessage busy>Loading orders...</StatusMessage>;
  if (list.orders.length === 0) return <StatusMessage>No orders found.</StatusMessage>;

  const showMore = async () => {
    if (userId === undefined || list.next === null) return;
    setMore('loading');
    try {
      const page = await fetchUserOrders(userId, undefined, list.next);
      setList({ orders: [...list.orders, ...page.orders], next: page.next });
      setMore('idle');
    } catch (error) {
      console.error('More orders could not be loaded', error);
      setMore('failed');
    }
  };
  return (
    <>
      <ul className={styles.orders}>
        {list.orders.map((order) => (
          <li key={order.order_id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      {list.next !== null && (
        <div className={styles.more}>
          <Button
            variant="ghost"
            onClick={() => void showMore()}
            disabled={more === 'loading'}
            aria-busy={more === 'loading'}
          >
            {more === 'loading' ? 'Loading orders...' : 'Show more orders'}
          </Button>
          {more === 'failed' && (
            <p role="alert" className={styles.moreFailed}>
              More orders could not be loaded. Please try again.
            </p>
          )}
        </div>
      )}
    </>
  );
}

function OrderCard({ order }: { order: Order }) {
  const titleId = useId();
  const status = statusClass(order.status);
  return (
    <Card as="article" padding="none" className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <div>
          <h3 id={titleId} className={styles.number}>
            Order #{order.order_id}
          </h3>
          <time className={styles.date} dateTime={order.created_at}>
            {formatOrderDate(order.created_at)}
          </time>
        </div>
        <p className={[styles.status, styles[status], status].filter(Boolean).join(' ')} data-status={status}>
          <span className="visually-hidden">Status: </span>
          {statusLabel(status)}
        </p>
      </header>
      <ul className={styles.lines}>
        {(order.items ?? []).map((item, index) => (
          <li key={`${item.product_id}-${index}`}>
            <OrderLine orderId={order.order_id} item={item} />
          </li>
        ))}
      </ul>
      <OrderAmounts order={order} />
    </Card>
  );
}

/**
 * What the order came to, with the tax it includes at the order's own rate ("Includes Tax (18%): …"),
 * and under it the discount of an order that had one ("Discount (WELCOME10)"): a compact footer, shown
 * when the answer carries the total.
 */
function OrderAmounts({ order }: { order: Order }) {
  const discount = orderDiscount(order);
  if (typeof order.total !== 'number' || !Number.isFinite(order.total)) return null;
  const tax = typeof order.tax === 'number' && Number.isFinite(order.tax) ? order.tax : null;
  return (
    <footer className={styles.amounts}>
      <Totals
        exact
        label={`Amounts of order #${order.order_id}`}
        rows={[
          {
            label: 'Order Total',
            amount: order.total,
            testId: `order-total-${order.order_id}`,
            note: tax !== null && (
              <span data-testid={`order-tax-${order.order_id}`}>
                Includes {withTaxRate('Tax', orderTaxRate(order))}: {formatOrderAmount(tax)}
              </span>
            ),
          },
          discount > 0 && {
            label: discountLabel(order.coupon_code),
            amount: discount,
            deduction: true,
            testId: `order-discount-${order.order_id}`,
          },
        ]}
      />
    </footer>
  );
}

function OrderLine({ orderId, item }: { orderId: number; item: OrderItem }) {
  const title = item.title?.trim() || 'No product name';
  return (
    <Link to={`/order/${orderId}`} state={{ productId: item.product_id }} className={styles.line}>
      <span className={styles.thumb}>
        <ImageWithFallback
          src={item.image}
          alt=""
          loading="lazy"
          width={64}
          height={64}
          fallback={<ImagePlaceholder className={styles.placeholder} />}
        />
      </span>
      <span className={styles.info}>
        <span className={styles.title}>{title}</span>
        <span className={styles.meta}>
          <span>Qty: {item.quantity}</span>
          <span>
            Price: <span className={styles.price}>{formatOrderAmount(unitPricePaise(item))}</span>
          </span>
        </span>
      </span>
      <span className={styles.chevron} aria-hidden="true" />
    </Link>
  );
}
