import { type Address } from '@harmony/shared';
import { type AddressKind } from '@harmony/shared/account';
import { addressesFor } from '@harmony/shared/addresses';

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
