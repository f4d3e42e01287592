export const ORDER_STATUSES = ['pending', 'shipped', 'out_for_delivery', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Fulfilment only moves forward: pending → shipped → out_for_delivery → completed. */
export function canAdvanceStatus(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUSES.indexOf(to) > ORDER_STATUSES.indexOf(from);
}

export interface TimelineStep {
  label: 'Order Placed' | 'Packed' | 'Shipped' | 'Out for Delivery' | 'Delivered';
  done: boolean;
}

/** The five steps of SPEC §4, exactly as it states when each is done. */
export function timelineSteps(status: string): TimelineStep[] {
  return [
    { label: 'Order Placed', done: true },
    { label: 'Packed', done: status !== 'pending' },
    { label: 'Shipped', done: status === 'completed' || status === 'shipped' },
    { label: 'Out for Delivery', done: status === 'out_for_delivery' },
    { label: 'Delivered', done: status === 'completed' },
  ];
}
