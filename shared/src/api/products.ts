import type { Product } from '../types/product';
import { apiClient } from './client';

export async function fetchProducts(signal?: AbortSignal): Promise<Product[]> {
  const { data } = await apiClient.get<Product[]>('/api/products', { signal });
  return data;
}

export async function fetchProduct(id: string | number, signal?: AbortSignal): Promise<Product> {
  const { data } = await apiClient.get<Product>(`/api/products/${encodeURIComponent(id)}`, { signal });
  return data;
}
