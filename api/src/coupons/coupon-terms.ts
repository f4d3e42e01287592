import { istDate } from '@harmony/shared/gst';
import {
  COUPON_CODE_PATTERN,
  COUPON_TERMS_MESSAGES as M,
  type CouponTermField,
  MAX_COUPON_AMOUNT_PAISE,
  amountToPaise,
  normalizeCouponCode,
} from '@harmony/shared/domain';
import type { NewCouponRow } from '../db/coupon-schema';

// A coupon's terms read from what a person typed, once for the operator's options and the back office's
// form: each names the fields its own way (--percent, "Percent off") and gets the same rules.

/** The terms as typed: text, absent when left out; the lists already split into their items. */
export interface CouponTermsInput {
  code?: string;
  percent?: string;
  max?: string;
  amount?: string;
  min?: string;
  /** The first and last day it is valid, in India: YYYY-MM-DD. */
  from?: string;
  until?: string;
  limit?: string;
  perCustomer?: string;
  firstOrder?: boolean;
  categories?: readonly string[];
  products?: readonly string[];
}

/** How the caller names each field in a refusal. */
export type CouponFieldNames = Record<CouponTermField, string>;

/** A refused term: which field, and why in the caller's words. */
export class CouponTermsError extends Error {
  constructor(
    readonly field: CouponTermField,
    message: string,
  ) {
    super(message);
    this.name = 'CouponTermsError';
  }
}

export type CouponTerms = Omit<NewCouponRow, 'id' | 'active' | 'uses' | 'createdAt' | 'updatedAt'> & {
  categoryIds: string[];
  productIds: number[];
};

/** A code as codes are kept (trimmed, upper case), or the refusal of one that cannot be. */
export function couponCodeOf(value: string | undefined): string {
  const normalized = normalizeCouponCode(value);
  if (!COUPON_CODE_PATTERN.test(normalized)) throw new CouponTermsError('code', M.code(value ?? ''));
  return normalized;
}

const IST = '+05:30';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a day in India: "2026-11-01" → 2026-11-01T00:00+05:30. */
function dayStart(value: string, field: CouponTermField, names: CouponFieldNames): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = match && new Date(`${value}T00:00:00${IST}`);
  if (!day || Number.isNaN(day.getTime()) || istDate(day) !== value) {
    throw new CouponTermsError(field, M.day(names[field], value));
  }
  return day;
}

/** An amount in rupees above 0 (4999 or 4999.50), in paise, no larger than any coupon needs. */
function rupees(value: string, field: CouponTermField, names: CouponFieldNames): number {
  const paise = amountToPaise(value);
  if (paise === null || paise <= 0) throw new CouponTermsError(field, M.rupees(names[field], value));
  if (paise > MAX_COUPON_AMOUNT_PAISE) throw new CouponTermsError(field, M.tooLarge(names[field]));
  return paise;
}

/** A positive whole number that fits an integer column (a count, a product id). */
function whole(value: string, field: CouponTermField, message: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
    throw new CouponTermsError(field, message);
  }
  return Number(value);
}

const count = (value: string | undefined, field: CouponTermField, names: CouponFieldNames) =>
  value === undefined ? null : whole(value, field, M.count(names[field], value));

/** Trimmed items, blanks dropped, each checked, each once. */
function list<T>(items: readonly string[] | undefined, parse: (item: string) => T): T[] {
  const kept = (items ?? []).map((item) => item.trim()).filter(Boolean);
  return [...new Set(kept.map(parse))];
}

/**
 * The coupon the input describes, by today's rules: a percentage from 1 to 100 (optionally capped) or a
 * flat amount, one of them; an optional minimum; a validity from the first to the end of the last day
 * in India; limits in paid orders; first orders only; restricted to categories or products (whether
 * those exist is the database's to say, see addCoupon). Throws CouponTermsError.
 */
export function couponTerms(input: CouponTermsInput, names: CouponFieldNames): CouponTerms {
  const code = couponCodeOf(input.code);
  if ((input.percent === undefined) === (input.amount === undefined)) {
    throw new CouponTermsError('percent', M.oneKind(names.percent, names.amount));
  }
  if (input.amount !== undefined && input.max !== undefined) {
    throw new CouponTermsError('max', M.capOnFlat(names.max, names.amount));
  }
  let percent: number | null = null;
  if (input.percent !== undefined) {
    const given = input.percent;
    if (!/^\d{1,3}$/.test(given) || Number(given) < 1 || Number(given) > 100) {
      throw new CouponTermsError('percent', M.percent(names.percent, given));
    }
    percent = Number(given);
  }
  const startsAt = input.from === undefined ? null : dayStart(input.from, 'from', names);
  const endsAt =
    input.until === undefined ? null : new Date(dayStart(input.until, 'until', names).getTime() + DAY_MS);
  if (startsAt && endsAt && endsAt <= startsAt) {
    throw new CouponTermsError('until', M.untilBeforeFrom(names.until, names.from));
  }
  const optionalRupees = (value: string | undefined, field: CouponTermField) =>
    value === undefined ? null : rupees(value, field, names);
  return {
    code,
    kind: percent === null ? 'flat' : 'percent',
    percent,
    maxDiscountPaise: optionalRupees(input.max, 'max'),
    amountPaise: optionalRupees(input.amount, 'amount'),
    minOrderPaise: optionalRupees(input.min, 'min'),
    startsAt,
    endsAt,
    usageLimit: count(input.limit, 'limit', names),
    perCustomerLimit: count(input.perCustomer, 'perCustomer', names),
    firstOrderOnly: input.firstOrder ?? false,
    categoryIds: list(input.categories, (slug) => {
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
        throw new CouponTermsError('categories', M.categorySlug(names.categories, slug));
      }
      return slug;
    }),
    productIds: list(input.products, (id) => whole(id, 'products', M.productId(names.products, id))),
  };
}
