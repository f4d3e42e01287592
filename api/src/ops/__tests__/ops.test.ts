import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { historyOf } from '../../db/audit-repository';
import { orders, products } from '../../db/schema';
import { stockMovementsOf } from '../../db/stock-movements-repository';
import { ProductListSchema } from '../../schemas/products';
import { databaseTargets } from '../../test-support/databases';
import { placeOrder } from '../../test-support/orders';
import { sandboxSecrets, startCheckout } from '../../test-support/payments';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { newUser } from '../../test-support/users';
import { OpsError, parseOpsCommand, runOps, slugify, table } from '../commands';

describe('ops: reading the command line', () => {
  const refused = (argv: string[], message: RegExp) =>
    assert.throws(
      () => parseOpsCommand(argv),
      (err: unknown) => err instanceof OpsError && message.test(err.message),
    );

  test('bad input is refused with a clear message before any database is opened', () => {
    refused([], /A command is needed/);
    refused(['ship'], /Unknown command "ship"/);
    refused(
      ['orders', '--status', 'lost'],
      /Unknown status "lost"\. Statuses: pending, packed, shipped, out_for_delivery, completed/,
    );
    refused(['orders', '--payment', 'maybe'], /Unknown payment status/);
    refused(['orders', '--title', 'x'], /orders takes no --title/);
    refused(['orders', '--bogus'], /Unknown option '--bogus'/);
    refused(['advance', '12'], /Usage: npm run ops -- advance <orderId> <status>/);
    refused(['advance', 'abc', 'shipped'], /order id must be a positive whole number, not "abc"/);
    refused(
      ['advance', '3', 'delivered'],
      /Unknown status "delivered"\. Statuses, in order: pending → packed → shipped/,
    );
    refused(['add-product', '--brand', 'Harmony', '--price', '10'], /--title is required/);
    refused(
      ['add-product', '--title', 'X', '--brand', 'H', '--price', '0'],
      /--price must be an amount in rupees above 0/,
    );
    refused(
      ['add-product', '--title', 'X', '--brand', 'H', '--price', '10', '--original', '9'],
      /--original must be above/,
    );
    refused(
      ['add-product', '--title', 'X', '--brand', 'H', '--price', '10', '--image', '../secret.svg'],
      /--image must be a file name/,
    );
    refused(['price', '1'], /Usage: npm run ops -- price/);
    refused(['price', '1', 'free'], /price must be an amount in rupees above 0/);
    refused(['price', '1', '100', '--original', '50'], /--original must be above the price/);
    assert.deepEqual(parseOpsCommand(['--help']), { name: 'help' });
    assert.deepEqual(parseOpsCommand(['advance', '7', 'shipped']), {
      name: 'advance',
      orderId: 7,
      to: 'shipped',
    });
    assert.deepEqual(parseOpsCommand(['price', '1', '4,499.50', '--original', 'none']), {
      name: 'price',
      productId: 1,
      pricePaise: 449_950,
      original: null,
    });
  });

  test('tables line up; slugs are plain', () => {
    assert.deepEqual(
      table(
        ['ID', 'Title', 'Total'],
        [
          ['1', 'Harmony M1', '₹4,999.00'],
          ['12', 'Spike', '₹549.00'],
        ],
        [0, 2],
      ),
      [
        'ID  Title           Total',
        '--  ----------  ---------',
        ' 1  Harmony M1  ₹4,999.00',
        '12  Spike         ₹549.00',
      ],
    );
    assert.equal(slugify('Harmony Spike Guard 5+1 (White)'), 'harmony-spike-guard-5-1-white');
  });
});

