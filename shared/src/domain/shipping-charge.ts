import type { Paise } from './money';

/**
 * The delivery fee (DELIVERY_FEE_RUPEES) and the goods value from which delivery is free
 * (FREE_DELIVERY_FROM_RUPEES; null: the fee applies to every order). The api says which; the screens
 * read it from GET /api/payment/config as they read the GST rate.
 */
export interface ShippingRule {
  feePaise: Paise;
  freeFromPaise: Paise | null;
}

/** SPEC's default: delivery is free ("Shipping ₹0"). */
export const FREE_SHIPPING: ShippingRule = { feePaise: 0, freeFromPaise: null };

/**
 * The delivery charge of an order whose goods come to `goodsPaise` after the discount (what the shopper
 * pays for them, before tax): the fee below the threshold, nothing from it up.
 */
export function shippingCharge(goodsPaise: Paise, rule: ShippingRule): Paise {
  if (rule.feePaise <= 0) return 0;
  if (rule.freeFromPaise !== null && goodsPaise >= rule.freeFromPaise) return 0;
  return rule.feePaise;
}

/** The line's words wherever a fee is charged (cart, confirmation, order, mail, invoice). */
export const DELIVERY_LABEL = 'Delivery';

/** The Cash on Delivery fee's line, wherever it is charged. */
export const COD_FEE_LABEL = 'Cash on Delivery fee';
