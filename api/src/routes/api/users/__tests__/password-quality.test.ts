import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ACCOUNT_MESSAGES } from '@harmony/shared/domain';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { mailsTo, newSignup, newUser, signup, testClock } from '../../../../test-support/users';

const COMMON = ACCOUNT_MESSAGES.passwordTooCommon;
const PERSONAL = ACCOUNT_MESSAGES.passwordPersonal;
const refusal = (message: string, field: string) => ({
  statusCode: 400,
  error: 'Bad Request',
  message,
  fields: { [field]: message },
});

for (const target of await databaseTargets()) {
  describe(`common and personal passwords refused on ${target.kind}`, () => {
    let t: TestApp;
    const clock = testClock();
    before(async () => {
      t = await startTestApp(target, { now: clock.now });
    });
    after(() => t.close());

    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers });

    test('registration', async () => {
      const common = await signup(t.app, newSignup({ password: 'iloveyou' }));
      assert.deepEqual(common.json(), refusal(COMMON, 'password'));
      const body = newSignup();
      const mobile = await signup(t.app, { ...body, password: `pw${body.contact_number}` });
      assert.deepEqual(mobile.json(), refusal(PERSONAL, 'password'));
      const name = await signup(t.app, { ...body, password: 'menon-rocks' });
      assert.deepEqual(name.json(), refusal(PERSONAL, 'password'));
      assert.equal((await signup(t.app, body)).statusCode, 201);
    });

    test('change-password', async () => {
      const u = await newUser(t.app);
      const change = (newPassword: string) =>
        post('/api/users/change-password', { currentPassword: u.password, newPassword }, u.auth);
      assert.deepEqual((await change('password1')).json(), refusal(COMMON, 'newPassword'));
      assert.deepEqual((await change(`${u.email}!`)).json(), refusal(PERSONAL, 'newPassword'));
      assert.equal((await change('moonlit-harbour-42')).statusCode, 200);
    });

    test('reset, with the OTP and with the link', async () => {
      const u = await newUser(t.app);
      const asked = await post('/api/users/forget-password', { emailOrContact: u.email });
      assert.equal(asked.statusCode, 200, asked.body);
      const mail = (await mailsTo(t.outbox, u.email)).at(-1)!;
      const otp = /code is (\d{6})\b/.exec(mail.text)?.[1];
      const token = /token=([\w-]+)/.exec(mail.text)?.[1];
      assert.ok(otp && token, mail.text);
      const byOtp = (newPassword: string) =>
        post('/api/users/reset-password', { emailOrContact: u.email, otp, newPassword });
      const byLink = (newPassword: string) => post('/api/users/reset-password', { token, newPassword });

      assert.deepEqual((await byOtp('qwerty123')).json(), refusal(COMMON, 'newPassword'));
      assert.deepEqual((await byLink('sunshine')).json(), refusal(COMMON, 'newPassword'));
      assert.deepEqual((await byOtp(`${u.mobile}-x`)).json(), refusal(PERSONAL, 'newPassword'));
      assert.deepEqual((await byLink('ashaAsha!!')).json(), refusal(PERSONAL, 'newPassword'));
      // A refusal leaves the proof good for a better password.
      assert.equal((await byLink('moonlit-harbour-42')).statusCode, 200);
    });
  });
}
