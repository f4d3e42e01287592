import { apiClient } from '@harmony/shared';
import type { Order } from '../types/order';

/** GET /api/orders/user/{userId} → { success, data }; an unsuccessful answer is a failure. */
export async function fetchUserOrders(userId: number, signal?: AbortSignal): Promise<Order[]> {
  const { data } = await apiClient.get<{ success?: boolean; data?: Order[] }>(`/api/orders/user/${userId}`, {
    signal,
  });
  if (!data?.success) throw new Error('The orders answer was not successful');
  return Array.isArray(data.data) ? data.data : [];
}
