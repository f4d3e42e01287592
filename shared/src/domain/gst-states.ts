/**
 * GST state codes (the first two digits of a GSTIN, printed beside the place of supply). 25 (Daman and
 * Diu) and 28 (Andhra Pradesh before 2014) are no longer issued; 97 is "Other Territory".
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
  'Other Territory': '97',
};

const byFoldedName = new Map(
  Object.entries(GST_STATE_CODES).map(([name, code]) => [foldStateName(name), code]),
);

/** A state name for comparison: case, spacing and "&" for "and" do not matter. */
export function foldStateName(state: string): string {
  return state.trim().replace(/\s+/g, ' ').replace(/&/g, 'and').toLowerCase();
}

/** The state's two-digit GST code, or null for a name that is not an Indian state or union territory. */
export function gstStateCode(state: string): string | null {
  return byFoldedName.get(foldStateName(state)) ?? null;
}

/** "Karnataka (29)": how an invoice names a state; a name without a code is printed as it is. */
export function stateWithCode(state: string): string {
  const code = gstStateCode(state);
  return code ? `${state} (${code})` : state;
}
