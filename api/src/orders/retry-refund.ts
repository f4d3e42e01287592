import { type Actor, recordAudit } from '../db/audit-repository';
import type { RefundRow } from '../db/invoice-schema';
import { findRefundByOrder } from '../db/refunds-repository';
import type { OrderDeps } from './order-deps';
import { requestRefund } from './refund-payment';

export type RefundRetry =
  | { kind: 'no_refund' }
  | { kind: 'processed_already'; refund: RefundRow }
  | { kind: 'asked'; refund: RefundRow };

/**
 * A cancelled order's refund asked of the gateway again, unless it was processed already. The same
 * idempotency key goes again, so the money never goes back twice however often (or however many staff
 * at once) this is pressed. The retry and its outcome are in the audit log.
 */
export async function retryRefund(
  deps: OrderDeps,
  orderId: number,
  paymentId: string | null,
  actor: Actor,
): Promise<RefundRetry> {
  const refund = await findRefundByOrder(deps.db, orderId);
  if (!refund || !paymentId) return { kind: 'no_refund' };
  if (refund.status === 'processed') return { kind: 'processed_already', refund };
  const after = (await requestRefund(deps, refund, paymentId)) ?? refund;
  await recordAudit(
    deps.db,
    actor,
    {
      action: 'refund.retry',
      objectType: 'order',
      objectId: orderId,
      before: { refund: refund.status, last_error: refund.lastError },
      after: { refund: after.status, last_error: after.lastError },
    },
    deps.config.now(),
  );
  return { kind: 'asked', refund: after };
}
