import { type Address } from '@harmony/shared';
import { parseAddressType, type AddressKind } from '@harmony/shared/account';
import { formatOrderAddress } from '@harmony/shared/payment';

/** 'address, city, state - pincode' (SPEC §2): the selects, the receipt and the api's orders read alike. */
export const addressText = formatOrderAddress;

/** SPEC §5: only addresses whose type includes billing are offered for billing; likewise shipping. */
export function addressesFor(addresses: readonly Address[], kind: AddressKind): Address[] {
  return addresses.filter((address) => {
    const type = parseAddressType(address.type);
    return type === kind || type === 'billing+shipping';
  });
}

/**
 * The address to preselect for that kind: the default one (SPEC §2); without a default, the only address
 * offered (there is nothing else to choose); else none, and the shopper chooses.
 */
export function defaultAddressId(addresses: readonly Address[], kind: AddressKind): number | null {
  const flag = kind === 'billing' ? 'is_default_billing' : 'is_default_shipping';
  const offered = addressesFor(addresses, kind);
  const chosen = offered.find((address) => address[flag]) ?? (offered.length === 1 ? offered[0] : undefined);
  return chosen?.id ?? null;
}
