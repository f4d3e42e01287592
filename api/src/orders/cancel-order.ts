import { BEFORE_SHIPPING, CANCELLED, type OrderState } from '@harmony/shared/domain';
import { type Actor, recordAudit } from '../db/audit-repository';
import type { RefundRow } from '../db/invoice-schema';
import { lockOrder, markCancelled, withItems } from '../db/orders-repository';
import { enqueueOrderMail } from '../db/outbox-repository';
import { issueCreditNote, recordOwedRefund } from '../db/refunds-repository';
import type { OrderRow } from '../db/schema';
import { returnStock } from '../db/stock-repository';
import type { Order } from '../schemas/orders';
import type { OrderDeps } from './order-deps';
import { ORDER_MAIL } from '../types/mail';
import { requestRefund } from './refund-payment';

/** The credit note's reason when the customer cancels. */
export const CUSTOMER_CANCELLED = 'Order cancelled by the customer before dispatch';

export interface CancelRequest {
  orderId: number;
  /** The customer's id: only their own order; null for the operator. */
  userId: number | null;
  requestedBy: RefundRow['requestedBy'];
  /** Printed on the credit note. */
  reason: string;
  /** Staff or ops cancelling: recorded in the audit log with the cancellation. */
  actor?: Actor;
  /** The status the staff member's page showed: anything else now is 'changed'. */
  expected?: OrderState;
}

export type Cancellation =
  | { kind: 'cancelled'; order: Order }
  | { kind: 'not_found' }
  | { kind: 'not_paid' | 'shipped' | 'already_cancelled' | 'changed'; order: OrderRow };

/**
 * Cancels a paid, unshipped order: cancelled with its stock returned, its refund recorded, its credit
 * note issued and the customer's mail written to the outbox (one transaction, the order locked first,
 * so of two cancellations racing, or one racing the operator's shipping, exactly one wins), then
 * refunded at the gateway.
 */
export async function cancelOrder(deps: OrderDeps, request: CancelRequest): Promise<Cancellation> {
  const now = deps.config.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, request.orderId, request.userId);
    if (!order) return { kind: 'not_found' } as const;
    if (order.status === CANCELLED) return { kind: 'already_cancelled', order } as const;
    if (request.expected !== undefined && order.status !== request.expected) {
      return { kind: 'changed', order } as const;
    }
    const cod = order.paymentStatus === 'cod';
    if (order.paymentStatus !== 'paid' && !cod) return { kind: 'not_paid', order } as const;
    if (!BEFORE_SHIPPING.includes(order.status)) return { kind: 'shipped', order } as const;
    // Sold units go back; a refund_due order never got its units, so there is nothing to return.
    if (order.reservation === 'sold') await returnStock(tx, order.id);
    const cancelled = await markCancelled(tx, order, now);
    // Cash on Delivery before shipping: nothing was paid, nothing invoiced, so no refund or credit note.
    const refund = cod ? null : await recordOwedRefund(tx, order, request.requestedBy, now);
    if (!cod) await issueCreditNote(tx, order.id, request.reason, deps.config.invoice.creditNotePrefix, now);
    await enqueueOrderMail(tx, { kind: ORDER_MAIL.cancellation, orderId: order.id });
    if (request.actor) {
      await recordAudit(
        tx,
        request.actor,
        {
          action: 'order.cancel',
          objectType: 'order',
          objectId: order.id,
          before: { status: order.status },
          after: { status: CANCELLED, refund_paise: refund?.amountPaise ?? 0 },
        },
        now,
      );
    }
    return { kind: 'cancelled', order: cancelled, refund } as const;
  });
  if (outcome.kind !== 'cancelled') return outcome;
  const { order: row, refund } = outcome;
  if (refund) deps.metrics?.refundOwed('cancelled');
  if (refund && row.gatewayPaymentId) await requestRefund(deps, refund, row.gatewayPaymentId);
  const [order] = await withItems(deps.db, [row]);
  return { kind: 'cancelled', order: order! };
}
