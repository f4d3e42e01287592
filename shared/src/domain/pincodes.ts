import { foldStateName } from './gst-states';

/**
 * What a PIN code names: India Post's district and state, and the town an address's City field takes.
 * The api looks it up (GET /api/pincodes/{pincode}); the forms fill City and State from it.
 */
export interface PincodePlace {
  pincode: string;
  /** The district as India Post's directory spells it ("Bangalore", "South West Delhi"). */
  district: string;
  /** The state or union territory as the shop spells it (GST_STATE_CODES). */
  state: string;
  /** The town an address names: a city of the shop's list when one fits, else the district's name. */
  city: string;
  /** Every state the code's post offices are in: `state` first; a few border codes serve two. */
  states: string[];
}

/** A PIN code: six digits, the first (the postal region) 1 to 9. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

export function isPincode(value: unknown): value is string {
  return typeof value === 'string' && PINCODE_PATTERN.test(value);
}

export const PINCODE_MESSAGES = {
  malformed: 'Pincode must be 6 digits, not starting with 0.',
  unknown: (pincode: string) => `Sorry, we do not know the pincode ${pincode}. Please check it.`,
  otherState: (pincode: string, state: string, chosen: string) =>
    `Pincode ${pincode} is in ${state}, not ${chosen}. Please check the pincode or the state.`,
} as const;

/**
 * The refusal of an address whose known pincode lies in another state than the one chosen (its tax
 * and delivery follow the state), or null. An unknown pincode passes: the directory may lag behind a
 * new one, and a shopper must still be able to give it.
 */
export function pincodeStateError(place: PincodePlace | null, chosenState: string): string | null {
  if (!place || chosenState.trim() === '') return null;
  const chosen = foldStateName(chosenState);
  if (place.states.some((state) => foldStateName(state) === chosen)) return null;
  return PINCODE_MESSAGES.otherState(place.pincode, place.state, chosenState.trim());
}
