import { z } from 'zod';
import {
  COUPON_KINDS,
  COUPON_STATES,
  type CouponTermField,
  normalizeCouponCode,
} from '@harmony/shared/domain';

/**
 * A term as typed: text or a number, read by the same rules as the operator's options (coupon-terms.ts);
 * blank is left out.
 */
const typed = (description: string) =>
  z
    .union([z.string().max(40), z.number()])
    .transform((value) => String(value).trim() || undefined)
    .optional()
    .meta({ description });

/** POST /api/admin/coupons: today's rules, as `npm run ops -- add-coupon` takes them. */
export const CouponCreateBodySchema = z.object({
  code: z
    .string()
    .max(40)
    .meta({ description: '3 to 32 letters, digits and dashes; any case', examples: ['DIWALI-26'] }),
  percent: typed('Percent off, 1 to 100 (or amount, not both)'),
  max_discount: typed('The most a percentage takes off, in rupees'),
  amount: typed('A flat amount off, in rupees (or percent, not both)'),
  min_order: typed('The eligible subtotal it needs, in rupees'),
  starts_on: typed('The first day it is valid (India), YYYY-MM-DD'),
  ends_on: typed('The last day it is valid (India), YYYY-MM-DD'),
  usage_limit: typed('Paid orders in all'),
  per_customer_limit: typed('Paid orders per customer'),
  first_order_only: z.boolean().optional(),
  categories: z.array(z.string().max(60)).max(50).optional().meta({ description: 'Category slugs' }),
  product_ids: z
    .array(z.union([z.string().max(12), z.number()]).transform(String))
    .max(100)
    .optional(),
});

export type CouponCreateBody = z.infer<typeof CouponCreateBodySchema>;

/** Each term's name in the body, for a refusal's `fields`. */
export const COUPON_BODY_FIELDS: Record<CouponTermField, keyof CouponCreateBody> = {
  code: 'code',
  percent: 'percent',
  max: 'max_discount',
  amount: 'amount',
  min: 'min_order',
  from: 'starts_on',
  until: 'ends_on',
  limit: 'usage_limit',
  perCustomer: 'per_customer_limit',
  categories: 'categories',
  products: 'product_ids',
};

export const CouponParamsSchema = z.object({
  code: z.string().max(40).transform(normalizeCouponCode).meta({ description: 'The code, any case' }),
});

const paise = z.number().int().nullable();

export const StaffCouponSchema = z
  .object({
    code: z.string(),
    kind: z.enum(COUPON_KINDS),
    percent: z.number().int().nullable(),
    max_discount_paise: paise,
    amount_paise: paise,
    min_order_paise: paise,
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable().meta({ description: 'Exclusive: the end of the last day it is valid' }),
    usage_limit: z.number().int().nullable(),
    per_customer_limit: z.number().int().nullable(),
    first_order_only: z.boolean(),
    category_ids: z.array(z.string()),
    product_ids: z.array(z.number().int()),
    active: z.boolean(),
    state: z.enum(COUPON_STATES),
    uses: z.number().int().meta({ description: 'Paid orders that used it (its redemptions)' }),
    given_paise: z.number().int().meta({ description: 'The discount those orders got' }),
    terms: z.string().meta({ examples: ['10% off your first order, up to ₹500'] }),
    valid: z.string().meta({ examples: ['from 2026-11-01 until 2026-12-31', 'always'] }),
    created_at: z.string(),
  })
  .meta({ id: 'StaffCoupon' });

export const StaffCouponListSchema = z
  .object({ coupons: z.array(StaffCouponSchema) })
  .meta({ id: 'StaffCouponList' });

export const CouponSwitchSchema = z.object({ coupon: StaffCouponSchema, changed: z.boolean() });
