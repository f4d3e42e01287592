import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  COUPON_FIELD_LABELS as L,
  COUPON_MESSAGES,
  COUPON_TERMS_MESSAGES as M,
  STAFF_MESSAGES,
} from '@harmony/shared/domain';
import { historyOf } from '../../../../db/audit-repository';
import { quote, quotedDiscount, totalWithDiscount } from '../../../../test-support/coupons';
import { databaseTargets } from '../../../../test-support/databases';
import { payFor } from '../../../../test-support/invoices';
import { checkoutBody, createOrder, sandboxSecrets } from '../../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, newUser, staffUser } from '../../../../test-support/users';

// Coupons in the back office: the rules of `npm run ops -- add-coupon`, refused in the same words (the
// form's names for the fields), an audit line for each change, and a disabled code refused at checkout.
for (const target of await databaseTargets()) {
  describe(`coupons in the back office on ${target.kind}`, () => {
    let t: TestApp;
    let clerk: LoggedIn;
    let shopper: LoggedIn;
    before(async () => {
      t = await startTestApp(target, sandboxSecrets);
      [clerk, shopper] = [await staffUser(t.app, 'catalog'), await newUser(t.app)];
    });
    after(() => t.close());

    const list = (who: LoggedIn | null = clerk) =>
      t.app.inject({ method: 'GET', url: '/api/admin/coupons', headers: who?.auth ?? {} });
    const create = (payload: object, who: LoggedIn | null = clerk) =>
      t.app.inject({ method: 'POST', url: '/api/admin/coupons', headers: who?.auth ?? {}, payload });
    const toggle = (code: string, action: 'disable' | 'enable', who: LoggedIn | null = clerk) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/coupons/${encodeURIComponent(code)}/${action}`,
        headers: who?.auth ?? {},
      });
    const listed = async (code: string) =>
      (await list()).json().coupons.find((c: { code: string }) => c.code === code);

    test('signed out 401, a shopper 403, the orders role 403 with the reason', async () => {
      const packer = await staffUser(t.app, 'orders');
      const body = { code: 'NOPE-401', percent: 5 };
      assert.equal((await list(null)).statusCode, 401);
      assert.equal((await create(body, null)).statusCode, 401);
      assert.equal((await toggle('WELCOME10', 'disable', null)).statusCode, 401);
      for (const who of [shopper, packer]) {
        assert.equal((await list(who)).statusCode, 403);
        assert.equal((await create(body, who)).statusCode, 403);
        assert.equal((await toggle('WELCOME10', 'disable', who)).statusCode, 403);
      }
      assert.equal((await list(packer)).json().message, STAFF_MESSAGES.areaRefused('catalog'));
      assert.equal((await listed('WELCOME10')).active, true, 'nothing was disabled');
      assert.equal(await listed('NOPE-401'), undefined, 'nothing was made');
    });

    test('makes a coupon with every term, audited; the list shows its terms, state and uses', async () => {
      const res = await create({
        code: ' diwali-99 ',
        percent: 10,
        max_discount: '500',
        min_order: '5,000',
        starts_on: '2099-11-01',
        ends_on: '2099-12-31',
        usage_limit: 100,
        per_customer_limit: '1',
        first_order_only: true,
        categories: ['ac-stabilizers', ' accessories '],
        product_ids: [3, '7', 3],
      });
      assert.equal(res.statusCode, 201, res.body);
      const made = res.json();
      assert.deepEqual(
        [
          made.code,
          made.kind,
          made.percent,
          made.max_discount_paise,
          made.min_order_paise,
          made.amount_paise,
        ],
        ['DIWALI-99', 'percent', 10, 50_000, 500_000, null],
      );
      assert.deepEqual(
        [made.starts_at, made.ends_at, made.usage_limit, made.per_customer_limit, made.first_order_only],
        ['2099-10-31T18:30:00.000Z', '2099-12-31T18:30:00.000Z', 100, 1, true],
      );
      assert.deepEqual(
        [made.category_ids, made.product_ids],
        [
          ['ac-stabilizers', 'accessories'],
          [3, 7],
        ],
      );
      assert.deepEqual([made.state, made.uses, made.given_paise, made.active], ['scheduled', 0, 0, true]);
      assert.equal(made.valid, 'from 2099-11-01 until 2099-12-31');
      assert.match(made.terms, /^10% off selected products in your first order above ₹5,000, up to ₹500; /);
      const [line] = await historyOf(t.app.db, 'coupon', 'DIWALI-99');
      assert.equal(line?.action, 'coupon.create');
      assert.equal(line?.via, 'back office');
      assert.match(line?.actorName ?? '', /^Asha Menon/);
      assert.deepEqual((line?.after as { usageLimit: number }).usageLimit, 100);
      assert.deepEqual(await listed('DIWALI-99'), made);
    });

    test('refuses bad terms exactly as the rules say, naming the field; nothing is made', async () => {
      const refusals: Array<[object, string, string]> = [
        [{ code: 'X1', percent: 5 }, 'code', M.code('X1')],
        [{ code: 'TEN OFF', percent: 5 }, 'code', M.code('TEN OFF')],
        [{ code: 'TENOFF' }, 'percent', M.oneKind(L.percent, L.amount)],
        [{ code: 'TENOFF', percent: 10, amount: '5' }, 'percent', M.oneKind(L.percent, L.amount)],
        [{ code: 'TENOFF', percent: 0 }, 'percent', M.percent(L.percent, '0')],
        [{ code: 'TENOFF', percent: 12.5 }, 'percent', M.percent(L.percent, '12.5')],
        [{ code: 'TENOFF', percent: 1e21 }, 'percent', M.percent(L.percent, '1e+21')],
        [
          { code: 'TENOFF', amount: '500', max_discount: '100' },
          'max_discount',
          M.capOnFlat(L.max, L.amount),
        ],
        [{ code: 'TENOFF', amount: '0' }, 'amount', M.rupees(L.amount, '0')],
        [{ code: 'TENOFF', amount: -5 }, 'amount', M.rupees(L.amount, '-5')],
        [{ code: 'TENOFF', amount: '99999999999' }, 'amount', M.tooLarge(L.amount)],
        [{ code: 'TENOFF', percent: 10, min_order: 'lots' }, 'min_order', M.rupees(L.min, 'lots')],
        [{ code: 'TENOFF', percent: 10, starts_on: '2026-02-30' }, 'starts_on', M.day(L.from, '2026-02-30')],
        [
          { code: 'TENOFF', percent: 10, starts_on: '2026-12-01', ends_on: '2026-11-30' },
          'ends_on',
          M.untilBeforeFrom(L.until, L.from),
        ],
        [{ code: 'TENOFF', percent: 10, usage_limit: 0 }, 'usage_limit', M.count(L.limit, '0')],
        [
          { code: 'TENOFF', percent: 10, per_customer_limit: 99_999_999_999 },
          'per_customer_limit',
          M.count(L.perCustomer, '99999999999'),
        ],
        [
          { code: 'TENOFF', percent: 10, product_ids: ['1', 'x'] },
          'product_ids',
          M.productId(L.products, 'x'),
        ],
        [
          { code: 'TENOFF', percent: 10, categories: ['AC Stabilizers'] },
          'categories',
          M.categorySlug(L.categories, 'AC Stabilizers'),
        ],
      ];
      for (const [body, field, message] of refusals) {
        const res = await create(body);
        assert.equal(res.statusCode, 400, JSON.stringify(body));
        assert.deepEqual([res.json().message, res.json().fields], [message, { [field]: message }]);
      }
      const unknownCategory = await create({
        code: 'NEWCAT',
        percent: 5,
        categories: ['fans', 'accessories'],
      });
      assert.deepEqual(
        [unknownCategory.statusCode, unknownCategory.json().message],
        [400, M.unknownCategories(['fans'])],
      );
      const unknownProduct = await create({ code: 'NEWPROD', percent: 5, product_ids: [1, 999] });
      assert.deepEqual(
        [unknownProduct.statusCode, unknownProduct.json().message],
        [400, M.unknownProducts([999])],
      );
      // Wrong types and oversized input never reach the rules.
      for (const body of [
        { percent: 5 },
        { code: 5, percent: 5 },
        { code: 'TENOFF', percent: true },
        { code: 'TENOFF', percent: 5, first_order_only: 'yes' },
        { code: 'TENOFF', percent: 5, categories: Array.from({ length: 51 }, (_, i) => `c${i}`) },
        { code: 'TENOFF', percent: 5, starts_on: 'x'.repeat(41) },
      ]) {
        assert.equal((await create(body)).statusCode, 400, JSON.stringify(body).slice(0, 80));
      }
      const codes = (await list()).json().coupons.map((c: { code: string }) => c.code);
      for (const code of ['TENOFF', 'NEWCAT', 'NEWPROD']) assert.ok(!codes.includes(code), code);
    });

    test('a code that exists is 409, whatever its case', async () => {
      assert.equal((await create({ code: 'FLAT250', amount: '249.50' })).statusCode, 201);
      const again = await create({ code: 'flat250', percent: 5 });
      assert.deepEqual([again.statusCode, again.json().message], [409, M.exists('FLAT250')]);
      assert.equal((await listed('FLAT250')).amount_paise, 24_950);
    });

    test('the list counts paid uses of the cap and the discount given', async () => {
      assert.equal(
        (await create({ code: 'BOARDS15', percent: 15, max_discount: 300, usage_limit: 1 })).statusCode,
        201,
      );
      const board = [{ product_id: 16, quantity: 2 }];
      const discount = await quotedDiscount(t.app, shopper, 'BOARDS15', board);
      assert.equal(discount, 30_000, '15% of ₹2,598 is ₹389.70, capped at ₹300');
      const amount = await totalWithDiscount(t.app, board, discount);
      await payFor(t.app, shopper, board, { coupon_code: 'BOARDS15', amount });
      const row = await listed('BOARDS15');
      assert.deepEqual([row.uses, row.usage_limit, row.given_paise, row.state], [1, 1, 30_000, 'used_up']);
    });

    test('disable: refused at checkout at once; twice changes nothing; enable brings it back; each audited', async () => {
      assert.equal((await create({ code: 'MONSOON-OFF', amount: '100' })).statusCode, 201);
      const m1 = [{ product_id: 1, quantity: 1 }];
      assert.equal((await quote(t.app, { code: 'MONSOON-OFF', cartItems: m1 })).statusCode, 200);
      const off = await toggle('monsoon-off', 'disable');
      assert.equal(off.statusCode, 200, off.body);
      assert.deepEqual(
        [off.json().changed, off.json().coupon.active, off.json().coupon.state],
        [true, false, 'disabled'],
      );
      assert.equal((await toggle('MONSOON-OFF', 'disable')).json().changed, false);
      const quoted = await quote(t.app, { code: 'MONSOON-OFF', cartItems: m1 });
      assert.deepEqual([quoted.statusCode, quoted.json().message], [422, COUPON_MESSAGES.disabled]);
      const body = await checkoutBody(t.app, shopper, m1, { coupon_code: 'MONSOON-OFF' });
      const order = await createOrder(t.app, shopper, body);
      assert.deepEqual([order.statusCode, order.json().message], [422, COUPON_MESSAGES.disabled]);
      const on = await toggle('MONSOON-OFF', 'enable');
      assert.deepEqual([on.json().changed, on.json().coupon.state], [true, 'active']);
      assert.equal((await quote(t.app, { code: 'MONSOON-OFF', cartItems: m1 })).statusCode, 200);
      const lines = await historyOf(t.app.db, 'coupon', 'MONSOON-OFF');
      assert.deepEqual(
        lines.map((l) => [l.action, l.before, l.after]),
        [
          ['coupon.create', null, lines[0]?.after],
          ['coupon.disable', { active: true }, { active: false }],
          ['coupon.enable', { active: false }, { active: true }],
        ],
      );
      const missing = await toggle('NOPE-404', 'disable');
      assert.deepEqual([missing.statusCode, missing.json().message], [404, M.noCoupon('NOPE-404')]);
      assert.equal((await toggle('x'.repeat(41), 'disable')).statusCode, 400);
    });
  });
}
