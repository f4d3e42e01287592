import { type Address } from '@harmony/shared';

export function isDefaultAddress(address: Pick<Address, 'is_default_billing' | 'is_default_shipping'>) {
  return Boolean(address.is_default_billing || address.is_default_shipping);
}

function createdAt(address: Address): number {
  const time = Date.parse(address.created_at);
  return Number.isNaN(time) ? 0 : time;
}

/** SPEC §2 My Addresses: default billing/shipping addresses first, then the rest oldest first. */
export function sortAddresses(addresses: readonly Address[]): Address[] {
  return [...addresses].sort(
    (a, b) =>
      Number(isDefaultAddress(b)) - Number(isDefaultAddress(a)) || createdAt(a) - createdAt(b) || a.id - b.id,
  );
}
