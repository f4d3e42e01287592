import { PINCODE_MESSAGES } from '@harmony/shared';
import type { PincodeLookup } from '../hooks/use-pincode-lookup';

/**
 * What the form knows of the pincode, under its field: the place it names, or that it is unknown.
 * A live region, so a screen reader hears City and State being filled.
 */
export function PincodeHint({ lookup }: { lookup: PincodeLookup }) {
  let text = '';
  if (lookup.status === 'loading') text = 'Looking up the pincode…';
  else if (lookup.status === 'known') text = `${lookup.place.city}, ${lookup.place.state}`;
  else if (lookup.status === 'unknown') text = PINCODE_MESSAGES.unknown(lookup.pincode);
  return <span aria-live="polite">{text}</span>;
}
