import { istDate } from '@harmony/shared/gst';
import { formatRupees } from '@harmony/shared/domain';
import type { Database } from '../db/client';
import type { CouponRow } from '../db/coupon-schema';
import { couponStatistics, redemptionsOf } from '../db/coupons-repository';
import {
  type CouponFieldNames,
  type CouponTerms,
  CouponTermsError,
  couponCodeOf,
  couponTerms,
} from '../coupons/coupon-terms';
import {
  CouponChangeError,
  addCoupon,
  couponTermsText,
  couponValidity,
  switchCoupon,
} from '../coupons/manage-coupons';
import { OpsError, table, wholeId } from './input';

/** The operator's side of coupon codes: list them, add one, disable one, see what one gave. */

export type CouponOpsCommand =
  | { name: 'coupons' }
  | { name: 'coupon'; code: string; limit: number }
  | { name: 'add-coupon'; coupon: CouponTerms }
  | { name: 'disable-coupon'; code: string };

export const COUPON_USAGE = `  coupons
      List coupon codes: terms, validity, uses (of the limit), discount given, active or disabled.
  coupon <CODE> [--limit <n>]
      One coupon's report: its terms, uses, the discount it gave and the paid orders that used it.
  add-coupon <CODE> (--percent <1-100> [--max <rupees>] | --amount <rupees>) [--min <rupees>]
             [--from <YYYY-MM-DD>] [--until <YYYY-MM-DD>] [--limit <orders>] [--per-customer <orders>]
             [--first-order] [--categories <slug,slug>] [--products <id,id>]
      Add a code: a percentage (capped by --max) or a flat amount off the subtotal, before the tax.
      --min: the eligible subtotal it needs; --from/--until: the first and last day it is valid (India);
      --limit: paid orders in all; --per-customer: paid orders per customer; --first-order: only for a
      customer's first order; --categories/--products: only those lines count (and are discounted).
  disable-coupon <CODE>
      Stop a code: it is refused from now on, also for unpaid orders that carry it (their payment is
      refunded). Codes are never deleted; orders name them.`;

/** parseArgs options only these commands take. */
export const COUPON_OPTIONS = {
  percent: { type: 'string' },
  max: { type: 'string' },
  amount: { type: 'string' },
  min: { type: 'string' },
  from: { type: 'string' },
  until: { type: 'string' },
  'per-customer': { type: 'string' },
  'first-order': { type: 'boolean' },
  categories: { type: 'string' },
  products: { type: 'string' },
} as const;

type CouponOptionValues = { [K in Exclude<keyof typeof COUPON_OPTIONS, 'first-order'>]?: string } & {
  'first-order'?: boolean;
  limit?: string;
};

/** How the operator names each term: by its option. */
const OPTION_NAMES: CouponFieldNames = {
  code: 'The code',
  percent: '--percent',
  max: '--max',
  amount: '--amount',
  min: '--min',
  from: '--from',
  until: '--until',
  limit: '--limit',
  perCustomer: '--per-customer',
  categories: '--categories',
  products: '--products',
};

/** The terms' own rules, refused in the operator's words. */
function asOps<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof CouponTermsError) throw new OpsError(err.message);
    throw err;
  }
}

const code = (value: string | undefined) => asOps(() => couponCodeOf(value));
const split = (value: string | undefined) => value?.split(',');

/** Reads a coupon command's arguments (the caller checked the command's name and argument count). */
export function parseCouponCommand(
  name: CouponOpsCommand['name'],
  rest: string[],
  o: CouponOptionValues,
): CouponOpsCommand {
  switch (name) {
    case 'coupons':
      return { name };
    case 'coupon': {
      const limit = o.limit === undefined ? 50 : wholeId(o.limit, '--limit');
      return { name, code: code(rest[0]), limit: Math.min(limit, 10_000) };
    }
    case 'disable-coupon':
      return { name, code: code(rest[0]) };
    case 'add-coupon': {
      const coupon = asOps(() =>
        couponTerms(
          {
            code: rest[0],
            percent: o.percent,
            max: o.max,
            amount: o.amount,
            min: o.min,
            from: o.from,
            until: o.until,
            limit: o.limit,
            perCustomer: o['per-customer'],
            firstOrder: o['first-order'],
            categories: split(o.categories),
            products: split(o.products),
          },
          OPTION_NAMES,
        ),
      );
      return { name, coupon };
    }
  }
}

