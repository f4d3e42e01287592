import type { Address, AddressKind } from '@harmony/shared';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { addressText } from '../utils/address-text';
import styles from './confirmation-dialog.module.css';

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
  const id = useId();
  const hintId = `${id}-hint`;
  const none = addresses !== null && addresses.length === 0;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        disabled={disabled || addresses === null}
        aria-describedby={none ? hintId : undefined}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{addresses === null ? 'Loading addresses…' : `Choose a ${kind} address`}</option>
        {(addresses ?? []).map((address) => (
          <option key={address.id} value={address.id}>
            {addressText(address)}
          </option>
        ))}
      </select>
      {none && (
        <p id={hintId} className={styles.hint}>
          No {kind} address saved yet.{' '}
          <Link to="/Add-Addresses" state={{ from: '/cart' }}>
            Add an address
          </Link>
        </p>
      )}
    </div>
  );
}
