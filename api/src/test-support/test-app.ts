import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, type BuildAppOptions, buildApp } from '../app';
import type { AppConfig } from '../config';
import type { OutboxFile } from '../mail/outbox';
import type { DatabaseTarget } from './databases';

export interface TestApp {
  app: App;
  outboxDir: string;
  uploadsDir: string;
  /** The mails sent so far (every due one in the outbox table sent first), oldest first. */
  outbox(): Promise<OutboxFile[]>;
  close(): Promise<void>;
}

/**
 * The api on a fresh database of the given kind, with a temporary outbox and silent logs. The
 * environment is ignored (env: {}), so a developer's SMTP_URL or DATABASE_URL cannot leak in.
 */
export async function startTestApp(
  target: DatabaseTarget,
  config: Partial<AppConfig> = {},
  /** Runs before the app is ready, e.g. to add a route that fails on purpose. */
  prepare?: (app: App) => void,
  /** Pino options, for a test that reads the logs (a stream and a level). */
  logger?: BuildAppOptions['logger'],
): Promise<TestApp> {
  const database = await target.create();
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'harmony-outbox-'));
  const filesDir = await mkdtemp(path.join(tmpdir(), 'harmony-files-'));
  const uploadsDir = path.join(filesDir, 'uploads');
  const app = await buildApp({
    env: {},
    config: {
      database: database.config,
      outboxDir,
      uploadsDir,
      dataDir: path.join(filesDir, 'data'),
      jwtSecret: randomBytes(32).toString('base64url'),
      logLevel: 'silent',
      // Cheap hashes and generous limits; the tests of those set their own.
      passwordScryptLogN: 10,
      rateLimitIpMax: 10_000,
      rateLimitAccountMax: 1_000,
      contactLimitIpMax: 1_000,
      contactLimitEmailMax: 1_000,
      couponLimitIpMax: 10_000,
      // The shop's per-customer limits are tested where they are set; elsewhere a test user buys freely.
      orderLimitUserMax: 10_000,
      openOrdersMax: 10_000,
      profileImageLimitUserMax: 10_000,
      ...config,
    },
    logger,
  });
  prepare?.(app);
  await app.ready();
  return {
    app,
    outboxDir,
    uploadsDir,
    async outbox() {
      await app.mailer.outbox.drain();
      const names = (await readdir(outboxDir)).filter((name) => name.endsWith('.json')).sort();
      return Promise.all(
        names.map(
          async (name) => JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as OutboxFile,
        ),
      );
    },
    async close() {
      await app.close();
      await database.drop();
      await rm(outboxDir, { recursive: true, force: true });
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
