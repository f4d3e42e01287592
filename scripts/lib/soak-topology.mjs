// The soak's shop: `npm run start:prod` itself (nginx, the api processes under pm2, PostgreSQL) as a child
// process, its output in a log file, and what the soak reads of it: its addresses and the api's pids.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { request } from 'node:https';
import path from 'node:path';
import { waitUntilReady } from './api-process.mjs';
import { ROOT } from './apps.mjs';
import { residentMb } from './measures.mjs';

const API_PROCESSES = 2;
// A build of the five apps on a cold machine takes minutes; start:prod builds before it starts.
const START_TIMEOUT_MS = 15 * 60_000;

/** The status of a GET through nginx's TLS (its certificate is the one start:prod made for itself). */
function statusOf(url) {
  return new Promise((resolve) => {
    const req = request(url, { rejectUnauthorized: false, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(undefined));
    req.end();
  });
}

/**
 * Runs start:prod on `databaseUrl` with `env` (the soak's settings) and waits until the site answers
 * through nginx (or `signal` aborts: it is stopped again). Ports: `port` (plain HTTP, redirecting),
 * port + 1 … (the api processes), port + 3 (TLS).
 */
export async function startTopology({ databaseUrl, workDir, port, env, logFile, signal }) {
  const apiPort = port + 1;
  const tlsPort = port + 3;
  const pm2Home = path.join(workDir, 'pm2');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['scripts/start-prod.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      TLS_PORT: String(tlsPort),
      API_PORT: String(apiPort),
      API_PROCESSES: String(API_PROCESSES),
      RUN_DIR: path.join(workDir, 'run'),
      PM2_HOME: pm2Home,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      log.end();
      resolve(signal ?? code);
    }),
  );
  const siteUrl = `https://127.0.0.1:${tlsPort}`;
  const apiUrls = Array.from({ length: API_PROCESSES }, (_, i) => `http://127.0.0.1:${apiPort + i}`);
  const topology = {
    siteUrl,
    apiUrls,
    exited,
    /** Each api process's pid, as pm2 wrote it (a process pm2 started again has a new one). */
    async apiPids() {
      return Promise.all(
        apiUrls.map(async (_, i) =>
          Number(await readFile(path.join(pm2Home, 'pids', `api-${i}.pid`), 'utf8').catch(() => NaN)),
        ),
      );
    },
    /** SIGTERM: start:prod stops nginx, then the api processes, each finishing what it has. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`start:prod exited before the shop answered; its output is in ${logFile}`);
    if ((await statusOf(`${siteUrl}/api/health`)) === 200) break;
    if (signal.aborted || Date.now() > deadline) {
      await topology.stop();
      throw new Error(
        signal.aborted
          ? 'stopped while start:prod was starting'
          : `start:prod did not answer within ${START_TIMEOUT_MS / 60_000} minutes (${logFile})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // nginx answering through one process is not both ready.
  try {
    await Promise.all(apiUrls.map((url) => waitUntilReady(url)));
  } catch (error) {
    await topology.stop();
    throw error;
  }
  return topology;
}

/** Each api process's pid and resident memory every `everyMs` (and once at once). */
export function sampleMemory(topology, everyMs, startedAt) {
  const samples = [];
  const take = async () => {
    const atMs = Math.round(performance.now() - startedAt);
    const pids = await topology.apiPids();
    samples.push({ atMs, processes: pids.map((pid) => ({ pid, rssMb: residentMb(pid) })) });
  };
  const timer = setInterval(() => void take(), everyMs);
  void take();
  return {
    samples,
    /** Takes a last sample (the end of the load) and stops. */
    async stop() {
      clearInterval(timer);
      await take();
    },
  };
}

/**
 * What start:prod's log says went wrong: nginx's errors by kind (an upstream that timed out, no live
 * upstream…), the api's error lines, and each api process exit pm2 saw (a crash, a kill).
 */
export async function logSummary(logFile) {
  const lines = (await readFile(logFile, 'utf8')).split('\n');
  const edgeErrors = {};
  for (const line of lines) {
    const error = /\[error\] \d+#\d+: (?:\*\d+ )?([^,]*)/.exec(line)?.[1];
    if (error) {
      const kind = error.replace(/\d+/g, 'N');
      edgeErrors[kind] = (edgeErrors[kind] ?? 0) + 1;
    }
  }
  return {
    edgeErrors,
    apiErrorLines: lines.filter((line) => /^\{"level":(50|60)\b/.test(line)).length,
    apiExits: lines
      .filter((line) => /PM2 log: App \[api:\d+\] exited/.test(line))
      .map((line) => line.slice(0, 120)),
  };
}
