import { linesSubtotal, orderTotals, orderTotalsInPaise, taxOn } from '../totals';

describe('totals', () => {
  it('cart: Product Tax is the rate of the total, grand total adds it', () => {
    const lines = [
      { price: '4,999', quantity: 2 },
      { price: '1,299 1,599', quantity: 1 },
    ];
    expect(orderTotals(lines, 0, 5)).toEqual({
      subtotal: 1129700,
      discount: 0,
      shipping: 0,
      codFee: 0,
      tax: 56485,
      grandTotal: 1186185,
    });
    expect(orderTotals(lines, 0, 18)).toEqual({
      subtotal: 1129700,
      discount: 0,
      shipping: 0,
      codFee: 0,
      tax: 203346,
      grandTotal: 1333046,
    });
  });

  it('counts a non-numeric price or quantity as 0', () => {
    expect(
      linesSubtotal([
        { price: 'on request', quantity: 3 },
        { price: '100', quantity: 'two' },
      ]),
    ).toBe(0);
  });

  it('order: tax is the rate of subtotal minus discount', () => {
    expect(orderTotals([{ price: '1,000', quantity: 2 }], 20000, 5)).toEqual({
      subtotal: 200000,
      discount: 20000,
      shipping: 0,
      codFee: 0,
      tax: 9000,
      grandTotal: 189000,
    });
    expect(orderTotals([{ price: '1,000', quantity: 2 }], 20000, 18).tax).toBe(32400);
  });

  it('never discounts below zero or beyond the subtotal', () => {
    expect(orderTotals([{ price: '100', quantity: 1 }], -500, 5).discount).toBe(0);
    expect(orderTotals([{ price: '100', quantity: 1 }], 999999, 5).grandTotal).toBe(0);
  });

  it('rounds tax to the nearest paisa', () => {
    expect(taxOn(999, 5)).toBe(50);
    expect(taxOn(989, 5)).toBe(49);
    expect(taxOn(999, 2.5)).toBe(25);
  });
});

describe('orderTotalsInPaise', () => {
  it('prices paise lines as orderTotals prices rupee lines: the discount off before the tax', () => {
    const inPaise = orderTotalsInPaise([{ unitPricePaise: 499_900, quantity: 2 }], 50_000, 18);
    expect(inPaise).toEqual({
      subtotal: 999_800,
      discount: 50_000,
      shipping: 0,
      codFee: 0,
      tax: 170_964,
      grandTotal: 1_120_764,
    });
    expect(orderTotals([{ price: '4,999', quantity: 2 }], 50_000, 18)).toEqual(inPaise);
  });

  it('never takes off more than the subtotal', () => {
    expect(orderTotalsInPaise([{ unitPricePaise: 10_000, quantity: 1 }], 25_000, 5)).toEqual({
      subtotal: 10_000,
      discount: 10_000,
      shipping: 0,
      codFee: 0,
      tax: 0,
      grandTotal: 0,
    });
  });
});

describe('orderTotals with charges', () => {
  const rule = { feePaise: 9_900, freeFromPaise: 100_000 };
  const charges = (codFeePaise = 0) => ({ shipping: rule, codFeePaise });

  it('adds the delivery fee below the threshold and taxes it as the goods', () => {
    expect(orderTotals([{ price: '500', quantity: 1 }], 0, 5, charges())).toEqual({
      subtotal: 50_000,
      discount: 0,
      shipping: 9_900,
      codFee: 0,
      tax: 2_995,
      grandTotal: 62_895,
    });
  });

  it('measures the threshold after the discount: a coupon can bring the fee back', () => {
    expect(orderTotals([{ price: '1,000', quantity: 1 }], 0, 5, charges()).shipping).toBe(0);
    expect(orderTotals([{ price: '1,000', quantity: 1 }], 10_000, 5, charges()).shipping).toBe(9_900);
  });

  it('adds the COD fee as its own amount, taxed too', () => {
    const totals = orderTotalsInPaise([{ unitPricePaise: 200_000, quantity: 1 }], 0, 18, charges(4_900));
    expect(totals).toEqual({
      subtotal: 200_000,
      discount: 0,
      shipping: 0,
      codFee: 4_900,
      tax: 36_882,
      grandTotal: 241_782,
    });
  });
});
