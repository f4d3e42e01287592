import { apiClient, type Order } from '@harmony/shared';

interface OrdersAnswer<T> {
  success?: boolean;
  data?: T;
  /** My Orders: the `after` of the next page, null (or absent) on the last. */
  next?: number | null;
}

export interface OrdersPage {
  orders: Order[];
  next: number | null;
}

/**
 * GET /api/orders/user/{userId}[?after=] → a page of { success, data, next }; an unsuccessful answer is
 * a failure.
 */
export async function fetchUserOrders(
  userId: number,
  signal?: AbortSignal,
  after: number | null = null,
): Promise<OrdersPage> {
  const { data } = await apiClient.get<OrdersAnswer<Order[]>>(`/api/orders/user/${userId}`, {
    signal,
    ...(after === null ? {} : { params: { after } }),
  });
  if (!data?.success) throw new Error('The orders answer was not successful');
  return {
    orders: Array.isArray(data.data) ? data.data : [],
    next: typeof data.next === 'number' ? data.next : null,
  };
}

/** GET /api/orders/{orderId} → { success, data }; an unsuccessful answer (or no order in it) is a failure. */
export async function fetchOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const { data } = await apiClient.get<OrdersAnswer<Order>>(`/api/orders/${encodeURIComponent(orderId)}`, {
    signal,
  });
  if (!data?.success || !data.data || typeof data.data !== 'object') {
    throw new Error('The order answer was not successful');
  }
  return data.data;
}

interface CancelAnswer {
  success?: boolean;
  message?: string;
  data?: Order;
}

/** POST /api/orders/{orderId}/cancel → the cancelled order and what to tell the customer. */
export async function cancelOrder(orderId: number): Promise<{ order: Order; message: string }> {
  const { data } = await apiClient.post<CancelAnswer>(`/api/orders/${orderId}/cancel`);
  if (!data?.success || !data.data || typeof data.data !== 'object') {
    throw new Error('The cancel answer was not successful');
  }
  return { order: data.data, message: data.message ?? '' };
}
