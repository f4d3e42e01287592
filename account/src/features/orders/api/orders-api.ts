import { apiClient, type Order } from '@harmony/shared';

interface OrdersAnswer<T> {
  success?: boolean;
  data?: T;
}

/** GET /api/orders/user/{userId} → { success, data }; an unsuccessful answer is a failure. */
export async function fetchUserOrders(userId: number, signal?: AbortSignal): Promise<Order[]> {
  const { data } = await apiClient.get<OrdersAnswer<Order[]>>(`/api/orders/user/${userId}`, { signal });
  if (!data?.success) throw new Error('The orders answer was not successful');
  return Array.isArray(data.data) ? data.data : [];
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
