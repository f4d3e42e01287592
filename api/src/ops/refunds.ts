import { formatRupees } from '@harmony/shared/domain';
import type { Database } from '../db/client';
import { REFUND_STATUSES, type RefundStatus } from '../db/invoice-schema';
import { listRefunds } from '../db/refunds-repository';
import { cancelOrder } from '../orders/cancel-order';
import type { OrderDeps } from '../orders/order-deps';
import { retryRefund } from '../orders/retry-refund';
import { OpsError, table, wholeId } from './input';

/** The operator's side of refunds: list them, cancel and refund an order, retry a refund that failed. */

export type RefundOpsCommand =
  { name: 'refunds'; status: RefundStatus | null; limit: number } | { name: 'refund'; orderId: number };

export const REFUND_USAGE = `  refunds [--status <pending|processed|failed>] [--limit <n>]
      List refunds, newest first: order, amount, state, the gateway's refund id, why the last try failed.
  refund <orderId>
      Cancel a paid order that has not shipped and refund it through the payment gateway (the customer
      is mailed, a credit note issued, its units go back to stock); for a cancelled order whose refund
      failed, ask the gateway again (same idempotency key: it never refunds twice).`;

/** The credit note's reason when the operator cancels. */
export const OPERATOR_CANCELLED = 'Order cancelled by Harmony before dispatch';

export function parseRefundCommand(
  name: 'refunds' | 'refund',
  rest: string[],
  o: { status?: string; limit?: string },
): RefundOpsCommand {
  if (name === 'refund') return { name, orderId: wholeId(rest[0], 'The order id') };
  if (o.status !== undefined && !(REFUND_STATUSES as readonly string[]).includes(o.status)) {
    throw new OpsError(
      `Unknown refund status "${o.status}". Refund statuses: ${REFUND_STATUSES.join(', ')}.`,
    );
  }
  const limit = o.limit === undefined ? 50 : wholeId(o.limit, '--limit');
  return { name, status: (o.status as RefundStatus | undefined) ?? null, limit: Math.min(limit, 10_000) };
}

const money = (paise: number) => formatRupees(paise, { exact: true });

async function listCommand(db: Database, c: Extract<RefundOpsCommand, { name: 'refunds' }>) {
  const rows = await listRefunds(db, c);
  const what = c.status ? ` ${c.status}` : '';
  if (rows.length === 0) return [`No${what} refunds.`];
  return [
    ...table(
      ['Order', 'Customer', 'Amount', 'State', 'By', 'Gateway refund', 'Last error'],
      rows.map(({ refund, customer }) => [
        `#${refund.orderId}`,
        customer,
        money(refund.amountPaise),
        refund.status,
        refund.requestedBy,
        refund.gatewayRefundId ?? '-',
        refund.lastError ?? '',
      ]),
      [0, 2],
    ),
    '',
    `${rows.length}${what} refund${rows.length === 1 ? '' : 's'}.`,
  ];
}

async function refundCommand(deps: OrderDeps, orderId: number) {
  const outcome = await cancelOrder(deps, {
    orderId,
    userId: null,
    requestedBy: 'operator',
    reason: OPERATOR_CANCELLED,
    actor: { via: 'ops' },
  });
  switch (outcome.kind) {
    case 'not_found':
      throw new OpsError(`There is no order #${orderId}.`);
    case 'not_paid':
      throw new OpsError(
        `Order #${orderId} is not paid (payment ${outcome.order.paymentStatus}): nothing to refund.`,
      );
    case 'shipped':
    case 'changed':
      throw new OpsError(
        `Order #${orderId} is ${outcome.order.status}: only an order that has not shipped is cancelled here.`,
      );
    case 'cancelled': {
      const { refund, credit_note: note } = outcome.order;
      return [
        `Order #${orderId} cancelled; its units are back in stock; the customer was mailed.`,
        `Refund of ${money(refund?.amount ?? 0)}: ${refund?.status ?? 'none'}.`,
        ...(note ? [`Credit note ${note.number}.`] : []),
      ];
    }
    case 'already_cancelled':
      return retryCommand(deps, orderId, outcome.order.gatewayPaymentId);
  }
}

/** A cancelled order: its refund asked again unless the gateway already processed it. */
async function retryCommand(deps: OrderDeps, orderId: number, paymentId: string | null) {
  const retry = await retryRefund(deps, orderId, paymentId, { via: 'ops' });
  if (retry.kind === 'no_refund')
    throw new OpsError(`Order #${orderId} is cancelled but has no refund to make.`);
  const { refund } = retry;
  if (retry.kind === 'processed_already') {
    return [
      `Order #${orderId} is cancelled and its refund of ${money(refund.amountPaise)} was processed already.`,
    ];
  }
  if (refund.status === 'failed') {
    throw new OpsError(
      `The gateway refused the refund of order #${orderId} again: ${refund.lastError ?? 'no reason given'}.`,
    );
  }
  return [`Refund of order #${orderId} (${money(refund.amountPaise)}) asked again: ${refund.status}.`];
}

export async function runRefundCommand(
  db: Database,
  command: RefundOpsCommand,
  cancellation: (() => Promise<OrderDeps>) | undefined,
) {
  if (command.name === 'refunds') return listCommand(db, command);
  if (!cancellation) throw new OpsError('Refunds need the payment gateway, which this run has not set up.');
  return refundCommand(await cancellation(), command.orderId);
}
