import type { Paise } from './money';
import { priceToPaise } from './price';
import { quantityForTotals } from './quantity';

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
  tax: Paise;
  grandTotal: Paise;
}

/**
 * The cart and the order confirmation: tax at `percent` (the api's GST_RATE_PERCENT, which the screens
 * read from it) of (subtotal - discount); without a discount, SPEC's cart rule (tax on the total).
 */
export function orderTotals(lines: readonly PricedLine[], discount: Paise, percent: number): OrderTotals {
  const inPaise = lines.map((line) => ({
    unitPricePaise: priceToPaise(line.price),
    quantity: quantityForTotals(line.quantity),
  }));
  return orderTotalsInPaise(inPaise, discount, percent);
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
): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const applied = Math.min(Math.max(0, Math.round(discount)), subtotal);
  const tax = taxOn(subtotal - applied, percent);
  return { subtotal, discount: applied, tax, grandTotal: subtotal - applied + tax };
}
