import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { passwordResets } from '../../db/schema';
import { outbox } from '../../db/outbox-schema';
import { databaseTargets } from '../../test-support/databases';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { newUser, noLimits, testClock } from '../../test-support/users';
import type { AccountDeps } from '../account-deps';
import { requestPasswordReset } from '../password-reset';

// The answer to "forgot my password" must take the same time whether or not an account matched, so the
// reset is issued after it, with its mail written to the outbox in the same transaction.
for (const target of await databaseTargets()) {
  describe(`asking for a password reset on ${target.kind}`, () => {
    let t: TestApp;
    const clock = testClock();
    before(async () => {
      t = await startTestApp(target, { now: clock.now });
    });
    after(() => t.close());

    /** The app's collaborators, holding what runs after the answer until the test runs it. */
    function heldAfterAnswer() {
      const held: (() => Promise<void>)[] = [];
      const deps: AccountDeps = { ...t.app.accountDeps, later: async (task) => void held.push(task) };
      return { deps, held };
    }
    const resetMails = (to: string) => t.app.db.select().from(outbox).where(eq(outbox.recipient, to));

    test('for an account: the reset and its mail are written after the answer, together', async () => {
      const u = await newUser(t.app);
      const { deps, held } = heldAfterAnswer();
      await requestPasswordReset(deps, { kind: 'email', value: u.email }, noLimits);
      const rows = () => t.app.db.select().from(passwordResets).where(eq(passwordResets.userId, u.id));
      assert.deepEqual(await rows(), [], 'nothing issued when the answer goes');
      assert.deepEqual(await resetMails(u.email), [], 'nor any mail written');
      assert.equal(held.length, 1);
      await held[0]!();
      assert.equal((await rows()).length, 1);
      assert.deepEqual(
        (await resetMails(u.email)).map((row) => [row.kind, row.status]),
        [['account.password_reset', 'pending']],
        'the mail waits in the outbox with the reset',
      );
      const sent = (await t.outbox()).filter((mail) => mail.to === u.email);
      assert.deepEqual(
        sent.map((mail) => mail.subject),
        ['Your Harmony password reset code'],
      );
      assert.equal((await resetMails(u.email))[0]?.mail, null, 'the OTP is not kept once sent');
      clock.advance(31_000);
    });

    test('for no account: nothing runs after the answer, and no mail', async () => {
      const { deps, held } = heldAfterAnswer();
      await requestPasswordReset(deps, { kind: 'email', value: 'nobody@example.in' }, noLimits);
      assert.equal(held.length, 0);
      assert.deepEqual(await resetMails('nobody@example.in'), []);
    });
  });
}
