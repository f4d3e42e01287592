// The page figures of issue #7 for npm run bench: first-render JavaScript per route and Lighthouse's
// default mobile profile per route. Figures, never assertions.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ensureChromium } from './chromium.mjs';
import { auditUrls } from './lighthouse.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every script the page loads before the network settles (no request for 500 ms), with its sizes. */
export async function firstRenderScripts(urls) {
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const results = [];
    for (const url of urls) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      const pending = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        pending.push(
          Promise.all([response.body(), response.request().sizes()])
            .then(([body, sizes]) => ({
              path: new URL(response.url()).pathname,
              raw: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
              transferred: sizes.responseBodySize,
            }))
            .catch(() => null),
        );
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      results.push({ url, scripts: (await Promise.all(pending)).filter(Boolean) });
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

export async function printFirstRenderScripts(siteUrl, routes) {
  console.info('\nJavaScript loaded before the network settles (gzip -9; sent: what the site sent, brotli):');
  for (const { url, scripts } of await firstRenderScripts(routes.map(({ path }) => siteUrl + path))) {
    const route = routes.find(({ path }) => siteUrl + path === url);
    for (const s of scripts) {
      console.info(`  ${kb(s.gzip).padStart(9)} gzip ${kb(s.transferred).padStart(9)} sent  ${s.path}`);
    }
    const sum = (key) => kb(scripts.reduce((total, s) => total + s[key], 0));
    console.info(
      `  ${route.path}: ${sum('gzip')} gzip (${sum('transferred')} sent) in ${scripts.length} files` +
        ` (target ≤ ${route.targetKb} KB)\n`,
    );
  }
}

const cell = (value, width) => String(value).padStart(width);

// Five, as Lighthouse's own guidance on variability advises: single runs here spread by ±0.1 s of LCP.
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 5;

/** The run with the median performance score (Lighthouse's advice for noisy single runs). */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || b.lcp - a.lcp);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Lighthouse per route (mobile: slow 4G, 4× CPU), the median of RUNS runs, as a table. */
export async function printLighthouse(siteUrl, paths) {
  console.info(
    `Lighthouse, default mobile profile, median of ${RUNS} runs ` +
      '(targets: performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.02, TBT ≤ 100 ms; the other scores ≥ 95):',
  );
  console.info(
    `  ${'route'.padEnd(16)} ${['perf', 'a11y', 'best', 'seo'].map((h) => cell(h, 4)).join(' ')}` +
      ` ${cell('FCP', 7)} ${cell('LCP', 7)} ${cell('TBT', 6)} ${cell('CLS', 6)}`,
  );
  const runs = await auditUrls(paths.flatMap((path) => Array.from({ length: RUNS }, () => siteUrl + path)));
  for (const path of paths) {
    const r = median(runs.filter((run) => run.url === siteUrl + path));
    const { performance, accessibility, 'best-practices': best, seo } = r.scores;
    console.info(
      `  ${new URL(r.url).pathname.padEnd(16)} ${[performance, accessibility, best, seo].map((s) => cell(s, 4)).join(' ')}` +
        ` ${cell(`${(r.fcp / 1000).toFixed(2)} s`, 7)} ${cell(`${(r.lcp / 1000).toFixed(2)} s`, 7)}` +
        ` ${cell(`${Math.round(r.tbt)} ms`, 6)} ${cell(r.cls.toFixed(3), 6)}`,
    );
  }
  console.info('');
}
