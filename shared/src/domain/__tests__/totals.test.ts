import { linesSubtotal, orderTotals, taxOn } from '../totals';

describe('totals', () => {
  it('cart: Product Tax is the rate of the total, grand total adds it', () => {
    const lines = [
      { price: '4,999', quantity: 2 },
      { price: '1,299 1,599', quantity: 1 },
    ];
    expect(orderTotals(lines, 0, 5)).toEqual({
      subtotal: 1129700,
      discount: 0,
      tax: 56485,
      grandTotal: 1186185,
    });
    expect(orderTotals(lines, 0, 18)).toEqual({
      subtotal: 1129700,
      discount: 0,
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
      tax: 9000,
      grandTotal: 189000,
    });
    expect(orderTotals([{ price: '1,000', quantity: 2 }], 20000, 18).tax).toBe(32400);
  });

  it("takes GST_RATE_PERCENT's default, 5%, when the api passes no rate", () => {
    expect(orderTotals([{ price: '1,000', quantity: 2 }], 20000).tax).toBe(9000);
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
