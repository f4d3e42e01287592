import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { passwordResets } from '../../db/schema';
import { afterAnswer } from '../../http/after-answer';
import type { Mail } from '../../mail/outbox';
import { databaseTargets } from '../../test-support/databases';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { newUser, noLimits, testClock } from '../../test-support/users';
import type { AccountDeps } from '../account-deps';
import { requestPasswordReset } from '../password-reset';

// The answer to "forgot my password" must take the same time whether or not an account matched, so the
// mail goes out after it: asking returns while the mail is still on its way.
for (const target of await databaseTargets()) {
  describe(`asking for a password reset on ${target.kind}`, () => {
    let t: TestApp;
    const clock = testClock();
    before(async () => {
      t = await startTestApp(target, { now: clock.now });
    });
    after(() => t.close());

    /** The app's collaborators, with a mail server that holds every mail until released. */
    function slowMail() {
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const sent: Mail[] = [];
      const work = afterAnswer({ error: () => assert.fail('nothing fails') });
      const deps: AccountDeps = {
        ...t.app.accountDeps,
        later: work.later,
        async sendMail(mail) {
          await released;
          sent.push(mail);
        },
      };
      return { deps, sent, release, settled: work.settled };
    }

    test('for an account: done before its mail is sent; the mail follows', async () => {
      const u = await newUser(t.app);
      const mail = slowMail();
      await requestPasswordReset(mail.deps, { kind: 'email', value: u.email }, noLimits);
      assert.equal(mail.sent.length, 0, 'the answer does not wait for the mail');
      mail.release();
      await mail.settled();
      assert.deepEqual(
        mail.sent.map((sent) => [sent.to, sent.subject]),
        [[u.email, 'Your Harmony password reset code']],
      );
      clock.advance(31_000);
    });

    test('for an account: the reset is issued after the answer, not before', async () => {
      const u = await newUser(t.app);
      const held: (() => Promise<void>)[] = [];
      const mail = slowMail();
      const deps: AccountDeps = { ...mail.deps, later: async (task) => void held.push(task) };
      await requestPasswordReset(deps, { kind: 'email', value: u.email }, noLimits);
      const rows = () => t.app.db.select().from(passwordResets).where(eq(passwordResets.userId, u.id));
      assert.deepEqual(await rows(), [], 'nothing issued when the answer goes');
      assert.equal(held.length, 1);
      mail.release();
      await held[0]!();
      assert.equal((await rows()).length, 1);
      assert.equal(mail.sent.length, 1);
      clock.advance(31_000);
    });

    test('for no account: the same, and no mail', async () => {
      const mail = slowMail();
      await requestPasswordReset(mail.deps, { kind: 'email', value: 'nobody@example.in' }, noLimits);
      mail.release();
      await mail.settled();
      assert.equal(mail.sent.length, 0);
    });
  });
}
