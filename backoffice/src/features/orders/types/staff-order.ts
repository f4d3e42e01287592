import type { Order } from '@harmony/shared';
import type { MailStatus, OrderListSort, OrderState, PaymentState } from '@harmony/shared/domain';

/** A row of GET /api/admin/orders. */
export interface StaffOrder {
  id: number;
  created_at: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  status: OrderState;
  payment_status: PaymentState;
  coupon_code: string | null;
  total_paise: number;
}

export interface StaffOrderPage {
  orders: StaffOrder[];
  next: number | null;
}

/** The list's view, as its address spells it (every field optional; '' when unset). */
export interface OrderListView {
  status: string;
  payment: string;
  refund: string;
  coupon: string;
  from: string;
  to: string;
  q: string;
  sort: OrderListSort;
  after: string;
}

/** GET /api/admin/orders/{orderId}: the shopper's view of the order, and what only staff see. */
export interface StaffOrderDetail {
  order: Order;
  user_id: number;
  gateway_order_id: string | null;
  gateway_payment_id: string | null;
  paid_at: string | null;
  notes: Array<{ id: number; body: string; at: string; author: string | null }>;
  mails: Array<{
    id: number;
    kind: string;
    to: string;
    /** Null until the mail was first tried. */
    subject: string | null;
    status: MailStatus;
    attempts: number;
    error: string | null;
    /** When it was sent, or else written. */
    at: string;
    /** Its next try while it waits; null otherwise. */
    next_attempt_at: string | null;
  }>;
  history: Array<{ at: string; by: string; action: string; before: unknown; after: unknown }>;
}

/** A move forward: `from` is the status this page shows. */
export type FulfilmentRequest =
  /** Without a courier, the api books one (Shiprocket, or its sandbox); with both, ships as typed. */
  | { from: string; to: 'shipped'; courier?: string; tracking_number?: string }
  | { from: string; to: 'packed' | 'out_for_delivery' | 'completed' };