for (const target of await databaseTargets()) {
  describe(`ops on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, sandboxSecrets);
    });
    after(() => t.close());

    const ops = (...argv: string[]) => runOps(t.app.db, argv);
    const refusal = async (argv: string[], message: RegExp) =>
      assert.rejects(ops(...argv), (err: unknown) => err instanceof OpsError && message.test(err.message));
    const statusOf = async (id: number) =>
      (await t.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

    test('advance moves a paid order forward only', async () => {
      const u = await newUser(t.app);
      const orderId = await placeOrder(t.app, u.id, new Date('2025-05-01T10:00:00Z'));

      assert.deepEqual(await ops('advance', String(orderId), 'shipped'), [
        `Order #${orderId} (Asha Menon, ₹10,497.90): pending → shipped.`,
      ]);
      assert.equal(await statusOf(orderId), 'shipped');
      await refusal(
        ['advance', String(orderId), 'pending'],
        /is shipped; it cannot go back to pending\. Status only moves forward/,
      );
      await refusal(['advance', String(orderId), 'shipped'], /is already shipped; nothing to do/);
      assert.equal(await statusOf(orderId), 'shipped', 'unchanged by the refusals');
      await ops('advance', String(orderId), 'out_for_delivery');
      await ops('advance', String(orderId), 'completed');
      await refusal(['advance', String(orderId), 'out_for_delivery'], /cannot go back/);
      assert.equal(await statusOf(orderId), 'completed');

      // Skipping ahead is forward too.
      const other = await placeOrder(t.app, u.id, new Date('2025-05-02T10:00:00Z'));
      await ops('advance', String(other), 'completed');
      assert.equal(await statusOf(other), 'completed');

      await refusal(['advance', '2147483647', 'shipped'], /There is no order #2147483647/);
      const unpaid = await startCheckout(t.app, u, [{ product_id: 1, quantity: 1 }]);
      await refusal(['advance', String(unpaid.localOrderId), 'shipped'], /is not paid \(payment created\)/);
      assert.equal(await statusOf(unpaid.localOrderId), 'pending');

      // The shopper sees it.
      const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: u.auth });
      assert.equal(res.json().data.status, 'completed');
    });

    test('orders lists newest first, filtered by status and payment', async () => {
      const u = await newUser(t.app);
      const id = await placeOrder(t.app, u.id, new Date('2030-01-01T06:30:00Z'));
      const all = await ops('orders');
      assert.match(
        all[0] ?? '',
        /^ID\s+Placed \(IST\)\s+Customer\s+Email\s+Lines\s+Total\s+Payment\s+Method\s+Status$/,
      );
      assert.match(
        all[2] ?? '',
        new RegExp(
          `^\\s*${id}\\s+1 Jan 2030, 12:00 pm\\s+Asha Menon\\s+asha@example.in\\s+1\\s+₹10,497\\.90\\s+paid\\s+card\\s+pending$`,
        ),
      );
      assert.match(all.at(-1) ?? '', /^\d+ orders\.$/);
      const completed = await ops('orders', '--status', 'completed');
      assert.ok(completed.slice(2, -2).every((line) => line.endsWith('completed')));
      assert.ok(!completed.some((line) => new RegExp(`^\\s*${id}\\s`).test(line)));
      const created = await ops('orders', '--payment', 'failed');
      assert.deepEqual(created, ['No orders with payment failed.']);
      assert.equal((await ops('orders', '--limit', '1')).length, 5);
    });

    test('products, add-product and price', async () => {
      const list = await ops('products');
      assert.match(list[0] ?? '', /^ID\s+Title\s+Brand\s+Price\s+Original\s+Label\s+Stock\s+HSN$/);
      assert.match(
        list[2] ?? '',
        /^ 1\s+Harmony M1 Voltage Stabilizer for 1\.5 Ton AC\s+Harmony\s+₹4,999\.00\s+₹6,999\.00\s+\S+\s+\d+\s+8504$/,
      );
      assert.equal(list.at(-1), '24 products.');

      const added = await ops(
        'add-product',
        '--title',
        'Harmony Cool Keeper F3',
        '--brand',
        'Harmony',
        '--price',
        '4999',
        '--original',
        '5999',
        '--image',
        'harmony-cool-keeper-f2.svg',
        '--label',
        'New',
      );
      const productId = Number(/#(\d+)/.exec(added[0] ?? '')?.[1]);
      assert.equal(productId, 25);
      assert.match(
        added[0] ?? '',
        /Added product #25: Harmony Cool Keeper F3 \(Harmony\), ₹4,999\.00, original ₹5,999\.00/,
      );
      const [row] = await t.app.db.select().from(products).where(eq(products.id, productId));
      assert.equal(row?.slug, 'harmony-cool-keeper-f3');
      assert.equal(row?.inputVoltage, 'Not specified');
      t.app.catalogue.invalidate();
      const res = await t.app.inject({ method: 'GET', url: '/api/products' });
      const parsed = ProductListSchema.parse(res.json());
      const shown = parsed.find((p) => p.id === productId);
      assert.equal(shown?.price, '4,999 5,999');
      assert.equal(shown?.label, 'New');
      assert.equal(shown?.image, '/api/images/products/harmony-cool-keeper-f2.svg');
      assert.equal(shown?.specs.length, 8);

      await refusal(
        ['add-product', '--title', 'Harmony Cool Keeper F3', '--brand', 'H', '--price', '1'],
        /already has the slug "harmony-cool-keeper-f3"/,
      );
      await refusal(
        ['add-product', '--title', 'Y', '--brand', 'H', '--price', '1', '--image', 'missing.svg'],
        /There is no picture missing\.svg/,
      );

      assert.match(
        (await ops('price', String(productId), '4499'))[0] ?? '',
        /₹4,999\.00 \(original ₹5,999\.00\) → ₹4,499\.00 \(original ₹5,999\.00\)/,
      );
      await refusal(
        ['price', String(productId), '6500'],
        /original price is ₹5,999\.00, not above ₹6,500\.00/,
      );
      await ops('price', String(productId), '6500', '--original', 'none');
      const [repriced] = await t.app.db.select().from(products).where(eq(products.id, productId));
      assert.deepEqual([repriced?.pricePaise, repriced?.originalPricePaise], [650_000, null]);
      await ops('price', String(productId), '6000', '--original', '7000');
      await refusal(['price', '2147483647', '10'], /There is no product #2147483647/);
      const [final] = await t.app.db.select().from(products).where(eq(products.id, productId));
      assert.deepEqual([final?.pricePaise, final?.originalPricePaise], [600_000, 700_000]);
    });

    test('stock sets the units, or adds and takes some, never below zero, each with a reason', async () => {
      const stockOf = async () =>
        (await t.app.db.select().from(products).where(eq(products.id, 2)))[0]?.stock;
      const seeded = (await stockOf()) ?? 0;
      assert.deepEqual(await ops('stock', '2', '7'), [
        'Product #2 Harmony M1 Lite Voltage Stabilizer for 1 Ton AC: 7 in stock (correction).',
      ]);
      await ops('stock', '2', '--add', '5', '--note', 'Invoice 4411');
      assert.equal(await stockOf(), 12);
      await ops('stock', '2', '--add', '1', '--reason', 'returned');
      await ops('stock', '2', '--remove', '13');
      assert.equal(await stockOf(), 0);
      // The history, newest first: who (ops), why, and the units after; an audit line for each.
      const history = await stockMovementsOf(t.app.db, 2, 10);
      assert.deepEqual(
        history.map((m) => [m.reason, m.delta, m.stockAfter, m.note, m.actorName]),
        [
          ['damaged', -13, 0, null, null],
          ['returned', 1, 13, null, null],
          ['received', 5, 12, 'Invoice 4411', null],
          ['correction', 7 - seeded, 7, null, null],
        ],
      );
      const audit = await historyOf(t.app.db, 'product', 2);
      assert.deepEqual(
        audit.filter((line) => line.action === 'stock.change').map((line) => [line.via, line.after]),
        [
          ['ops', { stock: 7, reason: 'correction', units: 7, note: null }],
          ['ops', { stock: 12, reason: 'received', units: 5, note: 'Invoice 4411' }],
          ['ops', { stock: 13, reason: 'returned', units: 1, note: null }],
          ['ops', { stock: 0, reason: 'damaged', units: 13, note: null }],
        ],
      );
      await refusal(['stock', '2', '3', '--reason', 'received'], /--reason received does not fit/);
      await refusal(['stock', '2', '--remove', '1', '--reason', 'returned'], /does not fit/);
      await refusal(['stock', '2', '--add', '1', '--reason', 'stolen'], /--reason stolen does not fit/);
      await refusal(['stock', '2', '--add', '0'], /need at least 1 unit/);
      await refusal(['stock', '2', '--remove', '1'], /has 0 in stock: it cannot lose 1/);
      await refusal(['stock', '2', 'many'], /Units must be a whole number, not "many"/);
      await refusal(['stock', '2', '1.5'], /Units must be a whole number/);
      await refusal(['stock', '2', '--add', '1', '--remove', '1'], /--add or --remove, not both/);
      await refusal(['stock', '9999', '3'], /There is no product #9999/);
      await refusal(['stock', '2'], /Usage: npm run ops -- stock <productId>/);
      await refusal(['stock', '2', '3', '--add', '1'], /Usage: npm run ops -- stock <productId>/);
      assert.equal(await stockOf(), 0);
    });
  });
}
