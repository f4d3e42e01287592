// npm start: the api on the embedded database and the four apps, one URL to open. Ctrl-C stops it all.
// npm run dev: the same with webpack dev servers (rebuild on save) and the api in watch mode.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { API_PORT, APPS, BIN, ROOT, buildApps, distOf, shellConfig } from './lib/apps.mjs';
import { startApi } from './lib/api-process.mjs';
import { createAppServer, listen } from './lib/static-server.mjs';

const dev = process.argv.includes('--dev');
const stops = [];
let stopping = false;

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled(stops.map((stop) => stop()));
  process.exit(code);
}
process.on('SIGINT', () => void stopAll());
process.on('SIGTERM', () => void stopAll());

try {
  if (!dev) await buildApps();
  const api = await startApi({ port: API_PORT, watch: dev });
  stops.push(api.stop);

  const ports = Object.fromEntries(APPS.map((app) => [app.dir, app.port]));
  for (const app of APPS) {
    if (dev) {
      const child = spawn(BIN('webpack'), ['serve', '--mode', 'development'], {
        cwd: path.join(ROOT, app.dir),
        env: { ...process.env, PORT: String(app.port), API_URL: api.url },
        stdio: 'inherit',
      });
      stops.push(async () => void child.kill('SIGTERM'));
      continue;
    }
    const jsonOverrides = app.remote ? {} : { '/config.json': () => shellConfig(ports, shellSiteConfig()) };
    const server = createAppServer({ root: distOf(app), apiUrl: api.url, jsonOverrides });
    await listen(server, app.port);
    stops.push(() => new Promise((resolve) => server.close(resolve)));
  }
  console.info(
    `\n  Harmony is running: http://localhost:${ports.shell}\n  (api ${api.url}, Ctrl-C stops everything)\n`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}

function shellSiteConfig() {
  const site = {};
  if (process.env.CONTACT_EMAIL) site.contactEmail = process.env.CONTACT_EMAIL;
  if (process.env.CONTACT_PHONE) site.contactPhone = process.env.CONTACT_PHONE;
  return site;
}
