import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { refreshTokens } from '../../../../db/schema';
import { REFRESH_COOKIE } from '../../../../http/refresh-cookie';
import { REUSE_GRACE_MS } from '../../../../plugins/app/sessions';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { login, newUser, refreshCookieOf, testClock } from '../../../../test-support/users';

const LOGIN_REQUIRED = 'Please log in to continue.';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

for (const target of await databaseTargets()) {
  describe(`login, sessions and logout on ${target.kind}`, () => {
    let t: TestApp;
    const clock = testClock();
    before(async () => {
      t = await startTestApp(target, {
        now: clock.now,
        accessTokenTtlSeconds: 900,
        sessionMaxDays: 30,
        sessionIdleDays: 30,
      });
    });
    after(() => t.close());

    const refresh = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/refresh-token',
        ...(cookie ? { cookies: { [REFRESH_COOKIE]: cookie } } : {}),
      });
    const profile = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: { authorization: `Bearer ${token}` },
      });

    test('login by email answers the token, the user and the message, and sets the refresh cookie', async () => {
      const u = await newUser(t.app);
      const res = await login(t.app, `  ${u.email.toUpperCase()} `, u.password);
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.message, 'Login successful');
      assert.equal(typeof body.accessToken, 'string');
      assert.equal(body.user.id, u.id);
      assert.equal(body.user.email, u.email);
      assert.equal(body.user.contact_number, u.mobile);
      assert.equal(body.user.profile_image, null);
      assert.equal(body.user.addresses.length, 1);
      assert.equal(body.user.billing_address_id, null);
      assert.equal(body.user.shipping_address_id, null);
      assert.ok(!('passwordHash' in body.user) && !('password_hash' in body.user));

      const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE);
      assert.ok(cookie);
      assert.equal(cookie.httpOnly, true);
      assert.equal(cookie.sameSite, 'Strict');
      assert.equal(cookie.path, '/api/users');
      assert.equal(cookie.secure, undefined, 'not Secure unless COOKIE_SECURE=true');
      assert.equal(cookie.maxAge, 30 * 24 * 60 * 60);

      // The token is stored hashed only.
      const stored = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, u.id));
      assert.ok(stored.length >= 1);
      assert.ok(stored.every((row) => row.tokenHash !== cookie.value));

      assert.equal((await profile(body.accessToken)).statusCode, 200);
    });

    test('login by mobile number, in any spelling', async () => {
      const u = await newUser(t.app);
      for (const spelling of [u.mobile, `+91${u.mobile}`, `0${u.mobile}`]) {
        const res = await login(t.app, spelling, u.password);
        assert.equal(res.statusCode, 200, spelling);
        assert.equal(res.json().user.id, u.id);
      }
    });

    test('blank fields are 400 "Please fill in all fields"', async () => {
      for (const payload of [
        {},
        { emailOrContact: ' ', password: 'x' },
        { emailOrContact: 'a@b.in', password: '' },
      ]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload });
        assert.equal(res.statusCode, 400);
        assert.equal(res.json().message, 'Please fill in all fields');
      }
      const wrongType = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { emailOrContact: 42, password: 'x' },
      });
      assert.equal(wrongType.statusCode, 400);
    });

    test('a wrong password and an unknown account get the same 401', async () => {
      const u = await newUser(t.app);
      const expected = {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Invalid email/mobile number or password.',
      };
      const wrong = await login(t.app, u.email, 'not-the-password');
      assert.equal(wrong.statusCode, 401);
      assert.deepEqual(wrong.json(), expected);
      assert.equal(refreshCookieOf(wrong), undefined);
      for (const who of ['nobody@example.in', '9000000001', 'not-an-identifier']) {
        const res = await login(t.app, who, u.password);
        assert.equal(res.statusCode, 401);
        assert.deepEqual(res.json(), expected);
      }
    });

    test('refresh rotates: the new cookie works, the old one revokes the family', async () => {
      const u = await newUser(t.app);
      const first = await refresh(u.refresh);
      assert.equal(first.statusCode, 200);
      const { accessToken } = first.json();
      assert.equal(typeof accessToken, 'string');
      assert.deepEqual(Object.keys(first.json()), ['accessToken']);
      const second = refreshCookieOf(first);
      assert.ok(second && second !== u.refresh, 'a rotated cookie');
      assert.equal((await profile(accessToken)).statusCode, 200);

      const third = await refresh(second);
      assert.equal(third.statusCode, 200);
      const current = refreshCookieOf(third)!;

      // The first cookie again, after the grace for racing tabs: reuse. 401, and the family (including
      // the current cookie) is revoked.
      clock.advance(REUSE_GRACE_MS + 1);
      const reused = await refresh(u.refresh);
      assert.equal(reused.statusCode, 401);
      assert.equal(reused.json().message, SESSION_EXPIRED);
      assert.equal((await refresh(current)).statusCode, 401, 'the newest token of the family died too');

      const rows = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, u.id));
      assert.ok(rows.every((row) => row.revokedAt !== null));
    });

    test('reuse revokes only that family: another login of the same user keeps working', async () => {
      const u = await newUser(t.app);
      const other = refreshCookieOf(await login(t.app, u.email, u.password))!;
      const rotated = await refresh(u.refresh);
      assert.equal(rotated.statusCode, 200);
      clock.advance(REUSE_GRACE_MS + 1);
      assert.equal((await refresh(u.refresh)).statusCode, 401);
      assert.equal((await refresh(other)).statusCode, 200);
    });

    test('two tabs refreshing together: the one that lost the race gets 401, the session lives on', async () => {
      const u = await newUser(t.app);
      const [a, b] = await Promise.all([refresh(u.refresh), refresh(u.refresh)]);
      assert.deepEqual([a.statusCode, b.statusCode].sort(), [200, 401]);
      const winner = refreshCookieOf(a.statusCode === 200 ? a : b)!;
      // A moment later the loser's cookie is still refused, but it does not end the session.
      assert.equal((await refresh(u.refresh)).statusCode, 401);
      assert.equal((await refresh(winner)).statusCode, 200);
    });

    test('missing, unknown and expired refresh cookies are 401 "session expired"', async () => {
      for (const res of [await refresh(), await refresh('made-up-token')]) {
        assert.equal(res.statusCode, 401);
        assert.deepEqual(res.json(), { statusCode: 401, error: 'Unauthorized', message: SESSION_EXPIRED });
      }
      const u = await newUser(t.app);
      clock.advance(31 * 24 * 60 * 60 * 1000);
      try {
        const res = await refresh(u.refresh);
        assert.equal(res.statusCode, 401);
        assert.equal(res.json().message, SESSION_EXPIRED);
      } finally {
        clock.advance(-31 * 24 * 60 * 60 * 1000);
      }
    });

    test('refresh takes an empty JSON body or "{}" as well as none', async () => {
      const u = await newUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/refresh-token',
        headers: { 'content-type': 'application/json' },
        cookies: { [REFRESH_COOKIE]: u.refresh },
        payload: '',
      });
      assert.equal(res.statusCode, 200);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/users/refresh-token',
        cookies: { [REFRESH_COOKIE]: refreshCookieOf(res)! },
        payload: {},
      });
      assert.equal(again.statusCode, 200);
    });

    test('logout revokes the family and clears the cookie; works with no cookie', async () => {
      const u = await newUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/logout',
        cookies: { [REFRESH_COOKIE]: u.refresh },
      });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { message: 'Logged out' });
      const cleared = res.cookies.find((c) => c.name === REFRESH_COOKIE);
      assert.ok(cleared);
      assert.equal(cleared.value, '');
      assert.equal(cleared.path, '/api/users');
      assert.equal((await refresh(u.refresh)).statusCode, 401);

      const none = await t.app.inject({ method: 'POST', url: '/api/users/logout' });
      assert.equal(none.statusCode, 200);
      assert.deepEqual(none.json(), { message: 'Logged out' });
    });

    test('the access token: missing, malformed, forged or expired is 401', async () => {
      const u = await newUser(t.app);
      const noToken = await t.app.inject({ method: 'GET', url: '/api/users/profile' });
      assert.equal(noToken.statusCode, 401);
      assert.deepEqual(noToken.json(), { statusCode: 401, error: 'Unauthorized', message: LOGIN_REQUIRED });
      assert.equal((await profile('not.a.jwt')).json().message, LOGIN_REQUIRED);

      const forged = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(u.id))
        .setIssuer('harmony-api')
        .setAudience('harmony')
        .setExpirationTime('15m')
        .sign(new TextEncoder().encode('another secret, another secret, another'));
      assert.equal((await profile(forged)).statusCode, 401);

      const basic = await t.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: { authorization: `Basic ${u.accessToken}` },
      });
      assert.equal(basic.statusCode, 401);

      clock.advance(901 * 1000);
      try {
        const expired = await profile(u.accessToken);
        assert.equal(expired.statusCode, 401);
        assert.deepEqual(expired.json(), {
          statusCode: 401,
          error: 'Unauthorized',
          message: SESSION_EXPIRED,
        });
        // The refresh cookie still gives a new one.
        const renewed = await refresh(u.refresh);
        assert.equal(renewed.statusCode, 200);
        assert.equal((await profile(renewed.json().accessToken)).statusCode, 200);
      } finally {
        clock.advance(-901 * 1000);
      }
    });

    test('the access token is an HS256 JWT with sub, sid and exp, signed with JWT_SECRET', async () => {
      const u = await newUser(t.app);
      const [header, payload] = u.accessToken
        .split('.')
        .slice(0, 2)
        .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
      assert.equal(header.alg, 'HS256');
      assert.equal(payload.sub, String(u.id));
      assert.equal(payload.exp - payload.iat, 900);
      const [family] = await t.app.db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, u.id));
      assert.equal(payload.sid, family?.familyId, 'sid names the login’s refresh-token family');

      // Signed elsewhere with the same secret: accepted with a live sid, refused without one.
      const signed = (claims: Record<string, string>) =>
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(u.id))
          .setIssuer('harmony-api')
          .setAudience('harmony')
          .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
          .setExpirationTime(Math.floor(clock.now().getTime() / 1000) + 60)
          .sign(new TextEncoder().encode(t.app.config.jwtSecret!));
      assert.equal((await profile(await signed({ sid: payload.sid }))).statusCode, 200);
      const withoutSid = await profile(await signed({}));
      assert.equal(withoutSid.statusCode, 401);
      assert.equal(withoutSid.json().message, LOGIN_REQUIRED);
      assert.equal((await profile(await signed({ sid: 'another-family' }))).statusCode, 401);
    });

    test('logout also ends the access tokens of its session at once, not those of another login', async () => {
      const u = await newUser(t.app);
      const other = await login(t.app, u.email, u.password);
      assert.equal((await profile(u.accessToken)).statusCode, 200, 'its answer is cached now');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/logout',
        cookies: { [REFRESH_COOKIE]: u.refresh },
      });
      assert.equal(res.statusCode, 200);
      const refused = await profile(u.accessToken);
      assert.equal(refused.statusCode, 401);
      assert.equal(refused.json().message, SESSION_EXPIRED);
      assert.equal((await profile(other.json().accessToken)).statusCode, 200);
    });
  });
}
