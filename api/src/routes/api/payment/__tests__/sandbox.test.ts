import assert from 'node:assert/strict';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { JSDOM } from 'jsdom';
import {
  SANDBOX_KEY_SECRET_FILE,
  SANDBOX_WEBHOOK_SECRET_FILE,
} from '../../../../plugins/app/payment-gateway';
import { databaseTargets } from '../../../../test-support/databases';
import {
  SANDBOX_KEY_SECRET,
  SANDBOX_WEBHOOK_SECRET,
  hmacHex,
  orderRow,
  sandboxPay,
  sandboxSecrets,
  startCheckout,
  verify,
} from '../../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { mailsTo, newUser } from '../../../../test-support/users';

for (const target of await databaseTargets()) {
  describe(`sandbox gateway on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, sandboxSecrets);
    });
    after(() => t.close());

    test('config: the sandbox, its key id and its script; never a secret', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/payment/config' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), {
        gateway: 'sandbox',
        keyId: 'rzp_test_sandbox',
        checkoutScriptUrl: '/api/payment/sandbox/checkout.js',
        taxRatePercent: 5,
        shipping: { feePaise: 0, freeFromPaise: null },
        cod: { feePaise: 4_900, maxOrderPaise: 1_000_000, maxOpen: 2 },
      });
      for (const secret of [SANDBOX_KEY_SECRET, SANDBOX_WEBHOOK_SECRET])
        assert.ok(!res.body.includes(secret));
      const script = await t.app.inject({ method: 'GET', url: '/api/payment/sandbox/checkout.js' });
      for (const secret of [SANDBOX_KEY_SECRET, SANDBOX_WEBHOOK_SECRET])
        assert.ok(!script.body.includes(secret));
    });

    test('checkout.js: JavaScript, revalidated every time, defines window.Razorpay', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/payment/sandbox/checkout.js' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'text/javascript; charset=utf-8');
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.match(res.body, /window\.Razorpay = Razorpay/);
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/payment/sandbox/checkout.js',
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      assert.equal(again.statusCode, 304);
    });

    test('authorize signs order|payment with the sandbox secret, for existing orders only', async () => {
      const u = await newUser(t.app);
      const { razorpayOrder } = await startCheckout(t.app, u, [{ product_id: 3, quantity: 1 }]);
      const result = await sandboxPay(t.app, razorpayOrder.id);
      assert.equal(result.razorpay_order_id, razorpayOrder.id);
      assert.match(result.razorpay_payment_id, /^pay_[A-Za-z0-9]{14}$/);
      assert.equal(
        result.razorpay_signature,
        hmacHex(SANDBOX_KEY_SECRET, `${razorpayOrder.id}|${result.razorpay_payment_id}`),
      );
      const other = await sandboxPay(t.app, razorpayOrder.id);
      assert.notEqual(other.razorpay_payment_id, result.razorpay_payment_id, 'a new payment id each time');

      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/payment/sandbox/authorize',
        payload: { order_id: 'order_Nonexistent0000' },
      });
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.json().message, 'Order not found.');
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/payment/sandbox/authorize',
        payload: {},
      });
      assert.equal(empty.statusCode, 400);
    });

    test('the script in a page: test card form, Pay → handler with a verifiable result', async () => {
      const u = await newUser(t.app);
      const { razorpayOrder, localOrderId } = await startCheckout(t.app, u, [
        { product_id: 1, quantity: 2 },
        { product_id: 19, quantity: 1 },
      ]);
      const { window } = new JSDOM('<!doctype html><body><button id="order">Pay</button></body>', {
        url: 'http://shop.test/order-confirmation',
        runScripts: 'outside-only',
        pretendToBeVisual: true,
      });
      const requests: string[] = [];
      // The page's fetch reaches the api (the shop's servers forward /api).
      Object.assign(window, {
        fetch: async (
          url: string,
          init: { method: string; headers: Record<string, string>; body: string },
        ) => {
          const target = new URL(url);
          requests.push(`${init.method} ${target.href}`);
          const res = await t.app.inject({
            method: init.method as 'POST',
            url: target.pathname,
            headers: init.headers,
            payload: init.body,
          });
          return { ok: res.statusCode < 300, status: res.statusCode, json: async () => res.json() };
        },
      });
      const script = await t.app.inject({ method: 'GET', url: '/api/payment/sandbox/checkout.js' });
      window.eval(script.body);
      const { document } = window;
      (document.getElementById('order') as HTMLButtonElement).focus();

      type Handler = (result: Record<string, string>) => void;
      const win = window as unknown as {
        Razorpay: new (options: object) => { open(): void; on(e: string, cb: (r: unknown) => void): void };
      };
      let handled: Record<string, string> | undefined;
      const done = new Promise<void>((resolve, reject) => {
        const interact = async () => {
          const options = {
            key: 'rzp_test_sandbox',
            amount: razorpayOrder.amount,
            currency: 'INR',
            name: 'Harmony',
            description: 'Grand Total Payment with Tax',
            order_id: razorpayOrder.id,
            prefill: { name: 'Asha Menon', email: u.email, contact: u.mobile },
            handler: ((result) => {
              handled = result;
              resolve();
            }) as Handler,
            modal: { ondismiss: () => assert.fail('not dismissed') },
            theme: { color: '#0d6efd' },
          };
          const failures: unknown[] = [];
          const rzp = new win.Razorpay(options);
          rzp.on('payment.failed', (response) => failures.push(response));
          rzp.open();

          const dialog = document.querySelector('[role="dialog"]');
          assert.ok(dialog, 'a dialog');
          assert.equal(dialog.getAttribute('aria-modal'), 'true');
          const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
          assert.equal(title?.textContent, 'Harmony');
          assert.match(dialog.textContent ?? '', /₹11,074\.35/);
          assert.match(dialog.textContent ?? '', new RegExp(u.email.replace(/\./g, '\\.')));
          const inputs = [...dialog.querySelectorAll('input')];
          assert.equal(inputs[0]?.value, '4111 1111 1111 1111');
          assert.equal(inputs.length, 3, 'card number, expiry, CVV');
          for (const input of inputs) assert.ok(dialog.querySelector(`label[for="${input.id}"]`), 'labelled');
          const buttons = [...dialog.querySelectorAll('button')];
          const pay = buttons.find((b) => b.textContent === 'Pay ₹11,074.35');
          const fail = buttons.find((b) => b.textContent === 'Simulate failure');
          assert.ok(pay && fail, 'Pay ₹… and Simulate failure');
          assert.ok(buttons.find((b) => b.getAttribute('aria-label') === 'Close'));
          assert.equal(document.activeElement, pay, 'focus moves into the dialog');

          fail.click();
          // The decline is asked of the api (which tells the shop by webhook), then the page hears of it.
          while (failures.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
          assert.equal(failures.length, 1);
          const { error } = failures[0] as {
            error: { code: string; description: string; metadata: { order_id: string; payment_id: string } };
          };
          assert.match(error.metadata.payment_id, /^pay_/);
          assert.equal(error.code, 'BAD_REQUEST_ERROR');
          assert.equal(error.description, 'Payment failed (sandbox)');
          assert.equal(error.metadata.order_id, razorpayOrder.id);
          assert.ok(document.querySelector('[role="dialog"]'), 'the modal stays after a failure');
          assert.match(document.querySelector('[role="alert"]')?.textContent ?? '', /Payment failed/);

          inputs[0]!.value = '4111 1111 1111 1112';
          pay.click();
          assert.match(document.querySelector('[role="alert"]')?.textContent ?? '', /valid card number/);
          assert.deepEqual(
            requests,
            ['POST http://shop.test/api/payment/sandbox/decline'],
            'a mistyped card is not sent',
          );
          inputs[0]!.value = '4111 1111 1111 1111';
          pay.click();
        };
        interact().catch(reject);
      });
      await done;
      assert.deepEqual(requests, [
        'POST http://shop.test/api/payment/sandbox/decline',
        'POST http://shop.test/api/payment/sandbox/authorize',
      ]);
      assert.equal(document.querySelector('[role="dialog"]'), null, 'closed after paying');
      assert.equal(document.activeElement?.id, 'order', 'focus goes back');
      assert.ok(handled);
      const res = await verify(t.app, u, handled);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal((await orderRow(t.app, localOrderId)).paymentStatus, 'paid');

      // Escape and the close button dismiss: modal.ondismiss, nothing paid.
      for (const how of ['escape', 'close'] as const) {
        let dismissed = 0;
        const rzp = new win.Razorpay({
          key: 'rzp_test_sandbox',
          amount: 100,
          order_id: 'order_Whatever000000',
          handler: () => assert.fail('not paid'),
          modal: { ondismiss: () => (dismissed += 1) },
        });
        rzp.open();
        if (how === 'escape') {
          document.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        } else {
          (document.querySelector('button[aria-label="Close"]') as HTMLButtonElement).click();
        }
        assert.equal(dismissed, 1, how);
        assert.equal(document.querySelector('[role="dialog"]'), null);
      }
      window.close();
    });
  });
}

describe('sandbox secrets', () => {
  test('without SANDBOX_KEY_SECRET / SANDBOX_WEBHOOK_SECRET they are generated once into DATA_DIR', async () => {
    const [target] = await databaseTargets();
    assert.ok(target);
    const t = await startTestApp(target);
    try {
      const dataDir = t.app.config.dataDir;
      const key = (await readFile(path.join(dataDir, SANDBOX_KEY_SECRET_FILE), 'utf8')).trim();
      const hook = (await readFile(path.join(dataDir, SANDBOX_WEBHOOK_SECRET_FILE), 'utf8')).trim();
      assert.ok(key.length >= 32 && hook.length >= 32 && key !== hook);
      assert.equal((await stat(path.join(dataDir, SANDBOX_KEY_SECRET_FILE))).mode & 0o777, 0o600);
      const u = await newUser(t.app);
      const { razorpayOrder } = await startCheckout(t.app, u, [{ product_id: 1, quantity: 1 }]);
      const result = await sandboxPay(t.app, razorpayOrder.id);
      assert.equal(
        result.razorpay_signature,
        hmacHex(key, `${razorpayOrder.id}|${result.razorpay_payment_id}`),
      );
      const config = await t.app.inject({ method: 'GET', url: '/api/payment/config' });
      assert.ok(!config.body.includes(key) && !config.body.includes(hook));
    } finally {
      await t.close();
    }
  });
});

for (const target of await databaseTargets()) {
  describe(`sandbox webhooks over HTTP on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, sandboxSecrets);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    after(() => t.close());

    test('a shopper who pays and closes the tab before verify still gets a paid order', async () => {
      const u = await newUser(t.app);
      const { razorpayOrder, localOrderId } = await startCheckout(t.app, u, [{ product_id: 2, quantity: 1 }]);
      await sandboxPay(t.app, razorpayOrder.id);
      await t.app.sandboxWebhooks?.settled();
      const row = await orderRow(t.app, localOrderId);
      assert.deepEqual([row.paymentStatus, row.reservation], ['paid', 'sold']);
      await t.app.orderMails.settled();
      assert.equal((await mailsTo(t.outbox, u.email)).length, 1, 'one confirmation');
    });

    test('verify and the webhooks racing pay the order once, with one mail', async () => {
      const u = await newUser(t.app);
      const { razorpayOrder, localOrderId } = await startCheckout(t.app, u, [{ product_id: 2, quantity: 1 }]);
      const result = await sandboxPay(t.app, razorpayOrder.id);
      const verified = await verify(t.app, u, result);
      assert.equal(verified.statusCode, 200, verified.body);
      await t.app.sandboxWebhooks?.settled();
      await t.app.orderMails.settled();
      const row = await orderRow(t.app, localOrderId);
      assert.deepEqual([row.paymentStatus, row.gatewayPaymentId], ['paid', result.razorpay_payment_id]);
      assert.equal((await mailsTo(t.outbox, u.email)).length, 1);
    });

    test('a declined test card sends payment.failed: the order fails and its units go back', async () => {
      const u = await newUser(t.app);
      const before = (await t.app.inject('/api/stock?ids=2')).json().stock['2'];
      const { razorpayOrder, localOrderId } = await startCheckout(t.app, u, [{ product_id: 2, quantity: 2 }]);
      const declined = await t.app.inject({
        method: 'POST',
        url: '/api/payment/sandbox/decline',
        payload: { order_id: razorpayOrder.id },
      });
      assert.equal(declined.statusCode, 200, declined.body);
      assert.match(declined.json().razorpay_payment_id, /^pay_/);
      await t.app.sandboxWebhooks?.settled();
      const row = await orderRow(t.app, localOrderId);
      assert.deepEqual([row.paymentStatus, row.reservation], ['failed', 'released']);
      assert.equal((await t.app.inject('/api/stock?ids=2')).json().stock['2'], before);
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/payment/sandbox/decline',
        payload: { order_id: 'order_Unknown000000' },
      });
      assert.equal(unknown.statusCode, 404);
    });
  });
}
