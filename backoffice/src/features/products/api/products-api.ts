import { apiClient, failedResponse } from '@harmony/shared';
import type { ProductFormValues } from '@harmony/shared/domain';
import type { Category, StaffProduct, StaffProductRow } from '../types/staff-product';

/** GET /api/admin/products, searched by title, brand or slug when `q` is given. */
export async function fetchProducts(q: string, signal: AbortSignal): Promise<StaffProductRow[]> {
  const params = q ? { q } : {};
  const { data } = await apiClient.get<{ products: StaffProductRow[] }>('/api/admin/products', {
    params,
    signal,
  });
  return data.products;
}

export async function fetchProduct(productId: string, signal: AbortSignal): Promise<StaffProduct> {
  const { data } = await apiClient.get<StaffProduct>(`/api/admin/products/${productId}`, { signal });
  return data;
}

/** The shop's categories, as the storefront lists them. */
export async function fetchCategories(signal: AbortSignal): Promise<Category[]> {
  const { data } = await apiClient.get<Category[]>('/api/categories', { signal });
  return data;
}

export async function createProduct(form: ProductFormValues): Promise<StaffProduct> {
  const { data } = await apiClient.post<StaffProduct>('/api/admin/products', form);
  return data;
}

/** Saves the form over the product; `version` is the one the form was loaded with. */
export async function saveProduct(
  productId: number,
  form: ProductFormValues,
  version: string,
): Promise<StaffProduct> {
  const { data } = await apiClient.put<StaffProduct>(`/api/admin/products/${productId}`, {
    ...form,
    version,
  });
  return data;
}

export async function setPublished(
  productId: number,
  published: boolean,
  version: string,
): Promise<StaffProduct> {
  const { data } = await apiClient.post<StaffProduct>(`/api/admin/products/${productId}/publication`, {
    published,
    version,
  });
  return data;
}

export async function uploadPicture(productId: number, file: File): Promise<StaffProduct> {
  const body = new FormData();
  body.append('image', file);
  const { data } = await apiClient.post<StaffProduct>(`/api/admin/products/${productId}/pictures`, body);
  return data;
}

export async function removePicture(productId: number, pictureId: number): Promise<StaffProduct> {
  const { data } = await apiClient.delete<StaffProduct>(
    `/api/admin/products/${productId}/pictures/${pictureId}`,
  );
  return data;
}

export async function orderPictures(productId: number, order: number[]): Promise<StaffProduct> {
  const { data } = await apiClient.put<StaffProduct>(`/api/admin/products/${productId}/pictures/order`, {
    order,
  });
  return data;
}

/** The description as the api would store it: cleaned by the shop's description policy. */
export async function previewDescription(description: string, signal: AbortSignal): Promise<string> {
  const { data } = await apiClient.post<{ html: string }>(
    '/api/admin/products/description-preview',
    { description },
    { signal },
  );
  return data.html;
}

/** The product as it is now, when a write was refused (409 changed, or a picture rule). */
export function refusedProduct(error: unknown): StaffProduct | undefined {
  const answer = failedResponse(error);
  return (answer?.data as { product?: StaffProduct } | undefined)?.product;
}
