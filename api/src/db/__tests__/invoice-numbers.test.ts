import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc, eq, sql } from 'drizzle-orm';
import { invoiceNumber, istDate } from '@harmony/shared/gst';
import { loadConfig } from '../../config';
import { invoiceCounters, invoices } from '../invoice-schema';
import { products } from '../schema';
import { databaseTargets } from '../../test-support/databases';
import { payFor, storedInvoice } from '../../test-support/invoices';
import {
  SANDBOX_WEBHOOK_SECRET,
  checkoutBody,
  createOrder,
  orderRow,
  paymentCaptured,
  sandboxPay,
  sandboxSecrets,
  verify,
  webhook,
} from '../../test-support/payments';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { newUser, testClock } from '../../test-support/users';

const PAYMENTS = 20;

for (const target of await databaseTargets()) {
  describe(`invoice serial numbers on ${target.kind}`, () => {
    let t: TestApp;
    // Mid-June 2026 in India: the 2026-27 series.
    const clock = testClock(Date.parse('2026-06-15T06:00:00Z'));
    before(async () => {
      t = await startTestApp(target, { ...sandboxSecrets, now: clock.now });
      await t.app.db.update(products).set({ stock: 1000 });
    });
    after(() => t.close());

    const series = async () =>
      t.app.db
        .select()
        .from(invoices)
        .where(eq(invoices.financialYear, '2026-27'))
        .orderBy(asc(invoices.serial));

    test(`${PAYMENTS} payments at once, each confirmed by verify and the webhook racing: ${PAYMENTS} consecutive numbers`, async () => {
      const users = await Promise.all(Array.from({ length: PAYMENTS }, () => newUser(t.app)));
      const started = await Promise.all(
        users.map(async (u, i) => {
          const lines = [{ product_id: (i % 24) + 1, quantity: (i % 3) + 1 }];
          const res = await createOrder(t.app, u, await checkoutBody(t.app, u, lines));
          assert.equal(res.statusCode, 201, res.body);
          const { razorpayOrder, localOrderId } = res.json();
          return { u, razorpayOrder, localOrderId: localOrderId as number };
        }),
      );
      await Promise.all(
        started.map(async ({ u, razorpayOrder }, i) => {
          const result = await sandboxPay(t.app, razorpayOrder.id);
          const [verified, hooked] = await Promise.all([
            verify(t.app, u, result),
            webhook(
              t.app,
              SANDBOX_WEBHOOK_SECRET,
              paymentCaptured(razorpayOrder.id, result.razorpay_payment_id, razorpayOrder.amount),
              { eventId: `evt_race_${i}` },
            ),
          ]);
          assert.equal(verified.statusCode, 200, verified.body);
          assert.equal(hooked.statusCode, 200, hooked.body);
        }),
      );

      const issued = await series();
      assert.deepEqual(
        issued.map((row) => row.serial),
        Array.from({ length: PAYMENTS }, (_, i) => i + 1),
        'no gap, no duplicate',
      );
      assert.deepEqual(
        issued.map((row) => row.number),
        issued.map((row) => invoiceNumber('HAR', '2026-27', row.serial)),
      );
      assert.deepEqual(
        issued.map((row) => row.orderId).sort((a, b) => a - b),
        started.map((s) => s.localOrderId).sort((a, b) => a - b),
        'exactly one invoice per order',
      );
      const [counter] = await t.app.db.select().from(invoiceCounters);
      assert.deepEqual(counter, { series: 'invoice', financialYear: '2026-27', lastSerial: PAYMENTS });
      for (const { localOrderId } of started) {
        const order = await orderRow(t.app, localOrderId);
        const { invoice } = await storedInvoice(t.app, localOrderId);
        assert.equal(invoice.totalPaise, order.grandTotalPaise);
        assert.equal(invoice.issuedAt.getTime(), order.paidAt?.getTime());
      }
      await t.app.orderMails.settled();
    });

    test('a payment whose statement fails takes no number: the next one closes the series', async () => {
      const u = await newUser(t.app);
      const before = (await series()).length;
      const res = await createOrder(
        t.app,
        u,
        await checkoutBody(t.app, u, [{ product_id: 19, quantity: 7 }]),
      );
      const { razorpayOrder, localOrderId } = res.json();
      const result = await sandboxPay(t.app, razorpayOrder.id);
      // A real failure inside the paying statement, after the counter went up: the invoice's line is refused.
      await t.app.db.execute(
        sql.raw(`CREATE FUNCTION refuse_seven() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.quantity = 7 THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`),
      );
      await t.app.db.execute(
        sql.raw(`CREATE TRIGGER refuse_seven BEFORE INSERT ON invoice_lines
        FOR EACH ROW EXECUTE FUNCTION refuse_seven()`),
      );
      try {
        assert.equal((await verify(t.app, u, result)).statusCode, 500);
        assert.equal((await orderRow(t.app, localOrderId)).paymentStatus, 'created', 'nothing was paid');
        assert.equal((await series()).length, before);
        const [counter] = await t.app.db.select().from(invoiceCounters);
        assert.equal(counter?.lastSerial, before, 'the counter went back');
      } finally {
        await t.app.db.execute(sql.raw('DROP TRIGGER refuse_seven ON invoice_lines'));
      }
      assert.equal((await verify(t.app, u, result)).statusCode, 200);
      const { invoice } = await storedInvoice(t.app, localOrderId);
      assert.equal(invoice.serial, before + 1);
      await t.app.orderMails.settled();
    });
  });

  describe(`the financial year's series on ${target.kind}`, () => {
    let t: TestApp;
    // 23:58 on 31 March 2027 in India (18:28 UTC).
    const clock = testClock(Date.parse('2027-03-31T18:28:00Z'));
    before(async () => {
      const { invoice } = loadConfig({});
      t = await startTestApp(target, {
        ...sandboxSecrets,
        now: clock.now,
        invoice: { ...invoice, prefix: 'HRM' },
      });
    });
    after(() => t.close());

    test('31 March in India is the old year, 1 April the new one, each counting from 1', async () => {
      const u = await newUser(t.app);
      const lines = [{ product_id: 21, quantity: 1 }];
      const march = await payFor(t.app, u, lines);
      // Placed before midnight, paid after it: the invoice is dated and numbered when it is issued.
      const res = await createOrder(t.app, u, await checkoutBody(t.app, u, lines));
      const { razorpayOrder, localOrderId: april } = res.json();
      clock.advance(3 * 60_000);
      assert.equal((await verify(t.app, u, await sandboxPay(t.app, razorpayOrder.id))).statusCode, 200);
      const next = await payFor(t.app, u, lines);

      const numbers = await Promise.all(
        [march, april, next].map(async (id) => (await storedInvoice(t.app, id)).invoice),
      );
      assert.deepEqual(
        numbers.map((i) => [i.number, i.financialYear, istDate(i.issuedAt)]),
        [
          ['HRM/26-27/000001', '2026-27', '2027-03-31'],
          ['HRM/27-28/000001', '2027-28', '2027-04-01'],
          ['HRM/27-28/000002', '2027-28', '2027-04-01'],
        ],
      );
      const counters = await t.app.db
        .select()
        .from(invoiceCounters)
        .orderBy(asc(invoiceCounters.financialYear));
      assert.deepEqual(counters, [
        { series: 'invoice', financialYear: '2026-27', lastSerial: 1 },
        { series: 'invoice', financialYear: '2027-28', lastSerial: 2 },
      ]);
      await t.app.orderMails.settled();
    });
  });

  describe(`a configured GST rate on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      const { invoice } = loadConfig({ GST_RATE_PERCENT: '18' });
      t = await startTestApp(target, { ...sandboxSecrets, invoice });
    });
    after(() => t.close());

    test('create-order charges it, the order keeps it, the invoice prints it', async () => {
      const u = await newUser(t.app);
      const lines = [{ product_id: 1, quantity: 1 }];
      const atFivePercent = await createOrder(
        t.app,
        u,
        await checkoutBody(t.app, u, lines, { amount: 5248.95 }),
      );
      assert.equal(atFivePercent.statusCode, 400, 'the 5% total is refused');
      const orderId = await payFor(t.app, u, lines, { amount: 5898.82 });
      const order = await orderRow(t.app, orderId);
      assert.deepEqual([order.taxRateBp, order.taxPaise, order.grandTotalPaise], [1800, 89_982, 589_882]);
      const { invoice, lines: printed } = await storedInvoice(t.app, orderId);
      assert.deepEqual([invoice.taxRateBp, invoice.igstPaise, invoice.totalPaise], [1800, 89_982, 589_882]);
      assert.equal(printed[0]?.taxRateBp, 1800);
      await t.app.orderMails.settled();
    });

    test('the screens are told the rate: payment config for new orders, each order its own', async () => {
      const config = await t.app.inject({ method: 'GET', url: '/api/payment/config' });
      assert.equal(config.json().taxRatePercent, 18);
      const u = await newUser(t.app);
      const orderId = await payFor(t.app, u, [{ product_id: 1, quantity: 1 }], { amount: 5898.82 });
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: u.auth,
      });
      assert.deepEqual([answer.json().data.tax_rate_percent, answer.json().data.tax], [18, 89_982]);
      await t.app.orderMails.settled();
    });
  });
}
