import { apiClient, type Address, type AddressPayload } from '@harmony/shared';

/** GET /api/users/addresses: the signed-in customer's saved addresses. */
export async function fetchAddresses(signal?: AbortSignal): Promise<Address[]> {
  const { data } = await apiClient.get<Address[]>('/api/users/addresses', { signal });
  return Array.isArray(data) ? data : [];
}

/** GET /api/users/addresses/{id} */
export async function fetchAddress(id: number, signal?: AbortSignal): Promise<Address> {
  const { data } = await apiClient.get<Address>(`/api/users/addresses/${id}`, { signal });
  return data;
}

/** The address form succeeds only on 200 or 201 (SPEC §7); anything else is a refusal. */
export class AddressNotSaved extends Error {}

/** POST /api/users/addresses (new) or PUT /api/users/addresses/{id} (edit). */
export async function saveAddress(payload: AddressPayload, id?: number): Promise<Address> {
  const response = id
    ? await apiClient.put<Address>(`/api/users/addresses/${id}`, payload)
    : await apiClient.post<Address>('/api/users/addresses', payload);
  if (response.status !== 200 && response.status !== 201) throw new AddressNotSaved('Error saving address');
  return response.data;
}

/** DELETE /api/users/addresses/{id} */
export async function deleteAddress(id: number): Promise<void> {
  await apiClient.delete(`/api/users/addresses/${id}`);
}
