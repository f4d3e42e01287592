import { Button, confirmAction } from '@harmony/shared';
import { CANCELLATION_MESSAGES, canCancelOrder, formatRupees } from '@harmony/shared/domain';
import { FormNotice } from '@harmony/shared/forms';
import { InvoiceDownload } from '@harmony/shared/invoice';
import { useId } from 'react';
import { useFormAction } from '../../../hooks/use-form-action';
import { cancelOrder, resendConfirmation, retryRefund } from '../api/orders-api';
import type { StaffOrderDetail } from '../types/staff-order';
import { staleNotice } from './fulfilment-panel';
import styles from './order-detail.module.css';

export const ORDER_ACTIONS_TEXT = {
  cancel: 'Cancel and refund',
  confirmTitle: 'Cancel and refund this order?',
  confirmText: (amount: string) =>
    `${amount} goes back to the customer's payment method, its units go back to stock, a credit note is issued and the customer is told by mail. This cannot be undone.`,
  confirmButton: 'Yes, cancel and refund',
  keep: 'Keep the order',
  cancelled: 'Cancelled. The refund is under way.',
  cancelFailed: 'The order could not be cancelled. Try again.',
  retry: 'Ask for the refund again',
  retried: (status: string) => `Refund asked again: ${status}.`,
  retryFailed: 'The refund could not be asked again. Try again.',
  resend: 'Resend confirmation mail',
  resent: 'The confirmation is on its way to the customer.',
  resendFailed: 'The confirmation could not be sent. Try again.',
} as const;

const REFUND_LABELS = {
  pending: 'Pending at the gateway',
  processed: 'Processed',
  failed: 'Failed',
} as const;

/**
 * What staff do to an order besides moving it forward: cancel and refund it (as its customer could),
 * ask a failed refund again, send the confirmation again, and download its tax documents. Each button
 * shows only where it makes sense; a refusal because the order changed shows it as it is now.
 */
export function OrderActions({
  detail,
  onChanged,
}: {
  detail: StaffOrderDetail;
  onChanged: (detail: StaffOrderDetail) => void;
}) {
  const { order } = detail;
  const { busy, notice, run } = useFormAction();
  const errorId = useId();
  const stale = (error: unknown) => staleNotice(error, onChanged);
  const act = (
    work: () => Promise<StaffOrderDetail>,
    done: (d: StaffOrderDetail) => string,
    failed: string,
  ) =>
    run(
      async () => {
        const fresh = await work();
        onChanged(fresh);
        return done(fresh);
      },
      failed,
      stale,
    );

  const cancel = async () => {
    const confirmed = await confirmAction(
      ORDER_ACTIONS_TEXT.confirmTitle,
      ORDER_ACTIONS_TEXT.confirmText(formatRupees(order.total ?? 0, { exact: true })),
      ORDER_ACTIONS_TEXT.confirmButton,
      ORDER_ACTIONS_TEXT.keep,
    );
    if (confirmed) {
      await act(
        () => cancelOrder(order.order_id, order.status),
        () => ORDER_ACTIONS_TEXT.cancelled,
        ORDER_ACTIONS_TEXT.cancelFailed,
      );
    }
  };
  const { refund } = order;
  const paidAndStanding = order.payment_status === 'paid' && order.status !== 'cancelled';

  return (
    <section className={styles.panel} aria-labelledby="actions-title">
      <h2 id="actions-title">Payment and documents</h2>
      <FormNotice errorId={errorId} notice={notice} />
      {refund && (
        <p>
          Refund of {formatRupees(refund.amount, { exact: true })}:{' '}
          <strong>{REFUND_LABELS[refund.status]}</strong>
        </p>
      )}
      <div className={styles.actions}>
        {canCancelOrder(order) && (
          <Button variant="ghost" busy={busy} disabled={busy} onClick={() => void cancel()}>
            {ORDER_ACTIONS_TEXT.cancel}
          </Button>
        )}
        {refund?.status === 'failed' && (
          <Button
            busy={busy}
            disabled={busy}
            onClick={() =>
              void act(
                () => retryRefund(order.order_id),
                (fresh) =>
                  ORDER_ACTIONS_TEXT.retried(
                    REFUND_LABELS[fresh.order.refund?.status ?? 'pending'].toLowerCase(),
                  ),
                ORDER_ACTIONS_TEXT.retryFailed,
              )
            }
          >
            {ORDER_ACTIONS_TEXT.retry}
          </Button>
        )}
        {paidAndStanding && (
          <Button
            variant="ghost"
            busy={busy}
            disabled={busy}
            onClick={() =>
              void act(
                () => resendConfirmation(order.order_id),
                () => ORDER_ACTIONS_TEXT.resent,
                ORDER_ACTIONS_TEXT.resendFailed,
              )
            }
          >
            {ORDER_ACTIONS_TEXT.resend}
          </Button>
        )}
      </div>
      {order.invoice && (
        <InvoiceDownload orderId={order.order_id} number={order.invoice.number} api="/api/admin/orders" />
      )}
      {order.credit_note && (
        <InvoiceDownload
          orderId={order.order_id}
          number={order.credit_note.number}
          document="credit-note"
          api="/api/admin/orders"
        />
      )}
      {!paidAndStanding && !refund && <p className={styles.muted}>{CANCELLATION_MESSAGES.notPaid}</p>}
    </section>
  );
}
