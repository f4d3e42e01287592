import { formatRupees } from '@harmony/shared/domain';
import type { Dashboard } from '../types/dashboard';
import styles from './dashboard.module.css';

/** The chart's numbers as a table: for a screen reader, and for anyone who wants the exact figures. */
export function RevenueTable({ days }: { days: Dashboard['days'] }) {
  return (
    <details className={styles.table}>
      <summary>Revenue per day as a table</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Paid orders</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              <td>{day.orders}</td>
              <td>{formatRupees(day.revenue_paise, { exact: true })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
