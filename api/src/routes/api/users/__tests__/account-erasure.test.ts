import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { DELETED_NAME, RULE_46_NAMED_BUYER_PAISE } from '../../../../db/account-erasure';
import { contactMessages, orders } from '../../../../db/schema';
import { payFor, storedInvoice } from '../../../../test-support/invoices';
import { placeOrder } from '../../../../test-support/orders';
import { sandboxSecrets } from '../../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { databaseTargets } from '../../../../test-support/databases';
import { type LoggedIn, newUser } from '../../../../test-support/users';

const ADDRESS = '12 MG Road, Bengaluru, Karnataka - 560001';

// Deleting an account erases everything but what the law keeps (issue 28, Data).
for (const target of await databaseTargets()) {
  describe(`what deleting an account erases on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, sandboxSecrets);
    });
    after(() => t.close());

    const deleteAccount = async (u: LoggedIn) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/delete-account',
        headers: u.auth,
        payload: { confirmation: 'DELETE', password: u.password },
      });
      assert.equal(res.statusCode, 200, res.body);
    };
    const contact = async (email: string, phone: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Asha Menon', email, phone, subject: 'A question', message: 'Which stabilizer?' },
      });
      assert.equal(res.statusCode, 201, res.body);
      return res.json().ticket as string;
    };
    const messagesFrom = (email: string) =>
      t.app.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    const orderRow = async (id: number) =>
      (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;

    test("its contact messages go (by its email in any case, or its mobile in any spelling); others' stay", async () => {
      const u = await newUser(t.app);
      const stranger = await newUser(t.app);
      await contact(u.email, '9000000000');
      await contact(u.email.toUpperCase(), '9000000000');
      await contact('another@example.in', `+91-${u.mobile}`);
      await contact(stranger.email, stranger.mobile);
      await deleteAccount(u);
      assert.deepEqual(await messagesFrom(u.email), []);
      assert.deepEqual(await messagesFrom(u.email.toUpperCase()), []);
      assert.deepEqual(await messagesFrom('another@example.in'), [], 'sent with its mobile number');
      assert.equal((await messagesFrom(stranger.email)).length, 1);
    });

    test('unpaid and failed orders lose the name and addresses; their states stay', async () => {
      const u = await newUser(t.app);
      const unpaid = await placeOrder(t.app, u.id, new Date());
      const failed = await placeOrder(t.app, u.id, new Date());
      await t.app.db
        .update(orders)
        .set({ paymentStatus: 'created', paidAt: null })
        .where(eq(orders.id, unpaid));
      await t.app.db
        .update(orders)
        .set({ paymentStatus: 'failed', paidAt: null })
        .where(eq(orders.id, failed));
      await deleteAccount(u);
      for (const id of [unpaid, failed]) {
        const row = await orderRow(id);
        assert.deepEqual(
          [row.customerName, row.billingAddress, row.shippingAddress, row.customerEmail, row.customerPhone],
          [DELETED_NAME, '', '', '', ''],
        );
        assert.deepEqual([row.billingState, row.shippingState], ['Karnataka', 'Karnataka']);
      }
    });

    test('a paid order keeps what rule 46 prints: name and addresses from ₹50,000 taxable, states always', async () => {
      const u = await newUser(t.app);
      const small = await payFor(t.app, u, [{ product_id: 1, quantity: 1 }]);
      const large = await placeOrder(t.app, u.id, new Date(), 'completed');
      await t.app.db
        .update(orders)
        .set({ subtotalPaise: RULE_46_NAMED_BUYER_PAISE, taxPaise: 250_000, grandTotalPaise: 5_250_000 })
        .where(eq(orders.id, large));
      await t.app.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, small));
      const invoiceBefore = await storedInvoice(t.app, small);
      assert.ok(invoiceBefore.invoice.taxablePaise < RULE_46_NAMED_BUYER_PAISE);

      await deleteAccount(u);
      const below = await orderRow(small);
      assert.deepEqual(
        [below.customerName, below.billingAddress, below.shippingAddress],
        [DELETED_NAME, '', ''],
      );
      assert.ok(below.shippingState !== '' && below.billingState !== '', 'the place of supply stays');
      assert.deepEqual(
        await storedInvoice(t.app, small),
        invoiceBefore,
        'the issued invoice is kept as issued',
      );

      const above = await orderRow(large);
      assert.deepEqual(
        [
          above.customerName,
          above.billingAddress,
          above.shippingAddress,
          above.customerEmail,
          above.customerPhone,
        ],
        ['Asha Menon', ADDRESS, ADDRESS, '', ''],
      );
    });
  });
}
