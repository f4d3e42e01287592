/** Fulfilment, in the order it happens; a paid order can also end cancelled (before it ships). */
export const ORDER_STATUSES = ['pending', 'packed', 'shipped', 'out_for_delivery', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const CANCELLED = 'cancelled';
/** A shipped order the courier brought back undelivered (RTO): its units are back in stock. */
export const RETURNED = 'returned';
export type OrderState = OrderStatus | typeof CANCELLED | typeof RETURNED;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Fulfilment only moves forward: pending → packed → shipped → out_for_delivery → completed. */
export function canAdvanceStatus(from: OrderState, to: OrderStatus): boolean {
  const at = (ORDER_STATUSES as readonly string[]).indexOf(from);
  return at >= 0 && ORDER_STATUSES.indexOf(to) > at;
}

/** The states before the order leaves the shop: it can still be cancelled (packed units go back on the shelf). */
export const BEFORE_SHIPPING: readonly string[] = ['pending', 'packed'];

/**
 * Why staff cannot fulfil an order yet, or null when they can: it is paid, or on Cash on Delivery and
 * its customer confirmed it with the mailed code (the api refuses the same: shipment/fulfil-order.ts).
 */
export function fulfilmentHold(order: {
  payment_status?: string | null;
  cod?: { confirmed: boolean } | null;
}): string | null {
  if (order.payment_status === 'paid') return null;
  if (order.payment_status === 'cod') {
    return order.cod?.confirmed ? null : 'Cash on Delivery, not confirmed by the customer yet: not to pack.';
  }
  return 'Not paid: nothing to fulfil.';
}

/** A customer (or staff) may cancel a paid order, or one on Cash on Delivery, until it ships. */
export function canCancelOrder(order: { status: string; payment_status?: string | null }): boolean {
  return (
    (order.payment_status === 'paid' || order.payment_status === 'cod') &&
    BEFORE_SHIPPING.includes(order.status)
  );
}

export interface TimelineStep {
  label:
    | 'Order Placed'
    | 'Placed (Cash on Delivery)'
    | 'Confirmed'
    | 'Packed'
    | 'Shipped'
    | 'Out for Delivery'
    | 'Delivered'
    | 'Delivered, cash collected'
    | 'Cancelled'
    | 'Refunded'
    | 'Returned';
  done: boolean;
}

/** A Cash on Delivery order's own facts: confirmed by the customer's code, its cash collected. */
export interface CodProgress {
  confirmed: boolean;
  collected: boolean;
}

/**
 * The five steps of SPEC §4, exactly as it states when each is done. A cancelled order has its own
 * three: placed, cancelled, and refunded once the gateway has sent the money back. A Cash on Delivery
 * order (`cod`) is placed as such, confirmed by the customer before it is packed, and delivered with its
 * cash collected; cancelled, it owes no refund. A returned one (the courier brought it back, RTO) was
 * placed, packed and shipped, then returned.
 */
export function timelineSteps(
  status: string,
  refunded = false,
  cod: CodProgress | null = null,
): TimelineStep[] {
  const placed: TimelineStep = { label: cod ? 'Placed (Cash on Delivery)' : 'Order Placed', done: true };
  if (status === RETURNED) {
    return [
      placed,
      { label: 'Packed', done: true },
      { label: 'Shipped', done: true },
      { label: 'Returned', done: true },
    ];
  }
  if (status === CANCELLED) {
    return cod
      ? [placed, { label: 'Cancelled', done: true }]
      : [placed, { label: 'Cancelled', done: true }, { label: 'Refunded', done: refunded }];
  }
  if (cod) {
    return [
      placed,
      { label: 'Confirmed', done: cod.confirmed },
      ...timelineSteps(status).slice(1, 4),
      { label: 'Delivered, cash collected', done: status === 'completed' && cod.collected },
    ];
  }
  return [
    placed,
    { label: 'Packed', done: status !== 'pending' },
    { label: 'Shipped', done: status === 'completed' || status === 'shipped' },
    { label: 'Out for Delivery', done: status === 'out_for_delivery' },
    { label: 'Delivered', done: status === 'completed' },
  ];
}

/** What cancelling an order says, on the screen and in the api's answers. */
export const CANCELLATION_MESSAGES = {
  action: 'Cancel order',
  confirmTitle: 'Cancel this order?',
  confirmText: 'The full amount of {amount} goes back to the way you paid. This cannot be undone.',
  confirmButton: 'Yes, cancel the order',
  keepButton: 'Keep the order',
  cancelled: 'Your order is cancelled. Your refund is on its way.',
  cancelledCod: 'Your order is cancelled. Nothing was charged, so no refund is due.',
  confirmTextCod: 'Nothing has been charged for this Cash on Delivery order. This cannot be undone.',
  refundPending: 'Refund of {amount} initiated. Banks usually take 5–7 working days.',
  refunded: 'Refund of {amount} processed to your original payment method.',
  alreadyShipped: 'This order has already shipped, so it can no longer be cancelled.',
  alreadyCancelled: 'This order is already cancelled.',
  notPaid: 'Only a paid order can be cancelled.',
  failed: 'We could not cancel the order. Please try again.',
  creditNote: 'Download credit note',
} as const;

/**
 * Where a booked shipment is, as the shop reads a courier's tracking events (Shiprocket's statuses fold
 * into these; the rest are kept in the history as 'other'). In the order a parcel goes through them.
 */
export const TRACKING_STATUSES = [
  'booked',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'rto_initiated',
  'rto_delivered',
  'other',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** What the shopper's order page and the operator read for each. */
export const TRACKING_STATUS_LABELS: Record<TrackingStatus, string> = {
  booked: 'Booked with the courier',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  rto_initiated: 'Returning to the shop',
  rto_delivered: 'Returned to the shop',
  other: 'Update',
};
