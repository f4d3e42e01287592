import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { enqueueMail, retryMailNow } from '../../db/outbox-repository';
import { outbox } from '../../db/outbox-schema';
import { products } from '../../db/schema';
import { databaseTargets } from '../../test-support/databases';
import { payFor } from '../../test-support/invoices';
import { orderRow, sandboxSecrets } from '../../test-support/payments';
import { testSmtpServer } from '../../test-support/smtp-server';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { newUser } from '../../test-support/users';
import type { Mail } from '../../types/mail';
import { outboxWorker, retryDelayMs } from '../outbox-worker';

// Nothing polls by itself here: the tests drain the outbox, and move a retry's time by hand.
const settings = { pollMs: 3_600_000, retryDelaysMs: [60_000], giveUpMs: 3_600_000 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('the retry schedule: each pause in turn, then the last one again and again', () => {
  const delays = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000];
  assert.deepEqual(
    [1, 2, 3, 4, 5, 6, 12].map((attempt) => retryDelayMs(delays, attempt)),
    [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 21_600_000, 21_600_000],
  );
});

for (const target of await databaseTargets()) {
  describe(`the mail outbox on ${target.kind}`, () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof testSmtpServer>>;
    before(async () => {
      smtp = await testSmtpServer();
      t = await startTestApp(target, { ...sandboxSecrets, smtpUrl: smtp.url, mailOutbox: settings });
      await t.app.db.update(products).set({ stock: 1000 });
    });
    after(async () => {
      await t.close();
      await smtp.stop();
    });
    const drain = () => t.app.mailer.outbox.drain();
    const mailsOf = (orderId: number) => t.app.db.select().from(outbox).where(eq(outbox.orderId, orderId));

    test('SMTP down: the paid order’s confirmation waits, is retried, and reaches SMTP once it is back', async () => {
      await smtp.stop();
      const u = await newUser(t.app);
      const orderId = await payFor(t.app, u, [{ product_id: 1, quantity: 1 }]);
      const [written] = await mailsOf(orderId);
      assert.equal(written?.kind, 'order.confirmation', 'written with the payment');
      assert.equal(written?.mail, null, 'drawn from the order when sent, PDF included, never kept');

      await drain();
      const [waiting] = await mailsOf(orderId);
      assert.equal(waiting?.status, 'pending');
      assert.equal(waiting?.attempts, 1);
      assert.match(waiting?.lastError ?? '', /ECONNREFUSED/);
      assert.equal(waiting?.recipient, u.email, 'what it is and for whom is known after its first try');
      assert.ok(waiting!.nextAttemptAt > waiting!.createdAt, 'the next try is later');
      assert.equal((await orderRow(t.app, orderId)).confirmationMailedAt, null);

      await smtp.start();
      assert.equal(await drain(), 0, 'not tried again before its time');
      // A minute later (the database's clock decides what is due).
      await t.app.db
        .update(outbox)
        .set({ nextAttemptAt: waiting!.createdAt })
        .where(eq(outbox.id, waiting!.id));
      await drain();
      await drain();
      const toCustomer = smtp.received.filter((mail) => mail.to.includes(u.email));
      assert.equal(toCustomer.length, 1, 'received once');
      assert.match(toCustomer[0]!.raw, new RegExp(`Subject: Your Harmony order #${orderId} is confirmed`));
      assert.match(toCustomer[0]!.raw, /Content-Type: application\/pdf/, 'with its tax invoice');
      const [sent] = await mailsOf(orderId);
      assert.deepEqual([sent?.status, sent?.attempts, sent?.lastError], ['sent', 2, null]);
      assert.ok((await orderRow(t.app, orderId)).confirmationMailedAt, 'the order records it');
    });

    test('a mail still failing past its time is given up on, kept with its error, and can be retried', async () => {
      await smtp.stop();
      const to = `late-${target.kind}@example.in`;
      const mail: Mail = { to, subject: 'Late', text: 'Hello', about: { kind: 'test.late' } };
      await enqueueMail(t.app.db, mail);
      await t.app.db
        .update(outbox)
        .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
        .where(eq(outbox.recipient, to));
      await drain();
      const [failed] = await t.app.db.select().from(outbox).where(eq(outbox.recipient, to));
      assert.equal(failed?.status, 'failed');
      assert.match(failed?.lastError ?? '', /ECONNREFUSED/);
      await smtp.start();
      assert.equal(await drain(), 0, 'a failed mail is not tried by itself');
      assert.ok(await retryMailNow(t.app.db, failed!.id));
      await drain();
      assert.equal(smtp.received.filter((m) => m.to.includes(to)).length, 1);
      const [sent] = await t.app.db.select().from(outbox).where(eq(outbox.recipient, to));
      assert.equal(sent?.status, 'sent');
      assert.equal(await retryMailNow(t.app.db, sent!.id), undefined, 'a sent mail is not sent again');
    });

    test('two workers (two api processes) racing over the outbox never send one mail twice', async () => {
      const sent: string[] = [];
      const worker = () =>
        outboxWorker({
          db: t.app.db,
          transport: {
            kind: 'smtp',
            async send(mail) {
              await pause(5);
              sent.push(mail.to);
            },
          },
          compose: async (row) => row.mail!,
          afterSent: async () => undefined,
          gaveUp: () => assert.fail('nothing gives up'),
          log: { warn: () => undefined, error: () => undefined },
          settings,
        });
      const recipients = Array.from({ length: 40 }, (_, i) => `race-${i}-${target.kind}@example.in`);
      for (const to of recipients) {
        await enqueueMail(t.app.db, { to, subject: 'Race', text: 'Hello', about: { kind: 'test.race' } });
      }
      const [one, two] = [worker(), worker()];
      await Promise.all([one.drain(), two.drain(), one.drain()]);
      assert.deepEqual([...sent].sort(), [...recipients].sort(), 'each mail sent exactly once');
    });
  });
}
