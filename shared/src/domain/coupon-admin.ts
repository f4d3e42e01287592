// Coupons as staff keep them (the back office and `npm run ops`): where a code stands, how each field is
// named, and what a refused code or term says. The shopper's side is coupons.ts.

/** Where a coupon stands now: usable, not yet, no longer, or switched off. */
export const COUPON_STATES = ['active', 'scheduled', 'expired', 'used_up', 'disabled'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const COUPON_STATE_LABELS: Record<CouponState, string> = {
  active: 'Active',
  scheduled: 'Not started',
  expired: 'Expired',
  used_up: 'Used up',
  disabled: 'Disabled',
};

/** The terms a coupon is made from, as a person types them (the operator's options, the form's fields). */
export const COUPON_TERM_FIELDS = [
  'code',
  'percent',
  'max',
  'amount',
  'min',
  'from',
  'until',
  'limit',
  'perCustomer',
  'categories',
  'products',
] as const;
export type CouponTermField = (typeof COUPON_TERM_FIELDS)[number];

/** The back office's names of the fields: its form's labels, and what its refusals call them. */
export const COUPON_FIELD_LABELS: Record<CouponTermField, string> = {
  code: 'Code',
  percent: 'Percent off',
  max: 'Largest discount (₹)',
  amount: 'Amount off (₹)',
  min: 'Minimum order (₹)',
  from: 'First day',
  until: 'Last day',
  limit: 'Paid orders in all',
  perCustomer: 'Paid orders per customer',
  categories: 'Categories',
  products: 'Product ids',
};

/** The largest amount a coupon names (its discount, cap or minimum): ₹1 crore, in paise. */
export const MAX_COUPON_AMOUNT_PAISE = 1_000_000_000;

/** Every refusal of a coupon's terms; `field` is the caller's name for it (an option or a label). */
export const COUPON_TERMS_MESSAGES = {
  code: (given: string) =>
    `A coupon code is 3 to 32 letters, digits and dashes, starting with a letter or digit${given ? `, not "${given}"` : ''}.`,
  oneKind: (percent: string, amount: string) => `Give ${percent} or ${amount}: one of them.`,
  capOnFlat: (max: string, amount: string) => `${max} caps a percentage; a flat ${amount} needs none.`,
  percent: (field: string, given: string) => `${field} must be a whole number from 1 to 100, not "${given}".`,
  rupees: (field: string, given: string) =>
    `${field} must be an amount in rupees above 0 (e.g. 4999 or 4999.50)${given ? `, not "${given}"` : ''}.`,
  tooLarge: (field: string) => `${field} must be at most ₹1,00,00,000.`,
  day: (field: string, given: string) => `${field} must be a date such as 2026-11-01, not "${given}".`,
  untilBeforeFrom: (until: string, from: string) => `${until} must be on or after ${from}.`,
  count: (field: string, given: string) =>
    `${field} must be a positive whole number${given ? `, not "${given}"` : ''}.`,
  categorySlug: (field: string, given: string) =>
    `${field} takes category slugs such as ac-stabilizers, not "${given}".`,
  productId: (field: string, given: string) =>
    `A product id in ${field} must be a positive whole number, not "${given}".`,
  unknownCategories: (slugs: readonly string[]) => `There is no category ${slugs.join(', ')}.`,
  unknownProducts: (ids: readonly number[]) => `There is no product ${ids.map((id) => `#${id}`).join(', ')}.`,
  exists: (code: string) => `The code ${code} exists already; coupons are never reused.`,
  noCoupon: (code: string) => `There is no coupon ${code}.`,
} as const;
