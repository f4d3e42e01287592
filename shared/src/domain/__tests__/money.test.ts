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

describe('rupees written out read exactly as Intl en-IN writes them', () => {
  const intl = (minimumFractionDigits: number, currency: boolean) =>
    new Intl.NumberFormat('en-IN', {
      ...(currency ? { style: 'currency', currency: 'INR' } : {}),
      minimumFractionDigits,
      maximumFractionDigits: 2,
    });
  const general = intl(0, true);
  const exact = intl(2, true);
  const plain = intl(0, false);
  const samples = [
    0, 1, 9, 10, 99, 100, 105, 110, 99_999, 100_000, 499_900, 524_895, 1_000_000, 9_999_999, 12_499_950,
    100_000_000, 123_456_789_01, -1, -499_950, -12_345_678,
  ];

  it.each(samples)('%d paise', (paise) => {
    expect(formatRupees(paise)).toBe(general.format(paise / 100));
    expect(formatRupees(paise, { exact: true })).toBe(exact.format(paise / 100));
    expect(formatAmount(paise)).toBe(plain.format(paise / 100));
  });
});
