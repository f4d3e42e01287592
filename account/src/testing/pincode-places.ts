import type { PincodePlace } from '@harmony/shared';
import { fetchPincodePlace } from '../api/pincodes-api';

const place = (pincode: string, district: string, state: string, city: string): PincodePlace => ({
  pincode,
  district,
  state,
  city,
  states: [state],
});

/** What the api answers for a few codes (as India Post's directory has them); any other is unknown. */
export const PINCODE_PLACES: Readonly<Record<string, PincodePlace>> = {
  '560001': place('560001', 'Bangalore', 'Karnataka', 'Bengaluru'),
  '560038': place('560038', 'Bangalore', 'Karnataka', 'Bengaluru'),
  '580020': place('580020', 'Dharwad', 'Karnataka', 'Dharwad'),
  '600002': place('600002', 'Chennai', 'Tamil Nadu', 'Chennai'),
  '110075': place('110075', 'South West Delhi', 'Delhi', 'Dwarka'),
  '700001': place('700001', 'Kolkata', 'West Bengal', 'Kolkata'),
};

/** Makes the (jest.mock'ed) pincode lookup answer from PINCODE_PLACES. */
export function answerPincodes() {
  jest.mocked(fetchPincodePlace).mockImplementation(async (pincode) => PINCODE_PLACES[pincode] ?? null);
}
