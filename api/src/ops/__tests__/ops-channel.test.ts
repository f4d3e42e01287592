import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { STAFF_MESSAGES } from '@harmony/shared/domain';
import { type App, buildApp } from '../../app';
import { opsChannelOf } from '../../db/pglite-lock';
import { rolesOf } from '../../db/staff-repository';
import { API_ROOT } from '../../config';
import { newUser } from '../../test-support/users';

const run = promisify(execFile);

// `npm run ops` while the api runs on the embedded database: the real command line, in its own process,
// against an api holding the folder. The api runs the command; nobody else opens the folder.
describe('npm run ops beside a running api on PGlite', () => {
  let dataDir: string;
  let app: App;
  const uploadsDir = () => path.join(dataDir, 'uploads');
  const env = () => {
    const { DATABASE_URL: _ignored, ...rest } = process.env;
    return { ...rest, DATA_DIR: dataDir, UPLOADS_DIR: uploadsDir(), LOG_LEVEL: 'silent' };
  };
  const ops = (...argv: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/ops/ops.ts', ...argv], { cwd: API_ROOT, env: env() }).then(
      (done) => ({ code: 0, ...done }),
      (err: { code: number; stdout: string; stderr: string }) => err,
    );

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'harmony-ops-channel-'));
    app = await buildApp({
      env: { DATA_DIR: dataDir, UPLOADS_DIR: uploadsDir() },
      config: { logLevel: 'silent', passwordScryptLogN: 10 },
    });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('grants the first owner without stopping the shop; the api records it as ops', async () => {
    const shopper = await newUser(app);
    const granted = await ops('grant-role', shopper.email, 'owner');
    assert.equal(granted.code, 0, granted.stderr);
    assert.match(granted.stdout, /is now owner/);
    assert.deepEqual(await rolesOf(app.db, shopper.id), ['owner']);
    const me = await app.inject({ method: 'GET', url: '/api/admin/me', headers: shopper.auth });
    assert.equal(me.statusCode, 200, 'the next request has the role');
  });

  test('a refusal is said on stderr with a failing exit code', async () => {
    const refused = await ops('grant-role', 'nobody@example.in', 'owner');
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, new RegExp(STAFF_MESSAGES.accountNotFound));
  });

  test('backs up through the api, which holds the folder; a restore is refused while it runs', async () => {
    await mkdir(path.join(uploadsDir(), 'products'), { recursive: true });
    await writeFile(path.join(uploadsDir(), 'products', 'picture.webp'), 'a picture');
    const backup = await ops('backup');
    assert.equal(backup.code, 0, backup.stderr);
    const folder = /into (.+harmony-[\dT-]+Z):$/m.exec(backup.stdout)?.[1];
    assert.ok(folder, backup.stdout);
    assert.equal(path.dirname(folder), path.join(dataDir, 'backups'), 'in DATA_DIR/backups');
    assert.match(backup.stdout, /database\.pglite\.tar\.gz +[\d.]+ MB +PGlite's dumpDataDir/);
    assert.match(backup.stdout, /uploads\/ +9 bytes +1 file/);
    const restore = await ops('restore', folder, '--force');
    assert.equal(restore.code, 1);
    assert.match(
      restore.stderr,
      /^The embedded database in .* is open in the api \(npm start\) \(pid \d+\): stop it, then restore/,
    );
  });

  test('the channel is its owner’s alone, and goes with the api', async () => {
    const socket = opsChannelOf(path.join(dataDir, 'pglite'));
    const { statSync } = await import('node:fs');
    assert.equal(statSync(socket).mode & 0o777, 0o600);
    await app.close();
    assert.equal(existsSync(socket), false);
    const stopped = await ops('staff');
    assert.equal(stopped.code, 0, `with the api stopped, ops opens the folder itself: ${stopped.stderr}`);
    app = await buildApp({
      env: { DATA_DIR: dataDir, UPLOADS_DIR: uploadsDir() },
      config: { logLevel: 'silent', passwordScryptLogN: 10 },
    });
    await app.ready();
  });
});
