import type { OrderItem } from '@harmony/shared';
import { ImageWithFallback } from '@harmony/shared/image';
import { formatOrderAmount, orNotAvailable, unitPricePaise } from '../utils/order-display';
import { ImagePlaceholder } from './image-placeholder';
import styles from './order-detail.module.css';

/** One line of the order: picture (or a drawn stand-in), title, brand, quantity and unit price. */
export function OrderItemCard({ item }: { item: OrderItem }) {
  const title = item.title?.trim() || 'No product name';
  return (
    <article className={styles.item} aria-label={title}>
      <span className={styles.thumb}>
        <ImageWithFallback
          src={item.image}
          alt=""
          width={88}
          height={88}
          loading="lazy"
          decoding="async"
          fallback={<ImagePlaceholder className={styles.placeholder} size={88} />}
        />
      </span>
      <div className={styles.itemInfo}>
        <h3 className={styles.itemTitle}>{title}</h3>
        <p className={styles.itemMeta}>Brand: {orNotAvailable(item.brand)}</p>
        {item.size?.trim() && <p className={styles.itemMeta}>Size: {item.size.trim()}</p>}
        <p className={styles.itemMeta}>Qty: {item.quantity}</p>
      </div>
      <p className={styles.itemPrice}>
        <span className="visually-hidden">Price: </span>
        {formatOrderAmount(unitPricePaise(item))}
      </p>
    </article>
  );
}
