// The back office's list of orders: what it filters and sorts on, as the api reads it and the screen
// offers it.
import { PAYMENT_STATUSES, type PaymentStatus } from './payment';
import { CANCELLED, ORDER_STATUSES, RETURNED } from './timeline';

export const ORDER_LIST_PAGE_SIZE = 25;

/** Fulfilment states an order can be in, cancelled included (the list's status filter). */
export const ORDER_STATES = [...ORDER_STATUSES, CANCELLED, RETURNED] as const;

/** The gateway's side of an order (the list's payment filter). */
export const PAYMENT_STATES = PAYMENT_STATUSES;
export type PaymentState = PaymentStatus;

/** A cancelled order's refund as the gateway left it (the list's refund filter). */
export const REFUND_STATES = ['pending', 'processed', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  pending: 'Refund owed',
  processed: 'Refunded',
  failed: 'Refund failed',
};

/** The list's orders: newest or oldest first, or by total. */
export const ORDER_LIST_SORTS = ['newest', 'oldest', 'total_high', 'total_low'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];

export const ORDER_STATE_LABELS: Record<(typeof ORDER_STATES)[number], string> = {
  pending: 'Not packed',
  packed: 'Packed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  completed: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  created: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Failed',
  cod: 'Cash on Delivery (due)',
};

/**
 * The list's payment filter: a payment state, or `ready`: the orders staff can fulfil (paid, or on Cash
 * on Delivery and confirmed by the customer), the dashboard's work waiting.
 */
export const PAYMENT_FILTERS = [...PAYMENT_STATES, 'ready'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

export const PAYMENT_FILTER_LABELS: Record<PaymentFilter, string> = {
  ...PAYMENT_STATE_LABELS,
  ready: 'Ready to fulfil (paid, or COD confirmed)',
};

export const ORDER_LIST_SORT_LABELS: Record<OrderListSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  total_high: 'Highest total',
  total_low: 'Lowest total',
};

/** What the back office's order actions answer when they cannot act. */
export const FULFILMENT_MESSAGES = {
  changed: 'This order changed since you opened it',
  noOrder: 'There is no such order.',
  cancelled: 'This order is cancelled; it is not fulfilled.',
  notPaid: 'Only a paid order, or a confirmed Cash on Delivery one, is fulfilled.',
  notConfirmed: 'The customer has not confirmed this Cash on Delivery order yet: it is not packed.',
  backwards: 'An order only moves forward: not packed → packed → shipped → out for delivery → delivered.',
} as const;

/** What the back office's other order actions answer, and the tax documents' absence (shoppers' too). */
export const STAFF_ORDER_MESSAGES = {
  noRefund: 'This order has no refund to ask for.',
  refundProcessed: 'Its refund was processed already: nothing is owed.',
  confirmCancelled: 'This order is cancelled: its confirmation is not sent again.',
  noInvoice: 'This order has no tax invoice yet: it is issued once the payment is confirmed.',
  noCreditNote: 'This order has no credit note: one is issued when an invoiced order is cancelled.',
} as const;
