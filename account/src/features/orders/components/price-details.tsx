import type { OrderItem } from '@harmony/shared';
import { formatOrderAmount, orderPriceDetails, orNotAvailable } from '../utils/order-display';
import styles from './order-detail.module.css';

/** Subtotal of the lines shown, Tax (5%) of that subtotal, Total Amount and how it was paid (SPEC §9). */
export function PriceDetails({
  items,
  paymentMethod,
}: {
  items: readonly OrderItem[];
  paymentMethod: string | null | undefined;
}) {
  const { subtotal, tax, total } = orderPriceDetails(items);
  return (
    <section aria-labelledby="price-details-title" className={styles.card}>
      <h2 id="price-details-title" className={styles.sectionTitle}>
        Price Details
      </h2>
      <dl className={styles.prices}>
        <div className={styles.priceRow}>
          <dt>Subtotal</dt>
          <dd data-testid="detail-subtotal">{formatOrderAmount(subtotal)}</dd>
        </div>
        <div className={styles.priceRow}>
          <dt>Tax (5%)</dt>
          <dd data-testid="detail-tax">{formatOrderAmount(tax)}</dd>
        </div>
        <div className={`${styles.priceRow} ${styles.totalRow}`}>
          <dt>Total Amount</dt>
          <dd data-testid="detail-total">{formatOrderAmount(total)}</dd>
        </div>
        <div className={`${styles.priceRow} ${styles.paidBy}`}>
          <dt>Paid By</dt>
          <dd data-testid="detail-paid-by">{orNotAvailable(paymentMethod)}</dd>
        </div>
      </dl>
    </section>
  );
}
