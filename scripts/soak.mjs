// npm run soak: the shop on its production topology (npm run start:prod: nginx, two api processes under
// pm2, PostgreSQL in a database of its own) under a shop's mix of load for SOAK_MINUTES (10), then every
// order, mail and unit accounted for. `npm run soak -- --chaos` (or SOAK_CHAOS=1) also restarts
// PostgreSQL at SOAK_CHAOS_PG_AT seconds (180) and kills an api process at SOAK_CHAOS_KILL_AT (360).
// A report, printed and written to .run/soak/<time>/report.json; exits non-zero only when the run
// itself broke, never for a target missed.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BIN, ROOT } from './lib/apps.mjs';
import { benchApiEnv, createPostgresDatabase, stockUp } from './lib/bench-load.mjs';
import { ensurePostgresRunning, postgresCluster, scheduleChaos } from './lib/soak-chaos.mjs';
import { checkoutFlow, readFlows, signInFlow } from './lib/soak-flows.mjs';
import { accountFor, sampleConnections, stockLevels, waitUntilSettled } from './lib/soak-ledger.mjs';
import { createRecorder, runFlows } from './lib/soak-load.mjs';
import { printReport, summarize } from './lib/soak-report.mjs';
import { logSummary, sampleMemory, startTopology } from './lib/soak-topology.mjs';

const setting = (name, fallback) => Number(process.env[name] ?? fallback);
const run = {
  minutes: setting('SOAK_MINUTES', 10),
  warmUpSeconds: setting('SOAK_WARMUP_SECONDS', 60),
  readRate: setting('SOAK_READ_RATE', 300),
  signInRate: setting('SOAK_SIGN_IN_RATE', 3),
  checkoutRate: setting('SOAK_CHECKOUT_RATE', 20),
  shoppers: setting('SOAK_SHOPPERS', 200),
  chaos: process.argv.includes('--chaos') || process.env.SOAK_CHAOS === '1',
  pgRestartAtSeconds: setting('SOAK_CHAOS_PG_AT', 180),
  killAtSeconds: setting('SOAK_CHAOS_KILL_AT', 360),
};
const port = setting('SOAK_PORT', 5200);
const keep = process.env.SOAK_KEEP === '1';
// After the load, the outbox has this long to send what it holds.
const MAIL_WAIT_MS = 60_000;

const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const outDir = path.join(ROOT, '.run', 'soak', stamp);
const name = `harmony_soak_${stamp}`;

/** The soak's settings for the api, beyond the bench's (its folders, limits for one address, cheap hashes). */
function soakEnv(workDir) {
  return {
    ...benchApiEnv(workDir, 'soak'),
    // start:prod's api is production: it pays in the sandbox and mails to a folder only when told so.
    ALLOW_SANDBOX_PAYMENTS: '1',
    ALLOW_FILE_OUTBOX: '1',
    RELEASES_DIR: path.join(workDir, 'releases'),
    // Each of the soak's few hundred shoppers checks out every quarter of a minute or so; a shop's 20 a
    // second come from thousands of customers, each far below the per-customer limit.
    ORDER_LIMIT_USER_MAX: '100000',
    // Unpaid holds lapse within minutes, so the soak can see every one given back before it reports.
    RESERVATION_MINUTES: '2',
  };
}

/** Registers the shoppers against one api process (the edge limits sign-ups from one address). */
async function registerShoppers(apiUrl, count) {
  const { stdout } = await promisify(execFile)(
    BIN('tsx'),
    ['api/src/bench/soak-shoppers.ts', apiUrl, String(count)],
    { cwd: ROOT, maxBuffer: 64 * 1024 * 1024, signal },
  );
  return JSON.parse(stdout);
}

async function catalogueOf(apiUrl) {
  const json = async (route) => (await fetch(`${apiUrl}${route}`)).json();
  return { products: await json('/api/products'), categories: await json('/api/categories') };
}

const controller = new AbortController();
const { signal } = controller;
let broke;
for (const signalName of ['SIGINT', 'SIGTERM'])
  process.on(signalName, () => {
    if (!signal.aborted) console.info('\nStopping: the load, then start:prod; then the database is dropped.');
    broke ??= `stopped by ${signalName}`;
    controller.abort();
  });

