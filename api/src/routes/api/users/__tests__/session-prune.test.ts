import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { pruneRefreshTokens } from '../../../../db/refresh-tokens-repository';
import { refreshTokens } from '../../../../db/schema';
import { REFRESH_COOKIE } from '../../../../http/refresh-cookie';
import { REUSE_GRACE_MS } from '../../../../plugins/app/sessions';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { login, newUser, refreshCookieOf, testClock } from '../../../../test-support/users';

const DAY_MS = 24 * 60 * 60 * 1000;

for (const target of await databaseTargets()) {
  describe(`pruning refresh tokens on ${target.kind}`, () => {
    let t: TestApp;
    const clock = testClock();
    before(async () => {
      // Idle tokens die after 30 days; no family here lives long enough to meet its absolute end.
      t = await startTestApp(target, { now: clock.now, sessionMaxDays: 60, sessionIdleDays: 30 });
    });
    after(() => t.close());

    const refresh = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/refresh-token',
        cookies: { [REFRESH_COOKIE]: cookie },
      });
    /** Rotates the cookie (past the reuse grace, so presenting the old one again is reuse). */
    async function rotate(cookie: string): Promise<string> {
      clock.advance(REUSE_GRACE_MS + 1);
      const res = await refresh(cookie);
      assert.equal(res.statusCode, 200, res.body);
      return refreshCookieOf(res)!;
    }
    const familyOf = async (userId: number) => {
      const rows = await t.app.db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, userId))
        .orderBy(asc(refreshTokens.id));
      return rows.at(-1)!.familyId;
    };
    const rowsOf = (familyId: string) =>
      t.app.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.familyId, familyId))
        .orderBy(asc(refreshTokens.id));

    test('revoked and expired families go; a live one keeps its rotated tokens for reuse detection', async () => {
      const u = await newUser(t.app);
      // Day 0: the expired family (rotated once) and the start of the live one.
      const expired = { first: u.refresh, family: await familyOf(u.id), newest: await rotate(u.refresh) };
      const live0 = refreshCookieOf(await login(t.app, u.email, u.password))!;
      const live = { family: await familyOf(u.id) };

      clock.advance(20 * DAY_MS);
      const live1 = await rotate(live0);
      const live2 = await rotate(live1);
      const revokedCookie = refreshCookieOf(await login(t.app, u.email, u.password))!;
      const revoked = { family: await familyOf(u.id) };
      await rotate(revokedCookie);
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/users/logout',
        cookies: { [REFRESH_COOKIE]: revokedCookie },
      });
      assert.equal(logout.statusCode, 200);

      // Day 31: the first family's newest token expired (day 30), and so did live0 (rotated on day 20).
      clock.advance(11 * DAY_MS);
      assert.equal((await rowsOf(expired.family)).length, 2);
      assert.equal((await rowsOf(revoked.family)).length, 2);
      assert.equal((await rowsOf(live.family)).length, 3);

      // Two rows per statement: the backlog of five goes in three.
      assert.equal(await pruneRefreshTokens(t.app.db, clock.now(), 2), 5);
      assert.equal(await t.app.sessions.prune(), 0, 'nothing left to prune');
      assert.deepEqual(await rowsOf(expired.family), []);
      assert.deepEqual(await rowsOf(revoked.family), []);
      const kept = await rowsOf(live.family);
      assert.deepEqual(
        kept.map((row) => row.rotatedAt !== null),
        [true, false],
        'live1 (rotated) and live2',
      );

      // Access tokens naming a pruned family are refused; the live family's are not.
      t.app.sessions.forget(u.id);
      assert.equal(await t.app.sessions.isLive(expired.family, u.id), false);
      assert.equal(await t.app.sessions.isLive(revoked.family, u.id), false);
      assert.equal(await t.app.sessions.isLive(live.family, u.id), true);

      for (const gone of [expired.first, expired.newest, revokedCookie])
        assert.equal((await refresh(gone)).statusCode, 401);
      // A pruned rotated token is unknown: refused, without ending the session.
      assert.equal((await refresh(live0)).statusCode, 401);
      const live3 = await rotate(live2);
      // A kept rotated token presented again still revokes its family, the newest token with it.
      clock.advance(REUSE_GRACE_MS + 1);
      assert.equal((await refresh(live1)).statusCode, 401);
      assert.equal((await refresh(live3)).statusCode, 401, 'the family was revoked');
      t.app.sessions.forget(u.id);
      assert.equal(await t.app.sessions.isLive(live.family, u.id), false);
    });
  });
}
