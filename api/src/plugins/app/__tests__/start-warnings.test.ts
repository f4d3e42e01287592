import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, test } from 'node:test';
import { buildApp } from '../../../app';
import { databaseTargets } from '../../../test-support/databases';

/** The api's start-up log lines at warn and above, as an operator's terminal would show them. */
async function startWarnings(env: Record<string, string>): Promise<string[]> {
  const [target] = await databaseTargets();
  const database = await target!.create();
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).trim().split('\n'));
      done();
    },
  });
  const files = await mkdtemp(path.join(tmpdir(), 'harmony-start-'));
  const app = await buildApp({
    env,
    config: {
      database: database.config,
      dataDir: path.join(files, 'data'),
      outboxDir: path.join(files, 'outbox'),
      uploadsDir: path.join(files, 'uploads'),
      passwordScryptLogN: 10,
    },
    logger: { level: 'warn', stream },
  });
  await app.ready();
  await app.close();
  await rm(files, { recursive: true, force: true });
  return lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
}

describe('the api says at every start what is not real', () => {
  test('the sandbox gateway, the courier sandbox and the file outbox each log a warning', async () => {
    const warnings = await startWarnings({
      ALLOW_SANDBOX_PAYMENTS: '1',
      ALLOW_FILE_OUTBOX: '1',
      NODE_ENV: 'production',
      COOKIE_SECURE: 'true',
      SITE_URL: 'https://harmony.example',
    });
    assert.ok(
      warnings.some((msg) => msg.startsWith('PAYMENTS ARE SIMULATED')),
      warnings.join('\n'),
    );
    assert.ok(
      warnings.some((msg) => msg.startsWith('MAIL IS NOT SENT')),
      warnings.join('\n'),
    );
    assert.ok(
      warnings.some((msg) => msg.startsWith('SHIPMENTS ARE SIMULATED')),
      warnings.join('\n'),
    );
  });

  test('with Razorpay, Shiprocket and SMTP configured, none of these warnings', async () => {
    const warnings = await startWarnings({
      RAZORPAY_KEY_ID: 'rzp_test_abc123',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
      SHIPROCKET_EMAIL: 'api-user@harmony.example',
      SHIPROCKET_PASSWORD: 'shiprocket-password',
      COURIER_WEBHOOK_TOKEN: 'token-from-the-shiprocket-panel',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    assert.ok(!warnings.some((msg) => /SIMULATED|NOT SENT/.test(msg)), warnings.join('\n'));
  });
});
