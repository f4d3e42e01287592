import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { STAFF_MESSAGES, STOCK_CHANGE_MESSAGES } from '@harmony/shared/domain';
import { historyOf } from '../../../../db/audit-repository';
import { products } from '../../../../db/schema';
import { lowStockProducts } from '../../../../db/stock-repository';
import { databaseTargets } from '../../../../test-support/databases';
import {
  checkoutBody,
  createOrder,
  orderRow,
  sandboxPay,
  sandboxSecrets,
  startCheckout,
  verify,
} from '../../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, newUser, staffUser } from '../../../../test-support/users';

// Stock in the back office: every change with a reason, in the product's history and the audit log;
// a change works on available units, so a checkout's hold stays held whatever staff do meanwhile.
for (const target of await databaseTargets()) {
  describe(`stock in the back office on ${target.kind}`, () => {
    let t: TestApp;
    let clerk: LoggedIn;
    let shopper: LoggedIn;
    before(async () => {
      t = await startTestApp(target, sandboxSecrets);
      [clerk, shopper] = [await staffUser(t.app, 'catalog'), await newUser(t.app)];
    });
    after(() => t.close());

    const read = (url: string, who: LoggedIn | null = clerk) =>
      t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
    const change = (productId: number | string, payload: object, who: LoggedIn | null = clerk) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/stock/${productId}/changes`,
        headers: who?.auth ?? {},
        payload,
      });
    const setLevel = (productId: number, level: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/stock/${productId}/low-level`,
        headers: clerk.auth,
        payload: { low_stock_level: level },
      });
    const setStock = (productId: number, stock: number) =>
      t.app.db.update(products).set({ stock }).where(eq(products.id, productId));
    const productOf = async (productId: number) =>
      (await read(`/api/admin/stock/${productId}`)).json().product;

    test('signed out 401, a shopper 403, the orders role 403 with the reason', async () => {
      const packer = await staffUser(t.app, 'orders');
      const body = { reason: 'received', units: 1, expected_stock: 0 };
      assert.equal((await read('/api/admin/stock', null)).statusCode, 401);
      assert.equal((await change(3, body, null)).statusCode, 401);
      for (const who of [shopper, packer]) {
        assert.equal((await read('/api/admin/stock', who)).statusCode, 403);
        assert.equal((await read('/api/admin/stock/3', who)).statusCode, 403);
        assert.equal((await change(3, body, who)).statusCode, 403);
      }
      assert.equal((await change(3, body, packer)).json().message, STAFF_MESSAGES.areaRefused('catalog'));
      assert.equal((await change(3, body, shopper)).json().message, STAFF_MESSAGES.staffOnly);
    });

    test('the list: every product with its units, held units, level and low flag; search by title; low only', async () => {
      const res = await read('/api/admin/stock');
      assert.equal(res.statusCode, 200, res.body);
      const all = res.json().products as Array<{
        id: number;
        stock: number;
        low_stock_level: number;
        low: boolean;
      }>;
      assert.ok(all.length >= 20, 'the seeded catalogue');
      assert.deepEqual(
        all.map((p) => p.id),
        [...all.map((p) => p.id)].sort((a, b) => a - b),
        'by id',
      );
      for (const p of all) assert.equal(p.low, p.stock <= p.low_stock_level, `product ${p.id}`);
      const found = (await read('/api/admin/stock?q=m1%20LITE')).json().products;
      assert.deepEqual(
        found.map((p: { id: number }) => p.id),
        [2],
      );
      assert.equal((await read('/api/admin/stock?q=%25')).json().products.length, 0, '% is a character');
      const low = (await read('/api/admin/stock?low=1')).json().products as typeof all;
      assert.ok(low.length > 0 && low.every((p) => p.low));
      const { count } = await lowStockProducts(t.app.db);
      assert.equal(count, low.length, 'the dashboard counts what the low list shows');
      assert.equal((await read('/api/admin/stock?after=abc')).statusCode, 400);
      assert.equal((await read(`/api/admin/stock?q=${'x'.repeat(121)}`)).statusCode, 400);
    });

    test('received, returned, damaged and a count: each in the history with who, why and the units after', async () => {
      await setStock(4, 10);
      const received = await change(4, {
        reason: 'received',
        units: 5,
        expected_stock: 10,
        note: ' Invoice 4411 ',
      });
      assert.equal(received.statusCode, 200, received.body);
      assert.equal(received.json().product.stock, 15);
      await change(4, { reason: 'returned', units: 1, expected_stock: 15 });
      await change(4, { reason: 'damaged', units: 2, expected_stock: 16 });
      const counted = await change(4, { reason: 'correction', units: 9, expected_stock: 14 });
      const { product, movements } = counted.json();
      assert.equal(product.stock, 9);
      assert.deepEqual(
        movements.map((m: Record<string, unknown>) => [m.reason, m.delta, m.stock_after, m.note]),
        [
          ['correction', -5, 9, null],
          ['damaged', -2, 14, null],
          ['returned', 1, 16, null],
          ['received', 5, 15, 'Invoice 4411'],
        ],
      );
      assert.match(movements[0].by, /^Asha Menon/);
      assert.ok(!Number.isNaN(Date.parse(movements[0].at)));
      const audit = (await historyOf(t.app.db, 'product', 4)).filter((l) => l.action === 'stock.change');
      assert.equal(audit.length, 4);
      assert.deepEqual(
        [audit[0]?.via, audit[0]?.before, audit[0]?.after],
        ['back office', { stock: 10 }, { stock: 15, reason: 'received', units: 5, note: 'Invoice 4411' }],
      );
      assert.match(audit[0]?.actorName ?? '', /^Asha Menon/);
    });

    test('bad input is 400 and changes nothing', async () => {
      await setStock(5, 7);
      for (const body of [
        { reason: 'stolen', units: 1, expected_stock: 7 },
        { reason: 'received', units: -1, expected_stock: 7 },
        { reason: 'received', units: 1.5, expected_stock: 7 },
        { reason: 'received', units: '3', expected_stock: 7 },
        { reason: 'received', units: 1e12, expected_stock: 7 },
        { reason: 'correction', units: 1_000_001, expected_stock: 7 },
        { reason: 'received', units: 0, expected_stock: 7 },
        { reason: 'received', units: 1 },
        { reason: 'received', units: 1, expected_stock: 7, note: 'x'.repeat(201) },
      ]) {
        assert.equal((await change(5, body)).statusCode, 400, JSON.stringify(body).slice(0, 80));
      }
      const zero = await change(5, { reason: 'damaged', units: 0, expected_stock: 7 });
      assert.equal(zero.json().fields.units, STOCK_CHANGE_MESSAGES.unitsNeeded);
      assert.equal(
        (await change('abc', { reason: 'received', units: 1, expected_stock: 0 })).statusCode,
        400,
      );
      const missing = await change(2_147_483_000, { reason: 'received', units: 1, expected_stock: 0 });
      assert.deepEqual([missing.statusCode, missing.json().message], [404, STOCK_CHANGE_MESSAGES.noProduct]);
      assert.equal((await productOf(5)).stock, 7);
      assert.deepEqual((await read('/api/admin/stock/5')).json().movements, []);
    });

    test('more than is available is 422, saying what is available and held; too many is 422', async () => {
      await setStock(6, 3);
      const { localOrderId } = await startCheckout(t.app, shopper, [{ product_id: 6, quantity: 2 }]);
      assert.ok(localOrderId);
      assert.deepEqual([(await productOf(6)).stock, (await productOf(6)).held], [1, 2]);
      const refused = await change(6, { reason: 'damaged', units: 2, expected_stock: 1 });
      assert.equal(refused.statusCode, 422);
      assert.equal(refused.json().message, STOCK_CHANGE_MESSAGES.notEnough(2, 1, 2));
      assert.equal(
        refused.json().message,
        'Only 1 unit is available (2 more held by unpaid checkouts): 2 cannot be removed.',
      );
      assert.equal(refused.json().detail.product.stock, 1);
      const tooMany = await change(6, { reason: 'received', units: 1_000_000, expected_stock: 1 });
      assert.deepEqual([tooMany.statusCode, tooMany.json().message], [422, STOCK_CHANGE_MESSAGES.tooMany]);
      assert.equal((await productOf(6)).stock, 1);
      assert.equal((await historyOf(t.app.db, 'product', 6)).length, 0, 'a refusal writes no audit line');
    });

    test('a stale page is 409 with the fresh count; nothing changes', async () => {
      await setStock(9, 20);
      const stale = await change(9, { reason: 'received', units: 5, expected_stock: 18 });
      assert.equal(stale.statusCode, 409);
      assert.equal(stale.json().message, STOCK_CHANGE_MESSAGES.changed);
      assert.equal(stale.json().detail.product.stock, 20);
      assert.equal((await productOf(9)).stock, 20);
    });

    test('a hold running while staff set the stock to 0: the order still pays and its units stay sold', async () => {
      await setStock(10, 5);
      const body = await checkoutBody(t.app, shopper, [{ product_id: 10, quantity: 2 }]);
      const created = await createOrder(t.app, shopper, body);
      assert.equal(created.statusCode, 201, created.body);
      const { razorpayOrder, localOrderId } = created.json();
      assert.deepEqual([(await productOf(10)).stock, (await productOf(10)).held], [3, 2]);
      const zeroed = await change(10, { reason: 'correction', units: 0, expected_stock: 3 });
      assert.equal(zeroed.statusCode, 200, zeroed.body);
      assert.deepEqual(
        [zeroed.json().product.stock, zeroed.json().product.held],
        [0, 2],
        'the held stay held',
      );
      const paid = await verify(t.app, shopper, await sandboxPay(t.app, razorpayOrder.id));
      assert.equal(paid.statusCode, 200, paid.body);
      const order = await orderRow(t.app, localOrderId);
      assert.deepEqual([order.paymentStatus, order.reservation], ['paid', 'sold']);
      assert.deepEqual([(await productOf(10)).stock, (await productOf(10)).held], [0, 0]);
    });

    test('a count racing checkouts never oversells nor loses units', async () => {
      await setStock(11, 5);
      const buyers = await Promise.all([newUser(t.app), newUser(t.app), newUser(t.app)]);
      const bodies = await Promise.all(
        buyers.map((u) => checkoutBody(t.app, u, [{ product_id: 11, quantity: 2 }])),
      );
      const [countRes, ...orders] = await Promise.all([
        change(11, { reason: 'correction', units: 4, expected_stock: 5 }),
        ...buyers.map((u, i) => createOrder(t.app, u, bodies[i]!)),
      ]);
      const taken = orders.filter((res) => res.statusCode === 201).length * 2;
      const { stock, held } = await productOf(11);
      assert.equal(held, taken);
      if (countRes.statusCode === 200) {
        // The count saw 5, so it came before every checkout: they shared the 4 it left.
        assert.equal(stock + held, 4, `stock ${stock}, held ${held}`);
      } else {
        assert.equal(countRes.statusCode, 409, countRes.body);
        assert.equal(stock + held, 5, 'a refused count leaves every unit where it was');
      }
      assert.ok(stock >= 0);
    });

    test('the low-stock level: set, audited once, in the low list and the dashboard’s count', async () => {
      await setStock(12, 8);
      const before = (await lowStockProducts(t.app.db)).count;
      const res = await setLevel(12, 8);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual([res.json().product.low_stock_level, res.json().product.low], [8, true]);
      assert.equal((await setLevel(12, 8)).statusCode, 200);
      const lines = (await historyOf(t.app.db, 'product', 12)).filter((l) => l.action === 'stock.low_level');
      assert.equal(lines.length, 1, 'the same level again logs nothing');
      assert.deepEqual(lines[0]?.after, { low_stock_level: 8 });
      const low = await lowStockProducts(t.app.db, 100);
      assert.equal(low.count, before + 1);
      assert.ok(low.products.some((p) => p.id === 12));
      // A product off sale is nobody's to restock.
      await t.app.db.update(products).set({ published: false }).where(eq(products.id, 12));
      assert.equal((await lowStockProducts(t.app.db)).count, before);
      await t.app.db.update(products).set({ published: true }).where(eq(products.id, 12));
      for (const level of [-1, 1.5, '3', 1_000_001, null]) {
        assert.equal((await setLevel(12, level)).statusCode, 400, String(level));
      }
      assert.equal((await setLevel(2_147_483_000, 3)).statusCode, 404);
    });
  });
}
