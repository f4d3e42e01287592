import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  CANCELLATION_MESSAGES,
  FULFILMENT_MESSAGES,
  STAFF_MESSAGES,
  STAFF_ORDER_MESSAGES,
} from '@harmony/shared/domain';
import { products } from '../../../../db/schema';
import { databaseTargets } from '../../../../test-support/databases';
import {
  type FakeRazorpay,
  RAZORPAY_TEST_KEYS,
  razorpayConfig,
  startFakeRazorpay,
} from '../../../../test-support/fake-razorpay';
import { hmacHex, startCheckout, verify } from '../../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, mailsTo, newUser, staffUser } from '../../../../test-support/users';

const { keyId: KEY_ID, keySecret: KEY_SECRET } = RAZORPAY_TEST_KEYS;

// What staff do to an order besides moving it forward, on orders paid through Razorpay's protocol
// (a local fake): pack, cancel and refund, ask a failed refund again, resend the confirmation, download
// its tax documents.
for (const target of await databaseTargets()) {
  describe(`order actions in the back office on ${target.kind}`, () => {
    let t: TestApp;
    let fake: FakeRazorpay;
    let clerk: LoggedIn;
    let second: LoggedIn;
    let customer: LoggedIn;
    before(async () => {
      fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
      t = await startTestApp(target, razorpayConfig(fake));
      [clerk, second, customer] = [
        await staffUser(t.app, 'orders'),
        await staffUser(t.app, 'orders'),
        await newUser(t.app),
      ];
    });
    after(async () => {
      await t.close();
      await fake.close();
    });

    async function paidOrder() {
      const { razorpayOrder, localOrderId } = await startCheckout(t.app, customer, [
        { product_id: 2, quantity: 1 },
      ]);
      const paymentId = fake.pay(razorpayOrder.id);
      const res = await verify(t.app, customer, {
        razorpay_order_id: razorpayOrder.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmacHex(KEY_SECRET, `${razorpayOrder.id}|${paymentId}`),
      });
      assert.equal(res.statusCode, 200, res.body);
      return { orderId: localOrderId, paymentId };
    }
    const post = (url: string, payload?: object, who: LoggedIn = clerk) =>
      t.app.inject({ method: 'POST', url, headers: who.auth, ...(payload ? { payload } : {}) });
    const get = (url: string, who: LoggedIn = clerk) =>
      t.app.inject({ method: 'GET', url, headers: who.auth });
    const stockOf = async (productId: number) => {
      const [row] = await t.app.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, productId));
      return row!.stock;
    };

    test('packed before shipping; a packed order can still be cancelled by its customer', async () => {
      const { orderId } = await paidOrder();
      const packed = await post(`/api/admin/orders/${orderId}/fulfilment`, { from: 'pending', to: 'packed' });
      assert.equal(packed.statusCode, 200, packed.body);
      assert.equal(packed.json().order.status, 'packed');
      const mine = await get(`/api/orders/${orderId}`, customer);
      const packedStep = mine.json().data;
      assert.equal(packedStep.status, 'packed');
      const cancelled = await post(`/api/orders/${orderId}/cancel`, undefined, customer);
      assert.equal(cancelled.statusCode, 200, cancelled.body);
    });

    test('staff cancel and refund: units back, credit note, the customer mailed, in the history and mail log', async () => {
      const { orderId } = await paidOrder();
      const before = await stockOf(2);
      const stale = await post(`/api/admin/orders/${orderId}/cancel`, { from: 'shipped' });
      assert.deepEqual([stale.statusCode, stale.json().message], [409, FULFILMENT_MESSAGES.changed]);
      assert.equal(stale.json().detail.order.status, 'pending', 'the fresh state comes with the refusal');
      const res = await post(`/api/admin/orders/${orderId}/cancel`, { from: 'pending' });
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.equal(body.order.status, 'cancelled');
      assert.equal(body.order.refund.status, 'processed');
      assert.ok(body.order.credit_note.number);
      assert.equal(await stockOf(2), before + 1);
      assert.deepEqual(
        body.history.map((line: { action: string }) => line.action),
        ['order.cancel'],
      );
      const again = await post(`/api/admin/orders/${orderId}/cancel`, { from: 'cancelled' });
      assert.deepEqual(
        [again.statusCode, again.json().message],
        [409, CANCELLATION_MESSAGES.alreadyCancelled],
      );
      // Both mails were written to the outbox with their causes; once it has sent them, the order lists them sent.
      await t.outbox();
      const mails = (await get(`/api/admin/orders/${orderId}`)).json().mails as Array<{
        kind: string;
        status: string;
      }>;
      assert.deepEqual(
        mails.map((mail: { kind: string; status: string }) => `${mail.kind} ${mail.status}`).sort(),
        ['order.cancellation sent', 'order.confirmation sent'],
      );
      for (const kind of ['invoice', 'credit-note']) {
        const pdf = await get(`/api/admin/orders/${orderId}/${kind}`);
        assert.equal(pdf.statusCode, 200, kind);
        assert.equal(pdf.headers['content-type'], 'application/pdf');
        assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
      }
    });

    test('a shipped order is not cancelled; a shopper and the catalog role are refused', async () => {
      const { orderId } = await paidOrder();
      await post(`/api/admin/orders/${orderId}/fulfilment`, {
        from: 'pending',
        to: 'shipped',
        courier: 'DTDC',
        tracking_number: 'D1',
      });
      const refused = await post(`/api/admin/orders/${orderId}/cancel`, { from: 'shipped' });
      assert.deepEqual(
        [refused.statusCode, refused.json().message],
        [409, CANCELLATION_MESSAGES.alreadyShipped],
      );
      const noNote = await get(`/api/admin/orders/${orderId}/credit-note`);
      assert.deepEqual([noNote.statusCode, noNote.json().message], [409, STAFF_ORDER_MESSAGES.noCreditNote]);
      assert.equal(
        (await post(`/api/admin/orders/${orderId}/cancel`, { from: 'shipped' }, customer)).statusCode,
        403,
      );
      const catalog = await staffUser(t.app, 'catalog');
      const denied = await post(`/api/admin/orders/${orderId}/confirmation`, undefined, catalog);
      assert.deepEqual(
        [denied.statusCode, denied.json().message],
        [403, STAFF_MESSAGES.areaRefused('orders')],
      );
      assert.equal(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/admin/orders/${orderId}/cancel`,
            payload: { from: 'shipped' },
          })
        ).statusCode,
        401,
      );
      assert.equal((await post('/api/admin/orders/2147483000/cancel', { from: 'pending' })).statusCode, 404);
      assert.equal((await post(`/api/admin/orders/${orderId}/cancel`, { from: 'lost' })).statusCode, 400);
    });

    test('a refund the gateway refused is asked again, once however many staff press at once', async () => {
      const { orderId, paymentId } = await paidOrder();
      fake.answerNext('POST', `/v1/payments/${paymentId}/refund`, 502, { error: { code: 'SERVER_ERROR' } });
      const cancelled = await post(`/api/admin/orders/${orderId}/cancel`, { from: 'pending' });
      assert.equal(cancelled.json().order.refund.status, 'failed');
      const failedIds = async () =>
        ((await get('/api/admin/orders?refund=failed')).json().orders as Array<{ id: number }>).map(
          (o) => o.id,
        );
      assert.ok((await failedIds()).includes(orderId), 'the list finds it by its failed refund');
      const asked = () => fake.requests.filter((r) => r.path === `/v1/payments/${paymentId}/refund`);
      const keys = new Set<string | undefined>();
      const answers = await Promise.all([
        post(`/api/admin/orders/${orderId}/refund/retry`),
        post(`/api/admin/orders/${orderId}/refund/retry`, undefined, second),
      ]);
      for (const res of answers) assert.ok([200, 409].includes(res.statusCode), res.body);
      for (const request of asked()) keys.add(request.idempotencyKey);
      assert.equal(keys.size, 1, 'every ask carries the one idempotency key: the gateway refunds once');
      const after = (await get(`/api/admin/orders/${orderId}`)).json();
      assert.equal(after.order.refund.status, 'processed');
      assert.ok(!(await failedIds()).includes(orderId));
      assert.ok(after.history.some((line: { action: string }) => line.action === 'refund.retry'));
      const done = await post(`/api/admin/orders/${orderId}/refund/retry`);
      assert.deepEqual([done.statusCode, done.json().message], [409, STAFF_ORDER_MESSAGES.refundProcessed]);
    });

    test('the confirmation is sent again with its invoice; not for a cancelled order', async () => {
      const { orderId } = await paidOrder();
      const res = await post(`/api/admin/orders/${orderId}/confirmation`);
      assert.equal(res.statusCode, 200, res.body);
      const confirmations = res
        .json()
        .mails.filter((mail: { kind: string }) => mail.kind === 'order.confirmation');
      assert.equal(confirmations.length, 2);
      assert.equal(res.json().history.at(-1).action, 'order.confirmation_resent');
      const mails = (await mailsTo(() => t.outbox(), customer.email, 1)).filter((mail) =>
        mail.subject.includes(`#${orderId} is confirmed`),
      );
      assert.equal(mails.length, 2);
      assert.ok(
        mails.every((mail) => mail.attachments?.length === 1),
        'each with the invoice',
      );
      await post(`/api/admin/orders/${orderId}/cancel`, { from: 'pending' });
      const refused = await post(`/api/admin/orders/${orderId}/confirmation`);
      assert.deepEqual(
        [refused.statusCode, refused.json().message],
        [409, STAFF_ORDER_MESSAGES.confirmCancelled],
      );
    });
  });
}
