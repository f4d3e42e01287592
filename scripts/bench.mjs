// npm run bench: figures for the closing notes, never assertions. Runs the production builds, served as
// `npm start` serves them, against a fresh api on loopback only, with bounded request counts and durations.
// `npm run bench -- pages` (first-render JavaScript and Lighthouse), `-- api`, `-- checkout`, `-- forgot`
// (forgot-password's answer for a registered and an unknown account), `-- prod` (the production
// topology: nginx, two api processes, PostgreSQL) or `-- backoffice` (the back office on 100,000 orders
// on PostgreSQL: the orders list's views and their plans, the CSV export, the dashboard) runs one part.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from './lib/api-process.mjs';
import { SHELL_ROOT, buildAll, siteAreas } from './lib/apps.mjs';
import { backofficeBench } from './lib/backoffice-bench.mjs';
import {
  benchApiEnv,
  checkoutBench,
  load,
  stockUp,
  warmUp,
  withPostgresDatabase,
} from './lib/bench-load.mjs';
import { forgotPasswordBench } from './lib/forgot-bench.mjs';
import { printFirstRenderScripts, printLighthouse } from './lib/page-figures.mjs';
import { printProductionFigures } from './lib/production-figures.mjs';
import { createSiteServer } from './lib/site-server.mjs';

const BASE_PORT = 4800;

/** The same checkout load on PostgreSQL when one answers, in a throwaway database. */
async function postgresCheckoutBench(workDir) {
  const ran = await withPostgresDatabase('pg', async (databaseUrl) => {
    const api = await startApi({
      port: BASE_PORT + 9,
      env: { ...benchApiEnv(workDir, 'pg'), DATABASE_URL: databaseUrl },
      stdio: 'ignore',
    });
    try {
      await stockUp(databaseUrl);
      await checkoutBench(api.url, 'PostgreSQL');
    } finally {
      await api.stop();
    }
  });
  if (!ran) console.info('checkout on PostgreSQL: skipped, no server answers (set DATABASE_URL)');
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
  if (wanted('api')) {
    await warmUp(`${api.url}/api/products`);
    await load(`${api.url}/api/products`, 'GET /api/products from the api');
    await load(`${siteUrl}/api/products`, 'GET /api/products through the site server (npm start)');
  }
  if (wanted('checkout')) {
    await checkoutBench(api.url, 'PGlite');
    await postgresCheckoutBench(workDir);
  }
  if (wanted('forgot')) {
    await forgotPasswordBench(api.url, 'PGlite');
  }
  if (wanted('prod')) {
    await printProductionFigures({ workDir, port: BASE_PORT + 20, apiPort: BASE_PORT + 21 });
  }
  if (wanted('backoffice')) {
    await backofficeBench(workDir, BASE_PORT + 30);
  }
} finally {
  for (const stop of stops.reverse()) await stop();
  await rm(workDir, { recursive: true, force: true });
}
