import type { Paise } from './money';
import { priceToPaise } from './price';
import { quantityForTotals } from './quantity';

/**
 * GST_RATE_PERCENT's default, where the api is configured (api/src/config.ts). No screen uses it: the
 * screens show and compute with the rate the api answers (taxRatePercent for new orders, an order's own
 * tax_rate_percent).
 */
export const TAX_PERCENT = 5;

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
 * The cart, the order confirmation and create-order: tax at `percent` of (subtotal - discount); without
 * a discount, SPEC's cart rule (tax on the total). The api passes its configured rate; `percent` falls
 * back to TAX_PERCENT for the api's callers that have not passed it yet.
 */
export function orderTotals(
  lines: readonly PricedLine[],
  discount: Paise = 0,
  percent: number = TAX_PERCENT,
): OrderTotals {
  const subtotal = linesSubtotal(lines);
  const applied = Math.min(Math.max(0, Math.round(discount)), subtotal);
  const tax = taxOn(subtotal - applied, percent);
  return { subtotal, discount: applied, tax, grandTotal: subtotal - applied + tax };
}
