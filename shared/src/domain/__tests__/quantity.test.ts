import {
  MAX_QUANTITY,
  decrementQuantity,
  incrementQuantity,
  isNumericQuantity,
  normalizeQuantity,
  quantityForTotals,
} from '../quantity';

describe('quantity rules', () => {
  it('sets a value below 1 or not a number to 1', () => {
    expect(normalizeQuantity(0)).toBe(1);
    expect(normalizeQuantity(-4)).toBe(1);
    expect(normalizeQuantity('abc')).toBe(1);
    expect(normalizeQuantity('')).toBe(1);
    expect(normalizeQuantity(undefined)).toBe(1);
    expect(normalizeQuantity(Number.NaN)).toBe(1);
  });

  it('keeps quantities whole and capped', () => {
    expect(normalizeQuantity('3')).toBe(3);
    expect(normalizeQuantity(2.7)).toBe(2);
    expect(normalizeQuantity(1000)).toBe(MAX_QUANTITY);
  });

  it('never decrements below 1', () => {
    expect(decrementQuantity(2)).toBe(1);
    expect(decrementQuantity(1)).toBe(1);
    expect(incrementQuantity(1)).toBe(2);
  });

  it('counts a non-numeric quantity as 0 in totals', () => {
    expect(quantityForTotals('x')).toBe(0);
    expect(quantityForTotals(null)).toBe(0);
    expect(quantityForTotals('2')).toBe(2);
  });

  it('tells a stored quantity that is a number from one that is not', () => {
    expect(isNumericQuantity(2)).toBe(true);
    expect(isNumericQuantity('2')).toBe(true);
    expect(isNumericQuantity(-2)).toBe(true);
    expect(isNumericQuantity('x')).toBe(false);
    expect(isNumericQuantity('')).toBe(false);
    expect(isNumericQuantity(null)).toBe(false);
  });
});
