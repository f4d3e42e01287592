import { formatAmount } from '../domain/money';
import { parsePriceText } from '../domain/price';
import styles from './ui.module.css';

/** A price as SPEC §2 shows it: one amount in black; two amounts, the first red and the second struck through. */
export function PriceTag({ price, className }: { price: unknown; className?: string }) {
  const amounts = parsePriceText(price);
  if (!amounts) return null;
  const classes = [styles.price, amounts.original != null && styles.sale, className]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes}>
      ₹{formatAmount(amounts.selling)}
      {amounts.original != null && (
        <del className={styles.original}>
          <span className="visually-hidden">Original price </span>₹{formatAmount(amounts.original)}
        </del>
      )}
    </span>
  );
}
