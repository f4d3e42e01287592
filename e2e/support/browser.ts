import { chromium, type Browser, type Page } from 'playwright-core';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A fresh shopper: own storage, desktop or phone width, and page errors (and refusals by the page's
 * Content-Security-Policy) collected for assertions.
 */
export async function newShopper(
  browser: Browser,
  width = 1280,
  // The production journey's edge has a certificate made at start, which no browser knows.
  { ignoreHTTPSErrors = false } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width, height: width > 768 ? 900 : 800 },
    ignoreHTTPSErrors,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // What the page's Content-Security-Policy refused counts too (scripts/lib/edge-policy.mjs).
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      errors.push(message.text());
    }
  });
  return { page, errors };
}
