import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { orderTotals, paiseToRupees } from '@harmony/shared/domain';
import type { App } from '../app';
import { type NewCouponRow, couponRedemptions, coupons } from '../db/coupon-schema';
import { insertCoupon } from '../db/coupons-repository';
import { products } from '../db/schema';
import { type Line, checkoutBody } from './payments';
import type { LoggedIn } from './users';

let counter = 0;

/** A coupon written straight into the table: 10% off, no limits, unless the row says otherwise. */
export async function addCoupon(app: App, row: Partial<NewCouponRow> = {}) {
  counter += 1;
  return insertCoupon(app.db, {
    code: `TEST${process.pid % 1000}-${counter}`,
    kind: 'percent',
    percent: 10,
    ...row,
  });
}

export function quote(app: App, payload: object, user?: LoggedIn) {
  return app.inject({
    method: 'POST',
    url: '/api/coupons/quote',
    headers: user?.auth ?? {},
    payload,
  });
}

/** The quote's lines as the cart page sends them: id and quantity, and a price it made up. */
export const quoteLines = (lines: Line[]) => lines.map((line) => ({ ...line, price: '1', title: 'ignored' }));

/** The discount the api quotes the user for the code (asserts 200). */
export async function quotedDiscount(app: App, user: LoggedIn | undefined, code: string, lines: Line[]) {
  const res = await quote(app, { code, cartItems: quoteLines(lines) }, user);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().discount as number;
}

/** The grand total in rupees after a discount (what the confirmation page shows and sends). */
export async function totalWithDiscount(app: App, lines: Line[], discountPaise: number): Promise<number> {
  const priced = [];
  for (const line of lines) {
    const [product] = await app.db.select().from(products).where(eq(products.id, line.product_id));
    assert.ok(product, `product ${line.product_id}`);
    priced.push({ price: paiseToRupees(product.pricePaise), quantity: line.quantity });
  }
  const charges = { shipping: app.config.shipping, codFeePaise: 0 };
  return paiseToRupees(
    orderTotals(priced, discountPaise, app.config.invoice.taxRateBp / 100, charges).grandTotal,
  );
}

/** create-order's body with the coupon: the amount the page computes from the quoted discount. */
export async function couponCheckoutBody(app: App, user: LoggedIn, lines: Line[], code: string) {
  const discount = await quotedDiscount(app, user, code, lines);
  return checkoutBody(app, user, lines, {
    coupon_code: code,
    amount: await totalWithDiscount(app, lines, discount),
  });
}

export async function couponRow(app: App, code: string) {
  const [row] = await app.db.select().from(coupons).where(eq(coupons.code, code));
  assert.ok(row, `coupon ${code}`);
  return row;
}

export async function redemptionsOf(app: App, couponId: number) {
  return app.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));
}
