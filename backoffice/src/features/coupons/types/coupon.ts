import type { CouponKind, CouponState } from '@harmony/shared/domain';

/** A row of GET /api/admin/coupons. */
export interface StaffCoupon {
  code: string;
  kind: CouponKind;
  percent: number | null;
  max_discount_paise: number | null;
  amount_paise: number | null;
  min_order_paise: number | null;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  first_order_only: boolean;
  category_ids: string[];
  product_ids: number[];
  active: boolean;
  state: CouponState;
  /** Paid orders that used it. */
  uses: number;
  given_paise: number;
  /** "10% off your first order, up to ₹500; 1 per customer". */
  terms: string;
  /** "from 2026-11-01 until 2026-12-31", or "always". */
  valid: string;
}

/** The terms as typed, by the body's names; blank ones are left out of the request. */
export interface CouponDraft {
  code: string;
  percent: string;
  max_discount: string;
  amount: string;
  min_order: string;
  starts_on: string;
  ends_on: string;
  usage_limit: string;
  per_customer_limit: string;
  product_ids: string;
}

/** POST /api/admin/coupons. */
export type CouponCreateRequest = Partial<Omit<CouponDraft, 'product_ids'>> & {
  code: string;
  first_order_only: boolean;
  categories: string[];
  product_ids: string[];
};

export interface Category {
  slug: string;
  name: string;
}
