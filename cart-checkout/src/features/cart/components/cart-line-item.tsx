import {
  type CartLine,
  PriceTag,
  QuantityInput,
  formatRupees,
  lineTotal,
  useCartStore,
} from '@harmony/shared';
import { ImageWithFallback } from '@harmony/shared/image';
import { Link } from '@harmony/shared/router';
import styles from './cart-line-item.module.css';

/**
 * One product in the cart: what it is, what one costs, how many, what the line comes to, and a warning
 * when fewer units are left than it asks for.
 */
export function CartLineItem({ line, shortage }: { line: CartLine; shortage?: string }) {
  const setQuantity = useCartStore((state) => state.setQuantity);
  const remove = useCartStore((state) => state.remove);
  const href = `/description/${line.id}`;

  return (
    <li className={styles.line}>
      <Link to={href} className={styles.imageBox} tabIndex={-1} aria-hidden="true">
        <ImageWithFallback
          src={line.image}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          fallback={<span className={styles.noImage}>No image</span>}
        />
      </Link>

      <div className={styles.info}>
        <h2 className={styles.title}>
          <Link to={href}>{line.title}</Link>
        </h2>
        {line.brand && <p className={styles.brand}>{line.brand}</p>}
        <p className={styles.unit}>
          <span className="visually-hidden">Unit price: </span>
          <PriceTag price={line.price} />
          <span className={styles.each}> each</span>
        </p>
        {shortage && (
          <p className={styles.shortage} role="status" data-testid={`line-shortage-${line.id}`}>
            {shortage}
          </p>
        )}
      </div>

      <div className={styles.controls}>
        <QuantityInput
          itemName={line.title}
          value={line.quantity}
          onChange={(quantity) => setQuantity(line.id, quantity)}
        />
        <p className={styles.lineTotal} data-testid={`line-total-${line.id}`}>
          <span className={styles.lineTotalLabel}>Line total</span>
          <span className={styles.amount}>{formatRupees(lineTotal(line))}</span>
        </p>
        <button
          type="button"
          className={styles.remove}
          aria-label={`Remove ${line.title} from cart`}
          onClick={() => remove(line.id)}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
