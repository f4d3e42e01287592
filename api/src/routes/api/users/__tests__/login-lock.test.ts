import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { rateLimits } from '../../../../db/schema';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { mailsTo, newSignup, newUser, testClock } from '../../../../test-support/users';

const MAX = 2;
const WINDOW_SECONDS = 600;
const FIRST_LOCK = 60;

for (const target of await databaseTargets()) {
  describe(`the failed-login lock on ${target.kind}`, () => {
    let t: TestApp;
    const clock = testClock();
    before(async () => {
      // Only the per-account lock is under test: the per-address limits stay out of the way.
      t = await startTestApp(target, {
        now: clock.now,
        rateLimitAccountMax: MAX,
        rateLimitWindowSeconds: WINDOW_SECONDS,
      });
    });
    after(() => t.close());

    let address = 0;
    const newAddress = () => `198.51.100.${++address}`;
    const login = (emailOrContact: string, password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { emailOrContact, password },
        remoteAddress,
      });
    const registered = async () => {
      const body = newSignup();
      const res = await t.app.inject({ method: 'POST', url: '/api/users/signup', payload: body });
      assert.equal(res.statusCode, 201, res.body);
      return body;
    };

    test('50 wrong passwords from one address do not stop the right one from another', async () => {
      const body = await registered();
      const attacker = newAddress();
      const codes = new Set<number>();
      for (let i = 0; i < 50; i += 1) codes.add((await login(body.email, `guess-${i}`, attacker)).statusCode);
      assert.deepEqual([...codes].sort(), [401, 429]);
      assert.equal((await login(body.email, body.password, attacker)).statusCode, 429, 'the guesser waits');
      assert.equal((await login(body.email, body.password, newAddress())).statusCode, 200);
      assert.equal((await login(body.contact_number, body.password, newAddress())).statusCode, 200);
    });

    test('a locked address waits longer after each further failure, capped; waiting tries do not count', async () => {
      const body = await registered();
      const ip = newAddress();
      for (let i = 0; i < MAX; i += 1) assert.equal((await login(body.email, 'wrong', ip)).statusCode, 401);
      const waits: number[] = [];
      for (let round = 0; round < 6; round += 1) {
        const locked = await login(body.email, body.password, ip);
        assert.equal(locked.statusCode, 429, `round ${round}`);
        const wait = Number(locked.headers['retry-after']);
        // Hammering while locked neither passes nor lengthens the lock.
        assert.equal((await login(body.email, 'wrong', ip)).statusCode, 429);
        assert.equal(Number((await login(body.email, 'wrong', ip)).headers['retry-after']), wait);
        waits.push(wait);
        clock.advance(wait * 1000);
        assert.equal((await login(body.email, 'wrong', ip)).statusCode, 401, 'one more try once it ends');
      }
      assert.deepEqual(waits, [60, 120, 240, 480, WINDOW_SECONDS, WINDOW_SECONDS]);
      clock.advance(WINDOW_SECONDS * 1000);
      assert.equal((await login(body.email, body.password, ip)).statusCode, 200);
      // The success cleared the count: MAX more wrong tries before the next lock.
      for (let i = 0; i < MAX; i += 1) assert.equal((await login(body.email, 'wrong', ip)).statusCode, 401);
      assert.equal(Number((await login(body.email, body.password, ip)).headers['retry-after']), FIRST_LOCK);
    });

    test('IPv6 clients of one /64 share a count; IPv4-mapped addresses count as IPv4', async () => {
      const body = await registered();
      for (let i = 0; i < MAX; i += 1) {
        assert.equal((await login(body.email, 'wrong', `2001:db8:7:1::${i + 1}`)).statusCode, 401);
      }
      assert.equal((await login(body.email, body.password, '2001:db8:7:1:ffff::9')).statusCode, 429);
      assert.equal((await login(body.email, body.password, '2001:db8:7:2::1')).statusCode, 200, 'next /64');

      const v4 = newAddress();
      for (let i = 0; i < MAX; i += 1) assert.equal((await login(body.email, 'wrong', v4)).statusCode, 401);
      assert.equal((await login(body.email, body.password, `::ffff:${v4}`)).statusCode, 429);
    });

    test('a password reset clears every address’s count', async () => {
      const body = await registered();
      const ip = newAddress();
      for (let i = 0; i < MAX; i += 1) await login(body.email, 'wrong', ip);
      assert.equal((await login(body.email, body.password, ip)).statusCode, 429);

      const before = (await mailsTo(t.outbox, body.email, 0)).length;
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/users/forget-password',
        payload: { emailOrContact: body.email },
      });
      assert.equal(asked.statusCode, 200, asked.body);
      const mail = (await mailsTo(t.outbox, body.email, before + 1)).at(-1)!;
      const otp = /code is (\d{6})\b/.exec(mail.text)?.[1];
      assert.ok(otp, mail.text);
      const newPassword = 'moonlit-harbour-42';
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        payload: { emailOrContact: body.email, otp, newPassword },
      });
      assert.equal(reset.statusCode, 200, reset.body);
      assert.equal((await login(body.email, newPassword, ip)).statusCode, 200);
    });

    test('parallel wrong passwords from one address: at most RATE_LIMIT_ACCOUNT_MAX are checked', async () => {
      const u = await newUser(t.app);
      const { passwords } = t.app;
      const { verify, verifyNothing } = passwords;
      let checked = 0;
      passwords.verify = (password, stored) => ((checked += 1), verify(password, stored));
      passwords.verifyNothing = (password) => ((checked += 1), verifyNothing(password));
      const parallel = async (send: (i: number, ip: string) => Promise<{ statusCode: number }>) => {
        checked = 0;
        const ip = newAddress();
        const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i, ip)));
        return { checked, codes: answers.map((answer) => answer.statusCode).sort() };
      };
      try {
        for (const emailOrContact of [u.email, 'ghost-in-parallel@example.in']) {
          const run = await parallel((i, ip) => login(emailOrContact, `wrong-${i}`, ip));
          assert.equal(run.checked, MAX, `${emailOrContact}: password checks`);
          assert.deepEqual(run.codes, [401, 401, ...Array<number>(18).fill(429)], emailOrContact);
        }
        // A stolen access token guesses the current password no faster than the login form.
        const run = await parallel((i, ip) =>
          t.app.inject({
            method: 'POST',
            url: '/api/users/change-password',
            headers: u.auth,
            payload: { currentPassword: `wrong-${i}`, newPassword: 'new-secret-123' },
            remoteAddress: ip,
          }),
        );
        assert.equal(run.checked, MAX, 'change-password checks');
        assert.deepEqual(run.codes, [400, 400, ...Array<number>(18).fill(429)]);
      } finally {
        Object.assign(passwords, { verify, verifyNothing });
      }
    });

    test('rate-limit keys are keyed HMACs of what they count, not bare SHA-256 digests', async () => {
      const email = `nobody-${Date.now()}@example.in`;
      assert.equal((await login(email, 'wrong', newAddress())).statusCode, 401);
      const keys = (await t.app.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
      const digest = (value: string, secret?: Buffer) =>
        (secret ? createHmac('sha256', secret) : createHash('sha256'))
          .update(value)
          .digest('base64url')
          .slice(0, 32);
      const secret = t.app.deriveKey('harmony rate limit keys');
      assert.ok(keys.every((key) => !key.includes(email) && !key.includes(digest(`email:${email}`))));
      assert.ok(keys.some((key) => key.startsWith(`login:failed:${digest(`email:${email}`, secret)}:`)));
    });
  });
}
