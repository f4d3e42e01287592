import { type Address } from '@harmony/shared';
import { parseAddressType, type AddressKind } from '@harmony/shared/account';

/** Which uses an address has, whatever form its type arrived in ('billing+shipping', a list…). */
export function addressKinds(type: unknown): { billing: boolean; shipping: boolean } {
  const parsed = parseAddressType(type);
  return {
    billing: parsed === 'billing' || parsed === 'billing+shipping',
    shipping: parsed === 'shipping' || parsed === 'billing+shipping',
  };
}

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

/** The addresses that may serve as billing (or shipping) addresses. */
export function addressesFor(addresses: readonly Address[], kind: AddressKind): Address[] {
  return addresses.filter((address) => addressKinds(address.type)[kind]);
}

/** An option of the default-address selects: 'address, city, state - pincode', plus ' (Default)'. */
export function addressOptionText(address: Address, kind: AddressKind): string {
  const isDefault = kind === 'billing' ? address.is_default_billing : address.is_default_shipping;
  const text = `${address.address}, ${address.city}, ${address.state} - ${address.pincode}`;
  return isDefault ? `${text} (Default)` : text;
}
