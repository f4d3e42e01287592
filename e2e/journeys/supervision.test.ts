// `npm start` as an operator meets it: the api under pm2 is started again after a crash and the site
// recovers by itself; SIGTERM lets requests in flight finish at the site and at the api; an api that
// keeps crashing ends npm start with a clear message and a non-zero exit.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ROOT } from '../../scripts/lib/apps.mjs';

// Ports no other journey uses (stack.ts takes free ones from the system; site-server: 4700–4719; bench 4800+).
const SHELL_PORT = 4880 + (process.pid % 5) * 4;
const API_PORT = SHELL_PORT + 1;
const siteUrl = `http://127.0.0.1:${SHELL_PORT}`;

interface Started {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

function npmStart(workDir: string, env: Record<string, string> = {}): Started {
  const child = spawn(process.execPath, ['scripts/start-all.mjs'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? workDir,
      SHELL_PORT: String(SHELL_PORT),
      API_PORT: String(API_PORT),
      DATA_DIR: path.join(workDir, 'data'),
      OUTBOX_DIR: path.join(workDir, 'outbox'),
      UPLOADS_DIR: path.join(workDir, 'uploads'),
      PM2_HOME: path.join(workDir, 'pm2'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until the site answers GET /api/products with 200; the statuses seen on the way. */
async function untilProductsAnswer(started: Started, deadlineMs: number): Promise<number[]> {
  const seen: number[] = [];
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    assert.equal(started.child.exitCode, null, `npm start exited:\n${started.output()}`);
    const status = await fetch(`${siteUrl}/api/products`, { signal: AbortSignal.timeout(2000) })
      .then((answer) => answer.status)
      .catch(() => 0);
    seen.push(status);
    if (status === 200) return seen;
    await sleep(100);
  }
  assert.fail(`the site did not answer within ${deadlineMs / 1000} s:\n${started.output()}`);
}

/** Polls until no process has this pid any more. */
async function untilGone(pid: number, deadlineMs: number) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    assert.ok(Date.now() < deadline, `process ${pid} still runs after ${deadlineMs / 1000} s`);
    await sleep(100);
  }
}

/** A POST whose body arrives in two parts, `pauseMs` apart: a request in flight for that long. */
function slowPost(url: string, body: string, pauseMs: number, whilePaused: () => void) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    whilePaused();
    setTimeout(() => req.end(body.slice(half)), pauseMs);
  });
}

describe('npm start, supervised', () => {
  let workDir = '';
  let started: Started | undefined;

  before(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'harmony-supervision-'));
  });

  after(async () => {
    if (started && started.child.exitCode === null) {
      started.child.kill('SIGTERM');
      await started.exited;
    }
    await rm(workDir, { recursive: true, force: true });
  });

  it('starts a crashed api again, and the site recovers by itself', async () => {
    started = npmStart(workDir);
    await untilProductsAnswer(started, 120_000);
    const pidFile = path.join(workDir, 'pm2', 'pids', 'api-0.pid');
    const crashed = Number(await readFile(pidFile, 'utf8'));
    process.kill(crashed, 'SIGKILL');

    const seen = await untilProductsAnswer(started, 30_000);
    const restarted = Number(await readFile(pidFile, 'utf8'));
    assert.notEqual(restarted, crashed, 'a new api process answers');
    assert.ok(
      seen.every((status) => status === 200 || status === 503 || status === 0),
      `while it restarted the site said the api is unreachable, nothing else: ${seen.join(', ')}`,
    );
  });

  it('an api process told to stop (SIGTERM) answers the request in flight first', async () => {
    assert.ok(started);
    const pid = Number(await readFile(path.join(workDir, 'pm2', 'pids', 'api-0.pid'), 'utf8'));
    const answer = await slowPost(
      `http://127.0.0.1:${API_PORT}/api/users/login`,
      JSON.stringify({ emailOrContact: 'nobody@example.in', password: 'not-the-password' }),
      1500,
      () => setTimeout(() => process.kill(pid, 'SIGTERM'), 300),
    );
    assert.equal(answer.status, 401, answer.body);
    // A draining process still answers what reaches it on a connection the site kept open; the next
    // test needs the api pm2 started again, so the stopped one must be gone first.
    await untilGone(pid, 15_000);
    await untilProductsAnswer(started, 30_000);
  });

  it('on SIGTERM, finishes the requests in flight at the site and the api, then exits 0', async () => {
    assert.ok(started);
    const running = started;
    const answer = await slowPost(
      `${siteUrl}/api/users/login`,
      JSON.stringify({ emailOrContact: 'nobody@example.in', password: 'not-the-password' }),
      1500,
      () => setTimeout(() => running.child.kill('SIGTERM'), 300),
    );
    assert.equal(answer.status, 401, `the api's own answer: ${answer.body}\n${running.output()}`);
    assert.equal(JSON.parse(answer.body).message, 'Invalid email/mobile number or password.');
    assert.equal(await running.exited, 0, running.output());
    await assert.rejects(fetch(`${siteUrl}/`), 'nothing listens any more');
  });

  it('gives up on an api that keeps crashing: a clear message and a non-zero exit', async () => {
    // Nothing listens on port 1: every start of the api fails. Tracing is on (nothing collects its spans):
    // its module hooks once kept a failed start alive, so pm2 never saw the crash loop.
    const crashing = npmStart(workDir, {
      DATABASE_URL: 'postgres://harmony@127.0.0.1:1/harmony',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:1',
    });
    started = crashing;
    const code = await crashing.exited;
    assert.notEqual(code, 0);
    assert.match(crashing.output(), /too many unstable restarts/);
    assert.match(crashing.output(), /The api could not be started: it kept crashing and pm2 gave up/);
  });
});
