import { Button, downloadFile, useDownload } from '@harmony/shared';
import { viewSearch } from '../hooks/use-order-list-view';
import type { OrderListView } from '../types/staff-order';
import styles from './orders.module.css';

export const EXPORT_TEXT = {
  action: 'Export CSV',
  busy: 'Preparing the CSV…',
  failed: 'The CSV could not be made. Try again.',
} as const;

/** The accountant's CSV of the list as filtered now: every page of it, not just the one on screen. */
export function OrdersExport({ view }: { view: OrderListView }) {
  const { busy, problem, start } = useDownload(
    () => downloadFile(`/api/admin/orders/export${viewSearch({ ...view, after: '' })}`, 'harmony-orders.csv'),
    () => EXPORT_TEXT.failed,
  );
  return (
    <div className={styles.export}>
      <Button variant="ghost" onClick={start} disabled={busy} aria-busy={busy}>
        {busy ? EXPORT_TEXT.busy : EXPORT_TEXT.action}
      </Button>
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}
