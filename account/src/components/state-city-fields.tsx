import { citiesOf, STATES } from '@harmony/shared';
import type { ChangeEvent } from 'react';
import { SelectField } from '@harmony/shared/forms';

const STATE_OPTIONS = STATES.map((state) => ({ value: state, label: state }));

export interface StateCityFieldsProps {
  state: string;
  city: string;
  /** Called with the new state; the caller clears the city (SPEC §4: changing the state clears the city). */
  onStateChange(state: string): void;
  onCityChange(city: string): void;
  errorId?: string;
  stateError?: string;
  cityError?: string;
  disabled?: boolean;
}

/** The SPEC §5 state list and the cities of the chosen state. */
export function StateCityFields({
  state,
  city,
  onStateChange,
  onCityChange,
  errorId,
  stateError,
  cityError,
  disabled,
}: StateCityFieldsProps) {
  const cities = citiesOf(state).map((name) => ({ value: name, label: name }));
  // A saved address may name a city outside the list; keep it choosable rather than silently blank.
  if (city && !cities.some((option) => option.value === city)) cities.push({ value: city, label: city });
  return (
    <>
      <SelectField
        label="State"
        name="state"
        placeholder="Select State"
        options={STATE_OPTIONS}
        value={state}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onStateChange(event.target.value)}
        error={stateError}
        errorId={errorId}
        disabled={disabled}
      />
      <SelectField
        label="City"
        name="city"
        placeholder={state ? 'Select City' : 'Select a state first'}
        options={cities}
        value={city}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onCityChange(event.target.value)}
        error={cityError}
        errorId={errorId}
        disabled={disabled || !state}
      />
    </>
  );
}
