import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { orders } from '../schema';
import { databaseTargets } from '../../test-support/databases';
import { placeOrder } from '../../test-support/orders';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { newUser } from '../../test-support/users';
import { collectCash } from '../cod-repository';

// A Cash on Delivery order's cash, collected by the courier at the door: paid then, and only once.
for (const target of await databaseTargets()) {
  describe(`collecting a COD order's cash on ${target.kind}`, () => {
    let t: TestApp;
    let userId: number;
    before(async () => {
      t = await startTestApp(target);
      userId = (await newUser(t.app)).id;
    });
    after(() => t.close());
    const row = async (orderId: number) =>
      (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
    const placed = new Date('2026-11-20T09:00:00Z');
    const deliveredAt = new Date('2026-11-24T11:42:00Z');

    test('a COD order waiting for its cash becomes paid at the delivery time, once', async () => {
      const orderId = await placeOrder(t.app, userId, placed, 'completed', {
        paymentMethod: 'cod',
        paymentStatus: 'cod',
        paidAt: null,
      });
      const collected = await collectCash(t.app.db, orderId, deliveredAt);
      assert.deepEqual(
        [collected?.paymentStatus, collected?.paidAt?.toISOString()],
        ['paid', deliveredAt.toISOString()],
      );
      assert.equal(await collectCash(t.app.db, orderId, new Date('2026-11-25T08:00:00Z')), undefined);
      assert.equal((await row(orderId)).paidAt?.toISOString(), deliveredAt.toISOString(), 'paid once');
    });

    test('a prepaid order, or a COD one not waiting for cash, is left as it is', async () => {
      const card = await placeOrder(t.app, userId, placed, 'completed');
      const unconfirmed = await placeOrder(t.app, userId, placed, 'pending', {
        paymentMethod: 'cod',
        paymentStatus: 'created',
        paidAt: null,
      });
      assert.equal(await collectCash(t.app.db, card, deliveredAt), undefined);
      assert.equal(await collectCash(t.app.db, unconfirmed, deliveredAt), undefined);
      assert.equal((await row(card)).paidAt?.toISOString(), placed.toISOString());
      assert.deepEqual(
        [(await row(unconfirmed)).paymentStatus, (await row(unconfirmed)).paidAt],
        ['created', null],
      );
    });
  });
}
