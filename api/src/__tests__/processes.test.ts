// Several api processes on one PostgreSQL, as production runs them behind a load balancer: started
// together they migrate and seed once; a session, its refresh rotation and reuse detection, and the
// login limits hold whichever process a request reaches.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { API_ROOT } from '../config';
import { CATALOGUE } from '../db/seed/catalogue';
import { REFRESH_COOKIE } from '../http/refresh-cookie';
import { REUSE_GRACE_MS } from '../plugins/app/sessions';
import { databaseTargets } from '../test-support/databases';
import { newSignup } from '../test-support/users';

const ACCOUNT_LIMIT = 4;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

interface ApiProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
}

async function startProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  return { url: `http://127.0.0.1:${port}`, child, output: () => output };
}

async function healthy(api: ApiProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    assert.equal(api.child.exitCode, null, `the api exited early:\n${api.output()}`);
    const answer = await fetch(`${api.url}/api/health`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.fail(`the api did not become healthy:\n${api.output()}`);
}

async function stopProcess(api: ApiProcess | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  await exited;
}

function post(api: ApiProcess, url: string, body?: unknown, cookie?: string) {
  return fetch(`${api.url}${url}`, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie: `${REFRESH_COOKIE}=${cookie}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function refreshCookie(answer: Response): string | undefined {
  for (const header of answer.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const [name, value] = pair.split('=');
    if (name === REFRESH_COOKIE && value) return value;
  }
  return undefined;
}

const targets = (await databaseTargets()).filter((target) => target.kind === 'postgres');

describe(
  'several api processes on one PostgreSQL',
  { skip: targets.length === 0 && 'no PostgreSQL answers' },
  () => {
    let database: Awaited<ReturnType<(typeof targets)[number]['create']>> | undefined;
    let workDir = '';
    let a: ApiProcess | undefined;
    let b: ApiProcess | undefined;

    before(async () => {
      database = await targets[0]!.create();
      assert.equal(database.config.kind, 'postgres');
      workDir = await mkdtemp(path.join(tmpdir(), 'harmony-processes-'));
      const env = {
        DATABASE_URL: database.config.url,
        // One folder for both, as processes on one host share it: the generated signing key is one.
        DATA_DIR: path.join(workDir, 'data'),
        OUTBOX_DIR: path.join(workDir, 'outbox'),
        UPLOADS_DIR: path.join(workDir, 'uploads'),
        RATE_LIMIT_ACCOUNT_MAX: String(ACCOUNT_LIMIT),
        RATE_LIMIT_IP_MAX: '1000',
      };
      // Started at the same moment, on an empty database: both want to migrate and seed.
      [a, b] = await Promise.all([startProcess(env), startProcess(env)]);
      await Promise.all([healthy(a), healthy(b)]);
    });

    after(async () => {
      await Promise.all([stopProcess(a), stopProcess(b)]);
      await database?.drop();
      if (workDir) await rm(workDir, { recursive: true, force: true });
    });

    test('starting together, they migrate once and seed the catalogue once', async () => {
      assert.ok(database?.config.kind === 'postgres');
      const client = new pg.Client({ connectionString: database.config.url });
      await client.connect();
      try {
        const journal = JSON.parse(await readFile(path.join(API_ROOT, 'drizzle/meta/_journal.json'), 'utf8'));
        const applied = await client.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
        assert.equal(applied.rows[0].n, journal.entries.length, 'each migration recorded once');
        const products = await client.query('SELECT count(*)::int AS n FROM products');
        assert.equal(products.rows[0].n, CATALOGUE.length, 'the catalogue seeded once');
      } finally {
        await client.end();
      }
      for (const api of [a!, b!]) {
        const answer = await fetch(`${api.url}/api/products`);
        assert.equal(answer.status, 200);
        assert.equal(((await answer.json()) as unknown[]).length, CATALOGUE.length);
      }
    });

    test('a session moves between processes; replaying a rotated token on another is caught', async () => {
      const shopper = newSignup();
      assert.equal((await post(a!, '/api/users/signup', shopper)).status, 201);
      const loggedIn = await post(a!, '/api/users/login', {
        emailOrContact: shopper.email,
        password: shopper.password,
      });
      assert.equal(loggedIn.status, 200);
      const first = refreshCookie(loggedIn);
      assert.ok(first, 'login on A sets the refresh cookie');
      const { accessToken } = (await loggedIn.json()) as { accessToken: string };
      const profile = await fetch(`${b!.url}/api/users/profile`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      assert.equal(profile.status, 200, "B accepts A's access token");

      const rotated = await post(b!, '/api/users/refresh-token', undefined, first);
      assert.equal(rotated.status, 200, "B rotates A's refresh token");
      const second = refreshCookie(rotated);
      assert.ok(second && second !== first);

      // Past the grace that lets two racing tabs both refresh, a replay is theft.
      await new Promise((resolve) => setTimeout(resolve, REUSE_GRACE_MS + 500));
      const replayed = await post(a!, '/api/users/refresh-token', undefined, first);
      assert.equal(replayed.status, 401, 'A refuses the replayed token');
      assert.equal(
        (await post(b!, '/api/users/refresh-token', undefined, second)).status,
        401,
        'and the whole family is revoked, on B too',
      );
    });

    test('failed logins count across processes: the account locks whichever one is asked', async () => {
      const shopper = newSignup();
      assert.equal((await post(b!, '/api/users/signup', shopper)).status, 201);
      const attempt = (api: ApiProcess, password: string) =>
        post(api, '/api/users/login', { emailOrContact: shopper.email, password });
      // Wrong passwords, alternating between the processes, up to the limit.
      for (let i = 1; i <= ACCOUNT_LIMIT; i += 1) {
        assert.equal((await attempt(i % 2 ? a! : b!, `wrong-${i}`)).status, 401, `attempt ${i}`);
      }
      const onA = await attempt(a!, shopper.password);
      const onB = await attempt(b!, shopper.password);
      assert.deepEqual([onA.status, onB.status], [429, 429], 'even the right password waits, on both');
    });
  },
);
