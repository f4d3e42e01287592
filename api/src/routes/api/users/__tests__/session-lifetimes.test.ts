import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { REFRESH_COOKIE } from '../../../../http/refresh-cookie';
import { changeRole } from '../../../../staff/staff-roles';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { newUser, refreshCookieOf, testClock } from '../../../../test-support/users';

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_S = DAY_MS / 1000;

const maxAgeOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === REFRESH_COOKIE)?.maxAge;

// A refresh family lives SESSION_MAX_DAYS from sign-in whatever its rotations, and dies sooner when it
// goes SESSION_IDLE_DAYS without one.
for (const target of await databaseTargets()) {
  describe(`refresh sessions end on ${target.kind}`, () => {
    let t: TestApp;
    const clock = testClock();
    before(async () => {
      // The defaults (30 days absolute, 7 idle).
      t = await startTestApp(target, { now: clock.now });
    });
    after(() => t.close());

    const refresh = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/refresh-token',
        cookies: { [REFRESH_COOKIE]: cookie },
      });
    async function expectExpired(cookie: string) {
      const res = await refresh(cookie);
      assert.equal(res.statusCode, 401);
      assert.deepEqual(res.json(), { statusCode: 401, error: 'Unauthorized', message: SESSION_EXPIRED });
    }

    test('a session used every 6 days still ends 30 days after sign-in: rotation does not extend it', async () => {
      const u = await newUser(t.app);
      let cookie = u.refresh;
      // Days 6, 12, 18, 24: each rotation works.
      for (let day = 6; day <= 24; day += 6) {
        clock.advance(6 * DAY_MS);
        const res = await refresh(cookie);
        assert.equal(res.statusCode, 200, `day ${day}`);
        cookie = refreshCookieOf(res)!;
      }
      // Day 29: still live, and the new cookie lasts only to day 30, not a full idle week.
      clock.advance(5 * DAY_MS);
      const last = await refresh(cookie);
      assert.equal(last.statusCode, 200);
      assert.equal(maxAgeOf(last), DAY_S);
      // Day 30 and a second: over, though it was used a day ago.
      clock.advance(DAY_MS + 1000);
      await expectExpired(refreshCookieOf(last)!);
    });

    test('a session left unused for 7 days ends; one used within them goes on', async () => {
      const u = await newUser(t.app);
      clock.advance(7 * DAY_MS - 1000);
      const used = await refresh(u.refresh);
      assert.equal(used.statusCode, 200, 'used a second before its idle timeout');
      assert.equal(maxAgeOf(used), 7 * DAY_S, 'the idle week starts again');

      const idle = await newUser(t.app);
      clock.advance(7 * DAY_MS + 1000);
      await expectExpired(idle.refresh);
      await expectExpired(refreshCookieOf(used)!);
    });

    test('staff sign in to 12 h sessions that end after 30 min unused', async () => {
      const u = await newUser(t.app);
      await changeRole(
        t.app.db,
        { action: 'grant', emailOrMobile: u.email, role: 'orders' },
        { via: 'ops' },
        new Date(),
      );
      const login = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { emailOrContact: u.email, password: u.password },
        });
      const first = await login();
      assert.equal(maxAgeOf(first), 30 * 60, 'the cookie lasts the idle half hour');
      clock.advance(30 * 60 * 1000 + 1000);
      await expectExpired(refreshCookieOf(first)!);

      let cookie = refreshCookieOf(await login())!;
      for (let step = 1; step <= 24; step += 1) {
        clock.advance(29 * 60 * 1000);
        const res = await refresh(cookie);
        assert.equal(res.statusCode, 200, `after ${step * 29} min`);
        cookie = refreshCookieOf(res)!;
      }
      clock.advance(29 * 60 * 1000);
      await expectExpired(cookie);
    });

    test('sign-in sets a cookie that lasts the idle timeout', async () => {
      const u = await newUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { emailOrContact: u.email, password: u.password },
      });
      assert.equal(maxAgeOf(res), 7 * DAY_S);
    });
  });

  describe(`a shorter lifetime on ${target.kind}`, () => {
    let t: TestApp;
    const clock = testClock();
    before(async () => {
      t = await startTestApp(target, { now: clock.now, sessionMaxDays: 0.5, sessionIdleDays: 1 / 48 });
    });
    after(() => t.close());

    test('SESSION_MAX_DAYS and SESSION_IDLE_DAYS are honoured (here 12 h and 30 min)', async () => {
      const u = await newUser(t.app);
      const refresh = (cookie: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/refresh-token',
          cookies: { [REFRESH_COOKIE]: cookie },
        });
      let cookie = u.refresh;
      // Every 29 min, within the idle timeout, up to 11 h 36 min after sign-in.
      for (let minutes = 29; minutes <= 696; minutes += 29) {
        clock.advance(29 * 60 * 1000);
        const res = await refresh(cookie);
        assert.equal(res.statusCode, 200, `${minutes} min`);
        cookie = refreshCookieOf(res)!;
      }
      // 12 h 1 min: 25 min since the last use, yet past the absolute end.
      clock.advance(25 * 60 * 1000);
      assert.equal((await refresh(cookie)).statusCode, 401, '12 h 1 min');

      const idle = await newUser(t.app);
      clock.advance(31 * 60 * 1000);
      assert.equal((await refresh(idle.refresh)).statusCode, 401, 'idle 31 min');
    });
  });
}
