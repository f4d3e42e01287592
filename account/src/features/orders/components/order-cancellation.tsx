import { Button, confirmAction, errorMessage, showToast, type Order } from '@harmony/shared';
import { CANCELLATION_MESSAGES, canCancelOrder } from '@harmony/shared/timeline';
import { Card } from '@harmony/shared/card';
import { InvoiceDownload } from '@harmony/shared/invoice';
import { useState } from 'react';
import { cancelOrder } from '../api/orders-api';
import { formatOrderAmount } from '../utils/order-display';
import styles from './order-detail.module.css';

const withAmount = (text: string, paise: number) => text.replace('{amount}', formatOrderAmount(paise));

/**
 * "Cancel order" on a paid order that has not shipped: asks first, then cancels and refunds (the api
 * does both); the page shows the cancelled order the api answers. A refusal (it shipped meanwhile) is
 * said under the button in the api's words.
 */
export function CancelOrder({ order, onCancelled }: { order: Order; onCancelled: (order: Order) => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!canCancelOrder(order)) return null;

  const cancel = async () => {
    const confirmed = await confirmAction(
      CANCELLATION_MESSAGES.confirmTitle,
      order.cod
        ? CANCELLATION_MESSAGES.confirmTextCod
        : withAmount(CANCELLATION_MESSAGES.confirmText, order.total ?? 0),
      CANCELLATION_MESSAGES.confirmButton,
      CANCELLATION_MESSAGES.keepButton,
    );
    if (!confirmed) return;
    setBusy(true);
    setProblem(null);
    try {
      const { order: cancelled, message } = await cancelOrder(order.order_id);
      onCancelled(cancelled);
      void showToast(message || CANCELLATION_MESSAGES.cancelled, { timer: 3000 });
    } catch (error) {
      console.error('Order could not be cancelled', error);
      setProblem(errorMessage(error, CANCELLATION_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="order-cancel-title" className={styles.cancelCard}>
      <h2 id="order-cancel-title" className={styles.sectionTitle}>
        Changed your mind?
      </h2>
      <p className={styles.cancelHint}>
        You can cancel this order until it ships.{' '}
        {order.cod ? 'Nothing has been charged for it.' : 'We refund the full amount.'}
      </p>
      <Button variant="ghost" onClick={() => void cancel()} disabled={busy} aria-busy={busy}>
        {busy ? 'Cancelling…' : CANCELLATION_MESSAGES.action}
      </Button>
      {problem && (
        <p role="alert" className={styles.cancelProblem}>
          {problem}
        </p>
      )}
    </Card>
  );
}

/** A cancelled order's refund, as far as it has gone, and its credit note. */
export function RefundDetails({ order }: { order: Order }) {
  const { refund, credit_note: creditNote } = order;
  if (!refund) return null;
  // A refund the gateway refused is the shop's to retry: to the customer it is still on its way.
  const text =
    refund.status === 'processed' ? CANCELLATION_MESSAGES.refunded : CANCELLATION_MESSAGES.refundPending;
  return (
    <Card aria-labelledby="order-refund-title">
      <h2 id="order-refund-title" className={styles.sectionTitle}>
        Refund
      </h2>
      <p className={styles.refundText} role="status">
        {withAmount(text, refund.amount)}
      </p>
      {creditNote && (
        <InvoiceDownload orderId={order.order_id} number={creditNote.number} document="credit-note" />
      )}
    </Card>
  );
}
