import type { ReactNode } from 'react';
import { formatRupees, type Paise } from '../domain/money';
import { COD_FEE_LABEL, DELIVERY_LABEL } from '../domain/shipping-charge';
import styles from './totals.module.css';

export interface TotalsRow {
  /** The words of the row, as the screen's SPEC gives them ("Subtotal", "Tax (5%)"…). */
  label: string;
  /** Integer paise; null while it cannot be known yet (the tax rate is on its way): no amount is shown. */
  amount: Paise | null;
  /** The grand total: set apart by a rule, larger and bold. */
  emphasis?: boolean;
  /** Taken off the total (a discount): shown with a minus sign. */
  deduction?: boolean;
  /** A short line under the row (what a discount is, what the amounts cover). */
  note?: ReactNode;
  /** data-testid of the amount. */
  testId?: string;
}

export interface TotalsProps {
  /** The rows in order; false, null or undefined leave a row out (`discount > 0 && {…}`). */
  rows: ReadonlyArray<TotalsRow | false | null | undefined>;
  /** Exactly two decimals, as order screens show rupees (else 0 to 2). */
  exact?: boolean;
  /** What the list is, for assistive technology ("Order totals"). */
  label?: string;
  className?: string;
}

/**
 * A column of money: each row a label and an amount in tabular figures, a deduction with its minus
 * sign, the grand total set apart. The cart summary, the order confirmation, the receipt and the order
 * page all show their totals with it.
 */
export function Totals({ rows, exact = false, label, className }: TotalsProps) {
  const shown = rows.filter((row): row is TotalsRow => Boolean(row));
  return (
    <dl className={[styles.totals, className].filter(Boolean).join(' ')} aria-label={label}>
      {shown.map((row) => (
        <div key={row.label} className={row.emphasis ? `${styles.row} ${styles.grand}` : styles.row}>
          <dt>{row.label}</dt>
          <dd data-testid={row.testId} className={styles.amount}>
            {row.amount === null ? (
              <span className={styles.pending}>
                <span className="visually-hidden">Calculating</span>
              </span>
            ) : (
              `${row.deduction && row.amount > 0 ? '−' : ''}${formatRupees(row.amount, { exact })}`
            )}
          </dd>
          {row.note && <dd className={styles.note}>{row.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** A tax row's words with the rate it was charged at: "Tax (18%)"; just "Tax" while the rate is unknown. */
export function withTaxRate(label: string, percent: number | null): string {
  return percent === null ? label : `${label} (${percent}%)`;
}

/**
 * The rows of what an order is charged besides its goods, each only when it is charged: the Delivery
 * line and the Cash on Delivery fee. `testId` prefixes their data-testids ("summary" → summary-delivery).
 */
export function chargeRows(
  charges: { shipping?: Paise | null; codFee?: Paise | null },
  testId: string,
): TotalsRow[] {
  const rows: TotalsRow[] = [];
  if ((charges.shipping ?? 0) > 0)
    rows.push({ label: DELIVERY_LABEL, amount: charges.shipping ?? 0, testId: `${testId}-delivery` });
  if ((charges.codFee ?? 0) > 0)
    rows.push({ label: COD_FEE_LABEL, amount: charges.codFee ?? 0, testId: `${testId}-cod-fee` });
  return rows;
}
