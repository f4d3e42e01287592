import { type Address } from '@harmony/shared';
import { SelectField } from '@harmony/shared/forms';
import { type AddressKind } from '@harmony/shared/account';
import { formatOrderAddress } from '@harmony/shared/addresses';
import { Link } from '@harmony/shared/router';

export interface AddressSelectProps {
  kind: AddressKind;
  label: string;
  /** The addresses offered for this kind; null while they load. */
  addresses: Address[] | null;
  value: number | null;
  onChange(id: number | null): void;
  disabled?: boolean;
}

/** One of the two address selects; each option reads 'address, city, state - pincode'. */
export function AddressSelect({ kind, label, addresses, value, onChange, disabled }: AddressSelectProps) {
  const none = addresses !== null && addresses.length === 0;
  return (
    <SelectField
      label={label}
      placeholder={addresses === null ? 'Loading addresses…' : `Choose a ${kind} address`}
      options={(addresses ?? []).map((address) => ({
        value: String(address.id),
        label: formatOrderAddress(address),
      }))}
      value={value === null ? '' : String(value)}
      disabled={disabled || addresses === null}
      hint={
        none && (
          <>
            No {kind} address saved yet.{' '}
            <Link to="/Add-Addresses" state={{ from: '/cart' }}>
              Add an address
            </Link>
          </>
        )
      }
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
    />
  );
}
