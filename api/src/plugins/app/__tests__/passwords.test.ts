import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../../config';
import { users } from '../../../db/schema';
import { databaseTargets } from '../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../test-support/test-app';
import { login, newSignup, signup } from '../../../test-support/users';
import { createPasswords } from '../passwords';

describe('scrypt cost', () => {
  test('the default is N = 2^17, and hashing at it fits in the memory allowed', async () => {
    assert.equal(loadConfig({}).passwordScryptLogN, 17);
    const passwords = createPasswords(17);
    const stored = await passwords.hash('a long passphrase');
    assert.match(stored, /^scrypt\$17\$8\$1\$/);
    assert.equal(await passwords.verify('a long passphrase', stored), true);
  });

  test('a cost below 2^15 stops the start, naming the setting', () => {
    assert.throws(
      () => loadConfig({ PASSWORD_SCRYPT_LOG_N: '14' }),
      /PASSWORD_SCRYPT_LOG_N must be at least 15/,
    );
    assert.equal(loadConfig({ PASSWORD_SCRYPT_LOG_N: '15' }).passwordScryptLogN, 15);
  });
});

for (const target of await databaseTargets()) {
  describe(`stored hashes upgrade on login on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, { passwordScryptLogN: 11 });
    });
    after(() => t.close());

    const storedHash = async (email: string) =>
      (await t.app.db.select().from(users).where(eq(users.email, email)))[0]!.passwordHash;

    test('a hash below the configured cost is re-hashed at it after a good login, not after a bad one', async () => {
      const body = newSignup();
      assert.equal((await signup(t.app, body)).statusCode, 201);
      const old = await createPasswords(10).hash(body.password);
      await t.app.db.update(users).set({ passwordHash: old }).where(eq(users.email, body.email));

      assert.equal((await login(t.app, body.email, 'not-the-password')).statusCode, 401);
      assert.equal(await storedHash(body.email), old, 'a wrong password changes nothing');

      assert.equal((await login(t.app, body.email, body.password)).statusCode, 200);
      const upgraded = await storedHash(body.email);
      assert.match(upgraded, /^scrypt\$11\$/);
      assert.equal((await login(t.app, body.email, body.password)).statusCode, 200, 'the new hash opens it');
      assert.equal(await storedHash(body.email), upgraded, 'a hash at the cost stays as it is');
    });
  });
}
