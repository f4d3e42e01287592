// npm start: the api on the embedded database and the whole site on one origin (the shell at /, each
// remote under its prefix, /api forwarded), one URL to open. Ctrl-C stops it all.
// npm run dev: webpack dev servers (rebuild on save), one port per app, and the api in watch mode.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { API_PORT, APPS, BIN, ROOT, buildAll, siteConfigFromEnv } from './lib/apps.mjs';
import { startApi } from './lib/api-process.mjs';
import { superviseApi } from './lib/api-supervisor.mjs';
import { stopsInOrder } from './lib/lifecycle.mjs';
import { servedSite } from './lib/releases.mjs';
import { createSiteServer } from './lib/site-server.mjs';

const dev = process.argv.includes('--dev');

/** The banner's word on what is not real: the sandbox's payments, the outbox's mail. */
async function whatIsSimulated(apiUrl) {
  const config = await fetch(`${apiUrl}/api/payment/config`)
    .then((answer) => answer.json())
    .catch(() => ({}));
  const lines = [];
  if (config.gateway === 'sandbox') {
    lines.push(
      '  Payments are simulated: the sandbox gateway takes test card 4111 1111 1111 1111, no money moves.',
    );
  }
  if (!process.env.SMTP_URL) lines.push('  Mail is not sent: it is written to the outbox folder (.outbox/).');
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}
/**
 * The supervised api runs as production (deploy/ecosystem.config.cjs); this shop is on this machine only,
 * over http://localhost, so it says so: the sandbox without Razorpay keys, the outbox without SMTP_URL,
 * plain HTTP, and the api's docs.
 */
function localShopEnv() {
  const env = { ALLOW_PLAIN_HTTP: '1', PUBLIC_API_DOCS: '1' };
  if (!process.env.RAZORPAY_KEY_ID) env.ALLOW_SANDBOX_PAYMENTS = '1';
  if (!process.env.SMTP_URL) env.ALLOW_FILE_OUTBOX = '1';
  return env;
}

const { add, fail } = stopsInOrder();

try {
  if (!dev) await buildAll();
  // Development: the source, restarted on save. Otherwise the build, supervised (restarted after a crash).
  const api = dev
    ? await startApi({ port: API_PORT, watch: true })
    : await superviseApi({ port: API_PORT, env: localShopEnv() });
  add(api.stop);
  if (!dev) {
    api.exited.then(() =>
      fail('The api kept crashing and was given up on (its log above says why). Stopping.'),
    );
  }

  const shellPort = APPS[0].port;
  if (dev) {
    for (const app of APPS) {
      const child = spawn(BIN('webpack'), ['serve', '--mode', 'development'], {
        cwd: path.join(ROOT, app.dir),
        env: { ...process.env, PORT: String(app.port), API_URL: api.url },
        stdio: 'inherit',
      });
      add(async () => void child.kill('SIGTERM'));
    }
  } else {
    // Each area from its live release (npm run deploy switches it, no restart), else from its dist.
    const site = createSiteServer({
      ...servedSite(),
      apiUrl: api.url,
      siteConfig: siteConfigFromEnv(),
      logger: true,
    });
    await site.listen({ port: shellPort, host: '127.0.0.1' });
    add(() => site.close());
  }
  console.info(
    `\n  Harmony is running: http://localhost:${shellPort}\n  (api ${api.url}, Ctrl-C stops everything)\n` +
      (await whatIsSimulated(api.url)),
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
