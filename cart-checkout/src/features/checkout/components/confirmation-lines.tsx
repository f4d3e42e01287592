import type { CartLine } from '@harmony/shared';
import { OrderLines } from '../../../components/order-lines';
import styles from './confirmation-dialog.module.css';

export interface ConfirmationLinesProps {
  lines: readonly CartLine[];
  /** Lines that ask for more than is left, with what to say. */
  shortages?: ReadonlyMap<number, string>;
}

/** The cart being paid for: title, quantity and what the line costs (2 decimals). */
export function ConfirmationLines({ lines, shortages }: ConfirmationLinesProps) {
  return (
    <section className={styles.section} aria-labelledby="confirmation-items-title">
      <h2 id="confirmation-items-title" className={styles.sectionTitle}>
        Items ({lines.length})
      </h2>
      <OrderLines lines={lines} boxed shortages={shortages} priceTestId={(id) => `confirmation-line-${id}`} />
    </section>
  );
}
