import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, test } from 'node:test';
import { contactMessages } from '../../../../db/schema';
import { databaseTargets } from '../../../../test-support/databases';
import { startTestApp } from '../../../../test-support/test-app';
import { staffUser } from '../../../../test-support/users';

// A reply whose mail fails is still the shop's answer on the ticket: kept, marked not mailed, and logged.
describe('a reply when mail cannot be sent', () => {
  test('is kept with mailed_at empty, and the failure is logged', async () => {
    const [pglite] = await databaseTargets();
    assert.ok(pglite);
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // A folder that cannot be created stands in for an SMTP server that is down.
    const t = await startTestApp(pglite, { outboxDir: '/dev/null/outbox' }, undefined, {
      level: 'error',
      stream,
    });
    try {
      const staff = await staffUser(t.app, 'orders');
      const [stored] = await t.app.db
        .insert(contactMessages)
        .values({
          name: 'Ravi',
          email: 'ravi@example.in',
          phone: '9876543210',
          subject: 'Hi',
          message: 'Hello',
        })
        .returning();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/messages/${stored!.id}/replies`,
        headers: staff.auth,
        payload: { from: 'open', replies_seen: 0, body: 'Hello Ravi' },
      });
      assert.equal(res.statusCode, 201, res.body);
      for (
        let i = 0;
        i < 100 && !lines.some((l) => l.includes('ticket reply stored but not mailed'));
        i += 1
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.ok(
        lines.some((l) => l.includes('ticket reply stored but not mailed')),
        'logged',
      );
      const ticket = await t.app.inject({ url: `/api/admin/messages/${stored!.id}`, headers: staff.auth });
      assert.deepEqual(
        ticket.json().replies.map((r: { body: string; mailed_at: unknown }) => [r.body, r.mailed_at]),
        [['Hello Ravi', null]],
      );
    } finally {
      await t.close();
    }
  });
});
