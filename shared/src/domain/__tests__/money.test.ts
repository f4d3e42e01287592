import { formatAmount, formatRupees, rupeesToPaise } from '../money';

describe('money', () => {
  it('turns rupees into whole paise without float drift', () => {
    expect(rupeesToPaise(4999)).toBe(499900);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(19.99)).toBe(1999);
  });

  it('formats en-IN rupees with 0 to 2 decimals generally', () => {
    expect(formatRupees(499900)).toBe('₹4,999');
    expect(formatRupees(12499950)).toBe('₹1,24,999.5');
    expect(formatRupees(1)).toBe('₹0.01');
  });

  it('formats exactly 2 decimals on order screens', () => {
    expect(formatRupees(499900, { exact: true })).toBe('₹4,999.00');
    expect(formatRupees(524895, { exact: true })).toBe('₹5,248.95');
  });

  it('writes bare amounts with lakh grouping', () => {
    expect(formatAmount(10000000)).toBe('1,00,000');
  });
});
