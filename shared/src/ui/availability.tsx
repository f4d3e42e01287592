import { availability, availabilityText } from '../domain/stock';
import styles from './ui.module.css';

export interface AvailabilityProps {
  /** Units that can be ordered; undefined (an older copy of the product) shows nothing. */
  stock: number | undefined;
  id?: string;
  className?: string;
}

/** In stock, Only N left or Out of stock, as the product page, the grid and the cart say it. */
export function Availability({ stock, id, className }: AvailabilityProps) {
  if (stock === undefined) return null;
  const kind = availability(stock);
  return (
    <p id={id} className={[styles.availability, styles[kind], className].filter(Boolean).join(' ')}>
      {availabilityText(stock)}
    </p>
  );
}
