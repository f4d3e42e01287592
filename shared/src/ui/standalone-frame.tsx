import type { ReactNode } from 'react';
import { Link } from '../router';
import { selectLineCount, useCartStore } from '../stores/cart-store';
import styles from './ui.module.css';

/** The minimal frame an area gets when a developer runs it on its own (the shell gives the real one). */
export function StandaloneFrame({ area, children }: { area: string; children: ReactNode }) {
  const count = useCartStore(selectLineCount);
  return (
    <div className={styles.frame}>
      <nav className={styles.frameBar} aria-label="Standalone">
        <strong>Harmony · {area}</strong>
        <Link to="/">Home</Link>
        <Link to="/cart">Cart ({count})</Link>
      </nav>
      <main className={styles.frameMain}>{children}</main>
    </div>
  );
}
