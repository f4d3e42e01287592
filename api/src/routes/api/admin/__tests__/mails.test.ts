import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { MAIL_LIST_PAGE_SIZE, MAIL_MESSAGES, STAFF_MESSAGES } from '@harmony/shared/domain';
import { enqueueMail, enqueueOrderMail } from '../../../../db/outbox-repository';
import { outbox } from '../../../../db/outbox-schema';
import { databaseTargets } from '../../../../test-support/databases';
import { placeOrder } from '../../../../test-support/orders';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, newUser, staffUser } from '../../../../test-support/users';

// The outbox in the back office. A folder that cannot be created stands in for a mail server that is
// down, and nothing polls by itself: the tests drain the outbox, and age a mail to make it give up.
const settings = { pollMs: 3_600_000, retryDelaysMs: [60_000], giveUpMs: 3_600_000 };

interface ListedMail {
  id: number;
  kind: string;
  order_id: number | null;
  to: string | null;
  status: string;
  attempts: number;
  error: string | null;
  next_attempt_at: string | null;
}

for (const target of await databaseTargets()) {
  describe(`mails in the back office on ${target.kind}`, () => {
    let t: TestApp;
    let clerk: LoggedIn;
    let owner: LoggedIn;
    let failedId: number;
    let waitingId: number;
    let orderId: number;
    before(async () => {
      t = await startTestApp(target, { outboxDir: '/dev/null/outbox', mailOutbox: settings });
      [clerk, owner] = [await staffUser(t.app, 'orders'), await staffUser(t.app, 'owner')];
      const customer = await newUser(t.app);
      orderId = await placeOrder(t.app, customer.id, new Date('2026-11-20T10:00:00Z'));
      const write = (to: string) =>
        enqueueMail(t.app.db, {
          to,
          subject: `For ${to}`,
          text: 'Hello',
          about: { kind: 'account.password_reset' },
        });
      await write('given-up@example.in');
      // Written two hours ago: its first failure is past the hour it may be tried for.
      await t.app.db
        .update(outbox)
        .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
        .where(eq(outbox.recipient, 'given-up@example.in'));
      await write('waiting@example.in');
      await enqueueOrderMail(t.app.db, { kind: 'order.shipped', orderId });
      await t.app.mailer.outbox.drain();
      const rows = await t.app.db.select().from(outbox);
      failedId = rows.find((row) => row.recipient === 'given-up@example.in')!.id;
      waitingId = rows.find((row) => row.recipient === 'waiting@example.in')!.id;
    });
    after(() => t.close());

    const list = (query = '', who: LoggedIn | null = clerk) =>
      t.app.inject({ method: 'GET', url: `/api/admin/mails${query}`, headers: who?.auth ?? {} });
    const retry = (mailId: number | string, who: LoggedIn | null = clerk) =>
      t.app.inject({ method: 'POST', url: `/api/admin/mails/${mailId}/retry`, headers: who?.auth ?? {} });

    test('signed out 401; a shopper and the catalog role 403; the orders role and the owner may', async () => {
      const shopper = await newUser(t.app);
      const catalog = await staffUser(t.app, 'catalog');
      assert.equal((await list('', null)).statusCode, 401);
      assert.equal((await retry(waitingId, null)).statusCode, 401);
      const refused = await list('', shopper);
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().message, STAFF_MESSAGES.staffOnly);
      assert.equal((await list('', catalog)).json().message, STAFF_MESSAGES.areaRefused('mails'));
      assert.equal((await retry(waitingId, catalog)).statusCode, 403);
      assert.equal((await list('', owner)).statusCode, 200);
    });

    test('unsent lists every mail not sent; waiting the ones still tried; failed the given-up ones with their error', async () => {
      const unsent = await list();
      assert.equal(unsent.statusCode, 200, unsent.body);
      assert.equal(unsent.headers['cache-control'], 'no-store');
      const mails: ListedMail[] = unsent.json().mails;
      assert.deepEqual(
        mails.map((mail) => [mail.kind, mail.to, mail.status]),
        [
          ['order.shipped', 'asha@example.in', 'pending'],
          ['account.password_reset', 'waiting@example.in', 'pending'],
          ['account.password_reset', 'given-up@example.in', 'failed'],
        ],
        'newest first; an order’s mail to its customer',
      );
      assert.equal(unsent.json().next, null);

      const waiting: ListedMail[] = (await list('?status=waiting')).json().mails;
      assert.deepEqual(
        waiting.map((mail) => mail.id),
        mails.slice(0, 2).map((mail) => mail.id),
      );
      assert.ok(waiting.every((mail) => mail.next_attempt_at && mail.attempts === 1));

      const failed: ListedMail[] = (await list('?status=failed')).json().mails;
      assert.equal(failed.length, 1);
      assert.deepEqual([failed[0]!.id, failed[0]!.attempts, failed[0]!.next_attempt_at], [failedId, 1, null]);
      assert.match(failed[0]!.error ?? '', /ENOTDIR/, 'the failure is shown with its error');

      for (const query of ['?status=sent', '?after=abc', '?after=0']) {
        assert.equal((await list(query)).statusCode, 400, query);
      }
    });

    test('pages of 25 by `next`, none repeated or left out', async () => {
      const written = MAIL_LIST_PAGE_SIZE + 2;
      for (let i = 0; i < written; i++) {
        await enqueueMail(t.app.db, {
          to: `page-${i}@example.in`,
          subject: 'Page',
          text: 'Hello',
          about: { kind: 'account.password_reset' },
        });
      }
      const first = (await list('?status=waiting')).json();
      assert.equal(first.mails.length, MAIL_LIST_PAGE_SIZE);
      assert.equal(first.next, first.mails.at(-1).id);
      const second = (await list(`?status=waiting&after=${first.next}`)).json();
      assert.equal(second.next, null);
      const ids = [...first.mails, ...second.mails].map((mail: ListedMail) => mail.id);
      assert.equal(ids.length, written + 2);
      assert.equal(new Set(ids).size, ids.length);
      await t.app.db.delete(outbox).where(eq(outbox.subject, 'Page'));
    });

    test('a retry makes the mail due now, is in the audit log, and is refused for a sent or unknown mail', async () => {
      const res = await retry(failedId);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual([res.json().id, res.json().status], [failedId, 'pending']);
      assert.ok(Date.parse(res.json().next_attempt_at) <= Date.now());
      assert.equal((await list('?status=failed')).json().mails.length, 0);

      const audit = await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit?object_type=mail&object_id=${failedId}`,
        headers: owner.auth,
      });
      const [line] = audit.json().lines;
      assert.deepEqual(
        [line?.action, line?.before.status, line?.after.status, line?.after.to],
        ['mail.retry', 'failed', 'pending', 'given-up@example.in'],
      );

      await t.app.db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date() })
        .where(eq(outbox.id, waitingId));
      const sent = await retry(waitingId);
      assert.deepEqual([sent.statusCode, sent.json().message], [409, MAIL_MESSAGES.notRetriable]);
      const unknown = await retry(2_000_000_000);
      assert.deepEqual([unknown.statusCode, unknown.json().message], [404, MAIL_MESSAGES.noMail]);
      assert.equal((await retry('x')).statusCode, 400);
    });

    test('the order’s detail lists its mails; the dashboard counts the failed ones', async () => {
      const detail = await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: clerk.auth });
      assert.equal(detail.statusCode, 200, detail.body);
      const [mail] = detail.json().mails;
      assert.deepEqual(
        [mail.kind, mail.to, mail.status, mail.attempts],
        ['order.shipped', 'asha@example.in', 'pending', 1],
      );
      assert.match(mail.error ?? '', /./, 'its last error');
      assert.ok(mail.next_attempt_at, 'its next try');

      const dashboard = async () =>
        (await t.app.inject({ url: '/api/admin/dashboard', headers: clerk.auth })).json().waiting
          .mails_failed;
      assert.equal(await dashboard(), 0);
      await t.app.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.orderId, orderId));
      assert.equal(await dashboard(), 1);
    });
  });
}
