import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { sandboxWebhooks } from '../../db/sandbox-webhook-schema';
import { sandboxWebhookStore } from '../../db/sandbox-webhooks-repository';
import { databaseTargets } from '../../test-support/databases';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { createSandboxWebhooks } from '../sandbox-webhooks';

const SECRET = 'sandbox-webhook-secret-for-tests-0123456789';
const quiet = { info() {}, warn() {} };

for (const target of await databaseTargets()) {
  describe(`the sandbox's webhooks outlive their process, on ${target.kind}`, () => {
    let t: TestApp;
    const eventIds: string[] = [];
    const shop = createServer((req, res) => {
      eventIds.push(String(req.headers['x-razorpay-event-id']));
      req.resume().on('end', () => res.end());
    });
    let url = '';
    before(async () => {
      t = await startTestApp(target);
      await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/payment/webhook`;
    });
    after(async () => {
      await new Promise<void>((resolve) => shop.close(() => resolve()));
      await t.close();
    });

    test('an event whose process stopped mid-retry is delivered by another once its lease lapses, once', async () => {
      const kept = () => t.app.db.select().from(sandboxWebhooks);
      // The first process cannot reach the shop, and stops while it waits to retry.
      const dying = createSandboxWebhooks({
        secret: SECRET,
        store: sandboxWebhookStore(t.app.db),
        url: () => 'http://127.0.0.1:1/api/payment/webhook',
        retryDelaysMs: [60_000],
        takeOverEveryMs: 3_600_000,
        log: quiet,
      });
      await dying.send({ event: 'order.paid', orderId: 'order_K', paymentId: 'pay_K', amount: 100 });
      while ((await kept())[0]!.leaseUntil.getTime() < Date.now() + 30_000) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      dying.close();
      await dying.settled();
      const [left] = await kept();
      assert.ok(left, 'kept after its process stopped');
      assert.equal(eventIds.length, 0);

      const other = createSandboxWebhooks({
        secret: SECRET,
        store: sandboxWebhookStore(t.app.db),
        url: () => url,
        takeOverEveryMs: 20,
        log: quiet,
      });
      try {
        await new Promise((resolve) => setTimeout(resolve, 200));
        assert.equal(eventIds.length, 0, 'not while the first process still holds its lease');
        await t.app.db.update(sandboxWebhooks).set({ leaseUntil: sql`now() - interval '1 second'` });
        while ((await kept()).length > 0) await new Promise((resolve) => setTimeout(resolve, 20));
        await other.settled();
        assert.deepEqual(eventIds, [left.eventId], 'delivered once, under the event id it was kept with');
      } finally {
        other.close();
      }
    });
  });
}
