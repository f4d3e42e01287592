import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { couponRedemptions } from '../../../../db/coupon-schema';
import { products } from '../../../../db/schema';
import { addCoupon, quote, quoteLines } from '../../../../test-support/coupons';
import { databaseTargets } from '../../../../test-support/databases';
import { placeOrder } from '../../../../test-support/orders';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { newUser } from '../../../../test-support/users';

const M1 = 1; // ₹4,999, ac-stabilizers
const BOARD = 14; // ₹449, extension-boards
const SPIKE_GUARD = 19; // ₹549, accessories
const DAY = 24 * 60 * 60 * 1000;

const cart = (...lines: [number, number][]) =>
  quoteLines(lines.map(([product_id, quantity]) => ({ product_id, quantity })));

for (const target of await databaseTargets()) {
  describe(`POST /api/coupons/quote on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    /** Asserts the refusal: status, the coupon's sentence, on coupon_code. */
    async function refused(
      payload: object,
      message: string,
      status = 422,
      user?: Parameters<typeof quote>[2],
    ) {
      const res = await quote(t.app, payload, user);
      assert.equal(res.statusCode, status, res.body);
      assert.deepEqual(res.json(), {
        statusCode: status,
        error: status === 422 ? 'Unprocessable Entity' : 'Bad Request',
        message,
        fields: { coupon_code: message },
      });
    }

    test("WELCOME10: 10% of the catalogue's prices, at most ₹500; the body's prices count for nothing", async () => {
      const res = await quote(t.app, { code: '  welcome10 ', cartItems: cart([M1, 1]) });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), {
        code: 'WELCOME10',
        discount: 49_990,
        description: '10% off your first order, up to ₹500',
      });
      assert.equal(res.headers['cache-control'], 'no-store');
      const capped = await quote(t.app, { code: 'WELCOME10', cartItems: cart([M1, 2], [SPIKE_GUARD, 1]) });
      assert.equal(capped.json().discount, 50_000);

      // The database's price, whatever the page sent: a cheaper M1 gives a smaller discount.
      await t.app.db.update(products).set({ pricePaise: 300_000 }).where(eq(products.id, M1));
      try {
        const cheaper = await quote(t.app, {
          code: 'WELCOME10',
          cartItems: [{ product_id: M1, quantity: 1, price: '4,999' }],
        });
        assert.equal(cheaper.json().discount, 30_000);
      } finally {
        await t.app.db.update(products).set({ pricePaise: 499_900 }).where(eq(products.id, M1));
      }
    });

    test('MONSOON500: ₹500 off from ₹5,000 of products; below, how much more to add', async () => {
      await refused({ code: 'MONSOON500', cartItems: cart([M1, 1]) }, 'Add ₹1 more to use this coupon.');
      await refused(
        { code: 'MONSOON500', cartItems: cart([SPIKE_GUARD, 3]) },
        'Add ₹3,353 more to use this coupon.',
      );
      const res = await quote(t.app, { code: 'monsoon500', cartItems: cart([M1, 1], [SPIKE_GUARD, 1]) });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), {
        code: 'MONSOON500',
        discount: 50_000,
        description: '₹500 off orders above ₹5,000',
      });
    });

    test("every refusal in the coupon's own words", async () => {
      const now = Date.now();
      await refused({ code: '  ', cartItems: cart([M1, 1]) }, 'Enter a coupon code.', 400);
      await refused({ cartItems: cart([M1, 1]) }, 'Enter a coupon code.', 400);
      await refused({ code: 'NO-SUCH-CODE', cartItems: cart([M1, 1]) }, 'This coupon code is not valid.');
      const disabled = await addCoupon(t.app, { active: false });
      await refused({ code: disabled.code, cartItems: cart([M1, 1]) }, 'This coupon is no longer available.');
      const later = await addCoupon(t.app, { startsAt: new Date(now + DAY) });
      await refused({ code: later.code, cartItems: cart([M1, 1]) }, 'This coupon is not active yet.');
      const over = await addCoupon(t.app, { endsAt: new Date(now - 1000) });
      await refused({ code: over.code, cartItems: cart([M1, 1]) }, 'This coupon has expired.');
      const open = await addCoupon(t.app, { startsAt: new Date(now - DAY), endsAt: new Date(now + DAY) });
      assert.equal((await quote(t.app, { code: open.code, cartItems: cart([M1, 1]) })).statusCode, 200);
      const used = await addCoupon(t.app, { usageLimit: 2, uses: 2 });
      await refused({ code: used.code, cartItems: cart([M1, 1]) }, 'This coupon has been fully used.');

      // A category or product restriction: only those lines count.
      const boards = await addCoupon(t.app, { categoryIds: ['extension-boards'] });
      await refused(
        { code: boards.code, cartItems: cart([M1, 1]) },
        'This coupon does not apply to the products in your cart.',
      );
      const onBoards = await quote(t.app, { code: boards.code, cartItems: cart([M1, 1], [BOARD, 2]) });
      assert.deepEqual([onBoards.statusCode, onBoards.json().discount], [200, 8_980]);
      assert.equal(onBoards.json().description, '10% off selected products');
      const spikes = await addCoupon(t.app, {
        kind: 'flat',
        percent: null,
        amountPaise: 100_000,
        productIds: [SPIKE_GUARD],
      });
      const onSpikes = await quote(t.app, { code: spikes.code, cartItems: cart([M1, 1], [SPIKE_GUARD, 1]) });
      assert.equal(onSpikes.json().discount, 54_900, 'a flat amount never more than the lines it applies to');

      // The cart is read as create-order reads it.
      const empty = await quote(t.app, { code: 'WELCOME10', cartItems: [] });
      assert.deepEqual(
        [empty.statusCode, empty.json().message],
        [400, 'Your cart is empty. Please add a product before paying.'],
      );
      const unknown = await quote(t.app, { code: 'WELCOME10', cartItems: cart([M1, 1], [99_999, 1]) });
      assert.equal(unknown.statusCode, 400);
      assert.deepEqual(unknown.json().fields, {
        'cartItems.1.product_id': 'A product in your cart is no longer available. Please review your cart.',
      });
      const quantity = await quote(t.app, { code: 'WELCOME10', cartItems: cart([M1, 0]) });
      assert.equal(quantity.statusCode, 400);
    });

    test("a customer's own rules apply when signed in: first order only, uses per customer", async () => {
      const u = await newUser(t.app);
      const m1 = { code: 'WELCOME10', cartItems: cart([M1, 1]) };
      assert.equal((await quote(t.app, m1, u)).statusCode, 200, 'a new customer');
      const orderId = await placeOrder(t.app, u.id, new Date());
      await refused(m1, 'This coupon is only for your first order.', 422, u);
      assert.equal((await quote(t.app, m1)).statusCode, 200, 'a guest is quoted; the order checks again');

      const once = await addCoupon(t.app, { perCustomerLimit: 1 });
      const payload = { code: once.code, cartItems: cart([M1, 1]) };
      assert.equal((await quote(t.app, payload, u)).statusCode, 200);
      await t.app.db
        .insert(couponRedemptions)
        .values({ couponId: once.id, orderId, userId: u.id, discountPaise: 49_990, redeemedAt: new Date() });
      await refused(payload, 'You have already used this coupon.', 422, u);
      const other = await newUser(t.app);
      assert.equal((await quote(t.app, payload, other)).statusCode, 200, 'another customer has not');

      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/coupons/quote',
        headers: { authorization: 'Bearer not-a-token' },
        payload,
      });
      assert.equal(bad.statusCode, 401, 'a token sent must be good, so the page refreshes it');
    });
  });

  describe(`guessing coupon codes on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, { couponLimitIpMax: 3 });
    });
    after(() => t.close());

    test('unknown codes are counted per address: after the third, every try is 429, right or wrong', async () => {
      // A real code priced again and again, as a cart changes, is never counted.
      for (let quantity = 1; quantity <= 5; quantity += 1) {
        const real = await quote(t.app, { code: 'WELCOME10', cartItems: cart([M1, quantity]) });
        assert.equal(real.statusCode, 200, real.body);
      }
      for (const code of ['GUESS-1', 'GUESS-2', 'GUESS-3']) {
        assert.equal((await quote(t.app, { code, cartItems: cart([M1, 1]) })).statusCode, 422);
      }
      const res = await quote(t.app, { code: 'WELCOME10', cartItems: cart([M1, 1]) });
      assert.equal(res.statusCode, 429, res.body);
      assert.ok(Number(res.headers['retry-after']) > 0);
    });
  });

  describe(`guessing coupon codes in parallel on ${target.kind}`, () => {
    const LIMIT = 5;
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, { couponLimitIpMax: LIMIT });
    });
    after(() => t.close());

    test('200 unknown codes at once: at most the limit are answered, the rest are 429', async () => {
      // A real code is counted too, then refunded: it never uses up the guesses.
      assert.equal((await quote(t.app, { code: 'WELCOME10', cartItems: cart([M1, 1]) })).statusCode, 200);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => quote(t.app, { code: `RACE-${i}`, cartItems: cart([M1, 1]) })),
      );
      const statuses = answers.map((res) => res.statusCode);
      const answered = statuses.filter((status) => status !== 429);
      assert.ok(answered.length <= LIMIT, `${answered.length} answered: ${answered.join(',')}`);
      assert.equal(answered.length, LIMIT, 'the limit, not fewer');
      assert.ok(answered.every((status) => status === 422));
    });
  });
}
