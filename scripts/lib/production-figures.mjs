// The production topology's figures for npm run bench (issue #8): nginx in front of two api processes
// under pm2 on PostgreSQL, as npm run start:prod runs it.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SHELL_ROOT } from './apps.mjs';
import { superviseApi } from './api-supervisor.mjs';
import { benchApiEnv, checkoutBench, load, warmUp, withPostgresDatabase } from './bench-load.mjs';
import { findNginx, startNginx, writeNginxConfig } from './nginx.mjs';

const API_PROCESSES = 2;

export async function printProductionFigures({ workDir, port, apiPort }) {
  let nginx;
  try {
    nginx = findNginx();
  } catch (error) {
    console.info(`production topology: skipped. ${error.message}`);
    return;
  }
  const ran = await withPostgresDatabase('prod', async (databaseUrl) => {
    const api = await superviseApi({
      port: apiPort,
      processes: API_PROCESSES,
      env: {
        ...benchApiEnv(workDir, 'prod'),
        DATABASE_URL: databaseUrl,
        // As start:prod runs it; the bench pays in the sandbox and mails nobody.
        NODE_ENV: 'production',
        ALLOW_SANDBOX_PAYMENTS: '1',
        ALLOW_FILE_OUTBOX: '1',
        // Plain HTTP to an nginx on this machine.
        ALLOW_PLAIN_HTTP: '1',
      },
      stdio: 'ignore',
    });
    const runDir = path.join(workDir, 'nginx');
    const url = `http://127.0.0.1:${port}`;
    const conf = await writeNginxConfig({
      nginx,
      runDir,
      listen: `127.0.0.1:${port}`,
      apiUrls: api.urls,
      accessLog: 'off',
    });
    const edge = await startNginx({ nginx, runDir, conf, url });
    // The catalogue's very bytes as a file beside the shell's, served by the same nginx.
    const file = path.join(SHELL_ROOT, `bench-products-${process.pid}.json`);
    try {
      await writeFile(file, Buffer.from(await (await fetch(`${url}/api/products`)).arrayBuffer()));
      console.info(`\nProduction topology: nginx, ${API_PROCESSES} api processes under pm2, PostgreSQL`);
      await warmUp(`${url}/api/products`);
      const proxied = await load(`${url}/api/products`, 'GET /api/products through nginx');
      const static_ = await load(`${url}/${path.basename(file)}`, 'the same bytes as a file from nginx');
      console.info(
        `  ratio: ${(proxied.requests.average / static_.requests.average).toFixed(2)} (target ≥ 0.5)`,
      );
      // At a held rate autocannon's own timing shows in the tail: the file, measured alike, says how much.
      const held = { rate: 1000, connections: 10 };
      await load(
        `${url}/api/products`,
        'GET /api/products through nginx at 1,000 req/s (p99 target ≤ 10 ms)',
        held,
      );
      await load(`${url}/${path.basename(file)}`, 'the file at 1,000 req/s', held);
      await checkoutBench(url, `PostgreSQL through nginx, ${API_PROCESSES} api processes`);
    } finally {
      await rm(file, { force: true });
      await edge.stop();
      await api.stop();
    }
  });
  if (!ran) console.info('production topology: skipped, no PostgreSQL answers (set DATABASE_URL)');
}
