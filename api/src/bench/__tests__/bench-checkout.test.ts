import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { databaseTargets } from '../../test-support/databases';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { benchCheckouts } from '../bench-checkout';

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
});
