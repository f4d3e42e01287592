import {
  COUPON_MESSAGES,
  type Coupon,
  type CouponContext,
  type CouponLine,
  couponDiscount,
  describeCoupon,
  isCouponCode,
  discountLabel,
  normalizeCouponCode,
} from '../coupons';
import { orderTotals } from '../totals';

const NOW = new Date('2026-11-15T06:30:00Z');

const welcome10: Coupon = {
  code: 'WELCOME10',
  kind: 'percent',
  percent: 10,
  maxDiscountPaise: 50_000,
  firstOrderOnly: true,
  perCustomerLimit: 1,
  active: true,
};

const monsoon500: Coupon = {
  code: 'MONSOON500',
  kind: 'flat',
  amountPaise: 50_000,
  minOrderPaise: 500_000,
  active: true,
};

const line = (productId: number, pricePaise: number, quantity = 1, categoryId: string | null = null) =>
  ({ productId, categoryId, pricePaise, quantity }) satisfies CouponLine;

const M1 = line(1, 499_900, 1, 'ac-stabilizers');
const SPIKE = line(19, 54_900, 1, 'accessories');

const context = (lines: CouponLine[], more: Partial<CouponContext> = {}): CouponContext => ({
  lines,
  now: NOW,
  usesSoFar: 0,
  ...more,
});

describe('coupon codes', () => {
  it('are read trimmed and upper case; anything but text is no code', () => {
    expect(normalizeCouponCode('  welcome10 ')).toBe('WELCOME10');
    expect(normalizeCouponCode('')).toBe('');
    expect(normalizeCouponCode(null)).toBe('');
    expect(normalizeCouponCode(10)).toBe('');
  });

  it('the shop gives out 3 to 32 letters, digits and dashes', () => {
    expect(['WELCOME10', 'DIWALI-2026', 'AB1'].every(isCouponCode)).toBe(true);
    expect(['AB', '-OFF', 'welcome10', 'TEN OFF', 'X'.repeat(33)].some(isCouponCode)).toBe(false);
  });
});

