import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { recordOwedRefund, recordRefundFailure } from '../../../../db/refunds-repository';
import { products } from '../../../../db/schema';
import { databaseTargets } from '../../../../test-support/databases';
import { placeOrder } from '../../../../test-support/orders';
import { orderRow } from '../../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, newUser, staffUser } from '../../../../test-support/users';

const DAY = 86_400_000;
// Noon in India on 27 Nov 2026: "today" is that shop day.
const NOW = Date.parse('2026-11-27T12:00:00+05:30');

// The dashboard's figures, on a shop whose every order the test placed.
for (const target of await databaseTargets()) {
  describe(`GET /api/admin/dashboard on ${target.kind}`, () => {
    let t: TestApp;
    let clerk: LoggedIn;
    let customer: LoggedIn;
    const totals = { today: 0, week: 0, month: 0, gstToday: 0 };
    before(async () => {
      t = await startTestApp(target, { now: () => new Date(NOW) });
      [clerk, customer] = [await staffUser(t.app, 'catalog'), await newUser(t.app)];
      const paid = async (daysAgo: number, total: number, tax: number, fields = {}) => {
        const id = await placeOrder(t.app, customer.id, new Date(NOW - daysAgo * DAY), 'pending', {
          grandTotalPaise: total,
          taxPaise: tax,
          ...fields,
        });
        return id;
      };
      await paid(0, 1_049_790, 49_990);
      await paid(0.4, 210_000, 10_000, { status: 'packed' });
      await paid(3, 105_000, 5_000);
      await paid(20, 315_000, 15_000);
      await paid(40, 999_999, 47_619);
      // Neither counts: one cancelled (its money went back), one never paid.
      const cancelled = await paid(0, 500_000, 23_810, { status: 'cancelled' });
      await paid(0, 700_000, 33_333, { paymentStatus: 'created', paidAt: null });
      Object.assign(totals, { today: 1_259_790, gstToday: 59_990, week: 1_364_790, month: 1_679_790 });
      // One refund failed at the gateway, owed still.
      const refund = await recordOwedRefund(
        t.app.db,
        await orderRow(t.app, cancelled),
        'operator',
        new Date(NOW),
      );
      await recordRefundFailure(t.app.db, refund.id, 'Razorpay refund not made');
      await t.app.db.update(products).set({ stock: 50, lowStockLevel: 5 });
      await t.app.db.update(products).set({ stock: 3 }).where(eq(products.id, 1));
    });
    after(() => t.close());

    const dashboard = (range: string, who: LoggedIn | null = clerk) =>
      t.app.inject({ method: 'GET', url: `/api/admin/dashboard?range=${range}`, headers: who?.auth ?? {} });

    test('today: paid orders not cancelled, revenue with its GST apart, the average order, one day', async () => {
      const res = await dashboard('today');
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.deepEqual([body.from, body.to], ['2026-11-27', '2026-11-27']);
      assert.equal(body.paid_orders, 2);
      assert.equal(body.revenue_paise, totals.today);
      assert.equal(body.gst_paise, totals.gstToday);
      assert.equal(body.net_paise, totals.today - totals.gstToday);
      assert.equal(body.average_order_paise, Math.round(totals.today / 2));
      assert.deepEqual(body.days, [{ day: '2026-11-27', orders: 2, revenue_paise: totals.today }]);
    });

    test('the last 7 and 30 days: every day listed, days without a sale as 0', async () => {
      const week = (await dashboard('7d')).json();
      assert.deepEqual(
        [week.from, week.to, week.paid_orders, week.revenue_paise],
        ['2026-11-21', '2026-11-27', 3, totals.week],
      );
      assert.equal(week.days.length, 7);
      assert.deepEqual(week.days[3], { day: '2026-11-24', orders: 1, revenue_paise: 105_000 });
      assert.deepEqual(week.days[0], { day: '2026-11-21', orders: 0, revenue_paise: 0 });
      const month = (await dashboard('30d')).json();
      assert.deepEqual(
        [month.from, month.paid_orders, month.revenue_paise, month.days.length],
        ['2026-10-29', 4, totals.month, 30],
      );
    });

    test('the work waiting: orders to pack and to ship, refunds owed and failed, low stock, mails failed', async () => {
      assert.deepEqual((await dashboard('today')).json().waiting, {
        not_packed: 4,
        packed: 1,
        refunds_pending: 0,
        refunds_failed: 1,
        low_stock: 1,
        // Counted once one gives up: mails.test.ts.
        mails_failed: 0,
      });
    });

    test('every role opens it; a shopper 403, signed out 401, an unknown range 400', async () => {
      assert.equal((await dashboard('today', customer)).statusCode, 403);
      assert.equal((await dashboard('today', null)).statusCode, 401);
      assert.equal((await dashboard('year')).statusCode, 400);
      assert.equal(
        (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: clerk.auth })).json()
          .range,
        '7d',
      );
    });
  });
}
