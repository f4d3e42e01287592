import { sanitizePincode } from '@harmony/shared';
import { TextField } from '@harmony/shared/forms';
import { StateCityFields } from './state-city-fields';

/** What a form gives one of its text fields: its name, value, change handler, error (and whether it waits). */
export interface FieldBinding {
  name: string;
  value: string;
  onChange(event: { target: { value: string } }): void;
  error?: string;
  disabled?: boolean;
}

/** Full Name, Email and Mobile Number, as registration and the address form ask for them (SPEC §2). */
export function ContactFields({
  bind,
}: {
  bind: (field: 'fullname' | 'email' | 'contact_number') => FieldBinding;
}) {
  return (
    <>
      <TextField label="Full Name" autoComplete="name" {...bind('fullname')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        {...bind('email')}
      />
      <TextField
        label="Mobile Number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...bind('contact_number')}
      />
    </>
  );
}

export interface PlaceFieldsProps {
  bind: (field: 'address' | 'pincode') => FieldBinding;
  state: string;
  city: string;
  /** A change of state clears the city (SPEC §4); the pincode keeps digits only, at most 6 (§5). */
  onChange(change: { state?: string; city?: string; pincode?: string }): void;
  stateError?: string;
  cityError?: string;
  disabled?: boolean;
}

/** Address, State, City and Pincode, as registration and the address form ask for them. */
export function PlaceFields({
  bind,
  state,
  city,
  onChange,
  stateError,
  cityError,
  disabled,
}: PlaceFieldsProps) {
  return (
    <>
      <TextField label="Address" autoComplete="street-address" wide {...bind('address')} />
      <StateCityFields
        state={state}
        city={city}
        onStateChange={(next) => onChange({ state: next, city: '' })}
        onCityChange={(next) => onChange({ city: next })}
        stateError={stateError}
        cityError={cityError}
        disabled={disabled}
      />
      <TextField
        label="Pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        {...bind('pincode')}
        onChange={(event) => onChange({ pincode: sanitizePincode(event.target.value) })}
      />
    </>
  );
}
