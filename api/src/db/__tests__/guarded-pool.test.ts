// The pool the api uses on PostgreSQL, in front of a proxy the test cuts: what a query meets while the
// server is down or silent, and that the pool comes back by itself.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { databaseTargets } from '../../test-support/databases';
import { eventually } from '../../test-support/eventually';
import { type PgProxy, startPgProxy } from '../../test-support/pg-proxy';
import { isDatabaseUnavailable } from '../errors';
import { DatabaseUnavailableError, GuardedPool } from '../guarded-pool';

const postgres = (await databaseTargets()).filter((target) => target.kind === 'postgres');

for (const target of postgres) {
  describe('GuardedPool while its PostgreSQL goes away', () => {
    let database: Awaited<ReturnType<typeof target.create>>;
    let proxy: PgProxy;
    let pool: GuardedPool;
    const changes: (string | null)[] = [];

    before(async () => {
      database = await target.create();
      assert.ok(database.config.kind === 'postgres');
      proxy = await startPgProxy(database.config.url);
      pool = new GuardedPool(
        { connectionString: proxy.url(database.config.url), max: 4, connectionTimeoutMillis: 500 },
        { retryMs: 100 },
      );
      pool.on('error', () => {});
      pool.watch((outage) => changes.push(outage ? outage.message : null));
    });
    after(async () => {
      await pool.end();
      await proxy.close();
      await database.drop();
    });

    const selectOne = async () => (await pool.query<{ one: number }>('SELECT 1 AS one')).rows[0]?.one;
    /** 20 queries at once: each refused at once by the guard, none waiting on a connection. */
    async function refusedAtOnce() {
      const answers = await Promise.allSettled(Array.from({ length: 20 }, selectOne));
      for (const answer of answers) {
        assert.equal(answer.status, 'rejected');
        assert.ok(answer.reason instanceof DatabaseUnavailableError, String(answer.reason));
      }
    }

    test('a server that goes down: its statements fail as unavailable, then every query is refused at once; it comes back', async () => {
      assert.equal(await selectOne(), 1);
      const client = await pool.connect();
      const sleeping = client.query('SELECT pg_sleep(30)');
      await proxy.cut('refuse');
      const broken = await sleeping.then(
        () => undefined,
        (err: unknown) => err,
      );
      client.release(broken as Error);
      assert.ok(
        isDatabaseUnavailable(broken),
        `the statement's error is a lost connection: ${String(broken)}`,
      );

      // The next connection is refused by the operating system: that closes the pool.
      await assert.rejects(selectOne(), (err) => isDatabaseUnavailable(err));
      assert.equal(pool.available, false);
      assert.match(String(changes.at(-1)), /ECONNREFUSED/);
      await refusedAtOnce();

      await proxy.restore();
      assert.equal(await eventually(() => pool.available), true, 'the background check opened the pool');
      assert.equal(changes.at(-1), null);
      assert.equal(await selectOne(), 1);
    });

    test('a server gone silent: one connect times out, and the guard answers the rest without connecting', async () => {
      await proxy.cut('silent');
      // The idle connection the last test left is dropped with the rest.
      assert.equal(await eventually(() => pool.totalCount === 0), true);
      await assert.rejects(selectOne(), (err) => isDatabaseUnavailable(err));
      assert.equal(pool.available, false);
      const accepted = proxy.accepted;
      await refusedAtOnce();
      // At most the background check's own connection reached the proxy, not twenty.
      assert.ok(proxy.accepted - accepted <= 1, `${proxy.accepted - accepted} connections were opened`);

      await proxy.restore();
      assert.equal(await eventually(() => pool.available), true);
      assert.equal(await selectOne(), 1);
    });
  });
}
