import { Button, errorMessage } from '@harmony/shared';
import { COURIERS, FULFILMENT_MESSAGES, ORDER_STATE_LABELS, type OrderState } from '@harmony/shared/domain';
import { FormNotice, TextField, formStyles, type Notice } from '@harmony/shared/forms';
import { useId, useState, type FormEvent } from 'react';
import { changedOrder, fulfilOrder } from '../api/orders-api';
import type { FulfilmentRequest, StaffOrderDetail } from '../types/staff-order';
import styles from './order-detail.module.css';

export const FULFILMENT_TEXT = {
  failed: 'The order could not be updated. Try again.',
  shipNeeds: 'Enter the courier and its tracking number.',
  changed: `${FULFILMENT_MESSAGES.changed}: it now shows as it is. Check it before acting again.`,
  done: (state: OrderState) => `Marked ${ORDER_STATE_LABELS[state].toLowerCase()}.`,
} as const;

/** The one step forward a paid order can take from where it is, if any. */
const NEXT: Partial<Record<string, { to: 'shipped' | 'out_for_delivery' | 'completed'; label: string }>> = {
  pending: { to: 'shipped', label: 'Ship' },
  shipped: { to: 'out_for_delivery', label: 'Mark out for delivery' },
  out_for_delivery: { to: 'completed', label: 'Mark delivered' },
};

/**
 * Moves the order one step forward. Shipping asks for the courier and tracking number, which the
 * shopper then sees. A refusal because the order changed shows the order as it is now.
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
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const errorId = useId();
  const couriersId = useId();
  const next = order.payment_status === 'paid' ? NEXT[order.status] : undefined;

  const act = async (event: FormEvent) => {
    event.preventDefault();
    if (!next) return;
    const request: FulfilmentRequest =
      next.to === 'shipped'
        ? { from: order.status, to: 'shipped', courier: courier.trim(), tracking_number: tracking.trim() }
        : { from: order.status, to: next.to };
    if (request.to === 'shipped' && (!request.courier || !request.tracking_number)) {
      setNotice({ kind: 'error', text: FULFILMENT_TEXT.shipNeeds });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      onChanged(await fulfilOrder(order.order_id, request));
      setNotice({ kind: 'success', text: FULFILMENT_TEXT.done(next.to) });
    } catch (error) {
      const fresh = changedOrder(error);
      if (fresh) {
        onChanged(fresh);
        setNotice({ kind: 'error', text: FULFILMENT_TEXT.changed });
      } else setNotice({ kind: 'error', text: errorMessage(error, FULFILMENT_TEXT.failed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="fulfilment-title">
      <h2 id="fulfilment-title">Fulfilment</h2>
      <FormNotice errorId={errorId} notice={notice} />
      {order.shipment && (
        <p>
          Shipped with <strong>{order.shipment.courier}</strong>, tracking number{' '}
          <strong>{order.shipment.tracking_number}</strong>
        </p>
      )}
      {next ? (
        <form className={formStyles.form} onSubmit={(event) => void act(event)} noValidate>
          {next.to === 'shipped' && (
            <>
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
            </>
          )}
          <Button type="submit" busy={busy} disabled={busy}>
            {next.label}
          </Button>
        </form>
      ) : (
        <p className={styles.muted}>
          {order.payment_status !== 'paid'
            ? 'Not paid: nothing to fulfil.'
            : `${ORDER_STATE_LABELS[order.status as OrderState] ?? order.status}: no further step.`}
        </p>
      )}
    </section>
  );
}
