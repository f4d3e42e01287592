import { Button } from '@harmony/shared';
import {
  COURIERS,
  FULFILMENT_MESSAGES,
  ORDER_STATE_LABELS,
  ORDER_STATUSES,
  fulfilmentHold,
  type OrderState,
  type OrderStatus,
} from '@harmony/shared/domain';
import { FormNotice, TextField, formStyles } from '@harmony/shared/forms';
import { useId, useState, type FormEvent } from 'react';
import { useFormAction } from '../../../hooks/use-form-action';
import { changedOrder, fulfilOrder } from '../api/orders-api';
import type { FulfilmentRequest, StaffOrderDetail } from '../types/staff-order';
import styles from './order-detail.module.css';

/**
 * A refusal because the order changed since the page read it: the page shows the order as it is now,
 * and the notice says so. Undefined for any other failure.
 */
export function staleNotice(error: unknown, onChanged: (detail: StaffOrderDetail) => void) {
  const fresh = changedOrder(error);
  if (!fresh) return undefined;
  onChanged(fresh);
  return FULFILMENT_TEXT.changed;
}

export const FULFILMENT_TEXT = {
  failed: 'The order could not be updated. Try again.',
  shipNeeds: 'Enter both the courier and its tracking number, or neither to book the courier.',
  byHand: 'Sent another way? Enter its courier and tracking number (nothing is booked)',
  changed: `${FULFILMENT_MESSAGES.changed}: it now shows as it is. Check it before acting again.`,
  done: (state: OrderState) => `Marked ${ORDER_STATE_LABELS[state].toLowerCase()}.`,
} as const;

/** What the button says for each step forward. */
const STEP_LABELS: Record<Exclude<OrderStatus, 'pending'>, string> = {
  packed: 'Mark packed',
  shipped: 'Ship',
  out_for_delivery: 'Mark out for delivery',
  completed: 'Mark delivered',
};

/** The one step forward a paid order can take from where it is (the next status in order), if any. */
function nextStep(status: string) {
  const at = (ORDER_STATUSES as readonly string[]).indexOf(status);
  const to = at >= 0 ? ORDER_STATUSES[at + 1] : undefined;
  return to && to !== 'pending' ? { to, label: STEP_LABELS[to] } : undefined;
}

/**
 * Moves the order one step forward. Shipping books the courier (the api answers the AWB), unless staff
 * type the courier and tracking number of a parcel sent another way; the shopper then sees them. A
 * refusal because the order changed shows the order as it is now.
 */
export function FulfilmentPanel({
  detail,
  onChanged,
}: {
  detail: StaffOrderDetail;
  onChanged: (detail: StaffOrderDetail) => void;
}) {
  const { order } = detail;
  const [courier, setCourier] = useState('');
  const [tracking, setTracking] = useState('');
  const { busy, notice, setNotice, run } = useFormAction();
  const errorId = useId();
  const couriersId = useId();
  const hold = fulfilmentHold(order);
  const next = hold === null ? nextStep(order.status) : undefined;

  const act = async (event: FormEvent) => {
    event.preventDefault();
    if (!next) return;
    const typed = { courier: courier.trim(), tracking_number: tracking.trim() };
    if (next.to === 'shipped' && !typed.courier !== !typed.tracking_number) {
      setNotice({ kind: 'error', text: FULFILMENT_TEXT.shipNeeds });
      return;
    }
    const request: FulfilmentRequest =
      next.to === 'shipped'
        ? { from: order.status, to: 'shipped', ...(typed.courier ? typed : {}) }
        : { from: order.status, to: next.to };
    await run(
      async () => {
        onChanged(await fulfilOrder(order.order_id, request));
        return FULFILMENT_TEXT.done(next.to);
      },
      FULFILMENT_TEXT.failed,
      (error) => staleNotice(error, onChanged),
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="fulfilment-title">
      <h2 id="fulfilment-title">Fulfilment</h2>
      <FormNotice errorId={errorId} notice={notice} />
      {order.shipment && (
        <p>
          Shipped with <strong>{order.shipment.courier}</strong>, tracking number{' '}
          <strong>{order.shipment.tracking_number}</strong>
          {order.shipment.tracking_url && (
            <>
              {' '}
              <a href={order.shipment.tracking_url} target="_blank" rel="noopener noreferrer">
                Track it
              </a>
            </>
          )}
        </p>
      )}
      {next ? (
        <form className={formStyles.form} onSubmit={(event) => void act(event)} noValidate>
          {next.to === 'shipped' && (
            <details className={styles.byHand}>
              <summary>{FULFILMENT_TEXT.byHand}</summary>
              <TextField
                label="Courier"
                list={couriersId}
                autoComplete="off"
                value={courier}
                onChange={(event) => setCourier(event.target.value)}
                errorId={errorId}
                invalid={notice?.text === FULFILMENT_TEXT.shipNeeds && !courier.trim()}
              />
              <datalist id={couriersId}>
                {COURIERS.map((known) => (
                  <option key={known.name} value={known.name} />
                ))}
              </datalist>
              <TextField
                label="Tracking number"
                value={tracking}
                onChange={(event) => setTracking(event.target.value)}
                errorId={errorId}
                invalid={notice?.text === FULFILMENT_TEXT.shipNeeds && !tracking.trim()}
              />
            </details>
          )}
          <Button type="submit" busy={busy} disabled={busy}>
            {next.label}
          </Button>
        </form>
      ) : (
        <p className={styles.muted}>
          {hold ?? `${ORDER_STATE_LABELS[order.status as OrderState] ?? order.status}: no further step.`}
        </p>
      )}
    </section>
  );
}
