import assert from 'node:assert/strict';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, MESSAGES } from '@harmony/shared/domain';
import { DELETED_NAME } from '../../../../db/account-erasure';
import { cartAddKeys } from '../../../../db/cart-schema';
import { outbox } from '../../../../db/outbox-schema';
import {
  addresses,
  cartItems,
  orders,
  passwordResets,
  products,
  refreshTokens,
  users,
} from '../../../../db/schema';
import { REFRESH_COOKIE } from '../../../../http/refresh-cookie';
import { storeProfileImage } from '../../../../images/profile-images';
import { databaseTargets } from '../../../../test-support/databases';
import { payFor, storedInvoice } from '../../../../test-support/invoices';
import {
  SANDBOX_WEBHOOK_SECRET,
  paymentCaptured,
  sandboxPay,
  sandboxSecrets,
  startCheckout,
  webhook,
} from '../../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import {
  type LoggedIn,
  login,
  mailsTo,
  newSignup,
  newUser,
  refreshCookieOf,
  signup,
} from '../../../../test-support/users';

const NEW_PASSWORD = 'brand-new-secret';
/** Failed logins and wrong current passwords allowed per account (low, to reach it). */
const ACCOUNT_MAX = 3;

for (const target of await databaseTargets()) {
  describe(`password change and account deletion on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, { ...sandboxSecrets, rateLimitAccountMax: ACCOUNT_MAX });
    });
    after(() => t.close());

    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const profile = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
    const refresh = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/refresh-token',
        cookies: { [REFRESH_COOKIE]: cookie },
      });
    const changePassword = (u: LoggedIn, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/users/change-password', headers: u.auth, payload });
    const deleteAccount = (u: LoggedIn, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/users/delete-account', headers: u.auth, payload });
    /** A second login of the same user: another session (another browser). */
    async function secondSession(u: LoggedIn) {
      const res = await login(t.app, u.email, u.password);
      assert.equal(res.statusCode, 200, res.body);
      return { accessToken: res.json().accessToken as string, refresh: refreshCookieOf(res)! };
    }

    test('both need a signed-in user', async () => {
      for (const url of ['/api/users/change-password', '/api/users/delete-account']) {
        const res = await t.app.inject({ method: 'POST', url, payload: {} });
        assert.equal(res.statusCode, 401, url);
        assert.equal(res.json().message, ACCOUNT_MESSAGES.loginRequired);
      }
    });

    test('a password change follows the registration rule and must change something', async () => {
      const u = await newUser(t.app);
      const cases: [Record<string, unknown>, string, Record<string, string>][] = [
        [
          { currentPassword: '', newPassword: ' ' },
          MESSAGES.fillAllFields,
          { currentPassword: ACCOUNT_MESSAGES.required, newPassword: ACCOUNT_MESSAGES.required },
        ],
        [
          { currentPassword: u.password, newPassword: '12345' },
          MESSAGES.passwordTooShort,
          { newPassword: MESSAGES.passwordTooShort },
        ],
        [
          { currentPassword: u.password, newPassword: 'x'.repeat(129) },
          ACCOUNT_MESSAGES.passwordTooLong,
          { newPassword: ACCOUNT_MESSAGES.passwordTooLong },
        ],
        [
          { currentPassword: u.password, newPassword: u.password },
          ACCOUNT_MESSAGES.passwordUnchanged,
          { newPassword: ACCOUNT_MESSAGES.passwordUnchanged },
        ],
      ];
      for (const [payload, message, fields] of cases) {
        const res = await changePassword(u, payload);
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
        assert.deepEqual(res.json(), { statusCode: 400, error: 'Bad Request', message, fields });
      }
      assert.equal((await login(t.app, u.email, u.password)).statusCode, 200, 'the password is unchanged');
    });

    test('a wrong current password is 400 and counts with failed logins, up to 429', async () => {
      const u = await newUser(t.app);
      for (let i = 0; i < ACCOUNT_MAX; i += 1) {
        const res = await changePassword(u, { currentPassword: 'not-it', newPassword: NEW_PASSWORD });
        assert.equal(res.statusCode, 400);
        assert.deepEqual(res.json().fields, { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong });
        assert.equal(res.json().message, ACCOUNT_MESSAGES.currentPasswordWrong);
      }
      const locked = await changePassword(u, { currentPassword: u.password, newPassword: NEW_PASSWORD });
      assert.equal(locked.statusCode, 429, 'even the right password waits for the window');
      assert.ok(Number(locked.headers['retry-after']) > 0);
      assert.equal((await login(t.app, u.email, u.password)).statusCode, 429, 'the login form too');
    });

    test('a change signs out every other session at once, keeps this one, and mails the customer', async () => {
      const u = await newUser(t.app);
      const other = await secondSession(u);
      assert.equal((await profile(other.accessToken)).statusCode, 200, 'live, and cached as live');

      const res = await changePassword(u, { currentPassword: u.password, newPassword: NEW_PASSWORD });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { message: ACCOUNT_MESSAGES.passwordChanged });

      const refused = await profile(other.accessToken);
      assert.equal(refused.statusCode, 401, "the other session's access token, right after");
      assert.equal(refused.json().message, ACCOUNT_MESSAGES.sessionExpired);
      assert.equal((await refresh(other.refresh)).statusCode, 401, "the other session's refresh");

      assert.equal((await profile(u.accessToken)).statusCode, 200, 'this session goes on');
      const renewed = await refresh(u.refresh);
      assert.equal(renewed.statusCode, 200, 'and refreshes');
      assert.equal((await profile(renewed.json().accessToken)).statusCode, 200);

      assert.equal((await login(t.app, u.email, u.password)).statusCode, 401, 'the old password is gone');
      assert.equal((await login(t.app, u.email, NEW_PASSWORD)).statusCode, 200);

      const [mail] = await mailsTo(t.outbox, u.email);
      assert.ok(mail);
      assert.equal(mail.subject, 'Your Harmony password was changed');
      assert.match(mail.text, /If this was not you, reset your password now at \S+\/forget-password/);
      assert.ok(mail.text.includes(t.app.config.contactEmail), 'and who to write to');
    });

    test('deletion needs DELETE typed and the current password', async () => {
      const u = await newUser(t.app);
      const missing = await deleteAccount(u, { confirmation: 'delete', password: '' });
      assert.equal(missing.statusCode, 400);
      assert.deepEqual(missing.json().fields, {
        confirmation: ACCOUNT_MESSAGES.deleteConfirmation,
        password: ACCOUNT_MESSAGES.required,
      });
      const wrong = await deleteAccount(u, { confirmation: ' DELETE ', password: 'not-it' });
      assert.equal(wrong.statusCode, 400);
      assert.deepEqual(wrong.json().fields, { password: ACCOUNT_MESSAGES.currentPasswordWrong });
      assert.equal((await profile(u.accessToken)).statusCode, 200, 'nothing happened');
    });

    test('deletion is refused while a paid or Cash on Delivery order is on its way', async () => {
      const u = await newUser(t.app);
      const orderId = await payFor(t.app, u, [{ product_id: 1, quantity: 1 }]);
      for (const paymentStatus of ['paid', 'cod']) {
        for (const status of ['pending', 'shipped', 'out_for_delivery']) {
          await t.app.db.update(orders).set({ status, paymentStatus }).where(eq(orders.id, orderId));
          const res = await deleteAccount(u, { confirmation: 'DELETE', password: u.password });
          assert.equal(res.statusCode, 409, `${paymentStatus} ${status}`);
          assert.equal(res.json().message, ACCOUNT_MESSAGES.deleteBlockedByOrders);
        }
      }
      assert.equal((await profile(u.accessToken)).statusCode, 200, 'the account is intact');
      const [row] = await t.app.db.select().from(users).where(eq(users.id, u.id));
      assert.equal(row?.deletedAt, null);
      assert.equal(row?.email, u.email);
    });

    test('deletion gives back what an unpaid checkout held, and a late payment is still honoured', async () => {
      const u = await newUser(t.app);
      const stockOf = async () =>
        (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, 2)))[0]!.stock;
      const before = await stockOf();
      const { localOrderId, razorpayOrder } = await startCheckout(t.app, u, [{ product_id: 2, quantity: 2 }]);
      assert.equal(await stockOf(), before - 2, 'create-order holds the units');

      const res = await deleteAccount(u, { confirmation: 'DELETE', password: u.password });
      assert.equal(res.statusCode, 200, res.body);
      const [order] = await t.app.db.select().from(orders).where(eq(orders.id, localOrderId));
      assert.deepEqual([order?.paymentStatus, order?.reservation], ['failed', 'released']);
      assert.equal(await stockOf(), before, 'the units are back at once');

      // The shopper had paid in another tab: the gateway's word still pays the order (its webhook).
      const paid = await sandboxPay(t.app, razorpayOrder.id);
      const late = await webhook(
        t.app,
        SANDBOX_WEBHOOK_SECRET,
        paymentCaptured(razorpayOrder.id, paid.razorpay_payment_id, razorpayOrder.amount),
      );
      assert.equal(late.statusCode, 200, late.body);
      const [settled] = await t.app.db.select().from(orders).where(eq(orders.id, localOrderId));
      assert.equal(settled?.paymentStatus, 'paid');
    });

    test('deletion erases the person, keeps the orders and their invoice, and ends every session', async () => {
      const u = await newUser(t.app);
      const other = await secondSession(u);
      const orderId = await payFor(t.app, u, [{ product_id: 1, quantity: 2 }]);
      await t.app.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, orderId));
      const invoiceBefore = await storedInvoice(t.app, orderId);
      const addedToCart = await t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: { ...u.auth, 'idempotency-key': 'add-1' },
        payload: { product_id: 2, quantity: 1 },
      });
      assert.equal(addedToCart.statusCode, 200, addedToCart.body);
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/users/forget-password',
        payload: { emailOrContact: u.email },
      });
      assert.equal(forgot.statusCode, 200);
      const sentBefore = (await mailsTo(t.outbox, u.email, 2)).length;
      const picture = await storeProfileImage(t.uploadsDir, Buffer.from('a picture'));
      await t.app.db.update(users).set({ profileImage: picture }).where(eq(users.id, u.id));
      assert.equal((await profile(other.accessToken)).statusCode, 200, 'live, and cached as live');

      const res = await deleteAccount(u, { confirmation: 'DELETE', password: u.password });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { message: ACCOUNT_MESSAGES.accountDeleted });
      const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE);
      assert.equal(cookie?.value, '', 'the refresh cookie is cleared');

      const [row] = await t.app.db.select().from(users).where(eq(users.id, u.id));
      assert.ok(row?.deletedAt, 'the row stays, marked deleted');
      assert.equal(row.fullname, DELETED_NAME);
      assert.ok(!row.email.includes(u.email) && !row.email.includes('@'), row.email);
      assert.ok(!row.contactNumber.includes(u.mobile), row.contactNumber);
      assert.deepEqual(
        [row.address, row.city, row.state, row.pincode, row.profileImage],
        ['', '', '', '', null],
      );
      assert.equal(await t.app.passwords.verify(u.password, row.passwordHash), false);
      await assert.rejects(access(path.join(t.uploadsDir, picture.replace(/^\/uploads\//, ''))));

      for (const table of [addresses, cartItems, cartAddKeys, passwordResets]) {
        assert.deepEqual(await t.app.db.select().from(table).where(eq(table.userId, u.id)), []);
      }
      const sessions = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, u.id));
      assert.ok(sessions.length > 0 && sessions.every((s) => s.revokedAt !== null));

      const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
      assert.ok(order, 'the order is kept');
      assert.equal(order.customerEmail, '');
      assert.equal(order.customerPhone, '');
      assert.equal(order.grandTotalPaise, invoiceBefore.invoice.totalPaise);
      assert.deepEqual(await storedInvoice(t.app, orderId), invoiceBefore, 'the invoice is as issued');

      for (const token of [u.accessToken, other.accessToken]) {
        const refused = await profile(token);
        assert.equal(refused.statusCode, 401);
        assert.equal(refused.json().message, ACCOUNT_MESSAGES.sessionExpired);
      }
      for (const cookieValue of [u.refresh, other.refresh]) {
        assert.equal((await refresh(cookieValue)).statusCode, 401);
      }
      for (const identifier of [u.email, u.mobile]) {
        const again = await login(t.app, identifier, u.password);
        assert.equal(again.statusCode, 401);
        assert.equal(again.json().message, ACCOUNT_MESSAGES.invalidCredentials);
      }

      const mails = await mailsTo(t.outbox, u.email, 2);
      const mail = mails.find((m) => m.subject === 'Your Harmony account has been deleted');
      assert.ok(mail, 'the confirmation went to the address the account had');
      assert.match(mail.text, /tax invoices/);
      const toThem = await t.app.db
        .select({ kind: outbox.kind, status: outbox.status })
        .from(outbox)
        .where(sql`lower(${outbox.recipient}) = lower(${u.email})`);
      assert.deepEqual(
        toThem,
        [{ kind: 'account.deleted', status: 'sent' }],
        `the ${sentBefore} mails sent before the farewell no longer say to whom`,
      );
      const [confirmation] = await t.app.db
        .select({ to: outbox.recipient, subject: outbox.subject })
        .from(outbox)
        .where(eq(outbox.orderId, orderId));
      assert.deepEqual(confirmation, { to: null, subject: null }, 'nor what about');

      // The same person may register again with the same email and mobile number.
      const body = newSignup({ email: u.email, contact_number: u.mobile });
      assert.equal((await signup(t.app, body)).statusCode, 201);
      const fresh = await login(t.app, u.email, body.password);
      assert.equal(fresh.statusCode, 200);
      assert.notEqual(fresh.json().user.id, u.id);
    });
  });
}
