import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { databaseTargets } from '../../../../test-support/databases';
import { placeOrder } from '../../../../test-support/orders';
import { sandboxPay, startCheckout, verify } from '../../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, newUser, staffUser } from '../../../../test-support/users';

// The accountant's CSV: the filtered list, every page, one row per order with its invoice's figures.
for (const target of await databaseTargets()) {
  describe(`GET /api/admin/orders/export on ${target.kind}`, () => {
    let t: TestApp;
    let clerk: LoggedIn;
    let customer: LoggedIn;
    before(async () => {
      t = await startTestApp(target);
      [clerk, customer] = [await staffUser(t.app, 'orders'), await newUser(t.app)];
    });
    after(() => t.close());

    const exported = (query: string, who: LoggedIn = clerk) =>
      t.app.inject({ method: 'GET', url: `/api/admin/orders/export?${query}`, headers: who.auth });
    const rowsOf = (body: string) => parse(body, { bom: true, columns: true }) as Record<string, string>[];

    test('a paid order: its invoice, place of supply with code, GST split and total as plain numbers', async () => {
      const { razorpayOrder, localOrderId } = await startCheckout(t.app, customer, [
        { product_id: 1, quantity: 2 },
      ]);
      const paid = await verify(t.app, customer, await sandboxPay(t.app, razorpayOrder.id));
      assert.equal(paid.statusCode, 200, paid.body);
      const res = await exported(`q=${localOrderId}`);
      assert.equal(res.statusCode, 200, res.body);
      assert.match(res.headers['content-type'] as string, /^text\/csv/);
      assert.match(
        res.headers['content-disposition'] as string,
        /attachment; filename="harmony-orders-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      assert.ok(
        res.body.startsWith(
          '\uFEFFOrder,Placed on,Invoice number,Invoice date,Customer,Email,Buyer GSTIN,Buyer legal name,Place of supply,',
        ),
      );
      const [row, ...rest] = rowsOf(res.body);
      assert.equal(rest.length, 0);
      const order = (
        await t.app.inject({ method: 'GET', url: `/api/admin/orders/${localOrderId}`, headers: clerk.auth })
      ).json().order;
      assert.equal(row!.Order, String(localOrderId));
      assert.equal(row!['Invoice number'], order.invoice.number);
      assert.equal(row!.Total, (order.total / 100).toFixed(2));
      assert.match(row!['Place of supply'] ?? '', /^[A-Za-z ]+ \(\d{2}\)$/);
      const split = ['Taxable value', 'CGST', 'SGST', 'IGST'].map((column) => Number(row![column]));
      assert.equal(
        Math.round((split[0]! + split[1]! + split[2]! + split[3]!) * 100),
        order.total,
        'taxable + GST = total',
      );
      assert.match(row!['Payment id'] ?? '', /^pay_/);
      assert.deepEqual([row!.Payment, row!.Status], ['paid', 'pending']);
      // Numbers are written bare (never quoted), so a spreadsheet reads them as numbers.
      const line =
        res.body.split('\r\n').find((text) => text.startsWith(`${localOrderId},`)) ??
        res.body.split('\n')[1]!;
      assert.ok(line.includes(`,${row!.Total},`), line);
    });

    test('every page of the filter, in the list’s order; a name that looks like a formula stays text', async () => {
      const day = '2025-02-03';
      const at = (hour: number) => new Date(Date.parse(`${day}T00:00:00+05:30`) + hour * 3_600_000);
      const ids: number[] = [];
      for (let i = 0; i < 30; i++) {
        ids.push(
          await placeOrder(t.app, customer.id, new Date(at(1).getTime() + i * 60_000), 'pending', {
            customerName: i === 0 ? '=HYPERLINK("x")' : 'Asha Menon',
          }),
        );
      }
      const rows = rowsOf((await exported(`from=${day}&to=${day}&sort=oldest`)).body);
      assert.deepEqual(
        rows.map((row) => Number(row.Order)),
        ids,
        'all 30, past the 25 of a page',
      );
      assert.equal(rows[0]!.Customer, `'=HYPERLINK("x")`);
      assert.deepEqual(
        [rows[0]!['Invoice number'], rows[0]!['Taxable value'], rows[0]!.CGST],
        ['', '9998.00', ''],
      );
      assert.equal(rowsOf((await exported(`from=${day}&to=${day}&status=shipped`)).body).length, 0);
    });

    test('refusals: the catalog role 403, a shopper 403, a bad day 400', async () => {
      const catalog = await staffUser(t.app, 'catalog');
      assert.equal((await exported('', catalog)).statusCode, 403);
      assert.equal((await exported('', customer)).statusCode, 403);
      assert.equal((await exported('from=2025-13-45')).statusCode, 400);
    });
  });
}
