import { type CartLine, formatRupees, lineTotal } from '@harmony/shared';
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
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.id} className={styles.line}>
            <span className={styles.lineTitle}>{line.title}</span>
            <span className={styles.lineQty}>Qty: {line.quantity}</span>
            <span className={styles.linePrice} data-testid={`confirmation-line-${line.id}`}>
              {formatRupees(lineTotal(line), { exact: true })}
            </span>
            {shortages?.has(line.id) && (
              <span className={styles.lineShortage} role="status">
                {shortages.get(line.id)}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
