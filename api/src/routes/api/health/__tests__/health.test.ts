import assert from 'node:assert/strict';
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { READINESS_MESSAGES } from '../../../../plugins/app/readiness';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';

for (const target of await databaseTargets()) {
  describe(`health probes on ${target.kind}`, () => {
    let t: TestApp;
    let base: string;
    let closed: Promise<void> | undefined;
    // A route that waits until the test lets it answer: a request in flight while the app closes.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const slowStarted = new Promise<void>((resolve) => (started = resolve));
    let closing = () => {};
    const closeStarted = new Promise<void>((resolve) => (closing = resolve));

    before(async () => {
      t = await startTestApp(target, {}, (app) => {
        app.get('/api/__test/slow', async () => {
          started();
          await released;
          return { done: true };
        });
        app.addHook('preClose', async () => closing());
      });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    after(async () => {
      release();
      await (closed ?? t.close());
    });

    test('liveness answers ok and is never kept', async () => {
      const res = await fetch(`${base}/api/health/live`);
      assert.equal(res.status, 200);
      assert.deepEqual(await res.json(), { status: 'ok' });
      assert.equal(res.headers.get('cache-control'), 'no-store');
    });

    test('readiness, and /api/health with it, answer ok and name the database they queried', async () => {
      for (const path of ['/api/health/ready', '/api/health']) {
        const res = await fetch(`${base}${path}`);
        assert.equal(res.status, 200, path);
        assert.deepEqual(await res.json(), { status: 'ok', database: target.kind });
        assert.equal(res.headers.get('cache-control'), 'no-store');
      }
    });

    test('echoes a sane X-Request-Id and makes one otherwise', async () => {
      const given = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
      assert.equal(given.headers['x-request-id'], 'abc-123');
      const made = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad id\n' } });
      assert.match(String(made.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    });

    test('a database without one of the migrations is not ready; liveness does not care', async () => {
      const [last] = (
        (await t.app.db.execute(
          sql`DELETE FROM drizzle.__drizzle_migrations
              WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING hash, created_at::text AS created_at`,
        )) as { rows: { hash: string; created_at: string }[] }
      ).rows;
      try {
        const res = await fetch(`${base}/api/health/ready`);
        assert.equal(res.status, 503);
        assert.deepEqual(await res.json(), {
          statusCode: 503,
          error: 'Service Unavailable',
          message: READINESS_MESSAGES.migrations(1),
        });
        assert.equal(res.headers.get('cache-control'), 'no-store');
        assert.equal((await fetch(`${base}/api/health/live`)).status, 200);
      } finally {
        await t.app.db.execute(
          sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${last!.hash}, ${last!.created_at}::bigint)`,
        );
      }
      assert.equal((await fetch(`${base}/api/health/ready`)).status, 200);
    });

    // Last: it closes the app.
    test('once close starts, readiness says draining while a request in flight finishes', async () => {
      const { port } = t.app.server.address() as AddressInfo;
      const slow = fetch(`${base}/api/__test/slow`);
      await slowStarted;
      // A request begun before close (its headers not finished), as one on a proxy's open connection.
      const socket = net.connect(port, '127.0.0.1');
      await once(socket, 'connect');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      socket.write('GET /api/health/ready HTTP/1.1\r\nHost: localhost\r\n');

      closed = t.close();
      await closeStarted;
      socket.write('\r\n');
      await once(socket, 'end');
      assert.match(received, /^HTTP\/1\.1 503 /);
      assert.match(received, /connection: close/i);
      assert.ok(received.includes(READINESS_MESSAGES.draining), received);

      release();
      const answer = await slow;
      assert.equal(answer.status, 200, 'the request in flight is answered');
      assert.deepEqual(await answer.json(), { done: true });
      assert.equal(answer.headers.get('connection'), 'close', 'and its connection closed, so close can end');
      await closed;
    });
  });
}
