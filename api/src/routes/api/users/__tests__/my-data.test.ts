import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ACCOUNT_MESSAGES } from '@harmony/shared/domain';
import { istDate } from '@harmony/shared/gst';
import { databaseTargets } from '../../../../test-support/databases';
import { payFor, storedInvoice } from '../../../../test-support/invoices';
import { addAddress, sandboxSecrets } from '../../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, newUser } from '../../../../test-support/users';

for (const target of await databaseTargets()) {
  describe(`download my data on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, sandboxSecrets);
    });
    after(() => t.close());

    const myData = (u: LoggedIn) =>
      t.app.inject({ method: 'GET', url: '/api/users/my-data', headers: u.auth });

    test('a JSON file of the profile, the saved addresses and the orders with lines, paise and invoice', async () => {
      const u = await newUser(t.app, { fullname: 'Meera Iyer' });
      await addAddress(t.app, u, 'shipping');
      const orderId = await payFor(t.app, u, [{ product_id: 1, quantity: 2 }]);
      const { invoice } = await storedInvoice(t.app, orderId);

      const res = await myData(u);
      assert.equal(res.statusCode, 200, res.body);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      assert.equal(
        res.headers['content-disposition'],
        `attachment; filename="harmony-my-data-${istDate(new Date())}.json"`,
      );
      assert.equal(res.headers['cache-control'], 'no-store');

      const data = res.json();
      assert.deepEqual(Object.keys(data), ['exported_at', 'profile', 'addresses', 'orders']);
      assert.equal(data.profile.id, u.id);
      assert.equal(data.profile.fullname, 'Meera Iyer');
      assert.equal(data.profile.email, u.email);
      assert.equal(data.profile.contact_number, u.mobile);
      assert.ok(!('password_hash' in data.profile) && !('passwordHash' in data.profile));
      assert.equal(data.addresses.length, 2, 'the registration address and the added one');
      assert.deepEqual(data.addresses.map((a: { type: string }) => a.type).sort(), [
        'billing+shipping',
        'shipping',
      ]);

      assert.equal(data.orders.length, 1);
      const [order] = data.orders;
      assert.equal(order.order_id, orderId);
      assert.equal(order.payment_status, 'paid');
      assert.equal(order.total, invoice.totalPaise, 'amounts in paise');
      assert.equal(order.invoice.number, invoice.number);
      assert.equal(order.items.length, 1);
      assert.equal(order.items[0].quantity, 2);
      assert.equal(order.items[0].unit_price_paise * 2, order.subtotal);
    });

    test("only one's own: another customer's file names none of it", async () => {
      const u = await newUser(t.app);
      await payFor(t.app, u, [{ product_id: 1, quantity: 1 }]);
      const v = await newUser(t.app);
      const res = await myData(v);
      assert.equal(res.statusCode, 200);
      const data = res.json();
      assert.equal(data.profile.id, v.id);
      assert.deepEqual(data.orders, []);
      assert.ok(!res.body.includes(u.email) && !res.body.includes(u.mobile));
    });

    test('needs a signed-in user', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/my-data' });
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().message, ACCOUNT_MESSAGES.loginRequired);
    });
  });
}
