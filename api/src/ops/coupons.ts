import { istDate } from '@harmony/shared/gst';
import {
  COUPON_CODE_PATTERN,
  describeCoupon,
  formatRupees,
  normalizeCouponCode,
} from '@harmony/shared/domain';
import type { Database } from '../db/client';
import type { CouponRow, NewCouponRow } from '../db/coupon-schema';
import {
  couponStatistics,
  disableCoupon,
  findCoupon,
  insertCoupon,
  knownCategories,
  knownProducts,
  redemptionsOf,
  toCoupon,
} from '../db/coupons-repository';
import { isUniqueViolation } from '../db/errors';
import { OpsError, rupeesArgument, table, wholeId } from './input';

/** The operator's side of coupon codes: list them, add one, disable one, see what one gave. */

export type CouponOpsCommand =
  | { name: 'coupons' }
  | { name: 'coupon'; code: string; limit: number }
  | { name: 'add-coupon'; coupon: NewCouponRow }
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

function code(value: string | undefined): string {
  const normalized = normalizeCouponCode(value);
  if (!COUPON_CODE_PATTERN.test(normalized)) {
    throw new OpsError(
      `A coupon code is 3 to 32 letters, digits and dashes, starting with a letter or digit${value ? `, not "${value}"` : ''}.`,
    );
  }
  return normalized;
}

const IST = '+05:30';

/** The start of a day in India: "2026-11-01" → 2026-11-01T00:00+05:30. */
function dayStart(value: string, what: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = match && new Date(`${value}T00:00:00${IST}`);
  if (!day || Number.isNaN(day.getTime()) || istDate(day) !== value) {
    throw new OpsError(`${what} must be a date such as 2026-11-01, not "${value}".`);
  }
  return day;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function list<T>(value: string | undefined, parse: (item: string) => T): T[] {
  if (value === undefined) return [];
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return [...new Set(items.map(parse))];
}

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
      const couponCode = code(rest[0]);
      if ((o.percent === undefined) === (o.amount === undefined)) {
        throw new OpsError('add-coupon takes --percent <1-100> or --amount <rupees>: one of them.');
      }
      if (o.amount !== undefined && o.max !== undefined) {
        throw new OpsError('--max caps a percentage; a flat --amount needs none.');
      }
      let percent: number | null = null;
      if (o.percent !== undefined) {
        if (!/^\d{1,3}$/.test(o.percent) || Number(o.percent) < 1 || Number(o.percent) > 100) {
          throw new OpsError(`--percent must be a whole number from 1 to 100, not "${o.percent}".`);
        }
        percent = Number(o.percent);
      }
      const startsAt = o.from === undefined ? null : dayStart(o.from, '--from');
      const endsAt = o.until === undefined ? null : new Date(dayStart(o.until, '--until').getTime() + DAY_MS);
      if (startsAt && endsAt && endsAt <= startsAt) {
        throw new OpsError('--until must be on or after --from.');
      }
      return {
        name,
        coupon: {
          code: couponCode,
          kind: percent === null ? 'flat' : 'percent',
          percent,
          maxDiscountPaise: o.max === undefined ? null : rupeesArgument(o.max, '--max'),
          amountPaise: o.amount === undefined ? null : rupeesArgument(o.amount, '--amount'),
          minOrderPaise: o.min === undefined ? null : rupeesArgument(o.min, '--min'),
          startsAt,
          endsAt,
          usageLimit: o.limit === undefined ? null : wholeId(o.limit, '--limit'),
          perCustomerLimit:
            o['per-customer'] === undefined ? null : wholeId(o['per-customer'], '--per-customer'),
          firstOrderOnly: o['first-order'] ?? false,
          categoryIds: list(o.categories, (slug) => {
            if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
              throw new OpsError(`--categories takes category slugs such as ac-stabilizers, not "${slug}".`);
            return slug;
          }),
          productIds: list(o.products, (id) => wholeId(id, 'A product id in --products')),
        },
      };
    }
  }
}

const money = (paise: number) => formatRupees(paise, { exact: true });

/** "1 Nov 2026 – 31 Dec 2026" in India's dates (the last day it is valid), or "always". */
function validity(row: Pick<CouponRow, 'startsAt' | 'endsAt'>): string {
  if (!row.startsAt && !row.endsAt) return 'always';
  const from = row.startsAt ? `from ${istDate(row.startsAt)}` : '';
  const until = row.endsAt ? `until ${istDate(new Date(row.endsAt.getTime() - 1))}` : '';
  return [from, until].filter(Boolean).join(' ');
}

const usesOf = (row: CouponRow) =>
  row.usageLimit === null ? String(row.uses) : `${row.uses}/${row.usageLimit}`;

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

const terms = (row: CouponRow) => [describeCoupon(toCoupon(row)), details(row)].filter(Boolean).join('; ');

async function listCommand(db: Database) {
  const rows = await couponStatistics(db, null);
  if (rows.length === 0) return ['No coupons. Add one with add-coupon.'];
  return [
    ...table(
      ['Code', 'Terms', 'Valid', 'Uses', 'Given', 'State'],
      rows.map(({ coupon, givenPaise }) => [
        coupon.code,
        terms(coupon),
        validity(coupon),
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
    `${coupon.code} (${coupon.active ? 'active' : 'disabled'}): ${terms(coupon)}; valid ${validity(coupon)}.`,
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

async function addCommand(db: Database, c: Extract<CouponOpsCommand, { name: 'add-coupon' }>, now: Date) {
  const categoryIds = c.coupon.categoryIds ?? [];
  const productIds = c.coupon.productIds ?? [];
  const categories = await knownCategories(db, categoryIds);
  const unknownCategories = categoryIds.filter((slug) => !categories.has(slug));
  if (unknownCategories.length > 0)
    throw new OpsError(`There is no category ${unknownCategories.join(', ')}.`);
  const products = await knownProducts(db, productIds);
  const unknownProducts = productIds.filter((id) => !products.has(id));
  if (unknownProducts.length > 0)
    throw new OpsError(`There is no product ${unknownProducts.map((id) => `#${id}`).join(', ')}.`);
  let row: CouponRow;
  try {
    row = await insertCoupon(db, { ...c.coupon, createdAt: now, updatedAt: now });
  } catch (err) {
    if (isUniqueViolation(err, 'coupons_code_unique')) {
      throw new OpsError(`The code ${c.coupon.code} exists already; coupons are never reused.`);
    }
    throw err;
  }
  return [`Added coupon ${row.code}: ${terms(row)}; valid ${validity(row)}; uses ${usesOf(row)}.`];
}

async function disableCommand(db: Database, code: string, now: Date) {
  const before = await findCoupon(db, code);
  if (!before) throw new OpsError(`There is no coupon ${code}.`);
  if (!before.active) return [`Coupon ${code} is disabled already.`];
  await disableCoupon(db, code, now);
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
