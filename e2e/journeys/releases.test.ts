// One area shipped as versioned releases (npm run release / deploy / rollback): a tab opened on catalog
// release A still lazy-loads A's chunks after B went live, its next full load gets B with the cart and
// the session as they were, a rollback brings A back; the other areas and the server are untouched.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { startApi } from '../../scripts/lib/api-process.mjs';
import { APPS, ROOT, distOf } from '../../scripts/lib/apps.mjs';
import { servedSite } from '../../scripts/lib/releases.mjs';
import { createSiteServer } from '../../scripts/lib/site-server.mjs';
import { newShopperDetails, registerThroughApi, signInThroughForm } from '../support/accounts';
import { launchBrowser, newShopper } from '../support/browser';

const run = promisify(execFile);
const VERSION = /\d{8}T\d{6}Z-[0-9a-f]{12}/;

describe('versioned releases of one area', () => {
  let workDir = '';
  let releasesDir = '';
  let api: Awaited<ReturnType<typeof startApi>>;
  let site: ReturnType<typeof createSiteServer>;
  let browser: Browser;
  let shellUrl = '';
  const releases = { A: '', B: '' };
  const answered: { url: string; status: number }[] = [];

  /** `npm run <script> -- …` on this journey's releases folder. */
  const npm = async (script: string, args: string[], env: Record<string, string> = {}) => {
    const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, RELEASES_DIR: releasesDir, ...env },
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  };
  const catalogRelease = (page: Page) => page.evaluate(() => document.documentElement.dataset.catalogRelease);

  before(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'harmony-releases-'));
    releasesDir = path.join(workDir, 'releases');
    // The site server below reads it per request (scripts/lib/releases.mjs).
    process.env.RELEASES_DIR = releasesDir;
    for (const label of ['A', 'B'] as const) {
      const said = await npm('release', ['catalog'], { RELEASE_LABEL: label });
      releases[label] = VERSION.exec(said)?.[0] ?? '';
      assert.ok(releases[label], `release ${label}: ${said}`);
    }
    assert.match(await npm('deploy', ['catalog', releases.A]), /is live/);

    // Ports no other journey uses (stack.ts: the system's free ones, production 4900–4919, page-metadata 5100–).
    const port = 5000 + (process.pid % 5) * 4;
    api = await startApi({
      port,
      env: {
        DATA_DIR: path.join(workDir, 'data'),
        OUTBOX_DIR: path.join(workDir, 'outbox'),
        UPLOADS_DIR: path.join(workDir, 'uploads'),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_IP_MAX: '1000',
      },
      stdio: 'ignore',
      isolated: true,
    });
    site = createSiteServer({ ...servedSite(), apiUrl: api.url });
    // What the server itself answered (the browser's word could come from its cache).
    site.addHook('onResponse', async (request, reply) => {
      answered.push({ url: request.url, status: reply.statusCode });
    });
    await site.listen({ port: port + 1, host: '127.0.0.1' });
    shellUrl = `http://localhost:${port + 1}`;
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await site?.close();
    await api?.stop();
    delete process.env.RELEASES_DIR;
    await rm(workDir, { recursive: true, force: true });
  });

  it('keeps an open tab working across a deploy, then serves the new release and rolls back', async () => {
    const others = APPS.filter((app) => app.dir !== 'catalog');
    const builtAt = async () =>
      Promise.all(others.map(async (app) => (await stat(path.join(distOf(app), 'index.html'))).mtimeMs));
    const othersBefore = await builtAt();
    const server = site.server;

    // Release A's lazy description sanitizer chunk, which release B does not have (another label, another
    // hash).
    const folder = (version: string) => path.join(releasesDir, 'catalog', version);
    const chunkOf = async (version: string) =>
      (await readdir(folder(version))).find((name) => /^description-sanitizer\.[0-9a-f]{8}\.js$/.test(name))!;
    const chunkA = await chunkOf(releases.A);
    assert.notEqual(chunkA, await chunkOf(releases.B), 'B has its own sanitizer chunk');

    // A signed-in shopper with a line in the cart (added in another tab)…
    const shopper = newShopperDetails();
    await registerThroughApi({ apiUrl: api.url }, shopper);
    const { page, errors } = await newShopper(browser);
    await signInThroughForm(page, shellUrl, shopper.email, shopper.password);
    const other = await page.context().newPage();
    await other.goto(`${shellUrl}/description/1`);
    await other.getByRole('button', { name: 'ADD TO CART' }).click();
    await other.getByText('1 item(s) added to cart').waitFor();
    await other.close();
    // … whose tab asks the server for every file (nothing the other tab loaded comes from the cache).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const fetched: { url: string; status: number }[] = [];
    page.on('response', (answer) => fetched.push({ url: answer.url(), status: answer.status() }));

    // 1) opens /product on release A.
    await page.goto(`${shellUrl}/product`);
    const cards = page.locator('main a[href^="/description/"]');
    await cards.first().waitFor();
    assert.equal(await catalogRelease(page), 'A');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-count"]')?.textContent === '1',
    );
    assert.ok(
      !fetched.some((answer) => answer.url.includes(chunkA)),
      'the sanitizer chunk is not loaded yet',
    );

    // 2) catalog release B goes live: one switch, no restart.
    assert.match(await npm('deploy', ['catalog', releases.B]), /is live/);
    answered.length = 0;
    const entry = await fetch(`${shellUrl}/catalog/remoteEntry.js`).then((answer) => answer.text());
    assert.ok(entry.includes('catalogRelease="B"'), 'the entry is now release B');

    // 3) the open tab, still on A, opens a product and reads its description: A's lazy chunk is still
    // served.
    const href = await cards.first().getAttribute('href');
    const lazy = page.waitForResponse((answer) => answer.url().endsWith(`/catalog/${chunkA}`));
    await cards.first().click();
    await page.waitForURL(`**${href}`);
    await page.getByRole('button', { name: 'ADD TO CART' }).waitFor();
    await page.getByRole('tabpanel').first().scrollIntoViewIfNeeded();
    assert.equal((await lazy).status(), 200, `A's ${chunkA} loaded after the deploy`);
    const served = answered.find((answer) => answer.url === `/catalog/${chunkA}`);
    assert.equal(served?.status, 200, `the server sent A's ${chunkA} after the deploy`);
    assert.equal(await catalogRelease(page), 'A');
    assert.ok(!fetched.some((answer) => answer.status >= 400), 'no file failed to load');

    // 4) a reload is release B, with the cart and the session as they were.
    await page.reload();
    await page.getByRole('button', { name: 'ADD TO CART' }).waitFor();
    assert.equal(await catalogRelease(page), 'B');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-count"]')?.textContent === '1',
    );
    await page.getByRole('button', { name: 'Log out' }).waitFor();

    // 5) a rollback and a reload: release A again.
    assert.match(await npm('rollback', ['catalog']), new RegExp(`rolled back to ${releases.A}`));
    await page.reload();
    await page.getByRole('button', { name: 'ADD TO CART' }).waitFor();
    assert.equal(await catalogRelease(page), 'A');
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    const listed = await npm('releases', []);
    assert.match(listed, new RegExp(`\\* ${releases.A}`));

    // 6) nothing else was rebuilt or restarted.
    assert.deepEqual(await builtAt(), othersBefore, 'shell, cart-checkout and account not rebuilt');
    assert.equal(site.server, server);
    assert.ok(server.listening, 'the site server ran throughout');
    assert.deepEqual(errors, []);
  });
});
