import { citiesOf } from '@harmony/shared/domain';
import { GST_STATE_CODES } from '@harmony/shared/gst';

/**
 * India Post's directory spells states and towns its own way ("Jammu & Kashmir", "Chattisgarh",
 * "Bangalore"), and still files Ladakh under Jammu and Kashmir. The shop spells states as GST does
 * (GST_STATE_CODES), so the form's State select and the invoice's place of supply read the same names.
 */
const STATE_SPELLINGS: Readonly<Record<string, string>> = {
  'Jammu & Kashmir': 'Jammu and Kashmir',
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  Chattisgarh: 'Chhattisgarh',
  Pondicherry: 'Puducherry',
};

/** The districts of the union territory of Ladakh (2019), which the directory lists in Jammu and Kashmir. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

/** The shop's state name for a post office's state and district; throws on a name GST does not know. */
export function shopStateName(directoryState: string, district: string): string {
  const state = LADAKH_DISTRICTS.has(district)
    ? 'Ladakh'
    : (STATE_SPELLINGS[directoryState] ?? directoryState);
  if (!Object.hasOwn(GST_STATE_CODES, state)) {
    throw new Error(`The pincode directory names a state the shop does not know: ${directoryState}`);
  }
  return state;
}

/** Former names India Post still uses for towns the shop lists under their current ones. */
const FORMER_NAMES: Readonly<Record<string, string>> = {
  Bangalore: 'Bengaluru',
  Mysore: 'Mysuru',
  Mangalore: 'Mangaluru',
  Bombay: 'Mumbai',
  Madras: 'Chennai',
};

const fold = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** A directory name in current spelling, without the directory's state tags: "Raigarh(MH)" → "Raigarh". */
function currentName(name: string): string {
  return name
    .replace(/\s*\([^)]*\)\s*$/, '')
    .trim()
    .split(/\s+/)
    .map((word) => FORMER_NAMES[word] ?? word)
    .join(' ');
}

/** Whether a district or post office name is the town or one of its localities ("Dwarka Sec-6"). */
function names(town: string, name: string): boolean {
  const candidate = fold(currentName(name));
  const wanted = fold(town);
  return candidate === wanted || candidate.startsWith(`${wanted} `);
}

/**
 * The City an address with this code takes. When one of the shop's cities of that state (SPEC §5) is
 * named by a district or post office of the code, that city, so the form's City select can take it;
 * otherwise the district's name in its current spelling, for the shopper to read and choose from.
 */
export function cityOf(state: string, district: string, districts: string[], offices: string[]): string {
  const named = citiesOf(state).find(
    (town) =>
      districts.some((name) => fold(currentName(name)) === fold(town)) ||
      offices.some((name) => names(town, name)),
  );
  return named ?? currentName(district);
}
