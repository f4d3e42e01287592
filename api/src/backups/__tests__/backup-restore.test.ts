import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { API_ROOT, type DatabaseConfig } from '../../config';
import { type Database, openDatabase, pgliteClientOf } from '../../db/client';
import { userTables } from '../../db/database-contents-repository';
import { pictureUpload, pngOf } from '../../routes/api/admin/__tests__/products-fixtures';
import { databaseTargets } from '../../test-support/databases';
import { payFor, storedInvoice } from '../../test-support/invoices';
import { sandboxSecrets } from '../../test-support/payments';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { newUser, staffUser } from '../../test-support/users';
import { BackupError, MANIFEST_FILE, listBackups } from '../backup-folders';
import { type DatabaseSource, openRestoreTarget, pgliteSource, postgresSource } from '../database-dumps';
import { restoreBackup } from '../restore-backup';
import { type WrittenBackup, writeBackup } from '../write-backup';

const run = promisify(execFile);

/** Every table's rows (as PostgreSQL writes them in JSON, sorted) and every sequence's position. */
async function contents(db: Database) {
  const rows = async (query: string) =>
    ((await db.execute(sql.raw(query))) as { rows: { v: string }[] }).rows;
  const tables: Record<string, string[]> = {};
  for (const name of await userTables(db)) {
    const [schema, table] = name.split('.');
    tables[name] = (await rows(`SELECT to_jsonb(t)::text AS v FROM "${schema}"."${table}" t`))
      .map((r) => r.v)
      .sort();
  }
  const sequences: Record<string, string> = {};
  for (const { v } of await rows(
    `SELECT quote_ident(sequence_schema) || '.' || quote_ident(sequence_name) AS v FROM information_schema.sequences`,
  )) {
    sequences[v] = (await rows(`SELECT last_value || ':' || is_called AS v FROM ${v}`))[0]!.v;
  }
  return { tables, sequences };
}

