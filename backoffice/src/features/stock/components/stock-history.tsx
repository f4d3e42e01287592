import { formatOrderDate } from '@harmony/shared';
import { STOCK_REASON_LABELS } from '@harmony/shared/domain';
import record from '../../../components/record-page.module.css';
import type { StockMovement } from '../types/stock';
import styles from './stock.module.css';

/** "+5", "−2", "0": what a change did to the available units. */
const signed = (delta: number) => (delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '0');

/** Every change of the product's stock, newest first: why, by how much, the units after, who and when. */
export function StockHistory({ movements }: { movements: StockMovement[] }) {
  return (
    <section className={record.panel} aria-labelledby="history-title">
      <h2 id="history-title">Stock history</h2>
      {movements.length === 0 ? (
        <p className={record.muted}>No change of this product's stock yet.</p>
      ) : (
        <ol className={styles.history}>
          {movements.map((m) => (
            <li key={m.id}>
              <span>
                <strong>{signed(m.delta)}</strong> → {m.stock_after} available ·{' '}
                {STOCK_REASON_LABELS[m.reason]}
              </span>
              {m.note && <span>{m.note}</span>}
              <span className={record.muted}>
                {m.by} · {formatOrderDate(m.at)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
