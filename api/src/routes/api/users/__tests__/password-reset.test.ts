import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { passwordResets } from '../../../../db/schema';
import { REFRESH_COOKIE } from '../../../../http/refresh-cookie';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, login, mailsTo, newUser, testClock } from '../../../../test-support/users';

const SENT = 'If an account matches, we have sent a 6-digit OTP to its email.';
const WAIT = 'Please wait 30 seconds before asking for a new OTP.';
const INVALID_OTP = 'Invalid or expired OTP.';
const INVALID_LINK = 'This reset link is invalid or has expired.';
const SITE = 'https://shop.harmony.test';

for (const target of await databaseTargets()) {
  describe(`password recovery on ${target.kind}`, () => {
    let t: TestApp;
    const clock = testClock();
    before(async () => {
      t = await startTestApp(target, { now: clock.now, siteUrl: SITE });
    });
    after(() => t.close());

    const forget = (emailOrContact: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/users/forget-password', payload: { emailOrContact } });
    const reset = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/users/reset-password', payload });
    /** Asks for a code and reads it (and the link) from the mail. */
    async function requestCode(u: LoggedIn, by: string = u.email) {
      const before = (await mailsTo(t.outbox, u.email, 0)).length;
      const res = await forget(by);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { message: SENT });
      const mails = await mailsTo(t.outbox, u.email, before + 1);
      assert.equal(mails.length, before + 1, 'one more mail');
      const mail = mails.at(-1)!;
      const otp = /code is (\d{6})\b/.exec(mail.text)?.[1];
      const token = new RegExp(`${SITE}/reset-password#token=([\\w-]+)`).exec(mail.text)?.[1];
      assert.ok(otp && token, mail.text);
      assert.ok(mail.html?.includes(token));
      // Every test leaves the 30 s resend rule behind it.
      clock.advance(31_000);
      return { otp, token, mail };
    }
    const refresh = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/refresh-token',
        cookies: { [REFRESH_COOKIE]: cookie },
      });

    test('an existing account gets a mail with a 6-digit OTP and a link; both stored hashed', async () => {
      const u = await newUser(t.app);
      const { otp, token, mail } = await requestCode(u);
      assert.equal(mail.subject, 'Your Harmony password reset code');
      const rows = await t.app.db.select().from(passwordResets).where(eq(passwordResets.userId, u.id));
      assert.equal(rows.length, 1);
      assert.ok(!rows[0]!.otpHash.includes(otp));
      assert.notEqual(rows[0]!.linkTokenHash, token);
      assert.equal(rows[0]!.otpAttempts, 0);
    });

    test('an unknown account gets the same answer and no mail', async () => {
      const before = (await t.outbox()).length;
      for (const who of ['nobody@example.in', '9000000002', 'someone']) {
        const res = await forget(who);
        assert.equal(res.statusCode, 200);
        assert.deepEqual(res.json(), { message: SENT });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal((await t.outbox()).length, before);
      clock.advance(31_000);
    });

    test('a blank identifier is 400', async () => {
      for (const value of ['', '  ', null]) {
        const res = await forget(value);
        assert.equal(res.statusCode, 400);
        assert.equal(res.json().message, 'Please enter your email or mobile number.');
      }
      assert.equal((await forget(42)).statusCode, 400);
    });

    test('a new OTP at most every 30 s, by either identifier, for unknown ones too', async () => {
      const u = await newUser(t.app);
      const first = await requestCode(u);
      clock.advance(-31_000);
      clock.advance(10_000);
      for (const by of [u.email, u.mobile]) {
        const res = await forget(by);
        assert.equal(res.statusCode, 429, by);
        assert.deepEqual(res.json(), { statusCode: 429, error: 'Too Many Requests', message: WAIT });
      }
      assert.equal((await forget('ghost@example.in')).statusCode, 200);
      assert.equal((await forget('ghost@example.in')).statusCode, 429);

      clock.advance(21_000);
      const second = await requestCode(u, u.mobile);
      assert.notEqual(second.token, first.token);
      // The first request was replaced: its OTP and link no longer work.
      if (second.otp !== first.otp) {
        const old = await reset({ emailOrContact: u.email, otp: first.otp, newPassword: 'new-secret-1' });
        assert.equal(old.statusCode, 400);
      }
      const oldLink = await reset({ token: first.token, newPassword: 'new-secret-1' });
      assert.equal(oldLink.statusCode, 400);
      assert.equal(oldLink.json().message, INVALID_LINK);
    });

    test('the OTP resets the password once, and every session of the user ends', async () => {
      const u = await newUser(t.app);
      const profile = () => t.app.inject({ method: 'GET', url: '/api/users/profile', headers: u.auth });
      assert.equal((await profile()).statusCode, 200, 'its session is known live (and cached) before');
      const { otp } = await requestCode(u);
      const tooLong = await reset({ emailOrContact: u.email, otp: `${otp}0`, newPassword: 'brand-new-1' });
      assert.equal(tooLong.statusCode, 400, 'seven digits are not the OTP');
      const res = await reset({
        emailOrContact: u.mobile,
        otp: ` ${otp.slice(0, 3)} ${otp.slice(3)} `,
        newPassword: 'brand-new-1',
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { message: 'Password reset successful.' });

      assert.equal((await login(t.app, u.email, u.password)).statusCode, 401, 'the old password is gone');
      assert.equal((await login(t.app, u.email, 'brand-new-1')).statusCode, 200);
      const revoked = await refresh(u.refresh);
      assert.equal(revoked.statusCode, 401, 'the session from before the reset ended');
      assert.equal((await profile()).statusCode, 401, 'its access token too, at once');

      const again = await reset({ emailOrContact: u.email, otp, newPassword: 'brand-new-2' });
      assert.equal(again.statusCode, 400);
      assert.equal(again.json().message, INVALID_OTP);
    });

    test('a wrong OTP is 400 and spends a try; the sixth try fails even with the right OTP', async () => {
      const u = await newUser(t.app);
      const { otp } = await requestCode(u);
      const wrong = otp === '000000' ? '111111' : '000000';
      for (let i = 1; i <= 5; i += 1) {
        const res = await reset({ emailOrContact: u.email, otp: wrong, newPassword: 'brand-new-1' });
        assert.equal(res.statusCode, 400);
        assert.deepEqual(res.json(), {
          statusCode: 400,
          error: 'Bad Request',
          message: INVALID_OTP,
          fields: { otp: INVALID_OTP },
        });
      }
      const [row] = await t.app.db.select().from(passwordResets).where(eq(passwordResets.userId, u.id));
      assert.equal(row?.otpAttempts, 5);
      const sixth = await reset({ emailOrContact: u.email, otp, newPassword: 'brand-new-1' });
      assert.equal(sixth.statusCode, 400);
      assert.equal(sixth.json().message, INVALID_OTP);
      assert.equal((await login(t.app, u.email, u.password)).statusCode, 200, 'the password did not change');
    });

    test('a right OTP after four wrong ones still works', async () => {
      const u = await newUser(t.app);
      const { otp } = await requestCode(u);
      const wrong = otp === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i += 1) {
        assert.equal(
          (await reset({ emailOrContact: u.email, otp: wrong, newPassword: 'brand-new-1' })).statusCode,
          400,
        );
      }
      assert.equal(
        (await reset({ emailOrContact: u.email, otp, newPassword: 'brand-new-1' })).statusCode,
        200,
      );
    });

    test('an expired OTP is 400', async () => {
      const u = await newUser(t.app);
      const { otp } = await requestCode(u);
      clock.advance(10 * 60 * 1000);
      const res = await reset({ emailOrContact: u.email, otp, newPassword: 'brand-new-1' });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, INVALID_OTP);
    });

    test('an expiry set in the past in the database is honoured', async () => {
      const u = await newUser(t.app);
      const { otp, token } = await requestCode(u);
      await t.app.db
        .update(passwordResets)
        .set({ otpExpiresAt: new Date(0), linkExpiresAt: new Date(0) })
        .where(eq(passwordResets.userId, u.id));
      assert.equal(
        (await reset({ emailOrContact: u.email, otp, newPassword: 'brand-new-1' })).statusCode,
        400,
      );
      assert.equal((await reset({ token, newPassword: 'brand-new-1' })).json().message, INVALID_LINK);
    });

    test('input problems are 400 and spend no try', async () => {
      const u = await newUser(t.app);
      const { otp } = await requestCode(u);
      const cases: [Record<string, unknown>, string][] = [
        [{ emailOrContact: u.email, otp, newPassword: '12345' }, 'Password must be at least 6 characters.'],
        [{ emailOrContact: u.email, otp, newPassword: null }, 'Password must be at least 6 characters.'],
        [
          { emailOrContact: u.email, otp: ' ', newPassword: 'brand-new-1' },
          'Please enter the OTP sent to your email.',
        ],
        [
          { emailOrContact: '', otp, newPassword: 'brand-new-1' },
          'Please enter your email or mobile number.',
        ],
        [{ token: 'abc', newPassword: '123' }, 'Password must be at least 6 characters.'],
      ];
      for (const [payload, message] of cases) {
        const res = await reset(payload);
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
        assert.equal(res.json().message, message);
      }
      const [row] = await t.app.db.select().from(passwordResets).where(eq(passwordResets.userId, u.id));
      assert.equal(row?.otpAttempts, 0);
      assert.equal(
        (await reset({ emailOrContact: u.email, otp, newPassword: 'brand-new-1' })).statusCode,
        200,
      );
    });

    test('the link resets the password once; a reused, unknown or expired link is 400', async () => {
      const u = await newUser(t.app);
      const { token, otp } = await requestCode(u);
      const res = await reset({ token, newPassword: 'linked-new-1' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { message: 'Password reset successful.' });
      assert.equal((await login(t.app, u.email, 'linked-new-1')).statusCode, 200);
      assert.equal((await refresh(u.refresh)).statusCode, 401, 'sessions ended');

      const reused = await reset({ token, newPassword: 'linked-new-2' });
      assert.equal(reused.statusCode, 400);
      assert.deepEqual(reused.json(), {
        statusCode: 400,
        error: 'Bad Request',
        message: INVALID_LINK,
        fields: { token: INVALID_LINK },
      });
      assert.equal(
        (await reset({ emailOrContact: u.email, otp, newPassword: 'x-new-secret' })).statusCode,
        400,
        'the OTP of the used request is dead too',
      );
      assert.equal((await reset({ token: 'made-up', newPassword: 'linked-new-2' })).statusCode, 400);

      const next = await requestCode(u);
      clock.advance(30 * 60 * 1000);
      const expired = await reset({ token: next.token, newPassword: 'linked-new-3' });
      assert.equal(expired.statusCode, 400);
      assert.equal(expired.json().message, INVALID_LINK);
    });
  });
}
