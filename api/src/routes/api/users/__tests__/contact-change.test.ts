import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ACCOUNT_MESSAGES } from '@harmony/shared/domain';
import { REFRESH_COOKIE } from '../../../../http/refresh-cookie';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, login, mailsTo, newUser, testClock } from '../../../../test-support/users';

/** Failed logins and wrong current passwords allowed per account (low, to reach it). */
const ACCOUNT_MAX = 3;
const SITE = 'https://shop.harmony.test';
const HOUR = 60 * 60 * 1000;

for (const target of await databaseTargets()) {
  describe(`changing the email or mobile number on ${target.kind}`, () => {
    let t: TestApp;
    const clock = testClock();
    before(async () => {
      t = await startTestApp(target, { now: clock.now, siteUrl: SITE, rateLimitAccountMax: ACCOUNT_MAX });
    });
    after(() => t.close());

    const put = (u: LoggedIn, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${u.id}`, headers: u.auth, payload });
    const profile = (u: LoggedIn) =>
      t.app.inject({ method: 'GET', url: '/api/users/profile', headers: u.auth });
    const confirm = (token: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/users/confirm-contact-change', payload: { token } });
    const undo = (token: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/users/undo-contact-change', payload: { token } });
    const fresh = (u: LoggedIn, n = 'new') => `${n}.${u.id}@example.in`;

    /** Asks for a new email with the right password; the two links' tokens from the two mails. */
    async function askNewEmail(u: LoggedIn, email = fresh(u)) {
      const res = await put(u, { fullname: 'Asha', email, current_password: u.password });
      assert.equal(res.statusCode, 200, res.body);
      const [confirmMail] = await mailsTo(t.outbox, email.toLowerCase());
      const [undoMail] = await mailsTo(t.outbox, u.email);
      assert.ok(confirmMail && undoMail, 'both mails sent');
      const tokenIn = (text: string, page: string) => {
        const found = new RegExp(`${SITE}/${page}#token=([\\w-]+)`).exec(text);
        assert.ok(found, `a ${page} link with the token in its fragment`);
        return found[1]!;
      };
      return {
        res,
        confirmMail,
        undoMail,
        confirmToken: tokenIn(confirmMail.text, 'confirm-change'),
        undoToken: tokenIn(undoMail.text, 'undo-change'),
      };
    }

    test('a new email without the current password is 400 and changes nothing, the name neither', async () => {
      const u = await newUser(t.app);
      for (const current_password of [undefined, '', '  ']) {
        const res = await put(u, { fullname: 'Changed', email: fresh(u), current_password });
        assert.equal(res.statusCode, 400);
        assert.deepEqual(res.json().fields, { current_password: ACCOUNT_MESSAGES.currentPasswordRequired });
      }
      const mobile = await put(u, { fullname: 'Changed', email: u.email, contact_number: '9123456780' });
      assert.equal(mobile.statusCode, 400, 'a new mobile number too');
      const after = (await profile(u)).json();
      assert.deepEqual(
        [after.fullname, after.email, after.pending_email, after.pending_contact_number],
        [after.fullname, u.email, null, null],
      );
      assert.notEqual(after.fullname, 'Changed');
    });

    test('a wrong current password is 400 on its field and counts with failed logins', async () => {
      const u = await newUser(t.app);
      for (let i = 0; i < ACCOUNT_MAX; i += 1) {
        const res = await put(u, { fullname: 'A', email: fresh(u), current_password: 'not-it' });
        assert.equal(res.statusCode, 400);
        assert.equal(res.json().message, ACCOUNT_MESSAGES.currentPasswordWrong);
        assert.deepEqual(res.json().fields, { current_password: ACCOUNT_MESSAGES.currentPasswordWrong });
      }
      const locked = await put(u, { fullname: 'A', email: fresh(u), current_password: u.password });
      assert.equal(locked.statusCode, 429, 'even the right password waits for the window');
      assert.equal((await login(t.app, u.email, u.password)).statusCode, 429, 'the login form too');
      assert.equal((await profile(u)).json().pending_email, null);
    });

    test('the new email waits for its link; the old one is told, with an undo link', async () => {
      const u = await newUser(t.app);
      const email = fresh(u);
      const asked = await askNewEmail(u, email.toUpperCase());
      assert.equal(asked.res.json().message, ACCOUNT_MESSAGES.contactChangeSent(true));
      assert.equal(asked.res.json().user.email, u.email, 'not yet changed');
      assert.equal(asked.res.json().user.pending_email, email);
      assert.equal((await profile(u)).json().pending_email, email);
      assert.equal(
        (await login(t.app, email, u.password)).statusCode,
        401,
        'the new email does not sign in yet',
      );
      assert.match(asked.undoMail.text, /undo it within 7 days/);
      assert.match(asked.confirmMail.text, /within 24 hours/);

      const confirmed = await confirm(asked.confirmToken);
      assert.equal(confirmed.statusCode, 200, confirmed.body);
      assert.equal(confirmed.json().message, ACCOUNT_MESSAGES.contactConfirmed);
      const now = (await profile(u)).json();
      assert.deepEqual([now.email, now.pending_email], [email, null]);
      assert.equal((await login(t.app, email, u.password)).statusCode, 200);
      assert.equal((await login(t.app, u.email, u.password)).statusCode, 401, 'the old email is gone');

      const again = await confirm(asked.confirmToken);
      assert.equal(again.statusCode, 400, 'a used link');
      assert.equal(again.json().message, ACCOUNT_MESSAGES.contactConfirmLinkInvalid);
    });

    test('undo restores the old email, ends every session and voids open resets', async () => {
      const u = await newUser(t.app);
      const second = await login(t.app, u.email, u.password);
      const email = fresh(u);
      const asked = await askNewEmail(u, email);
      assert.equal((await confirm(asked.confirmToken)).statusCode, 200);
      // The attacker's next step: a reset mailed to the new address.
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/users/forget-password',
        payload: { emailOrContact: email },
      });
      assert.equal(forgot.statusCode, 200);
      const mails = await mailsTo(t.outbox, email, 2);

      const undone = await undo(asked.undoToken);
      assert.equal(undone.statusCode, 200, undone.body);
      assert.equal(undone.json().message, ACCOUNT_MESSAGES.contactUndone);
      assert.equal((await profile(u)).statusCode, 401, "this session's access token ends at once");
      for (const cookie of [u.refresh, second.cookies.find((c) => c.name === REFRESH_COOKIE)!.value]) {
        const refreshed = await t.app.inject({
          method: 'POST',
          url: '/api/users/refresh-token',
          cookies: { [REFRESH_COOKIE]: cookie },
        });
        assert.equal(refreshed.statusCode, 401, 'every refresh family revoked');
      }
      const back = await login(t.app, u.email, u.password);
      assert.equal(back.statusCode, 200, 'the old email signs in again');
      assert.equal(back.json().user.email, u.email);
      assert.equal((await login(t.app, email, u.password)).statusCode, 401);

      const link = mails.map((m) => /reset-password#token=([\w-]+)/.exec(m.text)?.[1]).find(Boolean);
      assert.ok(link, 'the reset was mailed to the new address');
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        payload: { token: link, newPassword: 'attacker-pass' },
      });
      assert.equal(reset.statusCode, 400, "the attacker's reset link no longer works");

      assert.equal((await undo(asked.undoToken)).statusCode, 400, 'undo works once');
    });

    test('undo before the confirmation cancels the change', async () => {
      const u = await newUser(t.app);
      const asked = await askNewEmail(u);
      assert.equal((await undo(asked.undoToken)).statusCode, 200);
      assert.equal((await confirm(asked.confirmToken)).statusCode, 400, 'the confirm link is dead');
    });

    test('a password reset cancels a change still waiting for its link', async () => {
      const u = await newUser(t.app);
      const asked = await askNewEmail(u);
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/users/forget-password',
        payload: { emailOrContact: u.email },
      });
      assert.equal(forgot.statusCode, 200);
      const resetMail = (await mailsTo(t.outbox, u.email, 2)).find((mail) =>
        /reset-password#token=/.test(mail.text),
      );
      const resetToken = new RegExp(`${SITE}/reset-password#token=([\\w-]+)`).exec(
        resetMail?.text ?? '',
      )?.[1];
      assert.ok(resetToken, 'the reset mail carries its link');
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        payload: { token: resetToken, newPassword: 'Quiet-Lantern-58' },
      });
      assert.equal(reset.statusCode, 200, reset.body);
      assert.equal((await confirm(asked.confirmToken)).statusCode, 400, 'the confirm link is dead');
      const relogged = await login(t.app, u.email, 'Quiet-Lantern-58');
      assert.equal(relogged.statusCode, 200);
      const after = await t.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: { authorization: `Bearer ${relogged.json().accessToken}` },
      });
      assert.equal(after.json().pending_email, null);
    });

    test('forged, expired and replaced links are refused', async () => {
      for (const token of ['', 'forged-token', 42]) {
        const res = await confirm(token);
        assert.equal(res.statusCode, 400, String(token));
        assert.equal((await undo(token)).statusCode, 400, String(token));
      }
      const u = await newUser(t.app);
      const first = await askNewEmail(u, fresh(u, 'first'));
      const second = await askNewEmail(u, fresh(u, 'second'));
      assert.equal((await confirm(first.confirmToken)).statusCode, 400, 'replaced by the newer request');

      clock.advance(25 * HOUR);
      const late = await confirm(second.confirmToken);
      assert.equal(late.statusCode, 400, 'a confirm link lives 24 hours');
      assert.equal(late.json().message, ACCOUNT_MESSAGES.contactConfirmLinkInvalid);
      const later = await login(t.app, u.email, u.password);
      assert.equal(later.json().user.pending_email, null, 'nothing waits any more');

      const v = await newUser(t.app);
      const asked = await askNewEmail(v);
      assert.equal((await confirm(asked.confirmToken)).statusCode, 200);
      clock.advance(7 * 24 * HOUR + 1000);
      const expired = await undo(asked.undoToken);
      assert.equal(expired.statusCode, 400, 'an undo link lives 7 days');
      assert.equal(expired.json().message, ACCOUNT_MESSAGES.contactUndoLinkInvalid);
    });

    test("someone else's email: the same answer, then a clear 409 at confirmation", async () => {
      const u = await newUser(t.app);
      const other = await newUser(t.app);
      const asked = await askNewEmail(u, other.email);
      const free = await askNewEmail(await newUser(t.app));
      assert.equal(asked.res.json().message, free.res.json().message, 'the answer tells nothing');

      const res = await confirm(asked.confirmToken);
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().message, ACCOUNT_MESSAGES.emailTaken);
      assert.equal((await profile(u)).json().email, u.email);
      assert.equal((await profile(other)).json().email, other.email);
    });

    test('a new mobile number is confirmed from the account email', async () => {
      const u = await newUser(t.app);
      const mobile = `9${String(u.id).padStart(9, '1')}`;
      const res = await put(u, {
        fullname: 'Asha',
        email: u.email,
        contact_number: mobile,
        current_password: u.password,
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().message, ACCOUNT_MESSAGES.contactChangeSent(false));
      assert.equal(res.json().user.pending_contact_number, mobile);
      const mails = await mailsTo(t.outbox, u.email, 2);
      const token = mails.map((m) => /confirm-change#token=([\w-]+)/.exec(m.text)?.[1]).find(Boolean);
      assert.ok(token);
      assert.equal((await confirm(token)).statusCode, 200);
      assert.equal((await profile(u)).json().contact_number, mobile);
      assert.equal((await login(t.app, mobile, u.password)).statusCode, 200);
    });
  });
}
