import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@harmony/shared/domain';
import { users } from '../../db/schema';
import { HttpError } from '../../http/http-errors';
import { databaseTargets } from '../../test-support/databases';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { newSignup, noLimits } from '../../test-support/users';
import type { AccountDeps } from '../account-deps';
import { type Registration, register, registrationOf } from '../register';

// Two registrations of one email or mobile number, both past the "already registered?" reads before either
// writes: the unique constraint decides, and the one that lost gets the same 409 as a later registration.
for (const target of await databaseTargets()) {
  describe(`registrations racing on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    /** The app's collaborators, but no password is hashed until both registrations have read. */
    function bothReadFirst(): AccountDeps {
      const deps = t.app.accountDeps;
      let arrived = 0;
      let open!: () => void;
      const bothRead = new Promise<void>((resolve) => {
        open = resolve;
      });
      const hash = async (password: string) => {
        arrived += 1;
        if (arrived === 2) open();
        await bothRead;
        return deps.passwords.hash(password);
      };
      return { ...deps, passwords: { ...deps.passwords, hash } };
    }

    async function race(first: Registration, second: Registration) {
      const deps = bothReadFirst();
      const results = await Promise.allSettled([
        register(deps, first, noLimits),
        register(deps, second, noLimits),
      ]);
      const refused = results.filter((result) => result.status === 'rejected');
      assert.equal(refused.length, 1, 'exactly one registration is refused');
      const { reason } = refused[0] as PromiseRejectedResult;
      assert.ok(reason instanceof HttpError, String(reason));
      return reason;
    }

    test('the same email: one account, the other 409 "email taken"', async () => {
      const first = registrationOf(newSignup());
      const refusal = await race(first, { ...registrationOf(newSignup()), email: first.email });
      assert.equal(refusal.statusCode, 409);
      assert.equal(refusal.message, ACCOUNT_MESSAGES.emailTaken);
      assert.equal((await t.app.db.select().from(users).where(eq(users.email, first.email))).length, 1);
    });

    test('the same mobile number: one account, the other 409 "mobile taken"', async () => {
      const first = registrationOf(newSignup());
      const second = { ...registrationOf(newSignup()), contactNumber: first.contactNumber };
      const refusal = await race(first, second);
      assert.equal(refusal.statusCode, 409);
      assert.equal(refusal.message, ACCOUNT_MESSAGES.mobileTaken);
      const rows = await t.app.db.select().from(users).where(eq(users.contactNumber, first.contactNumber));
      assert.equal(rows.length, 1);
    });
  });
}
