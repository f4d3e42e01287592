import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { formatInvoiceDate } from '@harmony/shared/gst';
import { products } from '../../db/schema';
import { databaseTargets } from '../../test-support/databases';
import { downloadInvoice, payFor, pdfText, storedInvoice } from '../../test-support/invoices';
import { addAddress, sandboxSecrets } from '../../test-support/payments';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { type LoggedIn, newUser } from '../../test-support/users';
import { OpsError, parseOpsCommand, runOps } from '../commands';

describe('ops: invoice commands on the command line', () => {
  const refused = (argv: string[], message: RegExp) =>
    assert.throws(
      () => parseOpsCommand(argv),
      (err: unknown) => err instanceof OpsError && message.test(err.message),
    );

  test('bad input is refused before any database is opened', () => {
    refused(['invoices', '--year', '2026'], /--year is a financial year such as 2026-27, not "2026"/);
    refused(['invoices', '--reissue', 'x'], /invoices takes no --reissue/);
    refused(['invoice'], /Usage: npm run ops -- invoice <number>/);
    refused(['hsn', '1'], /Usage: npm run ops -- hsn <productId> <code>/);
    refused(['hsn', '1', '85'], /An HSN code is 4, 6 or 8 digits/);
    refused(['add-product', '--title', 'X', '--brand', 'H', '--price', '10', '--hsn', 'x'], /HSN code/);
    assert.deepEqual(parseOpsCommand(['invoices', '--year', '2026-27', '--limit', '5']), {
      name: 'invoices',
      limit: 5,
      year: '2026-27',
    });
    assert.deepEqual(parseOpsCommand(['invoice', 'HAR/26-27/000001', '--reissue', 'out']), {
      name: 'invoice',
      number: 'HAR/26-27/000001',
      reissue: 'out',
    });
  });
});

for (const target of await databaseTargets()) {
  describe(`ops invoices on ${target.kind}`, () => {
    let t: TestApp;
    let u: LoggedIn;
    let folder: string;
    let first: number;
    let second: number;
    before(async () => {
      t = await startTestApp(target, sandboxSecrets);
      folder = await mkdtemp(path.join(tmpdir(), 'harmony-invoices-'));
      u = await newUser(t.app);
      first = await payFor(t.app, u, [{ product_id: 1, quantity: 1 }]);
      const chennai = await addAddress(t.app, u, 'shipping');
      second = await payFor(t.app, u, [{ product_id: 19, quantity: 2 }], { shipping_address: chennai });
      await t.app.orderMails.settled();
    });
    after(async () => {
      await t.close();
      await rm(folder, { recursive: true, force: true });
    });

    const ops = (...argv: string[]) => runOps(t.app.db, argv);

    test('invoices lists them newest first: number, date, order, buyer, place of supply, total', async () => {
      const a = (await storedInvoice(t.app, first)).invoice;
      const b = (await storedInvoice(t.app, second)).invoice;
      const list = await ops('invoices');
      assert.match(list[0] ?? '', /^Number\s+Date\s+Order\s+Buyer\s+Place of supply\s+Tax\s+Total$/);
      const row = (number: string, order: number, place: string, tax: string, total: string) =>
        new RegExp(
          `^${number.replaceAll('/', '\\/')}\\s+${formatInvoiceDate(b.issuedAt)}\\s+#${order}\\s+Asha Menon \\d+\\s+${place}\\s+${tax}\\s+${total}$`,
        );
      assert.match(list[2] ?? '', row(b.number, second, 'Tamil Nadu \\(33\\)', '₹54\\.90', '₹1,152\\.90'));
      assert.match(list[3] ?? '', row(a.number, first, 'Karnataka \\(29\\)', '₹249\\.95', '₹5,248\\.95'));
      assert.equal(list.at(-1), '2 invoices.');
      assert.equal(
        (await ops('invoices', '--limit', '1')).at(-1),
        '1 invoice (the last 1; --limit shows more).',
      );
      assert.deepEqual(await ops('invoices', '--year', '1999-00'), ['No invoices in 1999-00.']);
      assert.equal(
        (await ops('invoices', '--year', a.financialYear)).at(-1),
        `2 invoices in ${a.financialYear}.`,
      );
    });

    test('invoice --reissue writes the same PDF again from the stored record, and changes nothing', async () => {
      const stored = await storedInvoice(t.app, second);
      const { number } = stored.invoice;
      const shown = await ops('invoice', number);
      assert.match(
        shown[0] ?? '',
        new RegExp(`^${number.replaceAll('/', '\\/')}, .*order #${second}: Asha Menon`),
      );
      assert.match(
        shown[1] ?? '',
        /1\. Harmony Spike Guard .* \(HSN 8536\) x 2: ₹1,098\.00 \+ 5% GST = ₹1,152\.90/,
      );
      assert.match(shown[2] ?? '', /CGST ₹27\.45 \+ SGST ₹27\.45, total ₹1,152\.90/);

      // The product changes after the sale; the reissued invoice does not.
      await t.app.db
        .update(products)
        .set({ title: 'Renamed', pricePaise: 99_900 })
        .where(eq(products.id, 19));
      const intoFolder = await ops('invoice', number, '--reissue', folder);
      const file = path.join(folder, `${number.replaceAll('/', '-')}.pdf`);
      assert.equal(intoFolder.at(-1), `Written again from the stored record: ${file}`);
      const reissued = await readFile(file);
      const downloaded = (await downloadInvoice(t.app, u, second)).rawPayload;
      assert.ok(reissued.equals(downloaded), 'byte for byte what the shopper downloads');
      const text = await pdfText(reissued);
      assert.ok(text.includes(number) && text.includes('Harmony Spike Guard') && !text.includes('Renamed'));

      const named = path.join(folder, 'copy.pdf');
      await ops('invoice', number, '--reissue', named);
      assert.ok((await readFile(named)).equals(reissued));
      assert.deepEqual(await storedInvoice(t.app, second), stored, 'the stored record is untouched');

      await assert.rejects(
        ops('invoice', 'HAR/1999-00/000001'),
        (err: unknown) =>
          err instanceof OpsError && /There is no invoice "HAR\/1999-00\/000001"/.test(err.message),
      );
    });

    test("hsn sets a product's code for invoices issued from now on; add-product takes --hsn", async () => {
      assert.deepEqual(await ops('hsn', '22', '73269099'), [
        'Product #22 Harmony Stabilizer Wall Mounting Bracket Set: HSN 73269099.',
        'Invoices already issued keep the code they were issued with.',
      ]);
      await assert.rejects(
        ops('hsn', '9999', '8504'),
        (err: unknown) => err instanceof OpsError && /There is no product #9999/.test(err.message),
      );
      await ops(
        'add-product',
        '--title',
        'Harmony Extension Cord 3 m',
        '--brand',
        'Harmony',
        '--price',
        '499',
        '--hsn',
        '8544',
      );
      await ops('add-product', '--title', 'Harmony Cool Keeper F3', '--brand', 'Harmony', '--price', '4999');
      const added = await t.app.db.select({ slug: products.slug, hsn: products.hsn }).from(products);
      const codes = Object.fromEntries(added.map((row) => [row.slug, row.hsn]));
      assert.equal(codes['harmony-extension-cord-3-m'], '8544');
      assert.equal(codes['harmony-cool-keeper-f3'], '8504');
      assert.equal(codes['harmony-stabilizer-wall-bracket'], '73269099');
    });
  });
}
