import { formatOrderDate, type Order } from '@harmony/shared';
import { timelineSteps } from '@harmony/shared/timeline';
import { Card } from '@harmony/shared/card';
import styles from './order-detail.module.css';

/**
 * The five steps of SPEC §4 as an ordered list (a cancelled order's three: placed, cancelled, refunded):
 * done steps are ticked (and say so to screen readers) with their date where the order has it, undone
 * steps say 'Pending'.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const steps = timelineSteps(
    String(order.status ?? '').toLowerCase(),
    order.refund?.status === 'processed',
    order.cod ?? null,
  );
  const dates: Partial<Record<string, string | null | undefined>> = {
    'Order Placed': order.created_at,
    'Placed (Cash on Delivery)': order.created_at,
    Cancelled: order.cancelled_at,
    Refunded: order.refund?.refunded_at,
  };
  const lastDone = steps.reduce((last, step, index) => (step.done ? index : last), 0);
  return (
    <Card aria-labelledby="order-timeline-title" className={styles.section}>
      <h2 id="order-timeline-title" className={styles.sectionTitle}>
        Order Status
      </h2>
      <ol className={styles.timeline}>
        {steps.map((step, index) => (
          <li
            key={step.label}
            className={[
              styles.step,
              step.done ? styles.done : styles.todo,
              steps[index + 1]?.done && styles.nextDone,
            ]
              .filter(Boolean)
              .join(' ')}
            data-done={step.done}
            aria-current={index === lastDone ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {step.done && (
                <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
                  <path
                    d="M3 8.5 6.5 12 13 4.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              )}
            </span>
            <span className={styles.stepText}>
              <span className={styles.stepLabel}>{step.label}</span>
              {step.done ? (
                <>
                  <span className="visually-hidden"> (done)</span>
                  {dates[step.label] && (
                    <time dateTime={dates[step.label]!} className={styles.stepDetail}>
                      {formatOrderDate(dates[step.label]!)}
                    </time>
                  )}
                </>
              ) : (
                <span className={styles.stepDetail}>Pending</span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
