import type { Address } from '@harmony/shared';
import { useEffect, useState } from 'react';
import { fetchAddresses } from '../api/addresses-api';
import { defaultAddressId } from '../utils/default-address';

export interface CheckoutAddresses {
  /** null while loading; empty after a failure (SPEC §8: logged only). */
  addresses: Address[] | null;
  billingId: number | null;
  shippingId: number | null;
  setBillingId(id: number | null): void;
  setShippingId(id: number | null): void;
}

/** The saved addresses, with the default billing and shipping addresses chosen once they arrive. */
export function useCheckoutAddresses(): CheckoutAddresses {
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [billingId, setBillingId] = useState<number | null>(null);
  const [shippingId, setShippingId] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchAddresses(controller.signal).then(
      (list) => {
        setAddresses(list);
        setBillingId((chosen) => chosen ?? defaultAddressId(list, 'billing'));
        setShippingId((chosen) => chosen ?? defaultAddressId(list, 'shipping'));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Addresses could not be loaded', error);
        setAddresses([]);
      },
    );
    return () => controller.abort();
  }, []);

  return { addresses, billingId, shippingId, setBillingId, setShippingId };
}
