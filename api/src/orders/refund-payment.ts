import type { RefundRow } from '../db/invoice-schema';
import { findRefundByOrder, recordRefundAnswer, recordRefundFailure } from '../db/refunds-repository';
import { GatewayError } from '../gateways/types';
import type { OrderDeps } from './order-deps';

/**
 * Asks the gateway to refund and records its answer. A refusal leaves the refund owed (failed, with
 * the reason) for a retry: the same idempotency key goes again, so the money never goes back twice.
 */
export async function requestRefund(deps: OrderDeps, refund: RefundRow, paymentId: string) {
  try {
    const answer = await deps.gateway.refund({
      paymentId,
      amount: refund.amountPaise,
      idempotencyKey: refund.idempotencyKey,
      notes: { local_order_id: String(refund.orderId) },
    });
    if (answer.status === 'processed') {
      // Sent before the answer is recorded: the webhook and this call race, as they do with Razorpay.
      await deps.webhooks?.send({
        event: 'refund.processed',
        paymentId,
        refundId: answer.id,
        amount: refund.amountPaise,
      });
    }
    await recordRefundAnswer(
      deps.db,
      refund.id,
      { gatewayRefundId: answer.id, status: answer.status },
      deps.config.now(),
    );
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    deps.metrics?.refundFailed();
    deps.log.warn(
      { orderId: refund.orderId, reason: err.message },
      'refund not made; retry with npm run ops -- refund',
    );
    await recordRefundFailure(deps.db, refund.id, err.message);
  }
  return findRefundByOrder(deps.db, refund.orderId);
}
