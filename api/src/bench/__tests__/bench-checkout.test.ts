import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { databaseTargets } from '../../test-support/databases';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { benchCheckouts, shoppersWithCarts } from '../bench-checkout';

// The helper `npm run bench` calls: real HTTP against a listening api (one database is enough).
const [target] = await databaseTargets();

describe('benchCheckouts', () => {
  let t: TestApp;
  let baseUrl: string;
  before(async () => {
    assert.ok(target);
    t = await startTestApp(target);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => t.close());

  test('registers shoppers and pays one order each over HTTP, the warm-up first and unmeasured', async () => {
    const result = await benchCheckouts({ baseUrl, users: 4, concurrency: 2, warmUp: 2 });
    assert.deepEqual(result.failures, []);
    assert.equal(result.paid, 4);
    assert.equal(result.warmUp, 2);
    const paid = await t.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.paymentStatus, 'paid'));
    assert.equal(paid.length, 6, 'the warm-up shoppers paid too');
    assert.ok(result.checkout.p50 > 0 && result.checkout.max >= result.checkout.p95);
    assert.ok(result.checkoutsPerSecond > 0);
  });

  test('shoppersWithCarts: shoppers who can sign in again, each with a cart create-order accepts as priced', async () => {
    const shoppers = await shoppersWithCarts(baseUrl, 2);
    assert.equal(shoppers.length, 2);
    for (const shopper of shoppers) {
      const login = await fetch(`${baseUrl}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailOrContact: shopper.email, password: shopper.password }),
      });
      assert.equal(login.status, 200);
      const created = await fetch(`${baseUrl}/api/payment/create-order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
        body: JSON.stringify(shopper.order),
      });
      assert.equal(created.status, 201, await created.text());
    }
  });
});
