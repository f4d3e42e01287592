import { Button, StatusMessage, errorMessage } from '@harmony/shared';
import {
  DASHBOARD_RANGES,
  DASHBOARD_RANGE_LABELS,
  type DashboardRange,
  formatRupees,
} from '@harmony/shared/domain';
import { Link, useSearchParams } from '@harmony/shared/router';
import { lazy, Suspense } from 'react';
import { useApiRead } from '../../../hooks/use-api-read';
import { fetchDashboard } from '../api/dashboard-api';
import type { Dashboard as DashboardFigures } from '../types/dashboard';
import { RevenueTable } from './revenue-table';
import styles from './dashboard.module.css';

// The chart library is the back office's alone, and fetched only when a dashboard is drawn.
const RevenueChart = lazy(() => import('./revenue-chart'));

export const DASHBOARD_TEXT = {
  loading: 'Loading the figures',
  failed: 'The figures could not be loaded. Try again.',
  chartLoading: 'Drawing the chart',
} as const;

const isRange = (value: string | null): value is DashboardRange =>
  (DASHBOARD_RANGES as readonly (string | null)[]).includes(value);
const rupees = (paise: number) => formatRupees(paise, { exact: true });

/** One figure, and the list behind it. */
function Figure({
  label,
  value,
  to,
  note,
}: {
  label: string;
  value: string | number;
  to: string;
  note?: string;
}) {
  return (
    <li className={styles.figure}>
      <Link to={to}>
        <span className={styles.label}>{label}</span>
        <span className={styles.value}>{value}</span>
        {note && <span className={styles.note}>{note}</span>}
      </Link>
    </li>
  );
}

function Figures({ figures }: { figures: DashboardFigures }) {
  const paid = `/admin/orders?payment=paid&from=${figures.from}&to=${figures.to}`;
  const { waiting } = figures;
  return (
    <>
      <ul
        className={`${styles.figures} ${styles.sales}`}
        aria-label={`Sales, ${DASHBOARD_RANGE_LABELS[figures.range].toLowerCase()}`}
      >
        <Figure label="Paid orders" value={figures.paid_orders} to={paid} />
        <Figure
          label="Revenue"
          value={rupees(figures.revenue_paise)}
          to={paid}
          note={`${rupees(figures.net_paise)} + GST ${rupees(figures.gst_paise)}`}
        />
        <Figure label="Average order" value={rupees(figures.average_order_paise)} to={paid} />
      </ul>
      <section className={styles.chart} aria-labelledby="revenue-title">
        <h2 id="revenue-title">Revenue per day</h2>
        <Suspense fallback={<StatusMessage busy>{DASHBOARD_TEXT.chartLoading}</StatusMessage>}>
          <RevenueChart days={figures.days} />
        </Suspense>
        <RevenueTable days={figures.days} />
      </section>
      <h2>Waiting now</h2>
      <ul className={styles.figures} aria-label="Waiting now">
        <Figure label="To pack" value={waiting.not_packed} to="/admin/orders?status=pending&payment=ready" />
        <Figure label="Packed, to ship" value={waiting.packed} to="/admin/orders?status=packed" />
        <Figure label="Refunds owed" value={waiting.refunds_pending} to="/admin/orders?refund=pending" />
        <Figure label="Refunds failed" value={waiting.refunds_failed} to="/admin/orders?refund=failed" />
        <Figure label="Low stock" value={waiting.low_stock} to="/admin/stock?low=1" />
        <Figure label="Mails failed" value={waiting.mails_failed} to="/admin/mails?status=failed" />
      </ul>
    </>
  );
}

/** The dashboard: today's or the last 7 or 30 days' sales, and the work waiting; each figure opens its list. */
export function Dashboard() {
  const [params] = useSearchParams();
  const asked = params.get('range');
  const range: DashboardRange = isRange(asked) ? asked : '7d';
  const { read, reload } = useApiRead((signal) => fetchDashboard(range, signal), range);
  return (
    <div className={styles.dashboard}>
      <nav aria-label="Period" className={styles.ranges}>
        {DASHBOARD_RANGES.map((each) => (
          <Link
            key={each}
            to={{ search: `?range=${each}` }}
            aria-current={each === range ? 'page' : undefined}
          >
            {DASHBOARD_RANGE_LABELS[each]}
          </Link>
        ))}
      </nav>
      {read.state === 'loading' && <StatusMessage busy>{DASHBOARD_TEXT.loading}</StatusMessage>}
      {read.state === 'failed' && (
        <StatusMessage>
          <span role="alert">{errorMessage(read.error, DASHBOARD_TEXT.failed)}</span>{' '}
          <Button onClick={reload}>Try again</Button>
        </StatusMessage>
      )}
      {read.state === 'done' && <Figures figures={read.data} />}
    </div>
  );
}
