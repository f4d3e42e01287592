import { FREE_SHIPPING, shippingCharge } from '../shipping-charge';

describe('shippingCharge', () => {
  it('is free by default (SPEC: Shipping ₹0)', () => {
    expect(shippingCharge(0, FREE_SHIPPING)).toBe(0);
    expect(shippingCharge(5_000_000, FREE_SHIPPING)).toBe(0);
  });

  it('charges the fee below the threshold and nothing from it up', () => {
    const rule = { feePaise: 4_900, freeFromPaise: 99_900 };
    expect(shippingCharge(99_899, rule)).toBe(4_900);
    expect(shippingCharge(99_900, rule)).toBe(0);
    expect(shippingCharge(1_000_000, rule)).toBe(0);
  });

  it('charges every order without a threshold', () => {
    expect(shippingCharge(10_000_000, { feePaise: 4_900, freeFromPaise: null })).toBe(4_900);
  });
});
