import { pincodeStateError } from '@harmony/shared/domain';
import { badRequest } from '../http/form';
import type { PincodeDirectory } from './pincode-directory';

/**
 * Refuses (400 on the pincode) an address whose known pincode lies in another state than the one it
 * names, as the forms flag it: the invoice's place of supply and the delivery follow the state.
 */
export function checkPincodeState(pincodes: PincodeDirectory, address: { pincode: string; state: string }) {
  const problem = pincodeStateError(pincodes.find(address.pincode), address.state);
  if (problem) throw badRequest(problem, 'pincode');
}
