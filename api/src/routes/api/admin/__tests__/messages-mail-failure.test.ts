import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { outbox } from '../../../../db/outbox-schema';
import { contactMessages } from '../../../../db/schema';
import { databaseTargets } from '../../../../test-support/databases';
import { startTestApp } from '../../../../test-support/test-app';
import { staffUser } from '../../../../test-support/users';

// A reply whose mail cannot go yet is still the shop's answer on the ticket: kept, marked not mailed,
// and its mail waits in the outbox with the error, to be tried again.
describe('a reply when mail cannot be sent', () => {
  test('is kept with mailed_at empty, and its mail waits in the outbox with the error', async () => {
    const [pglite] = await databaseTargets();
    assert.ok(pglite);
    // A folder that cannot be created stands in for an SMTP server that is down.
    const t = await startTestApp(pglite, { outboxDir: '/dev/null/outbox' });
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
      await t.app.mailer.outbox.drain();
      const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.messageId, stored!.id));
      assert.deepEqual([mail?.kind, mail?.status, mail?.attempts], ['ticket.reply', 'pending', 1]);
      assert.match(mail?.lastError ?? '', /ENOTDIR/, 'the failure is kept with the mail');
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
