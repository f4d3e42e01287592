import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { writeToOutbox } from '../outbox';

describe('outbox', () => {
  let root: string;
  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'harmony-outbox-'));
  });
  after(() => rm(root, { recursive: true, force: true }));

  const mail = { to: 'asha@example.in', subject: 'Your order', text: 'Thank you' };

  test('a mail is one whole JSON file, and a missing folder is made for it (again if removed)', async () => {
    const dir = path.join(root, 'nested', 'outbox');
    const first = await writeToOutbox(dir, 'shop@example.in', mail);
    assert.equal(path.dirname(first), dir);
    assert.deepEqual(
      { ...JSON.parse(await readFile(first, 'utf8')), id: 'id', timestamp: 'at' },
      { id: 'id', timestamp: 'at', from: 'shop@example.in', ...mail },
    );
    await rm(dir, { recursive: true });
    await writeToOutbox(dir, 'shop@example.in', mail);
    const files = await readdir(dir);
    assert.equal(files.length, 1, 'no temporary file is left behind');
    assert.match(files[0]!, /^[^.].*\.json$/);
  });
});
