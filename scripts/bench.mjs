// npm run bench: figures for the closing notes, never assertions. Runs the production builds against a
// fresh api on loopback only, with bounded request counts and durations.
import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startApi } from './lib/api-process.mjs';
import { APPS, buildApps, distOf, shellConfig } from './lib/apps.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { createAppServer, listen } from './lib/static-server.mjs';

const BASE_PORT = 4800;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const LOAD_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 20;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Scripts fetched until the home page shows its product grid, and those fetched after (idle loading). */
async function homeScripts(shellUrl) {
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => ({ url: new URL(response.url()), raw: body.length, gzip: gzipSync(body).length }))
          .catch(() => null),
      );
    });
    await page.goto(shellUrl);
    await page.locator('a[href^="/description/"]').first().waitFor({ timeout: 30_000 });
    const firstRender = (await Promise.all(pending.slice())).filter(Boolean);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    const later = (await Promise.all(pending.slice(firstRender.length))).filter(Boolean);
    return { firstRender, later };
  } finally {
    await browser.close();
  }
}

async function load(url, title) {
  const result = await autocannon({ url, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS });
  console.info(
    `${title}: ${result.requests.average.toFixed(0)} req/s average, latency p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors ` +
      `(${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s)`,
  );
}

const workDir = await mkdtemp(path.join(tmpdir(), 'harmony-bench-'));
const stops = [];
try {
  await buildApps();
  const api = await startApi({
    port: BASE_PORT,
    env: {
      DATA_DIR: path.join(workDir, 'data'),
      OUTBOX_DIR: path.join(workDir, 'outbox'),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  stops.push(api.stop);
  const ports = Object.fromEntries(APPS.map((app, i) => [app.dir, BASE_PORT + 1 + i]));
  for (const app of APPS) {
    const jsonOverrides = app.remote ? {} : { '/config.json': () => shellConfig(ports) };
    const server = await listen(
      createAppServer({ root: distOf(app), apiUrl: api.url, jsonOverrides }),
      ports[app.dir],
    );
    stops.push(() => new Promise((resolve) => server.close(resolve)));
  }

  console.info('\nJavaScript for the first render of / (until the product grid shows):');
  const { firstRender, later } = await homeScripts(`http://localhost:${ports.shell}/`);
  const list = (scripts) =>
    scripts.forEach((s) =>
      console.info(
        `  ${kb(s.gzip).padStart(9)} gzip  ${kb(s.raw).padStart(9)} raw  ${s.url.host}${s.url.pathname}`,
      ),
    );
  const total = (scripts) => kb(scripts.reduce((sum, s) => sum + s.gzip, 0));
  list(firstRender);
  console.info(`  first render: ${total(firstRender)} gzip in ${firstRender.length} files (target ≤ 150 KB)`);
  console.info('Fetched afterwards, when the browser is idle:');
  list(later);
  console.info(`  later: ${total(later)} gzip in ${later.length} files\n`);

  await load(`${api.url}/api/products`, 'GET /api/products');
} finally {
  for (const stop of stops.reverse()) await stop();
  await rm(workDir, { recursive: true, force: true });
}
