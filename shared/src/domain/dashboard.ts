import { istDate } from './gst';

// The back office's dashboard: the periods it sums over, as the api reads them and the screen offers them.

/** Today, or the last 7 or 30 days counting today (India time, the shop's day). */
export const DASHBOARD_RANGES = ['today', '7d', '30d'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

export const DASHBOARD_RANGE_LABELS: Record<DashboardRange, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};

/** How many shop days each range covers, today included. */
export const DASHBOARD_RANGE_DAYS: Record<DashboardRange, number> = { today: 1, '7d': 7, '30d': 30 };

/** The first and last shop days of a range ending today, as the orders list's from/to take them. */
export function rangeDays(range: DashboardRange, now: Date): { from: string; to: string } {
  const to = istDate(now);
  const from = istDate(new Date(now.getTime() - (DASHBOARD_RANGE_DAYS[range] - 1) * 86_400_000));
  return { from, to };
}
