import { apiClient } from '@harmony/shared';
import type { OrderListView, StaffOrderPage } from '../types/staff-order';

/** GET /api/admin/orders with the view's filters (the blank ones left out). */
export async function fetchOrders(view: OrderListView, signal: AbortSignal): Promise<StaffOrderPage> {
  const params = Object.fromEntries(Object.entries(view).filter(([, value]) => value !== ''));
  const { data } = await apiClient.get<StaffOrderPage>('/api/admin/orders', { params, signal });
  return data;
}
