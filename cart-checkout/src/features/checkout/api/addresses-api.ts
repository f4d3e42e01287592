import { apiClient, type Address } from '@harmony/shared';

/** GET /api/users/addresses: the signed-in customer's saved addresses. */
export async function fetchAddresses(signal?: AbortSignal): Promise<Address[]> {
  const { data } = await apiClient.get<Address[]>('/api/users/addresses', { signal });
  return Array.isArray(data) ? data : [];
}
