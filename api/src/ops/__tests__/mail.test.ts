import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { enqueueMail } from '../../db/outbox-repository';
import { outbox } from '../../db/outbox-schema';
import { databaseTargets } from '../../test-support/databases';
import { placeOrder } from '../../test-support/orders';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { newUser } from '../../test-support/users';
import { OpsError, runOps } from '../commands';

for (const target of await databaseTargets()) {
  describe(`npm run ops -- mail on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    test('lists a failed mail with its error, retries it, and shows the order’s mails', async () => {
      const u = await newUser(t.app);
      const orderId = await placeOrder(t.app, u.id, new Date('2026-11-20T10:00:00Z'));
      const about = { kind: 'order.cod_code', orderId };
      await enqueueMail(t.app.db, { to: 'asha@example.in', subject: 'Your code', text: '123456', about });
      const [row] = await t.app.db.select().from(outbox).where(eq(outbox.orderId, orderId));
      await t.app.db
        .update(outbox)
        .set({ status: 'failed', attempts: 9, lastError: 'Greeting never received' })
        .where(eq(outbox.id, row!.id));

      const listed = (await runOps(t.app.db, ['mail'])).join('\n');
      assert.match(
        listed,
        new RegExp(`${row!.id}\\s+order.cod_code\\s+#${orderId}\\s+asha@example.in\\s+failed\\s+9`),
      );
      assert.match(listed, /Greeting never received/);

      const retried = await runOps(t.app.db, ['mail', 'retry', String(row!.id)]);
      assert.match(retried.join('\n'), /goes out at the outbox’s next turn/);
      const sent = (await t.outbox()).filter((mail) => mail.subject === 'Your code');
      assert.equal(sent.length, 1, 'the api’s outbox sent it');
      assert.match(
        (await runOps(t.app.db, ['mail', 'order', String(orderId)])).join('\n'),
        /order.cod_code.+sent/,
      );
      assert.deepEqual(await runOps(t.app.db, ['mail']), [
        'No mail is waiting or failed: every mail was sent.',
      ]);
      await assert.rejects(
        runOps(t.app.db, ['mail', 'retry', String(row!.id)]),
        OpsError,
        'a sent mail stays sent',
      );
      await assert.rejects(runOps(t.app.db, ['mail', 'resend', '3']), /Unknown mail command "resend"/);
    });
  });
}
