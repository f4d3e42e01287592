import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { STAFF_MESSAGES, TICKET_MESSAGES, contactTicket } from '@harmony/shared/domain';
import { outbox } from '../../../../db/outbox-schema';
import { contactMessages } from '../../../../db/schema';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, mailsTo, newUser, staffUser } from '../../../../test-support/users';

// Customer messages in the back office: listed open first, answered by mail with the thread kept,
// closed and reopened once however often staff press, refused from a stale page with the ticket as it is.
const SHOP = 'shop@harmony.test';
let sent = 0;

for (const target of await databaseTargets()) {
  describe(`customer messages in the back office on ${target.kind}`, () => {
    let t: TestApp;
    let clerk: LoggedIn;
    let colleague: LoggedIn;
    before(async () => {
      t = await startTestApp(target, { contactEmail: SHOP });
      [clerk, colleague] = [await staffUser(t.app, 'orders'), await staffUser(t.app, 'owner')];
    });
    after(() => t.close());

    const call = (method: 'GET' | 'POST', url: string, who: LoggedIn | null = clerk, payload?: object) =>
      t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
    const list = (query = '') => call('GET', `/api/admin/messages${query}`);
    const read = (id: number) => call('GET', `/api/admin/messages/${id}`);
    const answer = (id: number, body: object, who: LoggedIn = clerk) =>
      call('POST', `/api/admin/messages/${id}/replies`, who, { from: 'open', replies_seen: 0, ...body });
    const move = (id: number, body: object, who: LoggedIn = clerk) =>
      call('POST', `/api/admin/messages/${id}/status`, who, { replies_seen: 0, ...body });
    /** A message through the contact form, as a customer sends it; answers its id. */
    const customerWrites = async (subject = 'Stabilizer for a 1.5 ton AC') => {
      sent += 1;
      const email = `meera.${sent}.${process.pid}@example.in`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Meera Iyer', email, phone: '9123456780', subject, message: 'Which model?' },
      });
      assert.equal(res.statusCode, 201, res.body);
      return { id: Number(res.json().ticket.slice('HAR-T-'.length)), email };
    };

    test('signed out 401, a shopper 403, the catalog role 403 with the reason; orders and owner read', async () => {
      const { id } = await customerWrites();
      const shopper = await newUser(t.app);
      const cataloguer = await staffUser(t.app, 'catalog');
      for (const [method, url] of [
        ['GET', '/api/admin/messages'],
        ['GET', `/api/admin/messages/${id}`],
        ['POST', `/api/admin/messages/${id}/replies`],
        ['POST', `/api/admin/messages/${id}/status`],
      ] as const) {
        const payload =
          method === 'POST' ? { from: 'open', replies_seen: 0, to: 'closed', body: 'Hi' } : undefined;
        assert.equal((await call(method, url, null, payload)).statusCode, 401, url);
        assert.equal((await call(method, url, shopper, payload)).json().message, STAFF_MESSAGES.staffOnly);
        const refused = await call(method, url, cataloguer, payload);
        assert.deepEqual(
          [refused.statusCode, refused.json().message],
          [403, STAFF_MESSAGES.areaRefused('messages')],
          url,
        );
      }
      assert.equal((await read(id)).json().status, 'open', 'nothing was closed or answered');
      assert.equal((await call('GET', `/api/admin/messages/${id}`, colleague)).statusCode, 200);
    });

    test('the list: open first, then newest first; filtered; 25 a page without repeats', async () => {
      await t.app.db.delete(contactMessages);
      const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 10, minutes));
      const message = { name: 'Ravi', email: 'ravi@example.in', phone: '9876543210', message: 'Hello' };
      const rows = await t.app.db
        .insert(contactMessages)
        .values(
          Array.from({ length: 30 }, (_, n) => ({
            ...message,
            subject: `Ticket ${n}`,
            createdAt: at(n),
            status: n % 3 === 0 ? 'open' : 'closed',
          })),
        )
        .returning({ id: contactMessages.id, subject: contactMessages.subject });
      const idOf = (n: number) => rows[n]!.id;
      const first = (await list()).json();
      assert.equal(first.messages.length, 25);
      const subjects = first.messages.map((m: { subject: string }) => m.subject);
      assert.deepEqual(
        subjects.slice(0, 11),
        [27, 24, 21, 18, 15, 12, 9, 6, 3, 0, 29].map((n) => `Ticket ${n}`),
      );
      assert.deepEqual(first.messages[0], {
        id: idOf(27),
        ticket: contactTicket(idOf(27)),
        status: 'open',
        name: 'Ravi',
        email: 'ravi@example.in',
        subject: 'Ticket 27',
        created_at: at(27).toISOString(),
        replies: 0,
      });
      // A ticket of the first page closed before the next is read neither hides nor repeats a row.
      const last = first.messages.at(-1);
      await t.app.db.update(contactMessages).set({ status: 'open' }).where(eq(contactMessages.id, last.id));
      const second = (await list(`?after=${first.next}`)).json();
      assert.equal(second.next, null);
      const seen = [...first.messages, ...second.messages].map((m: { id: number }) => m.id);
      assert.equal(new Set(seen).size, 30);
      const open = (await list('?status=open')).json().messages;
      assert.equal(open.length, 11);
      assert.equal((await list('?status=closed')).json().messages.length, 19);
      for (const query of ['?status=new', '?after=42', '?after=open-0', '?after=open-99999999999']) {
        assert.equal((await list(query)).statusCode, 400, query);
      }
    });

    test('a reply is kept with its author, mailed to the customer, and recorded', async () => {
      const { id, email } = await customerWrites('Warranty for my V-200');
      const res = await answer(id, { body: '  It is covered for 3 years.\nKeep the invoice.  ' });
      assert.equal(res.statusCode, 201, res.body);
      const ticket = res.json();
      assert.equal(ticket.replies.length, 1);
      assert.equal(ticket.replies[0].body, 'It is covered for 3 years.\nKeep the invoice.');
      assert.match(ticket.replies[0].author, /^Asha Menon/);
      const [mail] = await mailsTo(() => t.outbox(), email, 2).then((mails) => mails.slice(1));
      assert.equal(mail?.subject, `Re: Warranty for my V-200 (${contactTicket(id)})`);
      assert.equal(mail?.replyTo, SHOP);
      assert.match(mail?.text ?? '', /It is covered for 3 years\.\nKeep the invoice\./);
      assert.match(mail?.text ?? '', /> Which model\?/);
      assert.match(mail?.html ?? '', new RegExp(contactTicket(id)));
      assert.ok(await mailedEventually(id), 'the reply is marked mailed once it went out');
      const logged = await t.app.db
        .select({ kind: outbox.kind, status: outbox.status, to: outbox.recipient })
        .from(outbox)
        .where(and(eq(outbox.messageId, id), eq(outbox.kind, 'ticket.reply')));
      assert.deepEqual(
        logged,
        [{ kind: 'ticket.reply', status: 'sent', to: email }],
        'the outbox files it under the ticket',
      );
      const [line] = (await read(id)).json().history;
      assert.deepEqual(
        { action: line.action, before: line.before, after: line.after },
        {
          action: 'ticket.reply',
          before: { status: 'open' },
          after: { status: 'open', reply: ticket.replies[0].id, body: ticket.replies[0].body },
        },
      );
      assert.match(line.by, /^Asha Menon/);
    });

    const mailedEventually = async (id: number) => {
      for (let i = 0; i < 100; i += 1) {
        if ((await read(id)).json().replies.every((r: { mailed_at: unknown }) => r.mailed_at)) return true;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return false;
    };

    test('an empty or too long reply is refused with the reason; nothing is kept or mailed', async () => {
      const { id, email } = await customerWrites();
      for (const [body, message] of [
        ['  \n ', TICKET_MESSAGES.replyBlank],
        ['x'.repeat(5001), TICKET_MESSAGES.replyTooLong],
      ] as const) {
        const res = await answer(id, { body });
        assert.deepEqual(
          [res.statusCode, res.json().message, res.json().fields],
          [400, message, { body: message }],
        );
      }
      assert.equal((await answer(id, { body: 42 })).statusCode, 400);
      assert.equal((await answer(id, { body: 'Hi', replies_seen: -1 })).statusCode, 400);
      assert.equal((await read(id)).json().replies.length, 0);
      assert.equal((await mailsTo(() => t.outbox(), email)).length, 1, 'the acknowledgement only');
    });

    test('an unknown ticket is 404 to read, answer, close; a bad id is 400', async () => {
      const unknown = 2_147_483_000;
      assert.deepEqual(
        [(await read(unknown)).statusCode, (await read(unknown)).json().message],
        [404, TICKET_MESSAGES.noTicket],
      );
      assert.equal((await answer(unknown, { body: 'Hello' })).statusCode, 404);
      assert.equal((await move(unknown, { from: 'open', to: 'closed' })).statusCode, 404);
      assert.equal((await call('GET', '/api/admin/messages/abc')).statusCode, 400);
    });

    test('close and reopen: once each, however often pressed, each in the history', async () => {
      const { id } = await customerWrites();
      const closed = await move(id, { from: 'open', to: 'closed' });
      assert.equal(closed.statusCode, 200, closed.body);
      assert.deepEqual([closed.json().status, closed.json().changed], ['closed', true]);
      assert.ok(closed.json().closed_at);
      // A double click, or a colleague closing it too: the ticket as it is, nothing recorded twice.
      const again = await move(id, { from: 'open', to: 'closed' }, colleague);
      assert.deepEqual(
        [again.statusCode, again.json().changed, again.json().history.length],
        [200, false, 1],
      );
      const reopened = (await move(id, { from: 'closed', to: 'open' })).json();
      assert.deepEqual([reopened.status, reopened.changed, reopened.closed_at], ['open', true, null]);
      assert.equal((await move(id, { from: 'closed', to: 'open' })).json().changed, false);
      assert.deepEqual(
        reopened.history.map((line: { action: string; before: unknown; after: unknown }) => [
          line.action,
          line.before,
          line.after,
        ]),
        [
          ['ticket.close', { status: 'open' }, { status: 'closed' }],
          ['ticket.reopen', { status: 'closed' }, { status: 'open' }],
        ],
      );
    });

    test('a reply to a closed ticket reopens it', async () => {
      const { id } = await customerWrites();
      await move(id, { from: 'open', to: 'closed' });
      const res = await answer(id, { from: 'closed', body: 'One more thing: the manual is online.' });
      assert.equal(res.statusCode, 201, res.body);
      assert.deepEqual([res.json().status, res.json().closed_at], ['open', null]);
      assert.deepEqual(res.json().history.at(-1).before, { status: 'closed' });
    });

    test('a stale page is refused 409 with the ticket as it is: a colleague answered, or closed it', async () => {
      const { id } = await customerWrites();
      assert.equal((await answer(id, { body: 'We will call you today.' }, colleague)).statusCode, 201);
      const stale = await move(id, { from: 'open', to: 'closed' });
      assert.deepEqual([stale.statusCode, stale.json().message], [409, TICKET_MESSAGES.changed]);
      assert.equal(stale.json().detail.replies[0].body, 'We will call you today.');
      // The same reply sent twice (a double click) reaches the customer once.
      const twice = await Promise.all([1, 2].map(() => answer(id, { replies_seen: 1, body: 'Done.' })));
      assert.deepEqual(twice.map((res) => res.statusCode).sort(), [201, 409]);
      await move(id, { from: 'open', replies_seen: 2, to: 'closed' }, colleague);
      const late = await answer(id, { replies_seen: 2, body: 'Anything else?' });
      assert.deepEqual([late.statusCode, late.json().detail.status], [409, 'closed']);
      const ticket = (await read(id)).json();
      assert.equal(ticket.replies.length, 2);
      const listed = (await list()).json().messages;
      assert.deepEqual(
        listed.filter((m: { id: number }) => m.id === id).map((m: { replies: number }) => m.replies),
        [2],
        'the list counts its replies',
      );
      assert.ok(listed.some((m: { id: number; replies: number }) => m.id !== id && m.replies === 0));
      assert.deepEqual(
        ticket.history.map((line: { action: string }) => line.action),
        ['ticket.reply', 'ticket.reply', 'ticket.close'],
      );
    });
  });
}
