// Lighthouse's default mobile profile (slow 4G, 4× CPU slowdown, simulated) in Debian's chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from './chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * @param {string[]} urls
 * @returns {Promise<Array<{url: string, scores: Record<string, number>, lcp: number, cls: number, tbt: number, fcp: number, si: number, lhr: object}>>}
 */
export async function auditUrls(urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const results = [];
    for (const url of urls) {
      const runner = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const lhr = runner.lhr;
      const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        url,
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
        ),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        cls: metric('cumulative-layout-shift'),
        tbt: metric('total-blocking-time'),
        si: metric('speed-index'),
        lhr,
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
