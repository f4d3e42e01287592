import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { STAFF_MESSAGES } from '@harmony/shared/domain';
import { eq } from 'drizzle-orm';
import { rolesOf } from '../../db/staff-repository';
import { auditLog } from '../../db/staff-schema';
import { databaseTargets } from '../../test-support/databases';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { newUser } from '../../test-support/users';
import { OpsError, parseOpsCommand, runOps } from '../commands';

describe('ops: reading staff commands', () => {
  test('grant-role and revoke-role take an account and a role', () => {
    assert.deepEqual(parseOpsCommand(['grant-role', 'asha@example.in', 'owner']), {
      name: 'grant-role',
      account: 'asha@example.in',
      role: 'owner',
    });
    assert.throws(
      () => parseOpsCommand(['revoke-role', 'asha@example.in']),
      (err: unknown) => err instanceof OpsError && /revoke-role <email-or-mobile> <role>/.test(err.message),
    );
  });
});

for (const target of await databaseTargets()) {
  describe(`ops staff commands on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    test('the first owner is granted by email or mobile; staff lists them; revoke takes it away', async () => {
      const first = await newUser(t.app);
      assert.deepEqual(await runOps(t.app.db, ['staff']), [
        'Nobody has a role yet: grant-role makes the first owner.',
      ]);
      assert.deepEqual(await runOps(t.app.db, ['grant-role', first.email, 'owner']), [
        `${first.email} is now owner.`,
      ]);
      assert.deepEqual(await runOps(t.app.db, ['grant-role', first.mobile, 'orders']), [
        `${first.email} is now orders.`,
      ]);
      assert.deepEqual(await rolesOf(t.app.db, first.id), ['owner', 'orders']);
      assert.match((await runOps(t.app.db, ['staff'])).join('\n'), /owner, orders/);
      assert.deepEqual(await runOps(t.app.db, ['revoke-role', first.email, 'orders']), [
        `${first.email} is no longer orders.`,
      ]);
      await assert.rejects(
        runOps(t.app.db, ['revoke-role', first.email, 'owner']),
        (err: unknown) => err instanceof OpsError && err.message === STAFF_MESSAGES.lastOwner,
      );
      await assert.rejects(
        runOps(t.app.db, ['grant-role', first.email, 'manager']),
        (err: unknown) => err instanceof OpsError && err.message === STAFF_MESSAGES.unknownRole,
      );
      await assert.rejects(
        runOps(t.app.db, ['grant-role', 'nobody@example.in', 'catalog']),
        (err: unknown) => err instanceof OpsError && err.message === STAFF_MESSAGES.accountNotFound,
      );
    });

    test('each change is in the audit log, which refuses to be changed or emptied', async () => {
      const clerk = await newUser(t.app);
      await runOps(t.app.db, ['grant-role', clerk.email, 'catalog']);
      await runOps(t.app.db, ['grant-role', clerk.email, 'catalog']);
      await runOps(t.app.db, ['revoke-role', clerk.email, 'catalog']);
      const lines = await t.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.objectId, String(clerk.id)))
        .orderBy(auditLog.id);
      assert.deepEqual(
        lines.map((l) => [l.via, l.actorUserId, l.action, l.objectType, l.before, l.after]),
        [
          ['ops', null, 'role.grant', 'account', { roles: [] }, { roles: ['catalog'] }],
          ['ops', null, 'role.revoke', 'account', { roles: ['catalog'] }, { roles: [] }],
        ],
        'granting again changed nothing and logged nothing',
      );
      const appendOnly = (err: Error) =>
        /append-only/.test(String((err.cause as Error | undefined)?.message));
      await assert.rejects(t.app.db.update(auditLog).set({ action: 'nothing' }), appendOnly);
      await assert.rejects(t.app.db.delete(auditLog), appendOnly);
      assert.equal(
        (
          await t.app.db
            .select()
            .from(auditLog)
            .where(eq(auditLog.objectId, String(clerk.id)))
        ).length,
        2,
      );
    });
  });
}
