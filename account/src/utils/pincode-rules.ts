import { isCityOf, isState, pincodeStateError, type FieldErrors, type PincodePlace } from '@harmony/shared';
import type { FormProblem } from '@harmony/shared/account';
import type { PincodeLookup } from '../hooks/use-pincode-lookup';

/**
 * What a typed pincode fills: its state, when the shop's list has it, and its city when that state's
 * cities include it; otherwise the city is cleared, as a change of state clears it (SPEC §4). Null
 * for a state outside the list: the State select cannot show it, so the form only flags it.
 */
export function pincodeFill(place: PincodePlace): { state: string; city: string } | null {
  if (!isState(place.state)) return null;
  return { state: place.state, city: isCityOf(place.state, place.city) ? place.city : '' };
}

/** The pincode's message when its known place lies outside the chosen state, else null. */
export function pincodeMismatch(lookup: PincodeLookup, state: string): string | null {
  return lookup.status === 'known' ? pincodeStateError(lookup.place, state) : null;
}

/**
 * The form's check with the pincode's state added: a form that passed SPEC §5 is still refused while
 * its pincode lies in another state (as the api would refuse it).
 */
export function withPincodeCheck<K extends string>(
  problem: FormProblem<K | 'pincode'> | null,
  mismatch: string | null,
): FormProblem<K | 'pincode'> | null {
  if (!mismatch) return problem;
  // TypeScript cannot see that { pincode } fits a record over a generic union that holds 'pincode'.
  const pincode = { pincode: mismatch } as FieldErrors<K | 'pincode'>;
  return { message: problem?.message ?? mismatch, fields: { ...pincode, ...problem?.fields } };
}
