import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { RefundRow } from '../db/invoice-schema';
import { withItems } from '../db/orders-repository';
import {
  type CancelOutcome,
  type CancelRequest,
  cancelPaidOrder,
  findRefundByOrder,
  findUserCreditNote,
  recordRefundAnswer,
  recordRefundFailure,
} from '../db/refunds-repository';
import type { OrderRow } from '../db/schema';
import type { SandboxWebhooks } from '../gateways/sandbox-webhooks';
import { GatewayError, type PaymentGateway } from '../gateways/types';
import type { PrintInvoice } from '../plugins/app/invoice-printer';
import type { Order } from '../schemas/orders';
import { orderCancellationMail } from '../mail/order-mails';
import type { Mail } from '../mail/outbox';

/** What cancelling and refunding need; the api passes its plugins, the operator tool its own. */
export interface CancellationDeps {
  db: Database;
  gateway: PaymentGateway;
  /** The sandbox reports a refund by webhook as Razorpay does; null with Razorpay (it sends its own). */
  webhooks: SandboxWebhooks | null;
  sendMail(mail: Mail): Promise<void>;
  printInvoice: PrintInvoice;
  siteUrl: string;
  creditNotePrefix: string;
  now(): Date;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
  /** Runs what the answer need not wait for (the mail): the api after it answers, the operator tool at once. */
  later(task: () => Promise<void>): Promise<void>;
}

/** The credit note's reason when the customer cancels. */
export const CUSTOMER_CANCELLED = 'Order cancelled by the customer before dispatch';

/** The api's own parts, for a request's cancellation. */
export function cancellationDeps(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  later: CancellationDeps['later'] = (task) => task(),
): CancellationDeps {
  return {
    db: app.db,
    gateway: app.paymentGateway,
    webhooks: app.sandboxWebhooks,
    sendMail: (mail) => app.mailer.send(mail),
    printInvoice: app.invoicePrinter.print,
    siteUrl: app.config.siteUrl,
    creditNotePrefix: app.config.invoice.creditNotePrefix,
    now: app.config.now,
    log,
    later,
  };
}

/**
 * Asks the gateway to refund and records its answer. A refusal leaves the refund owed (failed, with
 * the reason) for a retry: the same idempotency key goes again, so the money never goes back twice.
 */
export async function requestRefund(deps: CancellationDeps, refund: RefundRow, paymentId: string) {
  try {
    const answer = await deps.gateway.refund({
      paymentId,
      amount: refund.amountPaise,
      idempotencyKey: refund.idempotencyKey,
      notes: { local_order_id: String(refund.orderId) },
    });
    if (answer.status === 'processed') {
      // Sent before the answer is recorded: the webhook and this call race, as they do with Razorpay.
      deps.webhooks?.send({
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
      deps.now(),
    );
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    deps.log.warn(
      { orderId: refund.orderId, reason: err.message },
      'refund not made; retry with npm run ops -- refund',
    );
    await recordRefundFailure(deps.db, refund.id, err.message);
  }
  return findRefundByOrder(deps.db, refund.orderId);
}

export type Cancellation =
  { kind: 'cancelled'; order: Order } | Exclude<CancelOutcome, { kind: 'cancelled' }>;

/**
 * Cancels a paid, unshipped order: cancelled with its stock returned and credit note issued (one
 * transaction), then refunded at the gateway, then the customer is mailed, once, by the request that won.
 */
export async function cancelOrder(
  deps: CancellationDeps,
  request: Omit<CancelRequest, 'creditNotePrefix' | 'now'>,
): Promise<Cancellation> {
  const outcome = await cancelPaidOrder(deps.db, {
    ...request,
    creditNotePrefix: deps.creditNotePrefix,
    now: deps.now(),
  });
  if (outcome.kind !== 'cancelled') return outcome;
  const row: OrderRow = outcome.order;
  if (row.gatewayPaymentId) await requestRefund(deps, outcome.refund, row.gatewayPaymentId);
  const [order] = await withItems(deps.db, [row]);
  await deps.later(() => mailCancellation(deps, order!));
  return { kind: 'cancelled', order: order! };
}

async function mailCancellation(deps: CancellationDeps, order: Order) {
  try {
    const stored = await findUserCreditNote(deps.db, null, order.order_id);
    const creditNotePdf = stored && (await deps.printInvoice(stored, stored.creditNote));
    await deps.sendMail(orderCancellationMail(order, deps.siteUrl, { creditNotePdf }));
  } catch (err) {
    // The order is cancelled and refunded either way; the mail is the one thing lost, and logged.
    deps.log.error({ err, orderId: order.order_id }, 'cancellation not mailed');
  }
}
