import { apiClient, failedResponse } from '@harmony/shared';
import type {
  FulfilmentRequest,
  OrderListView,
  StaffOrderDetail,
  StaffOrderPage,
} from '../types/staff-order';

/** GET /api/admin/orders with the view's filters (the blank ones left out). */
export async function fetchOrders(view: OrderListView, signal: AbortSignal): Promise<StaffOrderPage> {
  const params = Object.fromEntries(Object.entries(view).filter(([, value]) => value !== ''));
  const { data } = await apiClient.get<StaffOrderPage>('/api/admin/orders', { params, signal });
  return data;
}

export async function fetchOrderDetail(orderId: string, signal: AbortSignal): Promise<StaffOrderDetail> {
  const { data } = await apiClient.get<StaffOrderDetail>(`/api/admin/orders/${orderId}`, { signal });
  return data;
}

/** Moves the order forward; a 409 carries the order as it is now (`detail`), read with changedOrder. */
export async function fulfilOrder(orderId: number, request: FulfilmentRequest): Promise<StaffOrderDetail> {
  const { data } = await apiClient.post<StaffOrderDetail>(`/api/admin/orders/${orderId}/fulfilment`, request);
  return data;
}

export async function addOrderNote(orderId: number, body: string): Promise<StaffOrderDetail> {
  const { data } = await apiClient.post<StaffOrderDetail>(`/api/admin/orders/${orderId}/notes`, { body });
  return data;
}

/** Cancel and refund; `from` is the status the page shows (a 409 carries the order as it is now). */
export async function cancelOrder(orderId: number, from: string): Promise<StaffOrderDetail> {
  const { data } = await apiClient.post<StaffOrderDetail>(`/api/admin/orders/${orderId}/cancel`, { from });
  return data;
}

export async function retryRefund(orderId: number): Promise<StaffOrderDetail> {
  const { data } = await apiClient.post<StaffOrderDetail>(`/api/admin/orders/${orderId}/refund/retry`);
  return data;
}

export async function resendConfirmation(orderId: number): Promise<StaffOrderDetail> {
  const { data } = await apiClient.post<StaffOrderDetail>(`/api/admin/orders/${orderId}/confirmation`);
  return data;
}

/** The order as it is now, when an action was refused because it changed meanwhile (409). */
export function changedOrder(error: unknown): StaffOrderDetail | undefined {
  const answer = failedResponse(error);
  const detail = (answer?.data as { detail?: StaffOrderDetail } | undefined)?.detail;
  return answer?.status === 409 ? detail : undefined;
}
