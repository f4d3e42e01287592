import {
  CANCELLED,
  COURIER_MESSAGES,
  ORDER_STATUSES,
  type OrderState,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
  RETURNED,
  formatRupees,
  isOrderStatus,
  isPaymentStatus,
} from '@harmony/shared/domain';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { recentOrders } from '../db/orders-repository';
import type { OrderRow } from '../db/schema';
import type { OrderDeps } from '../orders/order-deps';
import { BookingError, BookingInProgressError, bookAndShip } from '../shipment/book-shipment';
import { FulfilmentError, type FulfilmentRefusal, fulfilOrder } from '../shipment/fulfil-order';
import { OpsError, table, wholeId } from './input';

/** The operator's side of orders: list them, and move a paid one forward (shipping books the courier). */

export type OrderOpsCommand =
  | { name: 'orders'; status: OrderState | null; payment: PaymentStatus | null; limit: number }
  | { name: 'advance'; orderId: number; to: OrderStatus };

const statusList = ORDER_STATUSES.join(' → ');

export const ORDER_USAGE = `  orders [--status <status|cancelled|returned>] [--payment <created|paid|failed|cod>] [--limit <n>]
      List orders, newest first (default: the last 50).
  advance <orderId> <status>
      Move a paid order forward: ${statusList}. Shipped books the
      courier (Shiprocket, or the courier sandbox) and mails the customer its AWB.`;

export function parseOrderCommand(
  name: OrderOpsCommand['name'],
  rest: string[],
  o: { status?: string; payment?: string; limit?: string },
): OrderOpsCommand {
  if (name === 'advance') {
    const orderId = wholeId(rest[0], 'The order id');
    const to = rest[1];
    if (!isOrderStatus(to)) throw new OpsError(`Unknown status "${to}". Statuses, in order: ${statusList}.`);
    return { name, orderId, to };
  }
  if (o.status !== undefined && o.status !== CANCELLED && o.status !== RETURNED && !isOrderStatus(o.status)) {
    throw new OpsError(
      `Unknown status "${o.status}". Statuses: ${[...ORDER_STATUSES, CANCELLED, RETURNED].join(', ')}.`,
    );
  }
  if (o.payment !== undefined && !isPaymentStatus(o.payment)) {
    throw new OpsError(
      `Unknown payment status "${o.payment}". Payment statuses: ${PAYMENT_STATUSES.join(', ')}.`,
    );
  }
  const limit = o.limit === undefined ? 50 : wholeId(o.limit, '--limit');
  return {
    name,
    status: (o.status as OrderState | undefined) ?? null,
    payment: (o.payment as PaymentStatus | undefined) ?? null,
    limit: Math.min(limit, 10_000),
  };
}

const money = (paise: number) => formatRupees(paise, { exact: true });
const ist = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

async function listOrdersCommand(db: Database, c: Extract<OrderOpsCommand, { name: 'orders' }>) {
  const rows = await recentOrders(db, c);
  const what = [c.status && `status ${c.status}`, c.payment && `payment ${c.payment}`]
    .filter(Boolean)
    .join(', ');
  if (rows.length === 0) return [`No orders${what ? ` with ${what}` : ''}.`];
  return [
    ...table(
      ['ID', 'Placed (IST)', 'Customer', 'Email', 'Lines', 'Total', 'Payment', 'Method', 'Status'],
      rows.map(({ order: row, lines }) => [
        String(row.id),
        ist.format(row.createdAt),
        row.customerName,
        row.customerEmail,
        String(lines),
        money(row.grandTotalPaise),
        row.paymentStatus,
        row.paymentMethod ?? '-',
        row.status,
      ]),
      [0, 4, 5],
    ),
    '',
    `${rows.length} order${rows.length === 1 ? '' : 's'}${what ? ` with ${what}` : ''}${rows.length === c.limit ? ` (the last ${c.limit}; --limit shows more)` : ''}.`,
  ];
}

async function advanceCommand(
  db: Database,
  c: Extract<OrderOpsCommand, { name: 'advance' }>,
  now: Date,
  deps?: () => Promise<OrderDeps>,
) {
  // Every refusal but 'no-order' carries the order as it is now.
  const refusals: Record<FulfilmentRefusal, (order: OrderRow | undefined) => string> = {
    'no-order': () => `There is no order #${c.orderId}.`,
    cancelled: () => `Order #${c.orderId} is cancelled; it is not fulfilled.`,
    'not-paid': (o) =>
      `Order #${c.orderId} is not paid (payment ${o?.paymentStatus}); only paid orders are fulfilled.`,
    'not-confirmed': () =>
      `Order #${c.orderId} is on Cash on Delivery and its customer has not confirmed it yet.`,
    backwards: (o) =>
      `Order #${c.orderId} is ${o?.status}; it cannot go back to ${c.to}. Status only moves forward: ${statusList}.`,
    changed: () => `Order #${c.orderId} changed while this ran; look again with \`orders\`.`,
  };
  try {
    // Shipping books the courier (with the gateway the api would use).
    const shipping = c.to === 'shipped' && deps ? await deps() : undefined;
    const done = shipping
      ? await bookAndShip(shipping, { orderId: c.orderId }, { via: 'ops' }, now)
      : await fulfilOrder(
          db,
          { orderId: c.orderId, step: { to: c.to } },
          { via: 'ops' },
          now,
          loadConfig().invoice,
        );
    const { order } = done;
    if (!done.changed) throw new OpsError(`Order #${order.id} is already ${order.status}; nothing to do.`);
    const booked = done.shipment ? ` ${done.shipment.courier}, AWB ${done.shipment.trackingNumber}.` : '';
    return [
      `Order #${order.id} (${order.customerName}, ${money(order.grandTotalPaise)}): ${done.from} → ${c.to}.${booked}`,
    ];
  } catch (err) {
    if (err instanceof FulfilmentError) throw new OpsError(refusals[err.reason](err.order));
    if (err instanceof BookingInProgressError) {
      throw new OpsError(`Order #${c.orderId}: ${COURIER_MESSAGES.bookingInProgress}`);
    }
    if (err instanceof BookingError) {
      throw new OpsError(
        `Order #${c.orderId} is not shipped: the courier could not book it (${err.message}).`,
      );
    }
    throw err;
  }
}

/** Runs an orders command; answers the lines to print. */
export function runOrderCommand(
  db: Database,
  command: OrderOpsCommand,
  now: Date,
  deps?: () => Promise<OrderDeps>,
): Promise<string[]> {
  return command.name === 'orders' ? listOrdersCommand(db, command) : advanceCommand(db, command, now, deps);
}
