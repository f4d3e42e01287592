import { sanitizePincode } from '@harmony/shared';
import { TextField } from '@harmony/shared/forms';
import type { PincodeLookupApi } from '../hooks/use-pincode-lookup';
import { pincodeFill, pincodeMismatch } from '../utils/pincode-rules';
import { PincodeHint } from './pincode-hint';
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
  /** The pincode's lookup (the form's, as its check needs it too). */
  pincode: PincodeLookupApi;
  stateError?: string;
  cityError?: string;
  disabled?: boolean;
}

/**
 * Address, State, City and Pincode, as registration and the address form ask for them. A pincode the
 * shopper types fills State and City (both stay editable); one outside the chosen state is flagged.
 */
export function PlaceFields({
  bind,
  state,
  city,
  onChange,
  pincode,
  stateError,
  cityError,
  disabled,
}: PlaceFieldsProps) {
  const pincodeField = bind('pincode');
  const onPincodeChange = (value: string) => {
    const next = sanitizePincode(value);
    onChange({ pincode: next });
    pincode.typed(next, (place) => {
      const fill = pincodeFill(place);
      if (fill) onChange(fill);
    });
  };
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
        {...pincodeField}
        error={pincodeField.error ?? pincodeMismatch(pincode.lookup, state) ?? undefined}
        hint={<PincodeHint lookup={pincode.lookup} />}
        onChange={(event) => onPincodeChange(event.target.value)}
      />
    </>
  );
}
