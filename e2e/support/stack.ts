// The whole shop for one test file: the api on a fresh embedded database and the four production
// builds, each app on its own port as it would be deployed, composed by the shell at run time.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { execFile } from 'node:child_process';
import { startApi } from '../../scripts/lib/api-process.mjs';
import { APPS, ROOT, distOf, shellConfig } from '../../scripts/lib/apps.mjs';
import { createAppServer, listen } from '../../scripts/lib/static-server.mjs';

export interface Mail {
  timestamp: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Stack {
  shellUrl: string;
  apiUrl: string;
  /** Take one app's server down (a failed deploy) and bring it back. */
  stopApp(dir: string): Promise<void>;
  startApp(dir: string): Promise<void>;
  outbox(): Promise<Mail[]>;
  /** Runs `npm run ops -- …` on this shop's data; the embedded database allows one process, so the
   * api is stopped around it and started again on the same port and data (sessions survive). */
  ops(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

const run = promisify(execFile);

let nextPort = 4300 + (process.pid % 50) * 10;

/** @param apiEnv extra configuration for the api (e.g. a short access-token lifetime). */
export async function startStack(apiEnv: Record<string, string> = {}): Promise<Stack> {
  const base = nextPort;
  nextPort += 10;
  const workDir = await mkdtemp(path.join(tmpdir(), 'harmony-e2e-'));
  const outboxDir = path.join(workDir, 'outbox');
  const apiOptions = {
    port: base,
    env: {
      DATA_DIR: path.join(workDir, 'data'),
      OUTBOX_DIR: outboxDir,
      UPLOADS_DIR: path.join(workDir, 'uploads'),
      LOG_LEVEL: 'warn',
      // Every journey's browser reaches the api from 127.0.0.1; the per-address limit is tested in api/.
      RATE_LIMIT_IP_MAX: '1000',
      ...apiEnv,
    },
    stdio: 'ignore' as const,
  };
  let api = await startApi(apiOptions);

  const ports = Object.fromEntries(APPS.map((app, i) => [app.dir, base + 1 + i]));
  const servers = new Map<string, Server>();
  const startApp = async (dir: string) => {
    const app = APPS.find((candidate) => candidate.dir === dir)!;
    const jsonOverrides: Record<string, () => unknown> = app.remote
      ? {}
      : { '/config.json': () => shellConfig(ports) };
    const server = createAppServer({ root: distOf(app), apiUrl: api.url, jsonOverrides });
    await listen(server, ports[dir]);
    servers.set(dir, server);
  };
  const stopApp = async (dir: string) => {
    const server = servers.get(dir);
    servers.delete(dir);
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  for (const app of APPS) await startApp(app.dir);

  return {
    shellUrl: `http://localhost:${ports.shell}`,
    apiUrl: api.url,
    startApp,
    stopApp,
    async outbox() {
      const files = await readdir(outboxDir).catch(() => [] as string[]);
      const mails = await Promise.all(
        files
          .filter((f) => f.endsWith('.json'))
          .map(async (f) => JSON.parse(await readFile(path.join(outboxDir, f), 'utf8')) as Mail),
      );
      return mails.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
    },
    async ops(...args: string[]) {
      await api.stop();
      try {
        const { stdout } = await run('npm', ['run', '--silent', 'ops', '--', ...args], {
          cwd: ROOT,
          env: { ...process.env, ...apiOptions.env },
        });
        return stdout;
      } finally {
        api = await startApi(apiOptions);
      }
    },
    async stop() {
      await Promise.all([...servers.keys()].map(stopApp));
      await api.stop();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
