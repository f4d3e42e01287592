import type { Paise } from './money';
import { priceToPaise } from './price';
import { quantityForTotals } from './quantity';

export const TAX_PERCENT = 5;

/** 5% (or the api's configured rate) of an amount, rounded to the nearest paisa. */
export function taxOn(amount: Paise, percent: number = TAX_PERCENT): Paise {
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

export interface CartTotals {
  total: Paise;
  tax: Paise;
  grandTotal: Paise;
}

/** Cart summary: Product Tax is 5% of the total; grand total = total + tax. */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  const total = linesSubtotal(lines);
  const tax = taxOn(total);
  return { total, tax, grandTotal: total + tax };
}

export interface OrderTotals {
  subtotal: Paise;
  discount: Paise;
  tax: Paise;
  grandTotal: Paise;
}

/** Order confirmation and payment: tax is 5% (or the api's configured rate) of (subtotal - discount). */
export function orderTotals(
  lines: readonly PricedLine[],
  discount: Paise = 0,
  percent: number = TAX_PERCENT,
): OrderTotals {
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
