import { apiClient, failedResponse, type PincodePlace } from '@harmony/shared';

function isPlace(data: unknown): data is PincodePlace {
  const place = data as Partial<PincodePlace> | null;
  return (
    typeof place?.pincode === 'string' &&
    typeof place.state === 'string' &&
    typeof place.city === 'string' &&
    typeof place.district === 'string' &&
    Array.isArray(place.states)
  );
}

/**
 * GET /api/pincodes/{pincode}: the code's district, state and city; null when the api does not know
 * the code (404). Throws when no usable answer came, which the forms pass over in silence.
 */
export async function fetchPincodePlace(pincode: string): Promise<PincodePlace | null> {
  try {
    const { data } = await apiClient.get<unknown>(`/api/pincodes/${pincode}`);
    if (!isPlace(data)) throw new Error('The pincode answer has no place');
    return data;
  } catch (error) {
    if (failedResponse(error)?.status === 404) return null;
    throw error;
  }
}
