// npm run start:prod: the production topology on one machine. nginx in front (deploy/nginx), serving the
// four builds and balancing /api over API_PROCESSES api processes (default 2) under pm2, all on one
// PostgreSQL (DATABASE_URL). TLS ends at nginx: HTTPS on TLS_PORT (default 8443) with TLS_CERTIFICATE and
// TLS_CERTIFICATE_KEY, or a self-signed certificate made at start; PORT (default 8080) redirects to it.
// Ctrl-C or SIGTERM: nginx finishes its requests, then the api processes theirs.
import path from 'node:path';
import { ROOT, buildAll, siteConfigFromEnv } from './lib/apps.mjs';
import { superviseApi } from './lib/api-supervisor.mjs';
import { stopsInOrder } from './lib/lifecycle.mjs';
import { findNginx, startNginx, writeNginxConfig } from './lib/nginx.mjs';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT) || 8080;
const tlsPort = Number(process.env.TLS_PORT) || 8443;
const apiPort = Number(process.env.API_PORT) || 4001;
const processes = Number(process.env.API_PROCESSES) || 2;
const runDir = path.resolve(process.env.RUN_DIR ?? path.join(ROOT, '.run', 'prod'));

const { add, fail } = stopsInOrder();

try {
  if (!process.env.DATABASE_URL) {
    throw new Error(
      'start:prod runs several api processes on one PostgreSQL: set DATABASE_URL ' +
        '(for example postgres://postgres@127.0.0.1:5432/harmony).',
    );
  }
  const nginx = findNginx();
  await buildAll();
  const local = host === '0.0.0.0' ? '127.0.0.1' : host;
  const url = `https://${local}${tlsPort === 443 ? '' : `:${tlsPort}`}`;
  // Production fails closed: without Razorpay keys and SMTP_URL the api refuses to start, unless
  // ALLOW_SANDBOX_PAYMENTS=1 / ALLOW_FILE_OUTBOX=1 say it is a demonstration. The site is HTTPS here, so
  // the refresh cookie is Secure and the mails' links name this address unless SITE_URL says another.
  const api = await superviseApi({
    port: apiPort,
    processes,
    env: { NODE_ENV: 'production', COOKIE_SECURE: 'true', SITE_URL: process.env.SITE_URL ?? url },
  });
  add(api.stop);
  api.exited.then(() =>
    fail('The api kept crashing and was given up on (its log above says why). Stopping.'),
  );

  const conf = await writeNginxConfig({
    nginx,
    runDir,
    listen: `${host}:${port}`,
    tls: {
      listen: `${host}:${tlsPort}`,
      certificate: process.env.TLS_CERTIFICATE,
      key: process.env.TLS_CERTIFICATE_KEY,
    },
    apiUrls: api.urls,
    siteConfig: siteConfigFromEnv(),
  });
  const edge = await startNginx({ nginx, runDir, conf, url: `http://${local}:${port}` });
  add(edge.stop);
  edge.exited.then(() => fail('nginx stopped. Stopping.'));

  console.info(
    `\n  Harmony (production topology) is running: ${url}\n` +
      `  nginx ${conf}, api ${api.urls.join(' ')} on ${new URL(process.env.DATABASE_URL).host}\n` +
      (process.env.TLS_CERTIFICATE
        ? ''
        : `  TLS with a self-signed certificate: ${runDir}/tls/certificate.pem\n`),
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
