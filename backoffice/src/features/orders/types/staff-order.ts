import type { OrderListSort, OrderState, PaymentState } from '@harmony/shared/domain';

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
  coupon: string;
  from: string;
  to: string;
  q: string;
  sort: OrderListSort;
  after: string;
}
