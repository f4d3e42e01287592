import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { STAFF_MESSAGES } from '@harmony/shared/domain';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, newUser, staffUser } from '../../../../test-support/users';

// Staff are ordinary accounts with roles; every /api/admin call is authorised by role on the server.
for (const target of await databaseTargets()) {
  describe(`staff roles on ${target.kind}`, () => {
    let t: TestApp;
    let owner: LoggedIn;
    before(async () => {
      t = await startTestApp(target);
      owner = await staffUser(t.app, 'owner');
    });
    after(() => t.close());

    const call = (method: 'GET' | 'POST', url: string, who?: LoggedIn, payload?: object) =>
      t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
    const grant = (who: LoggedIn, role: string, by = owner) =>
      call('POST', '/api/admin/staff/grant', by, { email_or_mobile: who.email, role });
    const revoke = (who: LoggedIn, role: string, by = owner) =>
      call('POST', '/api/admin/staff/revoke', by, { email_or_mobile: who.email, role });

    test('signed out: 401; a shopper: 403 on every admin call', async () => {
      const shopper = await newUser(t.app);
      for (const [method, url] of [
        ['GET', '/api/admin/me'],
        ['GET', '/api/admin/staff'],
        ['POST', '/api/admin/staff/grant'],
      ] as const) {
        const payload = method === 'POST' ? { email_or_mobile: shopper.email, role: 'owner' } : undefined;
        assert.equal((await call(method, url, undefined, payload)).statusCode, 401, url);
        const refused = await call(method, url, shopper, payload);
        assert.equal(refused.statusCode, 403, url);
        assert.equal(refused.json().message, STAFF_MESSAGES.staffOnly);
      }
      assert.equal((await call('GET', '/api/admin/me', shopper)).statusCode, 403, 'the grant did not happen');
    });

    test('the catalog role opens its areas, and is refused the owner’s with the reason', async () => {
      const clerk = await newUser(t.app);
      const granted = await grant(clerk, 'catalog');
      assert.equal(granted.statusCode, 200, granted.body);
      assert.deepEqual(granted.json(), { user_id: clerk.id, role: 'catalog', changed: true });
      assert.equal((await grant(clerk, 'catalog')).json().changed, false, 'granting again changes nothing');
      const me = await call('GET', '/api/admin/me', clerk);
      assert.deepEqual(me.json(), { user_id: clerk.id, roles: ['catalog'], areas: ['dashboard', 'catalog'] });
      const refused = await call('GET', '/api/admin/staff', clerk);
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().message, STAFF_MESSAGES.areaRefused('staff'));
      assert.equal((await grant(clerk, 'owner', clerk)).statusCode, 403, 'no role grants itself more');
    });

    test('a role revoked takes effect on the next request, with the same token', async () => {
      const packer = await newUser(t.app);
      await grant(packer, 'orders');
      assert.equal((await call('GET', '/api/admin/me', packer)).statusCode, 200);
      assert.equal((await revoke(packer, 'orders')).json().changed, true);
      assert.equal((await call('GET', '/api/admin/me', packer)).statusCode, 403);
    });

    test('the profile names the roles (the shop shows staff its Admin link); a shopper has none', async () => {
      const packer = await newUser(t.app);
      const roles = async () => (await call('GET', '/api/users/profile', packer)).json().staff_roles;
      assert.deepEqual(await roles(), []);
      await grant(packer, 'orders');
      await grant(packer, 'catalog');
      assert.deepEqual(await roles(), ['orders', 'catalog']);
      await revoke(packer, 'orders');
      assert.deepEqual(await roles(), ['catalog']);
    });

    test('the owner lists staff; the last owner cannot be revoked; unknown accounts and roles are refused', async () => {
      const listed = await call('GET', '/api/admin/staff', owner);
      assert.equal(listed.statusCode, 200);
      assert.ok(
        listed
          .json()
          .some(
            (m: { user_id: number; roles: string[] }) => m.user_id === owner.id && m.roles.includes('owner'),
          ),
      );
      const last = await revoke(owner, 'owner');
      assert.equal(last.statusCode, 409);
      assert.equal(last.json().message, STAFF_MESSAGES.lastOwner);
      const nobody = await call('POST', '/api/admin/staff/grant', owner, {
        email_or_mobile: 'nobody@example.in',
        role: 'orders',
      });
      assert.equal(nobody.statusCode, 404);
      assert.equal(nobody.json().message, STAFF_MESSAGES.accountNotFound);
      const badRole = await call('POST', '/api/admin/staff/grant', owner, {
        email_or_mobile: owner.email,
        role: 'admin',
      });
      assert.equal(badRole.statusCode, 400);
      const second = await newUser(t.app);
      await grant(second, 'owner');
      assert.equal((await revoke(owner, 'owner', second)).json().changed, true, 'with another owner it goes');
      assert.equal((await call('GET', '/api/admin/staff', owner)).statusCode, 403);
    });
  });
}