await mkdir(outDir, { recursive: true });
const workDir = await mkdtemp(path.join(tmpdir(), 'harmony-soak-'));
const database = await createPostgresDatabase(name);
if (!database) {
  console.error('npm run soak needs PostgreSQL: none answers at DATABASE_URL or 127.0.0.1:5432.');
  process.exit(1);
}
const cluster = await postgresCluster(database.serverUrl);
let topology;
let chaos;
try {
  if (run.chaos && !cluster)
    throw new Error("--chaos restarts the machine's PostgreSQL: pg_lsclusters names no cluster on its port.");
  const seconds = Math.round(run.minutes * 60);
  if (run.chaos && Math.max(run.pgRestartAtSeconds, run.killAtSeconds) >= seconds)
    console.warn(`  a chaos event is set after the load's end (${seconds} s): it will not happen`);
  const logFile = path.join(outDir, 'start-prod.log');
  console.info(`Soak: start:prod on ${name}, its output in ${logFile}`);
  topology = await startTopology({
    databaseUrl: database.url,
    workDir,
    port,
    env: soakEnv(workDir),
    logFile,
    signal,
  });
  topology.exited.then(() => {
    if (signal.aborted) return;
    broke = `start:prod stopped during the run (${logFile})`;
    controller.abort();
  });
  await stockUp(database.url);
  const stockBefore = await stockLevels(database.url);
  console.info(`Registering ${run.shoppers} shoppers…`);
  const shoppers = await registerShoppers(topology.apiUrls[0], run.shoppers);
  const catalogue = await catalogueOf(topology.apiUrls[0]);

  console.info(
    `Load for ${seconds} s${run.chaos ? `, PostgreSQL restarted at ${run.pgRestartAtSeconds} s, an api process killed at ${run.killAtSeconds} s` : ''}…`,
  );
  const recorder = createRecorder({ warmUpMs: run.warmUpSeconds * 1000 });
  // How busy the machine was, and how much of it the load generator took: the figures' noise.
  const generatorCpu = process.cpuUsage();
  const loadAverageBefore = loadavg()[0];
  const { startedAt } = recorder;
  const memory = sampleMemory(topology, 10_000, startedAt);
  const connections = sampleConnections(database.serverUrl, name, 5000, startedAt);
  if (run.chaos)
    chaos = scheduleChaos({
      cluster,
      pgAtMs: run.pgRestartAtSeconds * 1000,
      killAtMs: run.killAtSeconds * 1000,
      apiPids: () => topology.apiPids(),
      startedAt,
    });
  const checkout = checkoutFlow(shoppers, run.checkoutRate, `soak-${stamp}`);
  const flows = [...readFlows(catalogue, run.readRate), signInFlow(shoppers, run.signInRate), checkout];
  await runFlows({ url: topology.siteUrl, flows, seconds, recorder, signal });
  const loadMs = performance.now() - startedAt;
  const { user, system } = process.cpuUsage(generatorCpu);
  const machine = {
    loadAverage: [loadAverageBefore, loadavg()[0]].map((n) => Math.round(n * 10) / 10),
    generatorCpuPct: Math.round(((user + system) / 1000 / loadMs) * 100),
  };
  await memory.stop();
  connections.stop();
  await chaos?.settle();
  if (signal.aborted) throw new Error(broke);

  console.info('Load stopped; waiting for the outbox to send its mails and unpaid holds to lapse…');
  const settled = await waitUntilSettled(database.url, MAIL_WAIT_MS);
  const ledger = await accountFor(database.url, stockBefore, checkout.authorized);
  const report = summarize({
    run: { ...run, database: name, ...machine },
    load: { ...recorder.result(), loadMs },
    memory: memory.samples,
    connections: connections.samples,
    events: chaos?.events ?? [],
    settled,
    ledger,
    log: await logSummary(logFile),
  });
  const file = path.join(outDir, 'report.json');
  await writeFile(
    file,
    `${JSON.stringify({ ...report, memorySamples: memory.samples, connectionSamples: connections.samples }, null, 2)}\n`,
  );
  printReport(report, path.relative(ROOT, file));
} catch (error) {
  const interrupted = /^stopped by SIG/.test(broke ?? '');
  console.error(
    interrupted
      ? `\n  ${broke}: no report.\n`
      : `\n  The soak broke: ${error instanceof Error ? error.message : error}\n`,
  );
  process.exitCode = interrupted ? 130 : 1;
} finally {
  await chaos?.settle();
  await topology?.stop();
  if (run.chaos && cluster && !(await ensurePostgresRunning(cluster)))
    console.error(`  PostgreSQL ${cluster.version} ${cluster.name} could not be started: start it by hand.`);
  if (keep) console.info(`  Kept: database ${name}, work folder ${workDir}`);
  else {
    await database.drop().catch((error) => console.error(`  ${name} was not dropped: ${error.message}`));
    await rm(workDir, { recursive: true, force: true });
  }
}
process.exit(process.exitCode ?? 0);
