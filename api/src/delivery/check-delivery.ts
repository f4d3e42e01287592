import {
  DELIVERY_MESSAGES,
  checkDeliveryTo,
  isPincode,
  listIncludes,
  unserviceable,
  type DeliveryAnswer,
} from '@harmony/shared/domain';
import type { DeliveryConfig } from '../settings/delivery-settings';
import type { PincodeDirectory } from '../pincodes/pincode-directory';

/** A pincode the check cannot answer: not six digits, or not in India Post's directory. */
export interface DeliveryProblem {
  pincode: string;
  serviceable: false;
  problem: 'malformed' | 'unknown';
  message: string;
  cod: false;
}

export type DeliveryCheck = DeliveryAnswer | DeliveryProblem;

/**
 * Check delivery to a pincode at a moment: whether the shop goes there, by when, and whether it takes
 * Cash on Delivery there (`cod`). Every answer carries `serviceable`, `cod` and the words to show.
 */
export type CheckDelivery = (pincode: string, now: Date) => Promise<DeliveryCheck>;

/** The one place the delivery check reads the pincode directory (which may move into a table: async). */
const placeOf = (pincodes: PincodeDirectory, pincode: string) => Promise.resolve(pincodes.find(pincode));

/**
 * The check from the configured warehouse. An unknown pincode is refused only when the settings name
 * its digits: the directory may lag behind a new code, which an address may still give.
 */
export async function deliveryChecker(
  pincodes: PincodeDirectory,
  settings: DeliveryConfig,
): Promise<CheckDelivery> {
  const warehouse = await placeOf(pincodes, settings.warehousePincode);
  if (!warehouse) {
    throw new Error(
      `Invalid configuration: WAREHOUSE_PINCODE ${settings.warehousePincode} is not in the pincode directory`,
    );
  }
  return async (pincode, now) => {
    if (!isPincode(pincode)) {
      return {
        pincode,
        serviceable: false,
        problem: 'malformed',
        message: DELIVERY_MESSAGES.malformed,
        cod: false,
      };
    }
    const place = await placeOf(pincodes, pincode);
    if (place) return checkDeliveryTo(warehouse, place, now, settings);
    if (listIncludes(settings.unserviceable, pincode, null)) return unserviceable(pincode);
    return {
      pincode,
      serviceable: false,
      problem: 'unknown',
      message: DELIVERY_MESSAGES.unknown(pincode),
      cod: false,
    };
  };
}

/** Whether the shop has said it does not deliver there (a known refusal, not a pincode it cannot read). */
export function isRefused(check: DeliveryCheck): boolean {
  return !check.serviceable && !('problem' in check);
}
