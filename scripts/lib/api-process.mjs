// Starts the api as a child process and waits until it is ready (GET /api/health/ready).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { API_ENTRY, API_INSTRUMENTATION, BIN, ROOT } from './apps.mjs';

/** Until the api at url says it is ready: its database answers with every migration applied. */
export async function waitUntilReady(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The api at ${url} did not become ready within ${timeoutMs / 1000} s`);
}

/**
 * What a process needs from this machine's environment to run (node and npm on PATH, a home, a temp
 * folder) and nothing else: a test's api must not pick up the developer's DATABASE_URL, SMTP_URL or
 * RAZORPAY_* settings.
 */
export function machineEnv() {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];
  return Object.fromEntries(
    keep.filter((name) => process.env[name] !== undefined).map((name) => [name, process.env[name]]),
  );
}

/**
 * @param {object} options
 * @param {number} options.port
 * @param {Record<string, string>} [options.env]
 * @param {boolean} [options.watch] the source under tsx watch (development) instead of the build
 * @param {'inherit' | 'ignore' | 'pipe'} [options.stdio]
 * @param {boolean} [options.isolated] only machineEnv() and `env`, not this process's environment (tests)
 * @returns {Promise<{url: string, child: import('node:child_process').ChildProcess, stop(): Promise<void>}>}
 */
export async function startApi({ port, env = {}, watch = false, stdio = 'inherit', isolated = false }) {
  // Development runs the source (tsx, restarting on save); everything else the build (npm run build).
  const [command, args] = watch
    ? [BIN('tsx'), ['watch', '--import', './src/instrumentation.ts', 'src/server.ts']]
    : [process.execPath, ['--enable-source-maps', '--import', API_INSTRUMENTATION, API_ENTRY]];
  const child = spawn(command, args, {
    cwd: path.join(ROOT, 'api'),
    env: { ...(isolated ? machineEnv() : process.env), PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio,
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  await Promise.race([
    waitUntilReady(url),
    exited.then((code) => {
      throw new Error(`The api exited (${code}) before it was ready`);
    }),
  ]);
  return { url, child, stop };
}
