import { lazy, Suspense } from 'react';
import styles from './delivery-check.module.css';

const DeliveryCheck = lazy(() => import('./delivery-check'));

/**
 * Check delivery on the product page and the cart. Its code comes after the page's first render; until
 * then an empty box of its exact height holds its place.
 */
export function DeliveryCheckSlot() {
  return (
    <Suspense fallback={<div className={styles.check} />}>
      <DeliveryCheck />
    </Suspense>
  );
}