async function withDatabase<T>(config: DatabaseConfig, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase(config, 'backup test');
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** Each file of a folder, by its path inside it, with a hash of its bytes. */
async function files(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const found: Record<string, string> = {};
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    found[path.relative(dir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return found;
}

// A shop with paid orders, their invoices and an uploaded picture is backed up, restored elsewhere with
// the real `npm run ops -- restore`, and found the same: every table row by row, every sequence, every
// uploaded file.
for (const target of await databaseTargets()) {
  describe(`backup and restore on ${target.kind}`, () => {
    let t: TestApp;
    let work: string;
    let source: DatabaseSource;
    let backup: WrittenBackup;
    let restored: { config: DatabaseConfig; uploadsDir: string; drop(): Promise<void> };
    const settings = () => ({
      backupDir: path.join(work, 'backups'),
      backupKeep: 7,
      uploadsDir: t.uploadsDir,
    });

    before(async () => {
      t = await startTestApp(target, sandboxSecrets);
      work = await mkdtemp(path.join(tmpdir(), 'harmony-backup-'));
      const shopper = await newUser(t.app);
      const orders = [
        await payFor(t.app, shopper, [{ product_id: 1, quantity: 1 }]),
        await payFor(t.app, shopper, [{ product_id: 19, quantity: 2 }]),
      ];
      for (const order of orders) await storedInvoice(t.app, order);
      const clerk = await staffUser(t.app, 'catalog');
      const body = pictureUpload(await pngOf(64, 48));
      const picture = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products/1/pictures',
        headers: { ...clerk.auth, ...body.headers },
        payload: body.payload,
      });
      assert.equal(picture.statusCode, 201, picture.body);
      // The order mails' log rows are written after the answers: all of them before the backup.
      await t.app.orderMails.settled();
      const { database } = t.app.config;
      source =
        database.kind === 'postgres' ? postgresSource(database.url) : pgliteSource(pgliteClientOf(t.app.db));
      backup = await writeBackup(source, settings(), new Date('2026-05-01T02:30:00Z'));
      const elsewhere =
        target.kind === 'postgres'
          ? await target.create()
          : {
              config: { kind: 'pglite' as const, dataDir: path.join(work, 'restored', 'pglite') },
              drop: async () => {},
            };
      restored = { ...elsewhere, uploadsDir: path.join(work, 'restored', 'uploads') };
    });
    after(async () => {
      await t.close();
      await restored.drop();
      await rm(work, { recursive: true, force: true });
    });

    test('npm run ops -- restore fills an empty database elsewhere with the same rows and files', async () => {
      assert.match(path.basename(backup.folder), /^harmony-2026-05-01T02-30-00Z$/);
      // DATABASE_URL names the fresh PostgreSQL database; unset, ops restores into DATA_DIR/pglite.
      const { DATABASE_URL: _ignored, ...env } = process.env;
      const into =
        restored.config.kind === 'postgres'
          ? { DATABASE_URL: restored.config.url }
          : { DATA_DIR: path.join(work, 'restored') };
      const done = await run(
        process.execPath,
        ['--import', 'tsx', 'src/ops/ops.ts', 'restore', backup.folder],
        {
          cwd: API_ROOT,
          env: {
            ...env,
            ...into,
            UPLOADS_DIR: restored.uploadsDir,
            LOG_LEVEL: 'silent',
          },
        },
      );
      assert.match(done.stdout, /^Restored .*harmony-2026-05-01T02-30-00Z/);

      const before = await contents(t.app.db);
      for (const table of [
        'public.orders',
        'public.invoices',
        'public.invoice_lines',
        'public.product_images',
      ]) {
        assert.ok((before.tables[table]?.length ?? 0) > 0, `the shop has rows in ${table}`);
      }
      assert.ok((before.tables['drizzle.__drizzle_migrations']?.length ?? 0) > 0);
      await withDatabase(restored.config, async (db) => {
        assert.deepEqual(await contents(db), before);
        // Written to after the restore: the next test's restore must refuse it, or replace it whole.
        await db.execute(sql`CREATE TABLE public.stray (id int)`);
      });
      const pictures = await files(t.uploadsDir);
      assert.equal(Object.keys(pictures).length, 1, 'the uploaded picture');
      assert.deepEqual(await files(restored.uploadsDir), pictures);
    });

    test('a database that holds something is refused unless --force, which replaces it', async () => {
      const restoreInto = async (force: boolean) => {
        const into = await openRestoreTarget(restored.config);
        try {
          return await restoreBackup(backup.folder, into, restored.uploadsDir, force);
        } finally {
          await into.close();
        }
      };
      await assert.rejects(restoreInto(false), (err: Error) => {
        assert.ok(err instanceof BackupError);
        assert.match(
          err.message,
          /^Not restored: the .* is not empty \(\d+ tables: .*\), and the uploads folder .* holds 1 file\./,
        );
        return true;
      });
      assert.equal((await restoreInto(true)).replaced, true);
      const after = await withDatabase(restored.config, contents);
      assert.equal(after.tables['public.stray'], undefined, 'what was there is gone');
      assert.deepEqual(after, await contents(t.app.db));
    });

    test('a damaged or foreign backup is refused before anything changes', async () => {
      const damaged = path.join(work, 'damaged');
      await cp(backup.folder, damaged, { recursive: true });
      const dump = path.join(damaged, backup.manifest.database.file);
      const bytes = await readFile(dump);
      bytes[bytes.length >> 1]! ^= 0xff;
      await writeFile(dump, bytes);
      const into = await openRestoreTarget(restored.config);
      try {
        await assert.rejects(
          restoreBackup(dump, into, restored.uploadsDir, true),
          /is damaged: it is not the file the backup wrote/,
        );
        await rm(path.join(damaged, MANIFEST_FILE));
        await assert.rejects(
          restoreBackup(damaged, into, restored.uploadsDir, true),
          /is not a backup of this shop/,
        );
        await assert.rejects(
          restoreBackup(path.join(work, 'nowhere'), into, restored.uploadsDir, true),
          /There is no backup at/,
        );
      } finally {
        await into.close();
      }
      assert.deepEqual(
        await files(restored.uploadsDir),
        await files(t.uploadsDir),
        'the uploads are as they were',
      );
    });

    test('a new backup keeps the newest BACKUP_KEEP', async () => {
      const at = (day: number) => new Date(`2026-05-0${day}T02:30:00Z`);
      assert.deepEqual((await writeBackup(source, settings(), at(2))).removed, []);
      const last = await writeBackup(source, { ...settings(), backupKeep: 2 }, at(3));
      assert.deepEqual(last.removed, ['harmony-2026-05-01T02-30-00Z']);
      assert.deepEqual(await listBackups(settings().backupDir), [
        'harmony-2026-05-02T02-30-00Z',
        'harmony-2026-05-03T02-30-00Z',
      ]);
    });
  });
}
