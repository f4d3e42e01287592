import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../../../../app';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { newSignup, testClock } from '../../../../test-support/users';

const TOO_MANY = {
  statusCode: 429,
  error: 'Too Many Requests',
  message: 'Too many attempts. Please wait a few minutes and try again.',
};
const WINDOW_SECONDS = 600;

for (const target of await databaseTargets()) {
  describe(`rate limits on ${target.kind}`, () => {
    let t: TestApp;
    const clock = testClock();
    before(async () => {
      t = await startTestApp(target, {
        now: clock.now,
        rateLimitIpMax: 3,
        rateLimitAccountMax: 2,
        rateLimitWindowSeconds: WINDOW_SECONDS,
      });
    });
    after(() => t.close());

    let address = 0;
    /** Each test comes from its own client address, so the per-address counters do not mix. */
    const newAddress = () => `203.0.113.${++address}`;
    const post = (
      url: string,
      payload: object,
      remoteAddress: string,
      headers: Record<string, string> = {},
    ) => t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });

    for (const [url, payload] of [
      ['/api/users/login', { emailOrContact: '', password: '' }],
      ['/api/users/signup', { fullname: '' }],
      ['/api/users/forget-password', { emailOrContact: '' }],
      ['/api/users/reset-password', { token: 'no-such-token', newPassword: 'secret-123' }],
    ] as const) {
      test(`${url}: the 4th request from one address in the window is 429, others and later ones pass`, async () => {
        const ip = newAddress();
        for (let i = 0; i < 3; i += 1) {
          assert.notEqual((await post(url, payload, ip)).statusCode, 429, `request ${i + 1}`);
        }
        const refused = await post(url, payload, ip);
        assert.equal(refused.statusCode, 429);
        assert.deepEqual(refused.json(), TOO_MANY);
        const retryAfter = Number(refused.headers['retry-after']);
        assert.ok(retryAfter > 0 && retryAfter <= WINDOW_SECONDS, `Retry-After ${retryAfter}`);

        assert.notEqual((await post(url, payload, newAddress())).statusCode, 429, 'another address');
        clock.advance(WINDOW_SECONDS * 1000);
        assert.notEqual((await post(url, payload, ip)).statusCode, 429, 'a new window');
      });
    }

    test('IPv6 clients are limited per /64; an IPv4-mapped address is its IPv4 one', async () => {
      const payload = { emailOrContact: '', password: '' };
      for (let i = 0; i < 3; i += 1) {
        assert.equal((await post('/api/users/login', payload, `2001:db8:42:7::${i + 1}`)).statusCode, 400);
      }
      assert.equal((await post('/api/users/login', payload, '2001:db8:42:7:abcd::1')).statusCode, 429);
      assert.equal((await post('/api/users/login', payload, '2001:db8:42:8::1')).statusCode, 400, 'next /64');

      const ip = newAddress();
      for (let i = 0; i < 3; i += 1) await post('/api/users/login', payload, `::ffff:${ip}`);
      assert.equal((await post('/api/users/login', payload, ip)).statusCode, 429);
      clock.advance(WINDOW_SECONDS * 1000);
    });

    test('signup is limited per email as well as per address', async () => {
      const body = newSignup();
      const attempt = () => post('/api/users/signup', body, newAddress());
      assert.equal((await attempt()).statusCode, 201);
      assert.equal((await attempt()).statusCode, 409);
      assert.equal((await attempt()).statusCode, 429);
      clock.advance(WINDOW_SECONDS * 1000);
    });

    test('behind a proxy on loopback, X-Forwarded-For names the client', async () => {
      const viaProxy = (client: string) =>
        post('/api/users/login', { emailOrContact: '', password: '' }, '127.0.0.1', {
          'x-forwarded-for': client,
        });
      for (let i = 0; i < 3; i += 1) assert.equal((await viaProxy('198.51.100.7')).statusCode, 400);
      assert.equal((await viaProxy('198.51.100.7')).statusCode, 429);
      assert.equal((await viaProxy('198.51.100.8')).statusCode, 400, 'another client behind the same proxy');
      // A client that is not a trusted proxy cannot pick its address.
      const direct = newAddress();
      for (let i = 0; i < 3; i += 1) {
        await post('/api/users/login', { emailOrContact: '', password: '' }, direct, {
          'x-forwarded-for': `192.0.2.${i}`,
        });
      }
      assert.equal(
        (await post('/api/users/login', { emailOrContact: '', password: '' }, direct)).statusCode,
        429,
      );
      clock.advance(WINDOW_SECONDS * 1000);
    });

    if (target.kind === 'postgres') {
      test('two api processes on one database share the counters', async () => {
        const second = await buildApp({ env: {}, config: t.app.config });
        try {
          await second.ready();
          const ip = newAddress();
          const payload = { emailOrContact: '', password: '' };
          assert.equal((await post('/api/users/login', payload, ip)).statusCode, 400);
          const other = (n: number) =>
            second
              .inject({ method: 'POST', url: '/api/users/login', payload, remoteAddress: ip })
              .then((r) => {
                assert.ok(r.statusCode, `request ${n}`);
                return r.statusCode;
              });
          assert.equal(await other(2), 400);
          assert.equal(await other(3), 400);
          assert.equal(await other(4), 429);
        } finally {
          await second.close();
        }
      });
    }
  });
}
