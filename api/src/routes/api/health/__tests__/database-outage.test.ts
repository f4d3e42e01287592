// The api while its PostgreSQL is away (a proxy in front of the test server, cut and restored): a
// shopper's request and readiness answer 503 at once, liveness stays 200, and all come back by
// themselves when the database does.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { UNAVAILABLE_MESSAGE } from '../../../../http/http-errors';
import { READINESS_MESSAGES } from '../../../../plugins/app/readiness';
import type { DatabaseTarget } from '../../../../test-support/databases';
import { databaseTargets } from '../../../../test-support/databases';
import { eventually } from '../../../../test-support/eventually';
import { type PgProxy, startPgProxy } from '../../../../test-support/pg-proxy';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';

const postgres = (await databaseTargets()).filter((target) => target.kind === 'postgres');

for (const target of postgres) {
  describe('the api while PostgreSQL is away', () => {
    let proxy: PgProxy | undefined;
    let t: TestApp;
    let base: string;
    let slowStarted: Promise<void>;

    before(async () => {
      // The same fresh database, reached through the proxy.
      const throughProxy: DatabaseTarget = {
        kind: 'postgres',
        async create() {
          const database = await target.create();
          assert.ok(database.config.kind === 'postgres');
          proxy = await startPgProxy(database.config.url);
          return { ...database, config: { kind: 'postgres', url: proxy.url(database.config.url) } };
        },
      };
      let started = () => {};
      slowStarted = new Promise<void>((resolve) => (started = resolve));
      t = await startTestApp(throughProxy, {}, (app) => {
        // A statement still running when the database goes.
        app.get('/api/__test/slow-query', async () => {
          started();
          await app.db.execute(sql`SELECT pg_sleep(30)`);
          return { done: true };
        });
      });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    after(async () => {
      await proxy?.restore();
      await t.close();
      await proxy?.close();
    });

    const get = (path: string) => fetch(`${base}${path}`);

    test('down: 503s that say to try again, never a 500; back: everything answers again', async () => {
      assert.equal((await get('/api/categories')).status, 200);
      assert.equal((await get('/api/health/ready')).status, 200);

      const slow = get('/api/__test/slow-query');
      await slowStarted;
      await proxy!.cut('refuse');

      const broken = await slow;
      assert.equal(broken.status, 503, 'a statement whose connection broke');
      assert.equal((await broken.json()).message, UNAVAILABLE_MESSAGE);

      // The next connection is refused; from then on the answers come from the guard.
      for (let i = 0; i < 3; i += 1) {
        const res = await get('/api/categories');
        assert.equal(res.status, 503);
        assert.deepEqual(await res.json(), {
          statusCode: 503,
          error: 'Service Unavailable',
          message: UNAVAILABLE_MESSAGE,
        });
        assert.equal(res.headers.get('retry-after'), '10');
      }
      assert.equal(t.app.dbAvailable(), false, 'the guard is closed');
      const ready = await get('/api/health/ready');
      assert.equal(ready.status, 503);
      assert.equal((await ready.json()).message, READINESS_MESSAGES.database);
      assert.equal(ready.headers.get('cache-control'), 'no-store');
      assert.equal((await get('/api/health/live')).status, 200, 'the process itself is alive');

      await proxy!.restore();
      const back = await eventually(async () => (await get('/api/health/ready')).status === 200);
      assert.equal(back, true, 'readiness comes back by itself');
      assert.equal((await get('/api/categories')).status, 200);
    });
  });
}
