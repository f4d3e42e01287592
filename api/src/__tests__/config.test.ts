import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { REPO_ROOT, loadConfig } from '../config';

describe('configuration', () => {
  test('a new machine with no settings gets PGlite in <repo>/.data, port 4000 and the outbox', () => {
    const config = loadConfig({});
    assert.deepEqual(config.database, { kind: 'pglite', dataDir: path.join(REPO_ROOT, '.data', 'pglite') });
    assert.equal(config.port, 4000);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.logLevel, 'info');
    assert.equal(config.contactEmail, 'support@harmony.example');
    assert.equal(config.mailFrom, 'Harmony <no-reply@harmony.example>');
    assert.equal(config.smtpUrl, null);
    assert.equal(config.outboxDir, path.join(REPO_ROOT, '.outbox'));
    const rootPackage = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
    assert.equal(rootPackage.name, 'harmony', 'REPO_ROOT is the repository root');
  });

  test('environment variables and overrides apply', () => {
    const config = loadConfig(
      {
        DATABASE_URL: 'postgres://u@db:5432/shop',
        PORT: '8080',
        LOG_LEVEL: 'silent',
        CONTACT_EMAIL: 'help@shop.in',
        SMTP_URL: 'smtp://mail:25',
        OUTBOX_DIR: '/tmp/box',
        DATA_DIR: '',
      },
      { port: 0 },
    );
    assert.deepEqual(config.database, { kind: 'postgres', url: 'postgres://u@db:5432/shop' });
    assert.equal(config.port, 0);
    assert.equal(config.logLevel, 'silent');
    assert.equal(config.mailFrom, 'Harmony <no-reply@shop.in>');
    assert.equal(config.smtpUrl, 'smtp://mail:25');
    assert.equal(config.outboxDir, '/tmp/box');
  });

  test('a bad value stops the start with the variable named', () => {
    assert.throws(() => loadConfig({ PORT: 'eighty' }), /PORT/);
    assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL/);
    assert.throws(() => loadConfig({ LOG_LEVEL: 'loud' }), /LOG_LEVEL/);
  });
});
