import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { CANCELLATION_MESSAGES } from '@harmony/shared/domain';
import { creditNotes, refunds } from '../../../../db/invoice-schema';
import { products } from '../../../../db/schema';
import { runOps } from '../../../../ops/commands';
import { databaseTargets } from '../../../../test-support/databases';
import { payFor, pdfText, storedInvoice } from '../../../../test-support/invoices';
import {
  SANDBOX_WEBHOOK_SECRET,
  orderRow,
  sandboxSecrets,
  startCheckout,
  webhook,
} from '../../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, mailsTo, newUser } from '../../../../test-support/users';

const M1 = 1; // ₹4,999
const SPIKE_GUARD = 19; // ₹549
const LINES = [
  { product_id: M1, quantity: 2 },
  { product_id: SPIKE_GUARD, quantity: 1 },
];
const squeezed = (text: string) => text.replace(/[ \t]+/g, ' ');

function cancel(t: TestApp, user: LoggedIn, orderId: number | string) {
  return t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: user.auth });
}

async function stockOf(t: TestApp) {
  const rows = await t.app.db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, [M1, SPIKE_GUARD]));
  return Object.fromEntries(rows.map((row) => [row.id, row.stock]));
}

for (const target of await databaseTargets()) {
  describe(`POST /api/orders/:orderId/cancel on ${target.kind}`, () => {
    let t: TestApp;
    let u: LoggedIn;
    before(async () => {
      t = await startTestApp(target, sandboxSecrets);
      await t.app.db.update(products).set({ stock: 100 });
      u = await newUser(t.app);
    });
    after(() => t.close());

    test('a paid order: cancelled, refunded through the gateway, stock back, credit note, one mail', async () => {
      const before = await stockOf(t);
      const orderId = await payFor(t.app, u, LINES);
      assert.deepEqual(await stockOf(t), { [M1]: before[M1]! - 2, [SPIKE_GUARD]: before[SPIKE_GUARD]! - 1 });
      const paid = await orderRow(t.app, orderId);

      const res = await cancel(t, u, orderId);
      assert.equal(res.statusCode, 200, res.body);
      const { message, data } = res.json();
      assert.equal(message, CANCELLATION_MESSAGES.cancelled);
      assert.equal(data.status, 'cancelled');
      assert.equal(data.payment_status, 'paid', 'the payment stays on record');
      assert.ok(data.cancelled_at);
      assert.equal(data.refund.status, 'processed');
      assert.equal(data.refund.amount, paid.grandTotalPaise);
      assert.ok(data.refund.refunded_at);
      assert.match(data.credit_note.number, /^HCN\/\d{2}-\d{2}\/\d{6}$/);
      assert.equal(data.credit_note.download_url, `/api/orders/${orderId}/credit-note`);
      assert.deepEqual(await stockOf(t), before, 'the units are back');

      const [refund] = await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      assert.match(refund?.gatewayRefundId ?? '', /^rfnd_/);
      assert.equal(refund?.requestedBy, 'customer');
      const row = await orderRow(t.app, orderId);
      assert.equal(row.reservation, 'returned');

      // The order as My Orders reads it says the same.
      const read = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: u.auth });
      assert.deepEqual(read.json().data, data);

      // The credit note: against the invoice, the invoice's amounts, its own series.
      const { invoice } = await storedInvoice(t.app, orderId);
      const pdf = await t.app.inject({
        method: 'GET',
        url: data.credit_note.download_url,
        headers: u.auth,
      });
      assert.equal(pdf.statusCode, 200, pdf.body);
      assert.equal(pdf.headers['content-type'], 'application/pdf');
      assert.equal(
        pdf.headers['content-disposition'],
        `attachment; filename="${data.credit_note.number.replaceAll('/', '-')}.pdf"`,
      );
      const text = squeezed(await pdfText(pdf.rawPayload));
      for (const expected of [
        'CREDIT NOTE',
        `Credit note No. ${data.credit_note.number}`,
        `Invoice No. ${invoice.number}`,
        'Reason Order cancelled by the customer before dispatch',
        'GSTIN: 33AAAAA0000A1Z9',
        'IGST @ 5% ₹527.35',
        'Credit note total ₹11,074.35',
        'Rupees Eleven Thousand Seventy-Four and Thirty-Five Paise Only',
        'Authorised Signatory',
      ]) {
        assert.ok(text.includes(expected), `the credit note says "${expected}":\n${text}`);
      }
      const [note] = await t.app.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
      assert.equal(note?.totalPaise, invoice.totalPaise);
      assert.equal(note?.invoiceId, invoice.id);

      const mails = (await mailsTo(t.outbox, u.email, 2)).filter((mail) => /cancelled/.test(mail.subject));
      assert.equal(mails.length, 1, 'one cancellation mail');
      assert.equal(mails[0]?.subject, `Your Harmony order #${orderId} is cancelled`);
      assert.match(mails[0]?.text ?? '', /Refund of ₹11,074\.35 processed/);
      assert.deepEqual(
        mails[0]?.attachments?.map((a) => a.filename),
        [`${data.credit_note.number.replaceAll('/', '-')}.pdf`],
      );

      const again = await cancel(t, u, orderId);
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().message, CANCELLATION_MESSAGES.alreadyCancelled);
    });

    test('the refund.processed webhook after the api recorded the refund changes nothing', async () => {
      const orderId = await payFor(t.app, u, [{ product_id: M1, quantity: 1 }]);
      assert.equal((await cancel(t, u, orderId)).statusCode, 200);
      const [recorded] = await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      const row = await orderRow(t.app, orderId);
      const event = {
        event: 'refund.processed',
        payload: {
          refund: {
            entity: {
              id: recorded!.gatewayRefundId,
              payment_id: row.gatewayPaymentId,
              amount: recorded!.amountPaise,
              status: 'processed',
            },
          },
        },
      };
      const res = await webhook(t.app, SANDBOX_WEBHOOK_SECRET, event, { eventId: `evt_late_${orderId}` });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().outcome, 'already_refunded');
      const [after] = await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      assert.deepEqual(after, recorded, 'recorded once');
    });

    test('after shipping, Cancel is refused with a clear message and nothing changes', async () => {
      const orderId = await payFor(t.app, u, [{ product_id: M1, quantity: 1 }]);
      const [shipped] = await runOps(t.app.db, ['advance', String(orderId), 'shipped']);
      assert.match(shipped ?? '', /: pending → shipped\.$/);
      const stock = await stockOf(t);
      const res = await cancel(t, u, orderId);
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().message, CANCELLATION_MESSAGES.alreadyShipped);
      assert.equal((await orderRow(t.app, orderId)).status, 'shipped');
      assert.deepEqual(await stockOf(t), stock);
      assert.deepEqual(await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId)), []);
    });

    test('an unpaid order is refused; someone else’s or an unknown one is 404; no token is 401', async () => {
      const { localOrderId } = await startCheckout(t.app, u, [{ product_id: M1, quantity: 1 }]);
      const unpaid = await cancel(t, u, localOrderId);
      assert.equal(unpaid.statusCode, 409);
      assert.equal(unpaid.json().message, CANCELLATION_MESSAGES.notPaid);

      const paid = await payFor(t.app, u, [{ product_id: M1, quantity: 1 }]);
      const other = await newUser(t.app);
      assert.equal((await cancel(t, other, paid)).statusCode, 404);
      assert.equal((await cancel(t, u, 999_999)).statusCode, 404);
      assert.equal((await cancel(t, u, 'abc')).statusCode, 400);
      const anonymous = await t.app.inject({ method: 'POST', url: `/api/orders/${paid}/cancel` });
      assert.equal(anonymous.statusCode, 401);
      assert.equal((await orderRow(t.app, paid)).status, 'pending');
      const creditNote = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${paid}/credit-note`,
        headers: u.auth,
      });
      assert.equal(creditNote.statusCode, 409, 'no credit note before a cancellation');
    });

    test('five cancellations of one order at once: one wins, one refund, one credit note, stock back once', async () => {
      const before = await stockOf(t);
      const orderId = await payFor(t.app, u, LINES);
      const answers = await Promise.all(Array.from({ length: 5 }, () => cancel(t, u, orderId)));
      assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 409, 409, 409, 409]);
      assert.equal((await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId))).length, 1);
      assert.equal(
        (await t.app.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId))).length,
        1,
      );
      assert.deepEqual(await stockOf(t), before);
    });

    test('credit notes are numbered consecutively in their own series', async () => {
      const first = await payFor(t.app, u, [{ product_id: M1, quantity: 1 }]);
      const second = await payFor(t.app, u, [{ product_id: M1, quantity: 1 }]);
      const a = (await cancel(t, u, first)).json().data.credit_note.number as string;
      const b = (await cancel(t, u, second)).json().data.credit_note.number as string;
      const serial = (n: string) => Number(n.split('/').at(-1));
      assert.equal(serial(b), serial(a) + 1);
    });

    test('the operator cancels and refunds an order (npm run ops -- refund), and lists refunds', async () => {
      const orderId = await payFor(t.app, u, [{ product_id: M1, quantity: 1 }]);
      const deps = async () => ({ ...t.app.orderDeps, later: (task: () => Promise<void>) => task() });
      const lines = await runOps(t.app.db, ['refund', String(orderId)], { cancellation: deps });
      assert.equal(
        lines[0],
        `Order #${orderId} cancelled; its units are back in stock; the customer was mailed.`,
      );
      assert.equal(lines[1], 'Refund of ₹5,248.95: processed.');
      assert.match(lines[2] ?? '', /^Credit note HCN\/\d{2}-\d{2}\/\d{6}\.$/);
      const again = await runOps(t.app.db, ['refund', String(orderId)], { cancellation: deps });
      assert.deepEqual(again, [
        `Order #${orderId} is cancelled and its refund of ₹5,248.95 was processed already.`,
      ]);
      const [refund] = await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      assert.equal(refund?.requestedBy, 'operator');
      const list = (await runOps(t.app.db, ['refunds', '--status', 'processed'])).join('\n');
      assert.match(list, new RegExp(`#${orderId} .*₹5,248\\.95 .*processed .*operator .*rfnd_`));
      await assert.rejects(runOps(t.app.db, ['refunds', '--status', 'lost']), /Unknown refund status "lost"/);
    });
  });
}
