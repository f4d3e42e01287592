// Load and checkout runs for npm run bench, shared by its parts: figures printed, never asserted.
import autocannon from 'autocannon';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { BIN, ROOT } from './apps.mjs';

const LOAD_SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const LOAD_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 20;
const CHECKOUT_SHOPPERS = Number(process.env.BENCH_SHOPPERS) || 200;
const CHECKOUT_CONCURRENCY = Number(process.env.BENCH_CHECKOUT_CONCURRENCY) || 10;
// Checkouts before the measured ones, as the load part warms up: the figures are of a process whose
// checkout code has run (the first hundred checkouts of a fresh process were a third slower).
const CHECKOUT_WARM_UP = Number(process.env.BENCH_WARMUP_SHOPPERS ?? 100);

/**
 * GET `url` as fast as `connections` connections go (or at `rate` requests per second in all), printed
 * under `title`; returns autocannon's result.
 */
export async function load(url, title, { rate, connections = LOAD_CONNECTIONS } = {}) {
  const result = await autocannon({
    url,
    connections,
    duration: LOAD_SECONDS,
    ...(rate ? { overallRate: rate } : {}),
  });
  console.info(
    `${title}: ${result.requests.average.toFixed(0)} req/s average, latency p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors ` +
      `(${connections} connections, ${LOAD_SECONDS} s${rate ? `, held at ${rate} req/s` : ''})`,
  );
  return result;
}

/** A few seconds of the same requests, unmeasured: the figures are of a process past its first reads. */
export async function warmUp(url) {
  await autocannon({ url, connections: LOAD_CONNECTIONS, duration: 3 });
}

/**
 * Shoppers sign up, then each pays once (create-order → sandbox authorize → verify), 10 at a time, after
 * the warm-up's shoppers did the same unmeasured.
 */
export async function checkoutBench(apiUrl, where) {
  const { stdout } = await promisify(execFile)(
    BIN('tsx'),
    [
      'api/src/bench/bench-checkout.ts',
      apiUrl,
      String(CHECKOUT_SHOPPERS),
      String(CHECKOUT_CONCURRENCY),
      String(CHECKOUT_WARM_UP),
    ],
    { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
  );
  const r = JSON.parse(stdout);
  console.info(
    `checkout on ${where}: ${r.checkoutsPerSecond} paid checkouts per second, checkout p50 ${r.checkout.p50} ms, ` +
      `p99 ${r.checkout.p99} ms (create-order p99 ${r.createOrder.p99} ms, verify p99 ${r.verify.p99} ms), ` +
      `${r.paid}/${r.users} paid, ${r.failures.length} failures (${CHECKOUT_CONCURRENCY} at a time, after ${r.warmUp} unmeasured)` +
      (r.withoutStock > 0 ? `, ${r.withoutStock} shoppers left out: too few units in stock` : ''),
  );
}

/** What every bench api runs with: its own folders, and limits that let one address sign up hundreds. */
export function benchApiEnv(workDir, tag) {
  return {
    DATA_DIR: path.join(workDir, `data-${tag}`),
    OUTBOX_DIR: path.join(workDir, `outbox-${tag}`),
    UPLOADS_DIR: path.join(workDir, `uploads-${tag}`),
    LOG_LEVEL: 'warn',
    // Every bench shopper signs up and in from 127.0.0.1; a cheaper password hash keeps sign-up out of
    // the figures (the checkout itself does not hash); 15 is the lowest cost the api accepts.
    RATE_LIMIT_IP_MAX: '100000',
    RATE_LIMIT_ACCOUNT_MAX: '100000',
    PASSWORD_SCRYPT_LOG_N: '15',
  };
}

/** Plenty of every product, so a long checkout run measures checkouts, not the catalogue selling out. */
export async function stockUp(databaseUrl, units = 1_000_000) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('UPDATE products SET stock = $1', [units]);
  } finally {
    await client.end();
  }
}

/** Asks the server (DATABASE_URL's, else 127.0.0.1:5432) one statement on a connection of its own. */
async function onServer(serverUrl, statement) {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new, empty PostgreSQL database `name` on DATABASE_URL's server (else 127.0.0.1:5432): its url, and
 * drop() (on a new connection: the server may have restarted meanwhile); undefined when no server answers.
 */
export async function createPostgresDatabase(name) {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    await onServer(serverUrl, 'SELECT 1');
  } catch {
    return undefined;
  }
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    serverUrl,
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Runs `work(databaseUrl)` on a throwaway PostgreSQL database (DATABASE_URL's server, else
 * 127.0.0.1:5432); false when no server answers.
 */
export async function withPostgresDatabase(tag, work) {
  const database = await createPostgresDatabase(`harmony_bench_${tag}_${process.pid}`);
  if (!database) return false;
  try {
    await work(database.url);
    return true;
  } finally {
    await database.drop();
  }
}