const money = (paise: number) => formatRupees(paise, { exact: true });

const usesOf = (row: CouponRow) =>
  row.usageLimit === null ? String(row.uses) : `${row.uses}/${row.usageLimit}`;

async function listCommand(db: Database) {
  const rows = await couponStatistics(db, null);
  if (rows.length === 0) return ['No coupons. Add one with add-coupon.'];
  return [
    ...table(
      ['Code', 'Terms', 'Valid', 'Uses', 'Given', 'State'],
      rows.map(({ coupon, givenPaise }) => [
        coupon.code,
        couponTermsText(coupon),
        couponValidity(coupon),
        usesOf(coupon),
        money(givenPaise),
        coupon.active ? 'active' : 'disabled',
      ]),
      [3, 4],
    ),
    '',
    `${rows.length} coupon${rows.length === 1 ? '' : 's'}; uses are paid orders (of the limit), given is their discount.`,
  ];
}

async function reportCommand(db: Database, c: Extract<CouponOpsCommand, { name: 'coupon' }>) {
  const [stats] = await couponStatistics(db, c.code);
  if (!stats) throw new OpsError(`There is no coupon ${c.code}; \`npm run ops -- coupons\` lists them.`);
  const { coupon, orders, givenPaise } = stats;
  const head = [
    `${coupon.code} (${coupon.active ? 'active' : 'disabled'}): ${couponTermsText(coupon)}; valid ${couponValidity(coupon)}.`,
    `Uses: ${usesOf(coupon)}${coupon.usageLimit === null ? ' (no limit)' : ''}; ${orders} paid order${orders === 1 ? '' : 's'}, ${money(givenPaise)} discount given.`,
  ];
  if (orders === 0) return head;
  const rows = await redemptionsOf(db, coupon.id, c.limit);
  return [
    ...head,
    '',
    ...table(
      ['Order', 'Paid (India)', 'Customer', 'Discount', 'Total', 'Status'],
      rows.map((row) => [
        `#${row.orderId}`,
        istDate(row.redeemedAt),
        row.customer,
        money(row.discountPaise),
        money(row.totalPaise),
        row.status,
      ]),
      [0, 3, 4],
    ),
    ...(rows.length < orders ? ['', `The last ${rows.length} of ${orders}; --limit shows more.`] : []),
  ];
}

/** The workflows' refusals, in the operator's words. */
async function refusedAsOps<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof CouponChangeError) throw new OpsError(err.message);
    throw err;
  }
}

async function addCommand(db: Database, c: Extract<CouponOpsCommand, { name: 'add-coupon' }>, now: Date) {
  const row = await refusedAsOps(() => addCoupon(db, c.coupon, { via: 'ops' }, now));
  return [
    `Added coupon ${row.code}: ${couponTermsText(row)}; valid ${couponValidity(row)}; uses ${usesOf(row)}.`,
  ];
}

async function disableCommand(db: Database, code: string, now: Date) {
  const done = await refusedAsOps(() => switchCoupon(db, code, false, { via: 'ops' }, now));
  if (!done.changed) return [`Coupon ${code} is disabled already.`];
  return [
    `Coupon ${code} is disabled: new carts and orders are refused it, and an unpaid order carrying it is ` +
      'refused when its payment arrives (the payment is refunded).',
  ];
}

export async function runCouponCommand(db: Database, command: CouponOpsCommand, now: Date) {
  switch (command.name) {
    case 'coupons':
      return listCommand(db);
    case 'coupon':
      return reportCommand(db, command);
    case 'add-coupon':
      return addCommand(db, command, now);
    case 'disable-coupon':
      return disableCommand(db, command.code, now);
  }
}
