import type { DeliveryAnswer } from '../domain/delivery';
import { getJson } from './products';

/** GET /api/delivery/{pincode}: whether, by when, and with Cash on Delivery or not. 400/404 throw HttpError. */
export function fetchDelivery(pincode: string, signal?: AbortSignal): Promise<DeliveryAnswer> {
  return getJson<DeliveryAnswer>(`/api/delivery/${encodeURIComponent(pincode)}`, signal);
}
