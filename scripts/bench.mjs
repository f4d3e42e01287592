// npm run bench: figures for the closing notes, never assertions. Runs the production builds, served as
// `npm start` serves them, against a fresh api on loopback only, with bounded request counts and durations.
// `npm run bench -- pages` (first-render JavaScript and Lighthouse), `-- api` or `-- checkout` runs one part.
import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startApi } from './lib/api-process.mjs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { BIN, ROOT, SHELL_ROOT, buildAll, siteAreas } from './lib/apps.mjs';
import { printFirstRenderScripts, printLighthouse } from './lib/page-figures.mjs';
import { createSiteServer } from './lib/site-server.mjs';

const BASE_PORT = 4800;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const LOAD_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 20;

async function load(url, title) {
  const result = await autocannon({ url, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS });
  console.info(
    `${title}: ${result.requests.average.toFixed(0)} req/s average, latency p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors ` +
      `(${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s)`,
  );
}

const CHECKOUT_SHOPPERS = Number(process.env.BENCH_SHOPPERS) || 200;
const CHECKOUT_CONCURRENCY = Number(process.env.BENCH_CHECKOUT_CONCURRENCY) || 10;

/** Shoppers sign up, then each pays once (create-order → sandbox authorize → verify), 10 at a time. */
async function checkoutBench(apiUrl, database) {
  const { stdout } = await promisify(execFile)(
    BIN('tsx'),
    ['api/src/scripts/bench-checkout.ts', apiUrl, String(CHECKOUT_SHOPPERS), String(CHECKOUT_CONCURRENCY)],
    { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
  );
  const r = JSON.parse(stdout);
  console.info(
    `checkout on ${database}: ${r.checkoutsPerSecond} paid checkouts per second, checkout p50 ${r.checkout.p50} ms, ` +
      `p99 ${r.checkout.p99} ms (create-order p99 ${r.createOrder.p99} ms, verify p99 ${r.verify.p99} ms), ` +
      `${r.paid}/${r.users} paid, ${r.failures.length} failures (${CHECKOUT_CONCURRENCY} at a time)`,
  );
}

/** The same checkout load on PostgreSQL when one answers (DATABASE_URL, else 127.0.0.1:5432), in a throwaway database. */
async function postgresCheckoutBench(workDir) {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    console.info('checkout on PostgreSQL: skipped, no server answers (set DATABASE_URL)');
    return;
  }
  const name = `harmony_bench_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const api = await startApi({
      port: BASE_PORT + 9,
      env: { ...benchApiEnv(workDir, 'pg'), DATABASE_URL: url.toString() },
      stdio: 'ignore',
    });
    try {
      await checkoutBench(api.url, 'PostgreSQL');
    } finally {
      await api.stop();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

function benchApiEnv(workDir, tag) {
  return {
    DATA_DIR: path.join(workDir, `data-${tag}`),
    OUTBOX_DIR: path.join(workDir, `outbox-${tag}`),
    UPLOADS_DIR: path.join(workDir, `uploads-${tag}`),
    LOG_LEVEL: 'warn',
    // Every bench shopper signs up and in from 127.0.0.1; a cheaper password hash keeps sign-up out of
    // the figures (the checkout itself does not hash).
    RATE_LIMIT_IP_MAX: '100000',
    RATE_LIMIT_ACCOUNT_MAX: '100000',
    PASSWORD_SCRYPT_LOG_N: '10',
  };
}

const LIGHTHOUSE_ROUTES = ['/', '/product', '/description/1', '/cart', '/login', '/About'];
const parts = process.argv.slice(2);
const wanted = (part) => parts.length === 0 || parts.includes(part);

const workDir = await mkdtemp(path.join(tmpdir(), 'harmony-bench-'));
const stops = [];
try {
  await buildAll();
  const api = await startApi({
    port: BASE_PORT,
    env: benchApiEnv(workDir, 'pglite'),
    stdio: 'ignore',
  });
  stops.push(api.stop);
  const site = createSiteServer({ shellRoot: SHELL_ROOT, areas: siteAreas(), apiUrl: api.url });
  await site.listen({ port: BASE_PORT + 1, host: '127.0.0.1' });
  stops.push(() => site.close());

  const siteUrl = `http://localhost:${BASE_PORT + 1}`;
  if (wanted('pages')) {
    await printFirstRenderScripts(siteUrl, [
      { path: '/', targetKb: 150 },
      { path: '/description/1', targetKb: 160 },
    ]);
    await printLighthouse(siteUrl, LIGHTHOUSE_ROUTES);
  }
  if (wanted('api')) await load(`${api.url}/api/products`, 'GET /api/products');
  if (wanted('checkout')) {
    await checkoutBench(api.url, 'PGlite');
    await postgresCheckoutBench(workDir);
  }
} finally {
  for (const stop of stops.reverse()) await stop();
  await rm(workDir, { recursive: true, force: true });
}
