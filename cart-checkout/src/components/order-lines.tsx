import { type CartLine, formatRupees, lineTotal } from '@harmony/shared';
import styles from './order-lines.module.css';

export interface OrderLinesProps {
  lines: readonly CartLine[];
  /** In a bordered box (the confirmation), or plain (the receipt). */
  boxed?: boolean;
  /** Lines that ask for more than is left, with what to say. */
  shortages?: ReadonlyMap<number, string>;
  /** data-testid of each line's price, from its product id. */
  priceTestId?: (id: number) => string;
}

/** The lines being paid for or bought: title, quantity and what each line costs (2 decimals, SPEC §9). */
export function OrderLines({ lines, boxed = false, shortages, priceTestId }: OrderLinesProps) {
  return (
    <ul className={boxed ? `${styles.lines} ${styles.boxed}` : styles.lines}>
      {lines.map((line, index) => (
        <li key={`${line.id}-${index}`} className={styles.line}>
          <span className={styles.title}>{line.title}</span>
          <span className={styles.quantity}>Qty: {line.quantity}</span>
          <span className={styles.price} data-testid={priceTestId?.(line.id)}>
            {formatRupees(lineTotal(line), { exact: true })}
          </span>
          {shortages?.has(line.id) && (
            <span className={styles.shortage} role="status">
              {shortages.get(line.id)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
