import { formatOrderDate } from '@harmony/shared';
import { ORDER_STATE_LABELS, type OrderState, auditActionLabel } from '@harmony/shared/domain';
import type { StaffOrderDetail } from '../types/staff-order';
import styles from './order-detail.module.css';

type HistoryLine = StaffOrderDetail['history'][number];

const stateName = (value: unknown) =>
  typeof value === 'string' ? (ORDER_STATE_LABELS[value as OrderState] ?? value) : '';

/** A line of the order's history in words: "Packed → Shipped (Delhivery, AWB123)". */
function describe(line: HistoryLine): string {
  const before = line.before as { status?: unknown } | null;
  const after = line.after as { status?: unknown; courier?: string; tracking_number?: string } | null;
  switch (line.action) {
    case 'order.status': {
      const shipment = after?.courier ? ` (${after.courier}, ${after.tracking_number})` : '';
      return `${stateName(before?.status)} → ${stateName(after?.status)}${shipment}`;
    }
    case 'refund.retry':
      return `${auditActionLabel(line.action)}: ${String((line.after as { refund?: unknown } | null)?.refund ?? '')}`;
    default:
      return auditActionLabel(line.action);
  }
}

/** Who did what to the order, from the audit log, oldest first. */
export function OrderHistory({ history }: { history: StaffOrderDetail['history'] }) {
  return (
    <section className={styles.panel} aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      {history.length === 0 ? (
        <p className={styles.muted}>No staff action on this order yet.</p>
      ) : (
        <ol className={styles.history}>
          {history.map((line, index) => (
            <li key={index}>
              {describe(line)}
              <span className={styles.muted}>
                {line.by} · {formatOrderDate(line.at)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
