export const MIN_QUANTITY = 1;
/** Not in the spec: a cap so one line cannot be set to an absurd count (the api enforces it too). */
export const MAX_QUANTITY = 99;

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** A quantity a shopper sets: an integer from 1 to MAX_QUANTITY; below 1 or not a number becomes 1. */
export function normalizeQuantity(value: unknown): number {
  const n = Math.floor(toNumber(value));
  if (!Number.isFinite(n) || n < MIN_QUANTITY) return MIN_QUANTITY;
  return Math.min(n, MAX_QUANTITY);
}

export function incrementQuantity(quantity: unknown): number {
  return normalizeQuantity(normalizeQuantity(quantity) + 1);
}

/** Decrement never goes below 1. */
export function decrementQuantity(quantity: unknown): number {
  return normalizeQuantity(normalizeQuantity(quantity) - 1);
}

/** Whether a stored quantity is a number at all ("2" and 2 are; "x", null and "" are not). */
export function isNumericQuantity(value: unknown): boolean {
  return Number.isFinite(toNumber(value));
}

/** The count used in totals: a quantity that is not a number counts as 0. */
export function quantityForTotals(value: unknown): number {
  const n = toNumber(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}
