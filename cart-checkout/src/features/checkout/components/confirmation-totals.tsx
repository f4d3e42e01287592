import { formatRupees, type OrderTotals } from '@harmony/shared';
import styles from './confirmation-dialog.module.css';

const exact = (paise: number) => formatRupees(paise, { exact: true });

/** Subtotal, Discount (only above 0), Tax (5% of subtotal − discount) and Grand Total, 2 decimals. */
export function ConfirmationTotals({ totals }: { totals: OrderTotals }) {
  return (
    <dl className={styles.totals} aria-label="Order totals">
      <div className={styles.totalRow}>
        <dt>Subtotal</dt>
        <dd data-testid="confirmation-subtotal">{exact(totals.subtotal)}</dd>
      </div>
      {totals.discount > 0 && (
        <div className={styles.totalRow}>
          <dt>Discount</dt>
          <dd data-testid="confirmation-discount">−{exact(totals.discount)}</dd>
        </div>
      )}
      <div className={styles.totalRow}>
        <dt>Tax (5%)</dt>
        <dd data-testid="confirmation-tax">{exact(totals.tax)}</dd>
      </div>
      <div className={`${styles.totalRow} ${styles.grandRow}`}>
        <dt>Grand Total</dt>
        <dd data-testid="confirmation-grand-total">{exact(totals.grandTotal)}</dd>
      </div>
    </dl>
  );
}
