import { istDate } from '@harmony/shared/gst';
import { COUPON_TERMS_MESSAGES, type CouponState, describeCoupon } from '@harmony/shared/domain';
import { type Actor, recordAudit } from '../db/audit-repository';
import { auditedWrite } from '../db/audited-write';
import type { Database } from '../db/client';
import type { CouponRow } from '../db/coupon-schema';
import {
  findCoupon,
  insertCoupon,
  knownCategories,
  knownProducts,
  setCouponActive,
  toCoupon,
} from '../db/coupons-repository';
import { isUniqueViolation } from '../db/errors';
import type { CouponTerms } from './coupon-terms';

// Making and switching coupons, for the operator's tool and the back office alike: the same checks, and
// an audit line in the same transaction as the change.

/** Why a coupon change was refused: an unknown category or product, a code taken, no such coupon. */
export class CouponChangeError extends Error {
  constructor(
    message: string,
    readonly reason: 'unknown-terms' | 'exists' | 'no-coupon',
  ) {
    super(message);
    this.name = 'CouponChangeError';
  }
}

/** What the audit log keeps of a coupon: its terms and whether it is on. */
function auditedTerms(row: CouponRow) {
  const { id: _id, uses: _uses, createdAt: _created, updatedAt: _updated, ...terms } = row;
  return terms;
}

/** Adds a coupon whose categories and products exist; a code is never given twice. */
export async function addCoupon(
  db: Database,
  terms: CouponTerms,
  actor: Actor,
  now: Date,
): Promise<CouponRow> {
  const categories = await knownCategories(db, terms.categoryIds);
  const unknownCategories = terms.categoryIds.filter((slug) => !categories.has(slug));
  if (unknownCategories.length > 0) {
    throw new CouponChangeError(COUPON_TERMS_MESSAGES.unknownCategories(unknownCategories), 'unknown-terms');
  }
  const products = await knownProducts(db, terms.productIds);
  const unknownProducts = terms.productIds.filter((id) => !products.has(id));
  if (unknownProducts.length > 0) {
    throw new CouponChangeError(COUPON_TERMS_MESSAGES.unknownProducts(unknownProducts), 'unknown-terms');
  }
  try {
    return await db.transaction(async (tx) => {
      const row = await insertCoupon(tx, { ...terms, createdAt: now, updatedAt: now });
      await recordAudit(
        tx,
        actor,
        {
          action: 'coupon.create',
          objectType: 'coupon',
          objectId: row.code,
          before: null,
          after: auditedTerms(row),
        },
        now,
      );
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'coupons_code_unique')) {
      throw new CouponChangeError(COUPON_TERMS_MESSAGES.exists(terms.code), 'exists');
    }
    throw err;
  }
}

/**
 * Switches a coupon off (refused from now on, also when an unpaid order carrying it is paid) or back on.
 * Asking for what it already is changes nothing and logs nothing.
 */
export async function switchCoupon(
  db: Database,
  code: string,
  active: boolean,
  actor: Actor,
  now: Date,
): Promise<{ coupon: CouponRow; changed: boolean }> {
  return auditedWrite<CouponRow, { coupon: CouponRow; changed: boolean }>(db, actor, now, {
    lock: (tx) => findCoupon(tx, code, true),
    missing: () => new CouponChangeError(COUPON_TERMS_MESSAGES.noCoupon(code), 'no-coupon'),
    already: (before) => (before.active === active ? { coupon: before, changed: false } : undefined),
    write: async (tx, before) => ({
      coupon: await setCouponActive(tx, before.id, active, now),
      changed: true,
    }),
    audit: (before) => ({
      action: active ? 'coupon.enable' : 'coupon.disable',
      objectType: 'coupon',
      objectId: code,
      before: { active: before.active },
      after: { active },
    }),
  });
}

/** Where a coupon stands for a shopper now, given its paid uses. */
export function couponState(row: CouponRow, uses: number, now: Date): CouponState {
  if (!row.active) return 'disabled';
  if (row.startsAt && now < row.startsAt) return 'scheduled';
  if (row.endsAt && now >= row.endsAt) return 'expired';
  if (row.usageLimit !== null && uses >= row.usageLimit) return 'used_up';
  return 'active';
}

/** "from 2026-11-01 until 2026-12-31" in India's dates (the last day it is valid), or "always". */
export function couponValidity(row: Pick<CouponRow, 'startsAt' | 'endsAt'>): string {
  if (!row.startsAt && !row.endsAt) return 'always';
  const from = row.startsAt ? `from ${istDate(row.startsAt)}` : '';
  const until = row.endsAt ? `until ${istDate(new Date(row.endsAt.getTime() - 1))}` : '';
  return [from, until].filter(Boolean).join(' ');
}

/** The terms describeCoupon leaves out: the restriction and the limit per customer. */
function details(row: CouponRow): string {
  return [
    row.categoryIds.length > 0 ? `categories ${row.categoryIds.join(', ')}` : '',
    row.productIds.length > 0 ? `products ${row.productIds.map((id) => `#${id}`).join(', ')}` : '',
    row.perCustomerLimit === null ? '' : `${row.perCustomerLimit} per customer`,
  ]
    .filter(Boolean)
    .join('; ');
}

/** "15% off selected products, up to ₹300; categories extension-boards; 1 per customer". */
export const couponTermsText = (row: CouponRow) =>
  [describeCoupon(toCoupon(row)), details(row)].filter(Boolean).join('; ');
