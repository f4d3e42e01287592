import { formatPriceText, parsePriceText, priceToPaise } from '../price';

describe('price text', () => {
  it('reads one amount with thousands commas', () => {
    expect(parsePriceText('4,999')).toEqual({ selling: 499900, original: null });
  });

  it('reads the selling and the original amount', () => {
    expect(parsePriceText('4,999 6,999')).toEqual({ selling: 499900, original: 699900 });
  });

  it('reads decimals and a rupee sign', () => {
    expect(parsePriceText('₹1,24,999.50')).toEqual({ selling: 12499950, original: null });
  });

  it('refuses text that is not an amount', () => {
    expect(parsePriceText('call us')).toBeNull();
    expect(parsePriceText('4,999 abc')).toBeNull();
    expect(parsePriceText('')).toBeNull();
    expect(parsePriceText(undefined)).toBeNull();
  });

  it('prices a non-numeric text at 0 and a two-amount text at its selling amount', () => {
    expect(priceToPaise('free')).toBe(0);
    expect(priceToPaise('4,999 6,999')).toBe(499900);
    expect(priceToPaise(250)).toBe(25000);
  });

  it('writes the catalogue text form in en-IN grouping', () => {
    expect(formatPriceText(499900)).toBe('4,999');
    expect(formatPriceText(499900, 699900)).toBe('4,999 6,999');
    expect(formatPriceText(12499950)).toBe('1,24,999.5');
  });
});
