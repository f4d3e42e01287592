import type { Paise } from './money';
import { priceToPaise } from './price';
import { quantityForTotals } from './quantity';
import { FREE_SHIPPING, type ShippingRule, shippingCharge } from './shipping-charge';

/** `percent` of an amount, rounded to the nearest paisa. */
export function taxOn(amount: Paise, percent: number): Paise {
  return Math.round((amount * percent) / 100);
}

export interface PricedLine {
  price: unknown;
  quantity: unknown;
}

export function lineTotal(line: PricedLine): Paise {
  return priceToPaise(line.price) * quantityForTotals(line.quantity);
}

export function linesSubtotal(lines: readonly PricedLine[]): Paise {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

export interface OrderTotals {
  subtotal: Paise;
  discount: Paise;
  /** The delivery charge (shippingCharge of the goods after the discount); 0 by default. */
  shipping: Paise;
  /** The Cash on Delivery fee; 0 for an order paid online. */
  codFee: Paise;
  tax: Paise;
  grandTotal: Paise;
}

/** What an order is charged besides its goods: the delivery rule, and the COD fee when paid in cash. */
export interface OrderCharges {
  shipping: ShippingRule;
  codFeePaise: Paise;
}

export const NO_CHARGES: OrderCharges = { shipping: FREE_SHIPPING, codFeePaise: 0 };

/**
 * The cart and the order confirmation: tax at `percent` (the api's GST_RATE_PERCENT, which the screens
 * read from it) of (subtotal - discount + charges): the delivery charge and the COD fee are taxed as the
 * goods are. Without a discount or charges, SPEC's cart rule (tax on the total).
 */
export function orderTotals(
  lines: readonly PricedLine[],
  discount: Paise,
  percent: number,
  charges: OrderCharges = NO_CHARGES,
): OrderTotals {
  const inPaise = lines.map((line) => ({
    unitPricePaise: priceToPaise(line.price),
    quantity: quantityForTotals(line.quantity),
  }));
  return orderTotalsInPaise(inPaise, discount, percent, charges);
}

/** An order line as the api holds it: its unit price in paise and a whole quantity. */
export interface PaiseLine {
  unitPricePaise: Paise;
  quantity: number;
}

/** orderTotals for lines already in paise (the api prices from its own paise columns). */
export function orderTotalsInPaise(
  lines: readonly PaiseLine[],
  discount: Paise,
  percent: number,
  charges: OrderCharges = NO_CHARGES,
): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const applied = Math.min(Math.max(0, Math.round(discount)), subtotal);
  const shipping = shippingCharge(subtotal - applied, charges.shipping);
  const codFee = Math.max(0, charges.codFeePaise);
  const taxable = subtotal - applied + shipping + codFee;
  const tax = taxOn(taxable, percent);
  return { subtotal, discount: applied, shipping, codFee, tax, grandTotal: taxable + tax };
}
