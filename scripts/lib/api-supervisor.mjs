// The api as `npm start` and `npm run start:prod` run it: its build under pm2-runtime
// (deploy/ecosystem.config.cjs), which starts a crashed process again with backoff and exits non-zero
// when one keeps crashing.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitUntilReady } from './api-process.mjs';
import { BIN, ROOT } from './apps.mjs';

const ECOSYSTEM = path.join(ROOT, 'deploy', 'ecosystem.config.cjs');

/**
 * @param {object} options
 * @param {number} options.port       the first process's port; the others follow (port + 1, …)
 * @param {number} [options.processes] how many api processes (several need DATABASE_URL)
 * @param {Record<string, string>} [options.env]
 * @param {'inherit' | 'ignore' | 'pipe'} [options.stdio]
 */
export async function superviseApi({ port, processes = 1, env = {}, stdio = 'inherit' }) {
  // pm2's own state (pid files, its socket): PM2_HOME when set, else a folder for this run only.
  const ownHome = !process.env.PM2_HOME;
  const home = process.env.PM2_HOME ?? (await mkdtemp(path.join(tmpdir(), 'harmony-pm2-')));
  const child = spawn(BIN('pm2-runtime'), [ECOSYSTEM], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      ...env,
      API_PORT: String(port),
      API_PROCESSES: String(processes),
      PM2_HOME: home,
    },
    stdio,
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      if (ownHome) void rm(home, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  const urls = Array.from({ length: processes }, (_, i) => `http://127.0.0.1:${port + i}`);
  const gaveUp = exited.then(({ code, signal }) => {
    throw new Error(`The api could not be started: it kept crashing and pm2 gave up (${signal ?? code}).`);
  });
  gaveUp.catch(() => {});
  await Promise.race([Promise.all(urls.map((url) => waitUntilReady(url))), gaveUp]);
  return {
    url: urls[0],
    urls,
    /** Resolves when pm2-runtime ends: after stop(), or when it gave up on a crashing api. */
    exited,
    /** SIGTERM: pm2 stops the api processes (each finishes its requests in flight), then exits. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
