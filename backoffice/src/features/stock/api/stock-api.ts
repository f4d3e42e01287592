import { apiClient, failedResponse } from '@harmony/shared';
import type { StockChangeRequest, StockDetail, StockListView, StockPage } from '../types/stock';

/** GET /api/admin/stock with the view's filters (the blank ones left out). */
export async function fetchStock(view: StockListView, signal: AbortSignal): Promise<StockPage> {
  const params = Object.fromEntries(Object.entries(view).filter(([, value]) => value !== ''));
  const { data } = await apiClient.get<StockPage>('/api/admin/stock', { params, signal });
  return data;
}

export async function fetchStockDetail(productId: string, signal: AbortSignal): Promise<StockDetail> {
  const { data } = await apiClient.get<StockDetail>(`/api/admin/stock/${productId}`, { signal });
  return data;
}

/** Changes the available units; a 409 or 422 carries the stock as it is now (read with refusedStock). */
export async function changeStock(productId: number, request: StockChangeRequest): Promise<StockDetail> {
  const { data } = await apiClient.post<StockDetail>(`/api/admin/stock/${productId}/changes`, request);
  return data;
}

export async function setLowStockLevel(productId: number, level: number): Promise<StockDetail> {
  const { data } = await apiClient.put<StockDetail>(`/api/admin/stock/${productId}/low-level`, {
    low_stock_level: level,
  });
  return data;
}

/** The stock as it is now, when a change was refused because it changed meanwhile or is too large. */
export function refusedStock(error: unknown): StockDetail | undefined {
  const answer = failedResponse(error);
  return (answer?.data as { detail?: StockDetail } | undefined)?.detail;
}
