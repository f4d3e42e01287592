import { type CartLine, Button, cartTotals, formatRupees } from '@harmony/shared';
import styles from './order-summary.module.css';

export interface OrderSummaryProps {
  lines: readonly CartLine[];
  onOrderNow(): void;
}

/** Total, Product Tax (5% of the total) and Grand Total (SPEC §9), then Order Now. */
export function OrderSummary({ lines, onOrderNow }: OrderSummaryProps) {
  const { total, tax, grandTotal } = cartTotals(lines);
  return (
    <section className={styles.card} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.title}>
        Order Summary
      </h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>Total</dt>
          <dd data-testid="summary-total">{formatRupees(total)}</dd>
        </div>
        <div className={styles.row}>
          <dt>Product Tax (5%)</dt>
          <dd data-testid="summary-tax">{formatRupees(tax)}</dd>
        </div>
        <div className={`${styles.row} ${styles.grand}`}>
          <dt>Grand Total</dt>
          <dd data-testid="summary-grand-total">{formatRupees(grandTotal)}</dd>
        </div>
      </dl>
      <Button variant="accent" className={styles.orderNow} onClick={onOrderNow}>
        Order Now
      </Button>
      <p className={styles.note}>Orders are processed within 24 hours on working days.</p>
    </section>
  );
}
