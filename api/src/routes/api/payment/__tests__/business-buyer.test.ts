import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { count, eq } from 'drizzle-orm';
import { GSTIN_MESSAGES } from '@harmony/shared/gst';
import { orders, products } from '../../../../db/schema';
import { changeRole } from '../../../../staff/staff-roles';
import { databaseTargets } from '../../../../test-support/databases';
import { downloadInvoice, payFor, pdfText, storedInvoice } from '../../../../test-support/invoices';
import { checkoutBody, createOrder, orderRow, sandboxSecrets } from '../../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, newUser } from '../../../../test-support/users';

const M1 = 1; // ₹4,999
const LINES = [{ product_id: M1, quantity: 1 }];
// Maharashtra's code (27): the buyer is registered there; the goods go to Karnataka (29).
const GSTIN = '27AAPFU0939F1ZV';
const LEGAL_NAME = 'Bharat Electricals Private Limited';

/** A text's runs of spaces made one, so a test reads rows, not column widths. */
const squeezed = (text: string) => text.replace(/[ \t]+/g, ' ');

// A business buyer's GSTIN and legal name at create-order: judged as the dialog judges them, kept on the
// order, printed on its tax invoice and credit note, and in the accountant's CSV.
for (const target of await databaseTargets()) {
  describe(`create-order with a business buyer on ${target.kind}`, () => {
    let t: TestApp;
    let u: LoggedIn;
    let clerk: LoggedIn;
    before(async () => {
      t = await startTestApp(target, sandboxSecrets);
      await t.app.db.update(products).set({ stock: 1000 });
      [u, clerk] = [await newUser(t.app), await newUser(t.app)];
      await changeRole(
        t.app.db,
        { action: 'grant', emailOrMobile: clerk.email, role: 'orders' },
        { via: 'ops' },
        new Date(),
      );
    });
    after(() => t.close());

    const ordersOf = async (userId: number) =>
      (await t.app.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]!.n;
    const exported = async (orderId: number) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/export?q=${orderId}`,
        headers: clerk.auth,
      });
      assert.equal(res.statusCode, 200, res.body);
      const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
      assert.equal(rows.length, 1);
      return rows[0]!;
    };

    test('a GSTIN as typed is kept tidy on the order, its invoice, its credit note and the CSV', async () => {
      const orderId = await payFor(t.app, u, LINES, {
        buyer_gstin: ' 27aapfu0939f1zv ',
        buyer_legal_name: `  ${LEGAL_NAME} `,
      });
      const order = await orderRow(t.app, orderId);
      assert.deepEqual([order.buyerGstin, order.buyerLegalName], [GSTIN, LEGAL_NAME]);
      const { invoice } = await storedInvoice(t.app, orderId);
      assert.deepEqual([invoice.buyerGstin, invoice.buyerLegalName], [GSTIN, LEGAL_NAME]);
      // The place of supply is the shipping address's state, not the GSTIN's.
      assert.equal(invoice.placeOfSupply, 'Karnataka');
      assert.equal(invoice.kind, 'igst');

      const res = await downloadInvoice(t.app, u, orderId);
      assert.equal(res.statusCode, 200, res.body);
      const text = squeezed(await pdfText(res.rawPayload));
      for (const expected of [
        'Bill to',
        LEGAL_NAME,
        `GSTIN: ${GSTIN}`,
        'Place of supply Karnataka (29)',
        'State: Karnataka (29)',
        'GSTIN: 33AAAAA0000A1Z9',
      ]) {
        assert.ok(text.includes(expected), `the invoice says "${expected}":\n${text}`);
      }
      assert.ok(text.includes(order.customerName), 'the goods still go to the person who ordered them');

      const row = await exported(orderId);
      assert.deepEqual([row['Buyer GSTIN'], row['Buyer legal name']], [GSTIN, LEGAL_NAME]);
      assert.equal(row['Place of supply'], 'Karnataka (29)');

      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/cancel`,
        headers: u.auth,
      });
      assert.equal(cancelled.statusCode, 200, cancelled.body);
      const note = await t.app.inject({
        method: 'GET',
        url: cancelled.json().data.credit_note.download_url,
        headers: u.auth,
      });
      const noteText = squeezed(await pdfText(note.rawPayload));
      assert.ok(noteText.includes('CREDIT NOTE'), noteText);
      assert.ok(noteText.includes(`GSTIN: ${GSTIN}`), `the credit note names the buyer:\n${noteText}`);
      assert.ok(noteText.includes(LEGAL_NAME), noteText);
    });

    test('without a GSTIN: no buyer on the invoice, empty columns in the CSV', async () => {
      const orderId = await payFor(t.app, u, LINES, { buyer_gstin: '', buyer_legal_name: null });
      const order = await orderRow(t.app, orderId);
      assert.deepEqual([order.buyerGstin, order.buyerLegalName], [null, null]);
      const text = squeezed(await pdfText((await downloadInvoice(t.app, u, orderId)).rawPayload));
      assert.equal(text.split('GSTIN:').length, 2, `only the shop's GSTIN:\n${text}`);
      const row = await exported(orderId);
      assert.deepEqual([row['Buyer GSTIN'], row['Buyer legal name']], ['', '']);
    });

    test('a wrong GSTIN is 400 with its reason on the field, and nothing is written', async () => {
      const placed = await ordersOf(u.id);
      const [stock] = await t.app.db.select().from(products).where(eq(products.id, M1));
      for (const [gstin, message] of [
        ['27AAPFU0939F1Z', GSTIN_MESSAGES.format],
        ['AAPFU0939F', GSTIN_MESSAGES.format],
        ['99AAGCB7383J1ZX', GSTIN_MESSAGES.stateCode('99')],
        ['27AAPFU0939F1ZW', GSTIN_MESSAGES.checkCharacter],
      ]) {
        const res = await createOrder(
          t.app,
          u,
          await checkoutBody(t.app, u, LINES, { buyer_gstin: gstin, buyer_legal_name: LEGAL_NAME }),
        );
        assert.equal(res.statusCode, 400, `${gstin}: ${res.body}`);
        assert.equal(res.json().message, message);
        assert.deepEqual(res.json().fields, { buyer_gstin: message });
      }
      assert.equal(await ordersOf(u.id), placed, 'no order');
      const [after] = await t.app.db.select().from(products).where(eq(products.id, M1));
      assert.equal(after?.stock, stock?.stock, 'no units held');
    });

    test('a GSTIN needs its legal name, and a legal name its GSTIN', async () => {
      const placed = await ordersOf(u.id);
      const without = await createOrder(
        t.app,
        u,
        await checkoutBody(t.app, u, LINES, { buyer_gstin: GSTIN, buyer_legal_name: '  ' }),
      );
      assert.equal(without.statusCode, 400, without.body);
      assert.deepEqual(without.json().fields, { buyer_legal_name: GSTIN_MESSAGES.legalNameRequired });
      const alone = await createOrder(
        t.app,
        u,
        await checkoutBody(t.app, u, LINES, { buyer_legal_name: LEGAL_NAME }),
      );
      assert.equal(alone.statusCode, 400, alone.body);
      assert.deepEqual(alone.json().fields, { buyer_gstin: GSTIN_MESSAGES.legalNameWithoutGstin });
      assert.equal(await ordersOf(u.id), placed, 'no order');
    });

    test('a legal name that looks like a formula stays text in the CSV', async () => {
      const orderId = await payFor(t.app, u, LINES, {
        buyer_gstin: '29AAGCB7383J1Z4',
        buyer_legal_name: '=HYPERLINK("http://x")',
      });
      const row = await exported(orderId);
      assert.deepEqual(
        [row['Buyer GSTIN'], row['Buyer legal name']],
        ['29AAGCB7383J1Z4', `'=HYPERLINK("http://x")`],
      );
    });
  });
}
