import { buttonClassName, useCartStore, useDocumentTitle } from '@harmony/shared';
import { Link } from '@harmony/shared/router';
import { useCouponCheck } from '../../../hooks/use-coupon';
import { useLineShortages } from '../../../hooks/use-line-shortages';
import { useOrderNow } from '../hooks/use-order-now';
import { CartLineItem } from './cart-line-item';
import { EmptyCart } from './empty-cart';
import { OrderSummary } from './order-summary';
import styles from './cart-page.module.css';

/**
 * /cart: the lines with their quantity controls, an order summary with the coupon field and Order Now
 * (SPEC §2 Cart). An applied coupon is priced again whenever the lines change. `background`: the copy
 * that sits, inert, behind the order confirmation, which prices the coupon itself.
 */
export function CartPage({ background = false }: { background?: boolean }) {
  const lines = useCartStore((state) => state.lines);
  useCouponCheck(lines, !background);
  const shortages = useLineShortages(lines);
  const orderNow = useOrderNow(shortages.size > 0);
  useDocumentTitle('Cart');

  if (lines.length === 0) {
    return (
      <div className={styles.page}>
        <EmptyCart />
      </div>
    );
  }

  const count = lines.length;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id="cart-title" className={styles.heading}>
          Shopping Cart
        </h1>
        <p className={styles.count}>
          {count} {count === 1 ? 'product' : 'products'}
        </p>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          <ul className={styles.lines} aria-labelledby="cart-title">
            {lines.map((line) => (
              <CartLineItem key={line.id} line={line} shortage={shortages.get(line.id)} />
            ))}
          </ul>
          <Link to="/" className={`${buttonClassName('ghost')} ${styles.continue}`}>
            <span aria-hidden="true">←</span> Continue Shopping
          </Link>
        </div>
        <aside className={styles.aside}>
          <OrderSummary lines={lines} onOrderNow={orderNow} />
        </aside>
      </div>
    </div>
  );
}
