// The whole shop for one test file: the api on a fresh embedded database and the four production
// builds served from one origin as the production edge serves them (the shell at /, each remote under its
// prefix, /api forwarded), composed by the shell at run time.
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { execFile } from 'node:child_process';
import { machineEnv, startApi, waitUntilReady } from '../../scripts/lib/api-process.mjs';
import { REMOTE_APPS, ROOT, SHELL_ROOT, siteAreas } from '../../scripts/lib/apps.mjs';
import { createSiteServer } from '../../scripts/lib/site-server.mjs';
import { DATA_TEMPLATE_ENV } from './data-template';
import { freePort } from './ports';

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
  /** Take one remote's area off the site (a failed deploy: its prefix answers 404) and bring it back. */
  stopApp(dir: string): Promise<void>;
  startApp(dir: string): Promise<void>;
  outbox(): Promise<Mail[]>;
  /**
   * The mail server down: the development outbox's folder becomes a file, so every try fails and the
   * mail waits in the api's outbox with its error. The answer brings the folder back.
   */
  mailServerDown(): Promise<() => Promise<void>>;
  /** Runs `npm run ops -- …` on this shop's data; the embedded database allows one process, so the
   * api is stopped around it and started again on the same port and data (sessions survive). */
  ops(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

const run = promisify(execFile);

/** @param apiEnv extra configuration for the api (e.g. a short access-token lifetime). */
export async function startStack(apiEnv: Record<string, string> = {}): Promise<Stack> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'harmony-e2e-'));
  const outboxDir = path.join(workDir, 'outbox');
  // The run's migrated, seeded database (run-journeys.ts), copied: a fresh one costs each api seconds.
  const template = process.env[DATA_TEMPLATE_ENV];
  if (template) await cp(template, path.join(workDir, 'data'), { recursive: true });
  const apiOptions = {
    port: await freePort(),
    env: {
      DATA_DIR: path.join(workDir, 'data'),
      OUTBOX_DIR: outboxDir,
      UPLOADS_DIR: path.join(workDir, 'uploads'),
      LOG_LEVEL: 'warn',
      // Every journey's browser reaches the api from 127.0.0.1; the per-address limit is tested in api/.
      RATE_LIMIT_IP_MAX: '1000',
      CONTACT_LIMIT_IP_MAX: '1000',
      // The lowest cost the api accepts: at the default 2^17 each sign-up and login costs ~0.3 s of CPU,
      // which on a 2-core machine slows every journey that signs in.
      PASSWORD_SCRYPT_LOG_N: '15',
      ...apiEnv,
    },
    stdio: 'ignore' as const,
    // The stack is what the journey says, whatever the developer's shell has set.
    isolated: true,
  };
  let api = await startApi(apiOptions);

  // One site server; taking an area down restarts it on the same port without that area.
  const sitePort = await freePort();
  const down = new Set<string>();
  let site: ReturnType<typeof createSiteServer> | null = null;
  const closeSite = async () => {
    const closing = site;
    site = null;
    if (!closing) return;
    // close() lets requests in flight finish; one that hangs must not hold the journey.
    const force = setTimeout(() => closing.server.closeAllConnections(), 5000);
    await closing.close();
    clearTimeout(force);
  };
  // A failed deploy leaves config.json as it was: the shell still looks for the area at its address.
  const remotes = Object.fromEntries(REMOTE_APPS.map((app) => [app.remote, `${app.prefix}mf-manifest.json`]));
  const openSite = async () => {
    const next = createSiteServer({
      shellRoot: SHELL_ROOT,
      areas: siteAreas({ without: [...down] }),
      apiUrl: api.url,
      siteConfig: { remotes },
    });
    await next.listen({ port: sitePort, host: '127.0.0.1' });
    site = next;
  };
  const remote = (dir: string) => {
    if (!REMOTE_APPS.some((app) => app.dir === dir)) throw new Error(`${dir} is not a remote`);
  };
  const stopApp = async (dir: string) => {
    remote(dir);
    down.add(dir);
    await closeSite();
    await openSite();
  };
  const startApp = async (dir: string) => {
    remote(dir);
    down.delete(dir);
    await closeSite();
    await openSite();
  };
  await openSite();

  return {
    shellUrl: `http://localhost:${sitePort}`,
    apiUrl: api.url,
    startApp,
    stopApp,
    async outbox() {
      // A file's name begins with when it was sent and a tie-breaker, so the names sort in sending order.
      const files = (await readdir(outboxDir).catch(() => [] as string[]))
        .filter((f) => f.endsWith('.json'))
        .sort();
      return Promise.all(
        files.map(async (f) => JSON.parse(await readFile(path.join(outboxDir, f), 'utf8')) as Mail),
      );
    },
    async mailServerDown() {
      const away = `${outboxDir}.away`;
      await mkdir(outboxDir, { recursive: true });
      await rename(outboxDir, away);
      await writeFile(outboxDir, '');
      return async () => {
        await rm(outboxDir);
        await rename(away, outboxDir);
      };
    },
    async ops(...args: string[]) {
      await api.stop();
      try {
        const { stdout } = await run('npm', ['run', '--silent', 'ops', '--', ...args], {
          cwd: ROOT,
          env: { ...machineEnv(), ...apiOptions.env },
        });
        return stdout;
      } finally {
        api = await startApi(apiOptions);
        // Through the site too: its proxy's sockets to the stopped process are found dead here, not by
        // the journey's next page.
        await waitUntilReady(`http://localhost:${sitePort}`);
      }
    },
    async stop() {
      await closeSite();
      await api.stop();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
