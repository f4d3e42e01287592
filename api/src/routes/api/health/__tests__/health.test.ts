import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';

for (const target of await databaseTargets()) {
  describe(`GET /api/health on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    test('answers ok and names the database it queried', async () => {
      const res = await t.app.inject('/api/health');
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { status: 'ok', database: target.kind });
      assert.equal(res.headers['cache-control'], 'no-store');
    });

    test('echoes a sane X-Request-Id and makes one otherwise', async () => {
      const given = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
      assert.equal(given.headers['x-request-id'], 'abc-123');
      const made = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad id\n' } });
      assert.match(String(made.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    });
  });
}
