import { buttonClassName } from '@harmony/shared';
import { Link } from '@harmony/shared/router';
import styles from './cart-page.module.css';

export function EmptyCart() {
  return (
    <section className={styles.empty} aria-labelledby="cart-title">
      <svg className={styles.emptyIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.5h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2M10 20.5a1 1 0 1 1-2 0 1 1 0 0 1 2 0Zm8 0a1 1 0 1 1-2 0 1 1 0 0 1 2 0Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1 id="cart-title">Your cart is empty</h1>
      <p>
        Protect your air conditioner, refrigerator and television with a Harmony stabilizer, or pick up an
        extension board for the desk. Everything you add will wait for you here.
      </p>
      <Link to="/" className={buttonClassName('primary')}>
        Continue Shopping
      </Link>
    </section>
  );
}
