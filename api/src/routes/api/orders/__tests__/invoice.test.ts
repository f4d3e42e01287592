import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { formatInvoiceDate, istDate } from '@harmony/shared/gst';
import { products } from '../../../../db/schema';
import { renderInvoicePdf } from '../../../../invoices/invoice-pdf';
import { runOps } from '../../../../ops/commands';
import { databaseTargets } from '../../../../test-support/databases';
import { downloadInvoice, payFor, pdfText, storedInvoice } from '../../../../test-support/invoices';
import { addAddress, orderRow, sandboxSecrets, startCheckout } from '../../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, mailsTo, newUser } from '../../../../test-support/users';

const M1 = 1; // ₹4,999, HSN 8504
const SPIKE_GUARD = 19; // ₹549, HSN 8536
const LINES = [
  { product_id: M1, quantity: 2 },
  { product_id: SPIKE_GUARD, quantity: 1 },
];
const BILLING = '12 MG Road, Indiranagar, Bengaluru, Karnataka - 560001';

/** A text's lines with runs of spaces made one, so a test reads rows, not column widths. */
const squeezed = (text: string) => text.replace(/[ \t]+/g, ' ');

for (const target of await databaseTargets()) {
  describe(`GET /api/orders/:orderId/invoice on ${target.kind}`, () => {
    let t: TestApp;
    let u: LoggedIn;
    let interState: number;
    before(async () => {
      t = await startTestApp(target, sandboxSecrets);
      await t.app.db.update(products).set({ stock: 1000 });
      u = await newUser(t.app);
      interState = await payFor(t.app, u, LINES);
      await t.app.orderMails.settled();
    });
    after(() => t.close());

    test('an inter-state order (Karnataka): IGST at 5%, every field of rule 46, totals to the paisa', async () => {
      const res = await downloadInvoice(t.app, u, interState);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.headers['content-type'], 'application/pdf');
      const { invoice, lines } = await storedInvoice(t.app, interState);
      assert.match(invoice.number, /^HAR\/\d{2}-\d{2}\/\d{6}$/);
      assert.ok(invoice.number.length <= 16, 'rule 46: at most 16 characters');
      assert.equal(
        res.headers['content-disposition'],
        `attachment; filename="${invoice.number.replaceAll('/', '-')}.pdf"`,
      );
      assert.ok(res.rawPayload.subarray(0, 5).equals(Buffer.from('%PDF-')));

      const order = await orderRow(t.app, interState);
      assert.deepEqual(
        [invoice.taxablePaise, invoice.igstPaise, invoice.cgstPaise, invoice.sgstPaise],
        [order.subtotalPaise - order.discountPaise, order.taxPaise, 0, 0],
      );
      assert.equal(invoice.taxPaise, order.taxPaise);
      assert.equal(invoice.totalPaise, order.grandTotalPaise);
      assert.equal(invoice.totalPaise, 1_107_435);
      assert.deepEqual(
        lines.map((l) => [l.position, l.hsn, l.quantity, l.taxablePaise, l.igstPaise, l.totalPaise]),
        [
          [1, '8504', 2, 999_800, 49_990, 1_049_790],
          [2, '8536', 1, 54_900, 2_745, 57_645],
        ],
      );

      const text = squeezed(await pdfText(res.rawPayload));
      for (const expected of [
        'TAX INVOICE',
        'Harmony Power Systems Pvt. Ltd.',
        'Plot 42, SIDCO Industrial Estate, Guindy, Chennai 600 032',
        'GSTIN: 33AAAAA0000A1Z9',
        'State: Tamil Nadu (33)',
        `Invoice No. ${invoice.number}`,
        `Invoice date ${formatInvoiceDate(order.paidAt!)}`,
        `Order No. #${interState}`,
        'Place of supply Karnataka (29)',
        'Reverse charge No',
        'Same as the billing address',
        'State: Karnataka (29)',
        'IGST 5%',
        'IGST @ 5% ₹527.35',
        'Taxable value ₹10,547.00',
        'Total tax ₹527.35',
        'Invoice total ₹11,074.35',
        'Rupees Eleven Thousand Seventy-Four and Thirty-Five Paise Only',
        'Tax is not payable on reverse charge basis.',
        'For Harmony Power Systems Pvt. Ltd.',
        'Authorised Signatory',
      ]) {
        assert.ok(text.includes(expected), `the PDF says "${expected}":\n${text}`);
      }
      assert.ok(text.includes(order.customerName), 'the buyer');
      assert.ok(text.includes('12 MG Road, Indiranagar, Bengaluru, Karnataka -'), 'the billing address');
      assert.match(text, /1 Harmony M1 Voltage .*8504 2 4,999\.00 9,998\.00 5% 499\.90 10,497\.90/);
      assert.match(text, /2 Harmony Spike Guard .*8536 1 549\.00 549\.00 5% 27\.45 576\.45/);
      assert.ok(!text.includes('CGST') && !text.includes('SGST'), 'no intra-state tax');
    });

    test('an intra-state order (shipped within Tamil Nadu): CGST + SGST at 2.5% each, adding up to the tax', async () => {
      const shipping = await addAddress(t.app, u, 'shipping');
      const orderId = await payFor(t.app, u, LINES, { shipping_address: shipping });
      const { invoice } = await storedInvoice(t.app, orderId);
      const order = await orderRow(t.app, orderId);
      assert.equal(invoice.kind, 'cgst_sgst');
      assert.deepEqual([invoice.cgstPaise, invoice.sgstPaise, invoice.igstPaise], [26_368, 26_367, 0]);
      assert.equal(invoice.cgstPaise + invoice.sgstPaise, order.taxPaise);
      assert.equal(invoice.totalPaise, order.grandTotalPaise);

      const text = squeezed(await pdfText((await downloadInvoice(t.app, u, orderId)).rawPayload));
      for (const expected of [
        'Place of supply Tamil Nadu (33)',
        'shipping street 4, Chennai, Tamil Nadu - 600001',
        'State: Karnataka (29)',
        'CGST 2.5% SGST 2.5%',
        'CGST @ 2.5% ₹263.68',
        'SGST @ 2.5% ₹263.67',
        'Invoice total ₹11,074.35',
      ]) {
        assert.ok(text.includes(expected), `the PDF says "${expected}":\n${text}`);
      }
      assert.ok(text.includes(BILLING.slice(0, 40)), 'the billing address is kept apart');
      assert.ok(!text.includes('IGST'));
    });

    test("the printer's thread, started ahead, draws the same bytes as this thread does", async () => {
      await t.app.invoicePrinter.start();
      const stored = await storedInvoice(t.app, interState);
      const printed = await t.app.invoicePrinter.print(stored);
      assert.ok(printed.equals(await renderInvoicePdf(stored)));
      assert.match(squeezed(await pdfText(printed)), /Invoice total ₹11,074\.35/);
    });

    test('the order answers carry the invoice number and date', async () => {
      const { invoice } = await storedInvoice(t.app, interState);
      const expected = {
        number: invoice.number,
        date: istDate(invoice.issuedAt),
        download_url: `/api/orders/${interState}/invoice`,
      };
      const one = await t.app.inject({ method: 'GET', url: `/api/orders/${interState}`, headers: u.auth });
      assert.deepEqual(one.json().data.invoice, expected);
      const list = await t.app.inject({ method: 'GET', url: `/api/orders/user/${u.id}`, headers: u.auth });
      const listed = list.json().data.find((o: { order_id: number }) => o.order_id === interState);
      assert.deepEqual(listed.invoice, expected);
    });

    test("someone else's order or an unknown one is 404; an unpaid one is 409; a repeat download is 304", async () => {
      const other = await newUser(t.app);
      for (const [who, id] of [
        [other, interState],
        [u, 2_147_483_647],
      ] as const) {
        const res = await downloadInvoice(t.app, who, id);
        assert.equal(res.statusCode, 404);
        assert.deepEqual(res.json(), {
          success: false,
          statusCode: 404,
          error: 'Not Found',
          message: 'Order not found.',
        });
      }
      const unpaid = await startCheckout(t.app, u, [{ product_id: M1, quantity: 1 }]);
      const pending = await downloadInvoice(t.app, u, unpaid.localOrderId);
      assert.equal(pending.statusCode, 409);
      assert.match(pending.json().message, /no tax invoice yet: it is issued once the payment is confirmed/);
      const one = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${unpaid.localOrderId}`,
        headers: u.auth,
      });
      assert.equal(one.json().data.invoice, null);
      assert.equal((await downloadInvoice(t.app, u, 'abc')).statusCode, 400);
      const anonymous = await t.app.inject({ method: 'GET', url: `/api/orders/${interState}/invoice` });
      assert.equal(anonymous.statusCode, 401);

      const first = await downloadInvoice(t.app, u, interState);
      const again = await downloadInvoice(t.app, u, interState, {
        'if-none-match': String(first.headers.etag),
      });
      assert.equal(again.statusCode, 304);
      assert.equal(first.headers['cache-control'], 'private, no-cache');
    });

    test("a product's later price and name change leave the issued invoice as it was", async () => {
      const before = (await downloadInvoice(t.app, u, interState)).rawPayload;
      const stored = await storedInvoice(t.app, interState);
      await runOps(t.app.db, ['price', String(M1), '5999', '--original', 'none']);
      await runOps(t.app.db, ['hsn', String(M1), '850440']);
      await t.app.db.update(products).set({ title: 'Harmony M1 Renamed' }).where(eq(products.id, M1));

      const after = (await downloadInvoice(t.app, u, interState)).rawPayload;
      assert.ok(after.equals(before), 'the same PDF, byte for byte');
      assert.deepEqual(await storedInvoice(t.app, interState), stored);
      assert.ok(!(await pdfText(after)).includes('Renamed'));

      // The database itself refuses to change or delete an issued invoice.
      for (const change of [
        sql`UPDATE invoices SET total_paise = 1 WHERE order_id = ${interState}`,
        sql`DELETE FROM invoice_lines WHERE invoice_id = ${stored.invoice.id}`,
        sql`DELETE FROM invoices WHERE order_id = ${interState}`,
      ]) {
        await assert.rejects(t.app.db.execute(change), (err: Error) =>
          /never changed or deleted/.test(`${err.message} ${(err.cause as Error | undefined)?.message}`),
        );
      }
      await assert.rejects(t.app.db.execute(sql`DELETE FROM orders WHERE id = ${interState}`));

      // An order paid now takes the new price and code.
      const later = await payFor(t.app, u, [{ product_id: M1, quantity: 1 }]);
      const { lines } = await storedInvoice(t.app, later);
      assert.deepEqual(
        lines.map((l) => [l.description, l.hsn, l.unitPricePaise]),
        [['Harmony M1 Renamed', '850440', 599_900]],
      );
    });

    test('the confirmation mail carries the invoice as a PDF attachment', async () => {
      const { invoice } = await storedInvoice(t.app, interState);
      const [mail] = await mailsTo(() => t.outbox(), u.email);
      assert.ok(mail);
      assert.match(
        mail.text,
        new RegExp(`Your tax invoice ${invoice.number.replaceAll('/', '\\/')} is attached`),
      );
      assert.match(mail.text, /Product Tax \(5%\): ₹527\.35/);
      assert.equal(mail.attachments?.length, 1);
      const [attachment] = mail.attachments ?? [];
      assert.equal(attachment?.filename, `${invoice.number.replaceAll('/', '-')}.pdf`);
      assert.equal(attachment?.contentType, 'application/pdf');
      const text = await pdfText(Buffer.from(attachment?.content ?? '', 'base64'));
      assert.ok(text.includes(invoice.number) && text.includes('TAX INVOICE'));
    });
  });
}
