import { apiClient } from '@harmony/shared';
import { useEffect, useState } from 'react';

/** GET /api/payment/cod-availability: the address's pincode and the customer's open COD orders. */
export interface CodAvailability {
  pincodeAllowsCod: boolean;
  openCodOrders: number;
}

/**
 * What the api says of Cash on Delivery for the chosen shipping address; null while it is asked, when
 * no address is chosen, or when it could not say (COD is then not offered).
 */
export function useCodAvailability(shippingId: number | null): CodAvailability | null {
  const [answer, setAnswer] = useState<{ id: number; availability: CodAvailability } | null>(null);
  useEffect(() => {
    if (shippingId === null) return;
    const controller = new AbortController();
    apiClient
      .get<CodAvailability>('/api/payment/cod-availability', {
        params: { shipping_address: shippingId },
        signal: controller.signal,
      })
      .then(
        ({ data }) => setAnswer({ id: shippingId, availability: data }),
        (error: unknown) => {
          if (!controller.signal.aborted) console.warn('Cash on Delivery could not be checked', error);
        },
      );
    return () => controller.abort();
  }, [shippingId]);
  return answer && answer.id === shippingId ? answer.availability : null;
}
