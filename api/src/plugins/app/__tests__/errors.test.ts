import assert from 'node:assert/strict';
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { BODY_LIMIT_BYTES, buildApp } from '../../../app';
import { UNAVAILABLE_MESSAGE } from '../../../http/http-errors';
import { databaseTargets } from '../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../test-support/test-app';

const json = { 'content-type': 'application/json' };

for (const target of await databaseTargets()) {
  describe(`error answers on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, {}, (app) => {
        // A route that fails the way a bad query would, to see what leaks.
        app.get('/api/__test/boom', async () => {
          throw new Error('relation "secret_table" does not exist: SELECT password FROM secret_table');
        });
        // What drizzle throws when PostgreSQL refused the connection.
        app.get('/api/__test/database-away', async () => {
          const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
            code: 'ECONNREFUSED',
          });
          throw new Error('Failed query: SELECT password FROM secret_table', { cause: refused });
        });
      });
    });
    after(() => t.close());

    test('malformed JSON is 400 with a clear message', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: json,
        payload: '{"name": "A",',
      });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), {
        statusCode: 400,
        error: 'Bad Request',
        message: 'The request body is not valid JSON.',
      });
    });

    test('an empty JSON body is 400', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: json, payload: '' });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, 'The request body is empty; a JSON object was expected.');
    });

    test('a body over 100 KB is 413', async () => {
      const payload = JSON.stringify({ message: 'x'.repeat(BODY_LIMIT_BYTES) });
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: json, payload });
      assert.equal(res.statusCode, 413);
      assert.deepEqual(res.json(), {
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'The request body is larger than 100 KB.',
      });
    });

    test('a refused body still being sent is read to its end: the answer arrives, the connection stays', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      await once(socket, 'connect');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      const answered = async (count: number) => {
        while ((received.match(/HTTP\/1\.1 \d{3}/g) ?? []).length < count) await once(socket, 'data');
      };

      // As a proxy forwards a 3 MB body: headers, then the body in slices while the api has already refused.
      const size = 3 * 1024 * 1024;
      socket.write(
        `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${size}\r\n\r\n`,
      );
      const slice = Buffer.alloc(256 * 1024, 'a');
      for (let sent = 0; sent < size; sent += slice.length) {
        if (!socket.write(slice)) await once(socket, 'drain');
        await new Promise((resolve) => setImmediate(resolve));
      }
      await answered(1);
      assert.match(received, /^HTTP\/1\.1 413 /);
      assert.doesNotMatch(received, /connection: close/i);
      assert.match(received, /The request body is larger than 100 KB\./);

      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      await answered(2);
      assert.match(received.slice(received.lastIndexOf('HTTP/1.1')), /^HTTP\/1\.1 200 /);
      socket.destroy();
    });

    test('an unsupported content type is 415 in the same shape', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      });
      assert.equal(res.statusCode, 415);
      assert.deepEqual(Object.keys(res.json()).sort(), ['error', 'message', 'statusCode']);
    });

    test('an unknown route is 404 in the same shape', async () => {
      for (const [method, url] of [
        ['GET', '/api/nothing-here'],
        ['DELETE', '/api/products/1'],
        ['GET', '/'],
      ] as const) {
        const res = await t.app.inject({ method, url });
        assert.equal(res.statusCode, 404, `${method} ${url}`);
        assert.deepEqual(res.json(), {
          statusCode: 404,
          error: 'Not Found',
          message: `Route ${method} ${url} not found`,
        });
      }
    });

    test('an unexpected error is 500 with a generic message; details stay out of the answer', async () => {
      const res = await t.app.inject('/api/__test/boom');
      assert.equal(res.statusCode, 500);
      assert.deepEqual(res.json(), {
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong on our side. Please try again later.',
      });
      assert.doesNotMatch(res.body, /secret|SELECT|stack|at /);
    });

    test('a database that cannot be reached is 503 with a time to try again, never 500', async () => {
      const res = await t.app.inject('/api/__test/database-away');
      assert.equal(res.statusCode, 503);
      assert.deepEqual(res.json(), {
        statusCode: 503,
        error: 'Service Unavailable',
        message: UNAVAILABLE_MESSAGE,
      });
      assert.equal(res.headers['retry-after'], '10');
    });
  });
}

describe('logs', () => {
  test('are JSON lines with the request id, and the 500 details are there', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp({
      env: {},
      config: { database: { kind: 'pglite', dataDir: null }, outboxDir: '/dev/null/unused' },
      logger: { level: 'info', stream },
    });
    app.get('/api/__test/boom', async () => {
      throw new Error('the hidden detail');
    });
    try {
      await app.inject({ url: '/api/__test/boom', headers: { 'x-request-id': 'req-42' } });
    } finally {
      await app.close();
    }
    const failure = lines.find((l) => l.msg === 'request failed');
    assert.ok(failure, 'the failure is logged');
    assert.equal(failure.reqId, 'req-42');
    assert.equal(failure.level, 50);
    assert.match(JSON.stringify(failure.err), /the hidden detail/);
  });
});
