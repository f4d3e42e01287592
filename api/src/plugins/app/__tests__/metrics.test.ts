import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { products } from '../../../db/schema';
import { databaseTargets } from '../../../test-support/databases';
import {
  checkoutBody,
  createOrder,
  sandboxPay,
  sandboxSecrets,
  startCheckout,
  verify,
  webhook,
} from '../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../test-support/test-app';
import { newUser } from '../../../test-support/users';
import { METRICS_REFUSED } from '../metrics';

const ALLOWED_RANGE = '198.51.100.0/24';

/** The value of one sample of the page (`name{labels}`), 0 when the page has none. */
function sample(page: string, series: string): number {
  const line = page.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

for (const target of await databaseTargets()) {
  describe(`GET /metrics on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, { ...sandboxSecrets, metricsAllow: [ALLOWED_RANGE] });
    });
    after(() => t.close());

    const scrape = async (remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    const page = async () => {
      const res = await scrape();
      assert.equal(res.statusCode, 200, res.body);
      assert.match(String(res.headers['content-type']), /^text\/plain/);
      return res.body;
    };

    test('a checkout, a stock refusal and a forged webhook move their counters', async () => {
      const before = await page();
      const shopper = await newUser(t.app);
      const { razorpayOrder } = await startCheckout(t.app, shopper, [{ product_id: 3, quantity: 1 }]);
      const verified = await verify(t.app, shopper, await sandboxPay(t.app, razorpayOrder.id));
      assert.equal(verified.statusCode, 200, verified.body);

      const body = await checkoutBody(t.app, shopper, [{ product_id: 5, quantity: 2 }]);
      await t.app.db.update(products).set({ stock: 1 }).where(eq(products.id, 5));
      assert.equal((await createOrder(t.app, shopper, body)).statusCode, 409);

      const forged = await webhook(t.app, 'not-the-secret', { event: 'payment.captured' });
      assert.equal(forged.statusCode, 400);

      const now = await page();
      const moved = (series: string) => sample(now, series) - sample(before, series);
      assert.equal(moved('harmony_orders_created_total{payment_method="online"}'), 1);
      assert.equal(moved('harmony_orders_paid_total'), 1);
      assert.equal(moved('harmony_stock_refusals_total'), 1);
      assert.equal(moved('harmony_checkout_failures_total{step="create_order",reason="out_of_stock"}'), 1);
      assert.equal(moved('harmony_webhooks_rejected_total{source="payment"}'), 1);
      assert.ok(moved('harmony_webhooks_received_total{source="payment"}') >= 1);
      // The route's pattern and status, never the address asked for.
      const created = 'route="/api/payment/create-order",status_code="201"';
      assert.ok(
        sample(now, `http_request_duration_seconds_count{method="POST",${created}}`) >= 1,
        'create-order is timed under its pattern',
      );
      assert.match(now, /^nodejs_eventloop_lag_seconds /m);
      assert.match(now, /^harmony_mails\{status="pending"\} \d+/m);
      assert.match(now, /^harmony_mails\{status="failed"\} \d+/m);
      // PGlite is one connection inside the process: the pool is reported on PostgreSQL only.
      assert.equal(/^harmony_db_pool_connections\{state="idle"\}/m.test(now), target.kind === 'postgres');
    });

    test('only the loopback and METRICS_ALLOW may read it; X-Forwarded-For cannot open it', async () => {
      for (const [address, headers] of [
        ['203.0.113.7', {}],
        ['127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }],
        ['203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }],
      ] as const) {
        const res = await scrape(address, headers);
        assert.equal(res.statusCode, 403, `${address} ${JSON.stringify(headers)}`);
        assert.equal(res.json().message, METRICS_REFUSED);
      }
      assert.equal((await scrape('198.51.100.20')).statusCode, 200);
      assert.equal((await scrape('::ffff:198.51.100.20')).statusCode, 200);
      assert.equal((await scrape('127.0.0.1', { 'x-forwarded-for': '198.51.100.20' })).statusCode, 200);
    });
  });
}
