import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { CONTACT_MESSAGES } from '@harmony/shared/domain';
import { contactMessages } from '../../../../db/schema';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';

const valid = {
  name: 'Asha Menon',
  email: 'asha@example.in',
  phone: '9876543210',
  subject: 'Stabilizer for a 1.5 ton AC',
  message: 'Which model suits a 1.5 ton inverter AC? <b>Thanks</b>',
};

const invalid: [keyof typeof valid, unknown, string][] = [
  ['name', '   ', CONTACT_MESSAGES.name],
  ['name', null, CONTACT_MESSAGES.name],
  ['email', 'asha@', CONTACT_MESSAGES.email],
  ['email', undefined, CONTACT_MESSAGES.email],
  ['phone', '12345', CONTACT_MESSAGES.phone],
  ['phone', '5876543210', CONTACT_MESSAGES.phone],
  ['subject', '', CONTACT_MESSAGES.subject],
  ['message', '\n\t', CONTACT_MESSAGES.message],
  ['message', 'x'.repeat(2001), CONTACT_MESSAGES.tooLong('Message', 2000)],
];

for (const target of await databaseTargets()) {
  describe(`POST /api/contact on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, { contactEmail: 'shop@harmony.test' });
    });
    after(() => t.close());
    beforeEach(async () => {
      await t.app.db.delete(contactMessages);
    });

    const post = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object });
    const stored = () => t.app.db.select().from(contactMessages);

    test('a valid message answers 201 with a ticket, is stored, mailed to the shop and acknowledged', async () => {
      const mailsBefore = (await t.outbox()).length;
      const res = await post({ ...valid, name: '  Asha Menon  ' });
      assert.equal(res.statusCode, 201);
      // Marked mailed once the outbox has sent the shop's copy.
      await t.outbox();

      const rows = await stored();
      assert.equal(rows.length, 1);
      assert.equal(rows[0]?.name, 'Asha Menon', 'trimmed');
      assert.equal(rows[0]?.email, valid.email);
      assert.equal(rows[0]?.message, valid.message);
      assert.ok(rows[0]?.mailedAt instanceof Date, 'marked as mailed');
      const ticket = `HAR-T-${String(rows[0]?.id).padStart(6, '0')}`;
      assert.deepEqual(res.json(), { message: CONTACT_MESSAGES.sentWithTicket(ticket), ticket });
      assert.match(res.json().message, /Your ticket number is HAR-T-\d{6}\./);

      const mails = await t.outbox();
      assert.equal(mails.length, mailsBefore + 2);
      const [mail, acknowledgement] = mails.slice(-2);
      assert.equal(mail!.to, 'shop@harmony.test');
      assert.equal(mail!.replyTo, valid.email);
      assert.equal(mail!.subject, `Contact form ${ticket}: ${valid.subject}`);
      assert.equal(acknowledgement!.to, valid.email);
      assert.equal(acknowledgement!.replyTo, 'shop@harmony.test');
      assert.equal(acknowledgement!.subject, `We have your message (${ticket})`);
      assert.ok(acknowledgement!.text.includes(ticket));
      // Nothing the sender typed goes back to the address they gave (it may be a stranger's).
      for (const typed of [valid.message, 'Which model', valid.subject, valid.name, 'Thanks']) {
        assert.ok(!acknowledgement!.text.includes(typed), `the text does not echo "${typed}"`);
        assert.ok(!acknowledgement!.html?.includes(typed), `the HTML does not echo "${typed}"`);
      }
      assert.ok(mail!.text.includes(valid.message) && mail!.text.includes('9876543210'));
      assert.ok(mail!.html?.includes('&lt;b&gt;Thanks&lt;/b&gt;'), 'sender text is escaped in HTML');
      assert.ok(!Number.isNaN(Date.parse(mail!.timestamp)));
    });

    for (const [field, value, message] of invalid) {
      test(`${field} = ${JSON.stringify(value)?.slice(0, 20)} → 400 "${message}", nothing stored or mailed`, async () => {
        const mailsBefore = (await t.outbox()).length;
        const res = await post({ ...valid, [field]: value });
        assert.equal(res.statusCode, 400);
        assert.deepEqual(res.json(), {
          statusCode: 400,
          error: 'Bad Request',
          message,
          fields: { [field]: message },
        });
        assert.equal((await stored()).length, 0);
        assert.equal((await t.outbox()).length, mailsBefore);
      });
    }

    test('an empty object names every field', async () => {
      const res = await post({});
      assert.equal(res.statusCode, 400);
      assert.deepEqual(Object.keys(res.json().fields).sort(), [
        'email',
        'message',
        'name',
        'phone',
        'subject',
      ]);
      assert.equal((await stored()).length, 0);
    });

    test('a wrong type is 400 naming the field', async () => {
      const res = await post({ ...valid, email: 42 });
      assert.equal(res.statusCode, 400);
      const body = res.json();
      assert.equal(body.error, 'Bad Request');
      assert.match(body.message, /^email: /);
      assert.deepEqual(Object.keys(body.fields), ['email']);
      assert.equal((await stored()).length, 0);
    });

    test('a body that is not an object is 400', async () => {
      const res = await post([valid]);
      assert.equal(res.statusCode, 400);
      assert.match(res.json().message, /^body: /);
    });
  });
}

describe('POST /api/contact when mail cannot be sent', () => {
  test('the message is kept (mailed_at empty) and the sender still gets 201', async () => {
    const [pglite] = await databaseTargets();
    assert.ok(pglite);
    // A folder that cannot be created stands in for an SMTP server that is down.
    const t = await startTestApp(pglite, { outboxDir: '/dev/null/outbox' });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
      assert.equal(res.statusCode, 201);
      const rows = await t.app.db.select().from(contactMessages);
      assert.equal(rows.length, 1);
      assert.equal(rows[0]?.mailedAt, null);
    } finally {
      await t.close();
    }
  });
});

for (const target of await databaseTargets()) {
  describe(`POST /api/contact is rate limited on ${target.kind}`, () => {
    test('per sender: the 4th message from one email within the hour is 429, in the form’s words', async () => {
      const t = await startTestApp(target, { contactLimitEmailMax: 3, contactLimitIpMax: 100 });
      try {
        const send = (email: string, ip = '203.0.113.7') =>
          t.app.inject({
            method: 'POST',
            url: '/api/contact',
            payload: { ...valid, email },
            remoteAddress: ip,
          });
        for (let i = 0; i < 3; i += 1) assert.equal((await send('asha@example.in')).statusCode, 201);
        // The same address in capitals, from elsewhere: still the same sender.
        const refused = await send('ASHA@example.in', '198.51.100.9');
        assert.equal(refused.statusCode, 429);
        assert.equal(refused.json().message, CONTACT_MESSAGES.tooMany);
        assert.ok(Number(refused.headers['retry-after']) > 3500);
        assert.equal((await send('ravi@example.in')).statusCode, 201, 'another sender is not held up');
        assert.equal(
          (await t.app.db.select().from(contactMessages)).length,
          4,
          'the refused one is not stored',
        );
        const toShop = (await t.outbox()).filter((mail) => mail.to === 'support@harmony.example');
        assert.equal(toShop.length, 4, 'nor mailed');
      } finally {
        await t.close();
      }
    });

    test('per address: the 6th message from one address within the hour is 429, whatever the email', async () => {
      const t = await startTestApp(target, { contactLimitEmailMax: 100, contactLimitIpMax: 5 });
      try {
        const send = (n: number, ip = '203.0.113.8') =>
          t.app.inject({
            method: 'POST',
            url: '/api/contact',
            payload: { ...valid, email: `sender${n}@example.in` },
            remoteAddress: ip,
          });
        for (let i = 0; i < 5; i += 1) assert.equal((await send(i)).statusCode, 201);
        const refused = await send(6);
        assert.equal(refused.statusCode, 429);
        assert.equal(refused.json().message, CONTACT_MESSAGES.tooMany);
        assert.equal((await send(7, '203.0.113.9')).statusCode, 201, 'another address is not held up');
      } finally {
        await t.close();
      }
    });
  });
}