describe('couponDiscount', () => {
  it('percent: rounded to the paisa, capped', () => {
    // 10% of ₹4,999 is ₹499.90: under the ₹500 cap.
    expect(couponDiscount(welcome10, context([M1]))).toEqual({
      ok: true,
      discount: 49_990,
      eligibleSubtotal: 499_900,
    });
    // 10% of ₹10,497.80 would be ₹1,049.78: the cap keeps it at ₹500.
    expect(couponDiscount(welcome10, context([line(1, 499_900, 2), line(19, 54_900)]))).toMatchObject({
      ok: true,
      discount: 50_000,
    });
    // 10% of 5 paise is half a paisa: rounds to 1; 10% of 4 paise rounds to 0.
    const uncapped = { ...welcome10, maxDiscountPaise: null };
    expect(couponDiscount(uncapped, context([line(3, 5)]))).toMatchObject({ discount: 1 });
    expect(couponDiscount(uncapped, context([line(3, 4)]))).toMatchObject({ discount: 0 });
    // 15% of ₹333.33 = ₹49.9995: ₹50.00.
    expect(couponDiscount({ ...uncapped, percent: 15 }, context([line(3, 33_333)]))).toMatchObject({
      discount: 5_000,
    });
    expect(couponDiscount({ ...uncapped, percent: 100 }, context([M1, SPIKE]))).toMatchObject({
      discount: 554_800,
    });
  });

  it('flat: its amount, never more than the lines it applies to', () => {
    expect(couponDiscount({ ...monsoon500, minOrderPaise: null }, context([SPIKE]))).toMatchObject({
      ok: true,
      discount: 50_000,
    });
    expect(couponDiscount({ ...monsoon500, minOrderPaise: null }, context([line(21, 24_900)]))).toMatchObject(
      { ok: true, discount: 24_900 },
    );
  });

  it('a minimum order value says how much more to add, from the eligible subtotal', () => {
    const short = couponDiscount(monsoon500, context([M1]));
    expect(short).toEqual({
      ok: false,
      reason: 'minimumNotReached',
      message: 'Add ₹1 more to use this coupon.',
      shortByPaise: 100,
    });
    expect(couponDiscount(monsoon500, context([line(3, 123_450)]))).toMatchObject({
      message: 'Add ₹3,765.5 more to use this coupon.',
    });
    // Exactly the minimum is enough.
    expect(couponDiscount(monsoon500, context([line(3, 500_000)]))).toMatchObject({ ok: true });
    expect(couponDiscount(monsoon500, context([M1, SPIKE]))).toMatchObject({ ok: true, discount: 50_000 });
    // With a restriction, only the eligible lines count towards it.
    const boards = { ...monsoon500, categoryIds: ['extension-boards'], minOrderPaise: 100_000 };
    expect(couponDiscount(boards, context([M1, line(14, 44_900, 2, 'extension-boards')]))).toMatchObject({
      ok: false,
      message: 'Add ₹102 more to use this coupon.',
      shortByPaise: 10_200,
    });
    expect(COUPON_MESSAGES.minimumNotReached(1_234_567_800)).toBe(
      'Add ₹1,23,45,678 more to use this coupon.',
    );
  });

  it('is valid from its start (inclusive) to its end (exclusive)', () => {
    const window = {
      ...monsoon500,
      minOrderPaise: null,
      startsAt: new Date('2026-11-01T00:00:00+05:30'),
      endsAt: new Date('2027-01-01T00:00:00+05:30'),
    };
    const at = (iso: string) => couponDiscount(window, context([M1], { now: new Date(iso) }));
    expect(at('2026-10-31T23:59:59+05:30')).toEqual({
      ok: false,
      reason: 'notStarted',
      message: 'This coupon is not active yet.',
    });
    expect(at('2026-11-01T00:00:00+05:30')).toMatchObject({ ok: true });
    expect(at('2026-12-31T23:59:59+05:30')).toMatchObject({ ok: true });
    expect(at('2027-01-01T00:00:00+05:30')).toEqual({
      ok: false,
      reason: 'expired',
      message: 'This coupon has expired.',
    });
  });

  it('stops at its total limit of paid orders', () => {
    const limited = { ...monsoon500, minOrderPaise: null, usageLimit: 3 };
    expect(couponDiscount(limited, context([M1], { usesSoFar: 2 }))).toMatchObject({ ok: true });
    expect(couponDiscount(limited, context([M1], { usesSoFar: 3 }))).toEqual({
      ok: false,
      reason: 'fullyUsed',
      message: 'This coupon has been fully used.',
    });
  });

  it('per customer and first order: checked for a signed-in customer only', () => {
    const guest = couponDiscount(welcome10, context([M1]));
    expect(guest).toMatchObject({ ok: true });
    const newcomer = { usesSoFar: 0, paidOrders: 0 };
    expect(couponDiscount(welcome10, context([M1], { customer: newcomer }))).toMatchObject({ ok: true });
    expect(couponDiscount(welcome10, context([M1], { customer: { usesSoFar: 0, paidOrders: 2 } }))).toEqual({
      ok: false,
      reason: 'firstOrderOnly',
      message: 'This coupon is only for your first order.',
    });
    // Having used it says more than "first order only".
    expect(couponDiscount(welcome10, context([M1], { customer: { usesSoFar: 1, paidOrders: 1 } }))).toEqual({
      ok: false,
      reason: 'alreadyUsed',
      message: 'You have already used this coupon.',
    });
    const twice = { ...monsoon500, minOrderPaise: null, perCustomerLimit: 2 };
    expect(couponDiscount(twice, context([M1], { customer: { usesSoFar: 1, paidOrders: 9 } }))).toMatchObject(
      {
        ok: true,
      },
    );
    expect(couponDiscount(twice, context([M1], { customer: { usesSoFar: 2, paidOrders: 9 } }))).toMatchObject(
      {
        reason: 'alreadyUsed',
      },
    );
  });

  it('a restriction to categories or products counts only their lines', () => {
    const accessories = { ...welcome10, maxDiscountPaise: null, categoryIds: ['accessories'] };
    expect(couponDiscount(accessories, context([M1, SPIKE, line(21, 24_900, 2, 'accessories')]))).toEqual({
      ok: true,
      discount: 10_470,
      eligibleSubtotal: 104_700,
    });
    const m1Only = { ...welcome10, maxDiscountPaise: null, productIds: [1] };
    expect(couponDiscount(m1Only, context([M1, SPIKE]))).toMatchObject({ discount: 49_990 });
    const either = { ...m1Only, categoryIds: ['accessories'] };
    expect(couponDiscount(either, context([M1, SPIKE]))).toMatchObject({ eligibleSubtotal: 554_800 });
    expect(couponDiscount(accessories, context([M1]))).toEqual({
      ok: false,
      reason: 'notApplicable',
      message: 'This coupon does not apply to the products in your cart.',
    });
    expect(couponDiscount(welcome10, context([]))).toMatchObject({ reason: 'notApplicable' });
    // An uncategorised product is in no category.
    expect(couponDiscount(accessories, context([line(30, 10_000)]))).toMatchObject({
      reason: 'notApplicable',
    });
  });

  it('refuses an unknown or disabled coupon first', () => {
    expect(couponDiscount(null, context([M1]))).toEqual({
      ok: false,
      reason: 'unknown',
      message: 'This coupon code is not valid.',
    });
    const disabled = { ...welcome10, active: false, usageLimit: 1 };
    expect(couponDiscount(disabled, context([M1], { usesSoFar: 5 }))).toEqual({
      ok: false,
      reason: 'disabled',
      message: 'This coupon is no longer available.',
    });
    expect(COUPON_MESSAGES.empty).toBe('Enter a coupon code.');
  });

  it('its discount comes off before the 5% tax (orderTotals)', () => {
    const result = couponDiscount(welcome10, context([M1]));
    if (!result.ok) throw new Error(result.message);
    expect(orderTotals([{ price: 4999, quantity: 1 }], result.discount, 5)).toEqual({
      subtotal: 499_900,
      discount: 49_990,
      shipping: 0,
      codFee: 0,
      tax: 22_496,
      grandTotal: 472_406,
    });
  });
});

describe('describeCoupon', () => {
  it('says what the coupon gives in a few words', () => {
    expect(describeCoupon(welcome10)).toBe('10% off your first order, up to ₹500');
    expect(describeCoupon(monsoon500)).toBe('₹500 off orders above ₹5,000');
    expect(describeCoupon({ ...monsoon500, minOrderPaise: null })).toBe('₹500 off your order');
    expect(
      describeCoupon({ code: 'BOARDS15', kind: 'percent', percent: 15, categoryIds: ['x'], active: true }),
    ).toBe('15% off selected products');
    expect(describeCoupon({ ...welcome10, productIds: [1], minOrderPaise: 100_050 })).toBe(
      '10% off selected products in your first order above ₹1,000.5, up to ₹500',
    );
  });
});

describe('discountLabel', () => {
  it('names the coupon the discount came from, and says only Discount without one', () => {
    expect(discountLabel('WELCOME10')).toBe('Discount (WELCOME10)');
    expect(discountLabel(' MONSOON500 ')).toBe('Discount (MONSOON500)');
    expect(discountLabel(null)).toBe('Discount');
    expect(discountLabel('  ')).toBe('Discount');
  });
});
