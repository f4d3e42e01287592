import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { loggedUrl } from '../../../../http/request-log';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { login, mailsTo, newUser } from '../../../../test-support/users';

const SITE = 'https://shop.harmony.test';

// A reset link's token opens the account: it must reach no log. The mail puts it in the URL's fragment
// (which browsers never send); SPEC's ?token= form still reaches the api as the page's query (the page
// head and status the edge asks for), and the request log blanks it.
for (const target of await databaseTargets()) {
  describe(`the reset token in the api's log on ${target.kind}`, () => {
    let t: TestApp;
    const lines: string[] = [];
    before(async () => {
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(...String(chunk).split('\n').filter(Boolean));
          done();
        },
      });
      t = await startTestApp(target, { siteUrl: SITE }, undefined, { level: 'trace', stream });
    });
    after(() => t.close());

    test('a whole reset by the mailed link leaves no trace of its token', async () => {
      const u = await newUser(t.app);
      const forget = await t.app.inject({
        method: 'POST',
        url: '/api/users/forget-password',
        payload: { emailOrContact: u.email },
      });
      assert.equal(forget.statusCode, 200);
      const [mail] = await mailsTo(t.outbox, u.email);
      const token = new RegExp(`${SITE}/reset-password#token=([\\w-]+)`).exec(mail!.text)?.[1];
      assert.ok(token, `the link carries its token in the fragment: ${mail!.text}`);

      // What the edge asks while the page opens, had the shopper used SPEC's query form.
      for (const route of ['head', 'status']) {
        const page = await t.app.inject({ url: `/api/pages/${route}/reset-password?token=${token}&x=1` });
        assert.ok(page.statusCode < 400, route);
      }
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        payload: { token, newPassword: 'fresh-secret-1' },
      });
      assert.equal(reset.statusCode, 200);
      assert.equal((await login(t.app, u.email, 'fresh-secret-1')).statusCode, 200);

      const log = lines.join('\n');
      assert.match(
        log,
        /\/api\/pages\/head\/reset-password\?token=\[redacted\]&x=1/,
        'the request was logged',
      );
      assert.match(log, /\/api\/users\/reset-password/);
      assert.ok(!log.includes(token), 'the token is in no log line');
    });
  });
}

describe('loggedUrl', () => {
  test('blanks every token parameter and leaves the rest', () => {
    assert.equal(loggedUrl('/a?token=abc'), '/a?token=[redacted]');
    assert.equal(loggedUrl('/a?x=1&TOKEN=abc&y=2&token=d'), '/a?x=1&TOKEN=[redacted]&y=2&token=[redacted]');
    assert.equal(loggedUrl('/a?notoken=1&q=token'), '/a?notoken=1&q=token');
    assert.equal(loggedUrl('/api/products?q=fan'), '/api/products?q=fan');
  });
});
