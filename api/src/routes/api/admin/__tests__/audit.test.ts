import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { STAFF_MESSAGES } from '@harmony/shared/domain';
import { databaseTargets } from '../../../../test-support/databases';
import { placeOrder } from '../../../../test-support/orders';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, newUser, staffUser } from '../../../../test-support/users';

type Line = {
  id: number;
  by: string;
  action: string;
  object_type: string;
  object_id: string;
  after: unknown;
};

// The owner's audit log: everything staff and ops wrote, filtered by person, object and day.
for (const target of await databaseTargets()) {
  describe(`GET /api/admin/audit on ${target.kind}`, () => {
    let t: TestApp;
    let owner: LoggedIn;
    let clerk: LoggedIn;
    let orderId: number;
    before(async () => {
      t = await startTestApp(target);
      owner = await staffUser(t.app, 'owner', { fullname: 'Priya Owner' });
      clerk = await newUser(t.app, { fullname: 'Ravi Clerk' });
      const granted = await t.app.inject({
        method: 'POST',
        url: '/api/admin/staff/grant',
        headers: owner.auth,
        payload: { email_or_mobile: clerk.email, role: 'orders' },
      });
      assert.equal(granted.statusCode, 200, granted.body);
      orderId = await placeOrder(t.app, clerk.id, new Date());
      const noted = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/notes`,
        headers: clerk.auth,
        payload: { body: 'Call before delivery' },
      });
      assert.equal(noted.statusCode, 201, noted.body);
    });
    after(() => t.close());

    const audit = async (query: string, who: LoggedIn = owner) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: who.auth });
      assert.equal(res.statusCode, 200, res.body);
      return res.json() as { lines: Line[]; next: number | null };
    };

    test('newest first: who, what, which object, and the values after', async () => {
      const { lines, next } = await audit('');
      assert.equal(next, null);
      assert.deepEqual(
        lines.map((line) => [line.by, line.action, line.object_type]),
        [
          ['Ravi Clerk', 'order.note', 'order'],
          ['Priya Owner', 'role.grant', 'account'],
          ['ops', 'role.grant', 'account'],
        ],
      );
      assert.equal(lines[0]!.object_id, String(orderId));
      assert.deepEqual(lines[1]!.after, { roles: ['orders'] });
    });

    test('filtered by person, by object and by day', async () => {
      assert.deepEqual(
        (await audit(`actor=${clerk.id}`)).lines.map((l) => l.action),
        ['order.note'],
      );
      assert.deepEqual(
        (await audit('actor=ops')).lines.map((l) => l.by),
        ['ops'],
      );
      assert.deepEqual(
        (await audit(`object_type=order&object_id=${orderId}`)).lines.map((l) => l.action),
        ['order.note'],
      );
      assert.equal((await audit('from=2020-01-01&to=2020-01-31')).lines.length, 0);
    });

    test('the owner only; bad filters 400', async () => {
      const refused = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: clerk.auth });
      assert.deepEqual(
        [refused.statusCode, refused.json().message],
        [403, STAFF_MESSAGES.areaRefused('audit')],
      );
      for (const query of [
        'actor=someone',
        'object_type=invoice',
        'from=2025-02-30x',
        'from=2025-03-02&to=2025-03-01',
      ]) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/admin/audit?${query}`,
          headers: owner.auth,
        });
        assert.equal(res.statusCode, 400, query);
      }
    });
  });
}
