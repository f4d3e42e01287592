import { formatOrderDate, type Order } from '@harmony/shared';
import { Card } from '@harmony/shared/card';
import { TRACKING_STATUS_LABELS, type TrackingStatus } from '@harmony/shared/timeline';
import detail from './order-detail.module.css';
import styles from './tracking-history.module.css';

/**
 * The courier's tracking events of a shipped order, newest first: what happened, when, and where the
 * courier says it was. Nothing for an order not shipped, or shipped by hand (no events).
 */
export function TrackingHistory({ order }: { order: Order }) {
  const events = order.shipment?.tracking ?? [];
  if (events.length === 0) return null;
  const newestFirst = [...events].reverse();
  return (
    <Card aria-labelledby="tracking-history-title" className={detail.section}>
      <h2 id="tracking-history-title" className={detail.sectionTitle}>
        Tracking History
      </h2>
      <p className={styles.awb}>
        {order.shipment!.courier}, AWB <strong>{order.shipment!.tracking_number}</strong>
      </p>
      <ol className={styles.events}>
        {newestFirst.map((event, index) => (
          <li
            key={`${event.status}-${event.at}`}
            className={styles.event}
            aria-current={index === 0 ? 'step' : undefined}
          >
            <span className={styles.what}>
              {TRACKING_STATUS_LABELS[event.status as TrackingStatus] ?? event.courier_status}
            </span>
            <time dateTime={event.at} className={styles.when}>
              {formatOrderDate(event.at)}
            </time>
            {event.location && <span className={styles.where}>{event.location}</span>}
          </li>
        ))}
      </ol>
    </Card>
  );
}
