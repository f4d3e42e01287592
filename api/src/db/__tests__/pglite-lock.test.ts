import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { API_ROOT } from '../../config';
import { openDatabase } from '../client';
import { DatabaseInUseError, lockFileOf, lockPgliteFolder } from '../pglite-lock';

const run = promisify(execFile);

describe('one process per embedded database folder', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'harmony-lock-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  test('a second claim names the holder; release frees the folder; a dead holder is taken over', async () => {
    const folder = path.join(dir, 'a', 'pglite');
    const lock = await lockPgliteFolder(folder, 'the api (npm start)');
    const holder = JSON.parse(await readFile(lockFileOf(folder), 'utf8'));
    assert.equal(holder.pid, process.pid);

    // Another live process holds it (the parent of this one stands in for it).
    await writeFile(lockFileOf(folder), JSON.stringify({ ...holder, pid: process.ppid }));
    await assert.rejects(lockPgliteFolder(folder, 'npm run ops'), (err: unknown) => {
      assert.ok(err instanceof DatabaseInUseError);
      assert.match(err.message, /is in use by the api \(npm start\) \(pid \d+/);
      assert.match(err.message, /stop `npm start` before `npm run ops`/);
      return true;
    });
    // A holder that is gone leaves a stale lock: taken over.
    await writeFile(lockFileOf(folder), JSON.stringify({ ...holder, pid: 2 ** 22 + 12345 }));
    const again = await lockPgliteFolder(folder, 'npm run ops');
    await again.release();
    await lock.release();
    const third = await lockPgliteFolder(folder, 'npm run ops');
    await third.release();
  });

  test('npm run ops refuses clearly while the api holds the folder, and works once it is free', async () => {
    const dataDir = path.join(dir, 'data');
    const handle = await openDatabase(
      { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      'the api (npm start)',
    );
    const ops = (...argv: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'src/ops/ops.ts', ...argv], {
        cwd: API_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        timeout: 120_000,
      });
    try {
      await assert.rejects(ops('orders'), (err: { code?: number; stderr?: string }) => {
        assert.equal(err.code, 1);
        assert.match(err.stderr ?? '', /The embedded database in .* is in use by the api \(npm start\)/);
        return true;
      });
    } finally {
      await handle.close();
    }
    const { stdout } = await ops('products');
    assert.match(stdout, /The catalogue is empty\./);
    const bad = await ops('advance', '1', 'backwards').catch((err: { code: number; stderr: string }) => err);
    assert.equal((bad as { code: number }).code, 1);
    assert.match((bad as { stderr: string }).stderr, /Unknown status "backwards"/);
  });
});
