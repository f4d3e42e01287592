import { Skeleton } from '@harmony/shared';
import cardStyles from './product-card.module.css';

/** The shape of a card while the catalogue loads, so nothing jumps when it arrives. */
export function ProductCardSkeleton() {
  return (
    <div className={cardStyles.card} aria-hidden="true" data-testid="product-card-skeleton">
      <div className={cardStyles.media}>
        <Skeleton height="100%" />
      </div>
      <div className={cardStyles.body}>
        <Skeleton height={18} />
        <Skeleton width="60%" height={18} />
        <Skeleton width="40%" height={22} />
      </div>
    </div>
  );
}
