import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { REFRESH_COOKIE } from '../../../http/refresh-cookie';
import { databaseTargets } from '../../../test-support/databases';
import { startTestApp } from '../../../test-support/test-app';
import { newSignup, signup, login } from '../../../test-support/users';
import { JWT_SECRET_FILE, resolveJwtSecret } from '../auth';

describe('the JWT secret', () => {
  test('without JWT_SECRET one is generated once in DATA_DIR (mode 600) and kept', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'harmony-secret-'));
    try {
      const dataDir = path.join(dir, 'data');
      const first = await resolveJwtSecret(null, dataDir);
      assert.ok(first.length >= 32);
      const file = path.join(dataDir, JWT_SECRET_FILE);
      assert.equal((await readFile(file, 'utf8')).trim(), first);
      assert.equal((await stat(file)).mode & 0o777, 0o600);
      assert.equal(await resolveJwtSecret(null, dataDir), first, 'a restart keeps it');
      assert.equal(await resolveJwtSecret('x'.repeat(40), dataDir), 'x'.repeat(40), 'JWT_SECRET wins');

      const other = await resolveJwtSecret(null, path.join(dir, 'other'));
      assert.notEqual(other, first, 'never a fixed secret');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a token survives a restart on the same DATA_DIR', async () => {
    const [pglite] = await databaseTargets();
    assert.ok(pglite);
    const dir = await mkdtemp(path.join(tmpdir(), 'harmony-restart-'));
    const config = { dataDir: dir, jwtSecret: null };
    try {
      const one = await startTestApp(pglite, config);
      let token: string;
      let userId: number;
      try {
        const body = newSignup();
        await signup(one.app, body);
        const res = await login(one.app, body.email, body.password);
        token = res.json().accessToken;
        userId = res.json().user.id;
      } finally {
        await one.close();
      }
      // A new process (and, here, a new empty database): the token's signature still verifies.
      const two = await startTestApp(pglite, config);
      try {
        assert.equal((await two.app.accessTokens.verify(token)).userId, userId);
      } finally {
        await two.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('COOKIE_SECURE', () => {
  test('adds Secure to the refresh cookie', async () => {
    const [pglite] = await databaseTargets();
    assert.ok(pglite);
    const t = await startTestApp(pglite, { cookieSecure: true });
    try {
      const body = newSignup();
      await signup(t.app, body);
      const res = await login(t.app, body.email, body.password);
      const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE);
      assert.equal(cookie?.secure, true);
      assert.equal(cookie?.httpOnly, true);
    } finally {
      await t.close();
    }
  });
});
