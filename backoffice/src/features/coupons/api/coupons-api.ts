import { apiClient } from '@harmony/shared';
import type { Category, CouponCreateRequest, StaffCoupon } from '../types/coupon';

export async function fetchCoupons(signal: AbortSignal): Promise<StaffCoupon[]> {
  const { data } = await apiClient.get<{ coupons: StaffCoupon[] }>('/api/admin/coupons', { signal });
  return data.coupons;
}

/** Makes a coupon; a refused term is 400 with `fields` naming it, a code taken 409. */
export async function createCoupon(request: CouponCreateRequest): Promise<StaffCoupon> {
  const { data } = await apiClient.post<StaffCoupon>('/api/admin/coupons', request);
  return data;
}

export async function switchCoupon(
  code: string,
  action: 'disable' | 'enable',
): Promise<{ coupon: StaffCoupon; changed: boolean }> {
  const { data } = await apiClient.post<{ coupon: StaffCoupon; changed: boolean }>(
    `/api/admin/coupons/${encodeURIComponent(code)}/${action}`,
  );
  return data;
}

/** The shop's categories, which a coupon may be restricted to. */
export async function fetchCategories(signal: AbortSignal): Promise<Category[]> {
  const { data } = await apiClient.get<Category[]>('/api/categories', { signal });
  return data;
}
