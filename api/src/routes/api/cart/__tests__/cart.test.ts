import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import {
  CART_ADD_KEY_KEEP_DAYS,
  CART_ADD_MESSAGES,
  MAX_QUANTITY,
  PAYMENT_MESSAGES,
  formatPriceText,
} from '@harmony/shared/domain';
import { cartAddKeys } from '../../../../db/cart-schema';
import { products } from '../../../../db/schema';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, newUser } from '../../../../test-support/users';

for (const target of await databaseTargets()) {
  describe(`/api/cart on ${target.kind}`, () => {
    let t: TestApp;
    let first: typeof products.$inferSelect;
    let second: typeof products.$inferSelect;
    before(async () => {
      t = await startTestApp(target);
      [first, second] = (await t.app.db.select().from(products).orderBy(asc(products.id))) as [
        typeof first,
        typeof second,
      ];
      assert.ok(first && second, 'the seeded catalogue');
    });
    after(() => t.close());

    const call = (u: LoggedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url = '', payload?: unknown) =>
      t.app.inject({
        method,
        url: `/api/cart${url}`,
        headers: u.auth,
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });

    test('an empty cart, then a line with the product fields and the price text', async () => {
      const u = await newUser(t.app);
      const empty = await call(u, 'GET');
      assert.equal(empty.statusCode, 200);
      assert.deepEqual(empty.json(), { cart: [] });

      const res = await call(u, 'POST', '', { product_id: first.id, quantity: 2 });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), {
        cart: [
          {
            product_id: first.id,
            quantity: 2,
            title: first.title,
            brand: first.brand,
            price: formatPriceText(first.pricePaise, first.originalPricePaise),
            image: `/api/images/products/${first.imageFile}`,
          },
        ],
      });
      assert.deepEqual((await call(u, 'GET')).json(), res.json());
    });

    test('POST adds to an existing line, never above the maximum', async () => {
      const u = await newUser(t.app);
      await call(u, 'POST', '', { product_id: first.id, quantity: 3 });
      await call(u, 'POST', '', { product_id: second.id, quantity: 1 });
      let cart = (await call(u, 'POST', '', { product_id: first.id, quantity: 4 })).json().cart;
      assert.deepEqual(
        cart.map((l: { product_id: number; quantity: number }) => [l.product_id, l.quantity]),
        [
          [first.id, 7],
          [second.id, 1],
        ],
      );
      cart = (await call(u, 'POST', '', { product_id: first.id, quantity: MAX_QUANTITY })).json().cart;
      assert.equal(cart[0].quantity, MAX_QUANTITY);
      // A guest cart merge may send the id as text; the quantity defaults to 1.
      cart = (await call(u, 'POST', '', { product_id: String(second.id) })).json().cart;
      assert.equal(cart[1].quantity, 2);
    });

    test('PUT sets the quantity, normalised; DELETE removes the line', async () => {
      const u = await newUser(t.app);
      await call(u, 'POST', '', { product_id: first.id, quantity: 5 });
      const set = async (quantity: unknown) =>
        (await call(u, 'PUT', `/${first.id}`, { quantity })).json().cart[0].quantity;
      assert.equal(await set(3), 3);
      assert.equal(await set(0), 1);
      assert.equal(await set(-4), 1);
      assert.equal(await set(2.7), 2);
      assert.equal(await set(500), MAX_QUANTITY);

      const added = await call(u, 'PUT', `/${second.id}`, { quantity: 2 });
      assert.equal(added.json().cart.length, 2, 'a product not in the cart yet is added');

      const removed = await call(u, 'DELETE', `/${first.id}`);
      assert.equal(removed.statusCode, 200);
      assert.deepEqual(
        removed.json().cart.map((l: { product_id: number }) => l.product_id),
        [second.id],
      );
      assert.equal((await call(u, 'DELETE', `/${first.id}`)).statusCode, 200, 'removing twice is fine');
    });

    test('an unknown product is 404; wrong types are 400', async () => {
      const u = await newUser(t.app);
      const unknown = await call(u, 'POST', '', { product_id: 999999, quantity: 1 });
      assert.equal(unknown.statusCode, 404);
      assert.deepEqual(unknown.json(), {
        statusCode: 404,
        error: 'Not Found',
        message: 'Product not found.',
      });
      assert.equal((await call(u, 'PUT', '/999999', { quantity: 1 })).statusCode, 404);

      for (const payload of [
        { product_id: first.id, quantity: 0 },
        { product_id: first.id, quantity: 1.5 },
        { product_id: first.id, quantity: '2' },
        { product_id: first.id, quantity: MAX_QUANTITY + 1 },
        { product_id: 'abc', quantity: 1 },
        { product_id: -1, quantity: 1 },
        { quantity: 1 },
        [],
      ]) {
        const res = await call(u, 'POST', '', payload);
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
        assert.equal(res.json().error, 'Bad Request');
      }
      for (const payload of [{ quantity: 'two' }, { quantity: null }, {}]) {
        assert.equal(
          (await call(u, 'PUT', `/${first.id}`, payload)).statusCode,
          400,
          JSON.stringify(payload),
        );
      }
      assert.equal((await call(u, 'PUT', '/abc', { quantity: 1 })).statusCode, 400);
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: { ...u.auth, 'content-type': 'application/json' },
        payload: '{"product_id": 1,',
      });
      assert.equal(malformed.statusCode, 400);
      assert.deepEqual((await call(u, 'GET')).json(), { cart: [] });
    });

    const addOnce = (u: LoggedIn, key: string, productId: number, quantity: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: { ...u.auth, 'idempotency-key': key },
        payload: { product_id: productId, quantity },
      });
    const lines = (res: { json(): { cart: { product_id: number; quantity: number }[] } }) =>
      res.json().cart.map((line) => [line.product_id, line.quantity]);

    test('an add sent again with its Idempotency-Key adds nothing, even after the line was removed', async () => {
      const u = await newUser(t.app);
      assert.deepEqual(lines(await addOnce(u, 'add-1', first.id, 2)), [[first.id, 2]]);
      const again = await addOnce(u, 'add-1', first.id, 2);
      assert.equal(again.statusCode, 200);
      assert.deepEqual(lines(again), [[first.id, 2]], 'the same add, answered with the cart');
      assert.deepEqual(lines(await addOnce(u, 'add-2', first.id, 2)), [[first.id, 4]], 'a new add');

      await call(u, 'DELETE', `/${first.id}`);
      assert.deepEqual(lines(await addOnce(u, 'add-1', first.id, 2)), [], 'a replay after a removal');
      // Keys are each customer's own.
      const other = await newUser(t.app);
      assert.deepEqual(lines(await addOnce(other, 'add-1', first.id, 2)), [[first.id, 2]]);
    });

    test('the same add sent several times at once is added once', async () => {
      const u = await newUser(t.app);
      // Eight at once: enough that their transactions overlap (a claim that read before it wrote would
      // be caught adding twice).
      const answers = await Promise.all(Array.from({ length: 8 }, () => addOnce(u, 'at-once', second.id, 3)));
      assert.deepEqual(
        answers.map((res) => res.statusCode),
        Array(8).fill(200),
      );
      assert.deepEqual(lines(await call(u, 'GET')), [[second.id, 3]]);
    });

    test('a key used for another add is 409, a malformed key 400; keys older than the keep go', async () => {
      const u = await newUser(t.app);
      await addOnce(u, 'add-1', first.id, 1);
      for (const [productId, quantity] of [
        [second.id, 1],
        [first.id, 2],
      ] as const) {
        const reused = await addOnce(u, 'add-1', productId, quantity);
        assert.equal(reused.statusCode, 409);
        assert.equal(reused.json().message, CART_ADD_MESSAGES.keyReused);
      }
      for (const key of ['', 'a key', 'k'.repeat(256), 'ключ']) {
        const bad = await addOnce(u, key, first.id, 1);
        assert.equal(bad.statusCode, 400, key);
        assert.equal(bad.json().message, PAYMENT_MESSAGES.idempotencyKeyInvalid);
      }
      assert.deepEqual(lines(await call(u, 'GET')), [[first.id, 1]]);

      const dayMs = 24 * 60 * 60 * 1000;
      const aged = (days: number) => new Date(Date.now() - days * dayMs);
      await t.app.db.insert(cartAddKeys).values([
        {
          userId: u.id,
          key: 'old',
          productId: first.id,
          quantity: 1,
          createdAt: aged(CART_ADD_KEY_KEEP_DAYS + 1),
        },
        {
          userId: u.id,
          key: 'recent',
          productId: first.id,
          quantity: 1,
          createdAt: aged(CART_ADD_KEY_KEEP_DAYS - 1),
        },
      ]);
      await addOnce(u, 'add-2', second.id, 1);
      const kept = await t.app.db
        .select({ key: cartAddKeys.key })
        .from(cartAddKeys)
        .where(eq(cartAddKeys.userId, u.id))
        .orderBy(asc(cartAddKeys.key));
      assert.deepEqual(
        kept.map((row) => row.key),
        ['add-1', 'add-2', 'recent'],
      );
    });

    test('without a token: 401', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url: '/api/cart', payload: {} });
        assert.equal(res.statusCode, 401);
      }
    });
  });
}
