import { PriceTag, type Product, availability, availabilityText } from '@harmony/shared';
import { Link } from '@harmony/shared/router';
import { isDisplayableProduct } from '../utils/product-display';
import styles from './product-card.module.css';

export interface ProductCardProps {
  product: Product | null | undefined;
  /** Cards in the first visible row load their image at once; the rest wait until scrolled near. */
  eager?: boolean;
  /** The title's heading level: one below the grid's own heading. */
  headingLevel?: 2 | 3 | 4;
}

/** One product in a grid: the whole card links to its detail page. Not shown without a readable price. */
export function ProductCard({ product, eager = false, headingLevel = 3 }: ProductCardProps) {
  if (!isDisplayableProduct(product)) return null;
  const { id, title, image, label, price, stock } = product;
  const Title = `h${headingLevel}` as const;
  // Laid over the picture, so a card is as tall with the mark as without (nothing moves).
  const stockMark =
    stock !== undefined && availability(stock) !== 'in_stock' ? availabilityText(stock) : null;
  return (
    <Link to={`/description/${id}`} className={styles.card}>
      <div className={styles.media}>
        {image ? (
          <img
            className={styles.image}
            src={image}
            alt=""
            width={320}
            height={320}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className={styles.noImage} aria-hidden="true">
            Harmony
          </span>
        )}
        {label && <span className={styles.badge}>{label}</span>}
        {stockMark && (
          <span className={stock === 0 ? `${styles.stock} ${styles.soldOut}` : styles.stock}>
            {stockMark}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <Title className={styles.title}>{title}</Title>
        <PriceTag price={price} className={styles.price} />
      </div>
    </Link>
  );
}
