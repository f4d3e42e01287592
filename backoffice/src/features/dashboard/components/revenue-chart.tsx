import { formatRupees } from '@harmony/shared/domain';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Dashboard } from '../types/dashboard';
import styles from './dashboard.module.css';

const HEIGHT = 240;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2026-11-27" → "27 Nov". */
const dayLabel = (day: string) => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;

/**
 * Revenue per shop day as bars (uPlot: small, canvas, maintained). Drawn to the width it is given, and
 * again when that changes (a phone turned, a window resized). The table beside it says the same in text.
 */
export default function RevenueChart({ days }: { days: Dashboard['days'] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // One bar per day at 0, 1, 2…; the axis names the days.
    const data: uPlot.AlignedData = [days.map((_, index) => index), days.map((d) => d.revenue_paise / 100)];
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        scales: {
          x: { time: false, range: [-0.5, days.length - 0.5] },
          y: { range: (_u, _min, max) => [0, Math.max(max, 1) * 1.1] },
        },
        axes: [
          {
            incrs: [1, 2, 3, 5, 7, 10],
            values: (_u, ticks) => ticks.map((index) => (days[index] ? dayLabel(days[index].day) : '')),
          },
          { values: (_u, ticks) => ticks.map((rupees) => formatRupees(Math.round(rupees * 100))), size: 80 },
        ],
        series: [
          {},
          {
            label: 'Revenue',
            stroke: 'rgb(18, 53, 122)',
            fill: 'rgba(18, 53, 122, 0.25)',
            paths: uPlot.paths.bars?.({ size: [0.6, 48] }),
            points: { show: false },
          },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);
  return <div ref={box} className={styles.canvas} aria-hidden="true" />;
}
