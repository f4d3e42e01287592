import { parseAddressType, type AddressKind } from './account';

/**
 * Which address serves billing, which shipping, and how an address reads: one rule for the api, the
 * address book, the profile's defaults and the checkout.
 */

/** The uses an address has, whatever form its type arrived in ('billing+shipping', a list…). */
export function addressKinds(type: unknown): Record<AddressKind, boolean> {
  const parsed = parseAddressType(type);
  return {
    billing: parsed === 'billing' || parsed === 'billing+shipping',
    shipping: parsed === 'shipping' || parsed === 'billing+shipping',
  };
}

/** SPEC §5: an address serves billing when its type includes billing; likewise shipping. */
export function addressTypeIncludes(type: unknown, kind: AddressKind): boolean {
  return addressKinds(type)[kind];
}

/** The addresses offered for billing (or shipping), in the order given. */
export function addressesFor<A extends { type: unknown }>(addresses: readonly A[], kind: AddressKind): A[] {
  return addresses.filter((address) => addressTypeIncludes(address.type, kind));
}

export interface PostalAddress {
  address: string;
  city: string;
  state: string;
  pincode: string;
}

/** An address as orders keep it and every screen shows it: "address, city, state - pincode". */
export function formatOrderAddress(a: PostalAddress): string {
  return `${a.address}, ${a.city}, ${a.state} - ${a.pincode}`;
}

/** A default-address option (SPEC §2 My Profile): the address, plus ' (Default)' when it is that default. */
export function addressOptionText(
  address: PostalAddress & { is_default_billing: boolean; is_default_shipping: boolean },
  kind: AddressKind,
): string {
  const isDefault = kind === 'billing' ? address.is_default_billing : address.is_default_shipping;
  const text = formatOrderAddress(address);
  return isDefault ? `${text} (Default)` : text;
}
