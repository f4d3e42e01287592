import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type SQL, sql } from 'drizzle-orm';
import { databaseTargets } from '../../test-support/databases';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { type OrderSeedSummary, seedOrders } from '../backoffice-seed';
import { explainBackOffice, planNodes } from '../bench-backoffice';

// What `npm run bench -- backoffice` stands on: orders the database's own rules accept, numbered
// invoices, and plans read from the SQL the api sends.
const targets = await databaseTargets();
const postgres = targets.find((target) => target.kind === 'postgres');

describe('planNodes', () => {
  test('keeps the node lines without their costs and flags a full scan of orders', () => {
    const plan = [
      'Limit  (cost=0.29..2.10 rows=26 width=93) (actual time=0.010..0.020 rows=26 loops=1)',
      '  Buffers: shared hit=4',
      '  ->  Seq Scan on orders  (cost=0.00..2041.00 rows=100000 width=93) (actual time=0.005..9.000 rows=26 loops=1)',
      '        Filter: (status = $1)',
      '  ->  Seq Scan on order_items  (cost=0.00..1.00 rows=1 width=4) (actual time=0.001..0.001 rows=1 loops=1)',
      'Planning Time: 0.100 ms',
      'Execution Time: 0.250 ms',
    ];
    assert.deepEqual(planNodes(plan), {
      nodes: [
        'Limit (actual time=0.010..0.020 rows=26 loops=1)',
        '  ->  Seq Scan on orders (actual time=0.005..9.000 rows=26 loops=1)',
        '  ->  Seq Scan on order_items (actual time=0.001..0.001 rows=1 loops=1)',
      ],
      seqScanOnOrders: true,
      executionMs: 0.25,
    });
    assert.equal(planNodes(plan.filter((line) => !line.includes('on orders '))).seqScanOnOrders, false);
  });
});

/** The seed's orders, and what else it wrote, as the database holds them. */
async function seeded(t: TestApp, orders: number): Promise<OrderSeedSummary> {
  return seedOrders(t.app.db, t.app.config.invoice, { orders, customers: 40, days: 60 });
}

async function one(t: TestApp, query: SQL) {
  const { rows } = (await t.app.db.execute(query)) as { rows: Record<string, unknown>[] };
  return rows[0]!;
}

describe('seedOrders', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp(targets[0]!);
  });
  after(() => t.close());

  test('writes orders whose lines, coupons, invoices and refunds add up', async () => {
    const summary = await seeded(t, 400);
    assert.equal(summary.orders, 400);
    assert.equal(summary.customers, 40);
    const facts = await one(
      t,
      sql`SELECT
        (SELECT count(*)::int FROM orders WHERE payment_status = 'paid') AS paid,
        (SELECT count(*)::int FROM orders o WHERE o.subtotal_paise <>
          (SELECT sum(unit_price_paise * quantity) FROM order_items i WHERE i.order_id = o.id)) AS lines_off,
        (SELECT count(*)::int FROM orders WHERE grand_total_paise <> subtotal_paise - discount_paise + tax_paise) AS totals_off,
        (SELECT count(*)::int FROM orders o LEFT JOIN invoices i ON i.order_id = o.id
          WHERE (o.payment_status = 'paid') <> (i.id IS NOT NULL)) AS invoices_off,
        (SELECT count(*)::int FROM (SELECT financial_year FROM invoices GROUP BY 1
          HAVING max(serial) <> count(*)) AS gaps) AS serial_gaps,
        (SELECT count(*)::int FROM refunds r JOIN orders o ON o.id = r.order_id
          WHERE o.status <> 'cancelled') AS refunds_off,
        (SELECT sum(uses)::int FROM coupons) AS coupon_uses,
        (SELECT count(*)::int FROM coupon_redemptions) AS redemptions,
        (SELECT count(*)::int FROM orders WHERE created_at > now()) AS in_future`,
    );
    assert.equal(summary.invoices, facts.paid);
    assert.deepEqual(
      [
        facts.lines_off,
        facts.totals_off,
        facts.invoices_off,
        facts.serial_gaps,
        facts.refunds_off,
        facts.in_future,
      ],
      [0, 0, 0, 0, 0, 0],
    );
    assert.equal(facts.coupon_uses, facts.redemptions);
    assert.match(summary.samples.email, /@example\.in$/);
    assert.match(summary.samples.mobile, /^\d{10}$/);
    assert.match(summary.samples.monthFrom, /^\d{4}-\d{2}-01$/);
  });
});

describe('explainBackOffice', { skip: postgres ? false : 'needs PostgreSQL' }, () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp(postgres!);
  });
  after(() => t.close());

  test("EXPLAINs each view's query, the export's batches and the dashboard's queries", async () => {
    const { samples } = await seeded(t, 300);
    const { database } = t.app.config;
    if (database.kind !== 'postgres') throw new Error('the PostgreSQL target gave another database');
    const plans = await explainBackOffice(database.url, [
      { name: 'newest', query: '' },
      { name: 'mobile', query: `q=${samples.mobile}&sort=total_high` },
    ]);
    const names = plans.map((plan) => plan.name);
    assert.deepEqual(names.slice(0, 5), [
      'newest',
      'mobile',
      'export: first batch',
      'export: a middle batch',
      'dashboard: sales of 30 days',
    ]);
    assert.ok(names.slice(5).every((name) => name.startsWith('dashboard: work waiting')));
    for (const plan of plans) {
      assert.match(plan.nodes[0] ?? '', /\(actual time=|never executed/, plan.name);
      assert.ok(plan.nodes.every((line) => !line.includes('cost=')));
      assert.ok(plan.executionMs >= 0);
    }
  });
});
