// Pages that describe themselves, as a crawler or a link preview sees them: plain HTTP against the site
// server (npm start) beside a real api, no JavaScript. Each page's title, description, canonical, Open
// Graph and Twitter tags arrive in its HTML; a product page carries JSON-LD that schema.org's Product
// and BreadcrumbList accept; an unknown product is a 404; the sitemap and robots.txt are there.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { machineEnv, startApi } from '../../scripts/lib/api-process.mjs';
import { ROOT, SHELL_ROOT, siteAreas } from '../../scripts/lib/apps.mjs';
import { createSiteServer } from '../../scripts/lib/site-server.mjs';
import { launchBrowser } from '../support/browser';
import { type PageHead, crawl, metaOf, readPage, readSitemap } from '../support/crawler';
import { schemaOrgProblems } from '../support/schema-org';

// Ports no other journey uses (stack.ts: the system's free ones, site-server 4700–4719, supervision 4880–4899,
// production 4900–4919, bench 4800+).
const API_PORT = 5100 + (process.pid % 5) * 4;
const SITE_PORT = API_PORT + 1;
const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
const HOSTILE = `Harmony "Quote" <script>alert(1)</script> & </script><!-- '`;

const run = promisify(execFile);
type Api = Awaited<ReturnType<typeof startApi>>;

const one = (head: PageHead, key: string) => {
  const values = metaOf(head, key);
  assert.equal(values.length, 1, `one ${key}: ${JSON.stringify(values)}`);
  return values[0]!;
};

describe('pages as crawlers see them (site server)', () => {
  let workDir = '';
  let api: Api;
  let site: ReturnType<typeof createSiteServer>;
  let browser: Browser;
  let parser: Page;
  let hostileId = '';
  const apiOptions = () => ({
    port: API_PORT,
    env: {
      DATA_DIR: path.join(workDir, 'data'),
      OUTBOX_DIR: path.join(workDir, 'outbox'),
      UPLOADS_DIR: path.join(workDir, 'uploads'),
      LOG_LEVEL: 'warn',
      SITE_URL: siteUrl,
    },
    stdio: 'ignore' as const,
    isolated: true,
  });
  const ops = (...args: string[]) =>
    run('npm', ['run', '--silent', 'ops', '--', ...args], {
      cwd: ROOT,
      env: { ...machineEnv(), ...apiOptions().env },
    });
  /** The page at `pathname` as fetched and parsed. */
  const page = async (pathname: string) => {
    const fetched = await crawl(`${siteUrl}${pathname}`);
    assert.match(fetched.contentType, /^text\/html/, pathname);
    return { status: fetched.status, head: await readPage(parser, fetched.body) };
  };

  before(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'harmony-crawl-'));
    // The embedded database takes one process at a time: the operator's product goes in first.
    api = await startApi(apiOptions());
    await api.stop();
    const { stdout } = await ops('add-product', '--title', HOSTILE, '--brand', 'Harmony', '--price', '1499');
    hostileId = /#(\d+)/.exec(stdout)?.[1] ?? '';
    api = await startApi(apiOptions());
    site = createSiteServer({ shellRoot: SHELL_ROOT, areas: siteAreas(), apiUrl: api.url });
    await site.listen({ port: SITE_PORT, host: '127.0.0.1' });
    browser = await launchBrowser();
    parser = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  });

  after(async () => {
    await browser?.close();
    await site?.close();
    await api?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  it('/, /product and a search: one title and description each, canonical, Open Graph, Twitter card', async () => {
    for (const [pathname, title, canonical] of [
      ['/', 'Harmony · Voltage stabilizers, extension boards and accessories', '/'],
      ['/product', 'Products · Harmony', '/product'],
      ['/Product?sort=price_asc', 'Products · Harmony', '/product'],
      ['/product?q=2%20ton', 'Results for “2 ton” · Harmony', '/product?q=2+ton'],
      ['/About', 'About · Harmony', '/about'],
    ] as const) {
      const { status, head } = await page(pathname);
      assert.equal(status, 200, pathname);
      assert.equal(head.lang, 'en-IN');
      assert.deepEqual(head.titles, [title], pathname);
      assert.ok(one(head, 'description').length > 40, `${pathname} has a description`);
      assert.deepEqual(head.canonicals, [`${siteUrl}${canonical}`], pathname);
      assert.equal(one(head, 'og:url'), `${siteUrl}${canonical}`);
      assert.equal(one(head, 'og:type'), 'website');
      for (const key of ['og:title', 'og:description', 'og:image', 'twitter:card', 'twitter:image'])
        one(head, key);
    }
    assert.deepEqual(metaOf((await page('/product?q=2%20ton')).head, 'robots'), ['noindex, follow']);
    assert.deepEqual(
      metaOf((await page('/cart')).head, 'robots'),
      [],
      'the cart, empty to a crawler, is open',
    );
    assert.deepEqual(metaOf((await page('/profile')).head, 'robots'), ['noindex']);
    assert.deepEqual(metaOf((await page('/')).head, 'robots'), [], 'the home page is indexed');
  });

  it("a product page: its title, picture and price, and JSON-LD that schema.org's Product accepts", async () => {
    const { status, head } = await page('/description/3');
    assert.equal(status, 200);
    const products: Array<{ id: number; title: string; price: string }> = await (
      await fetch(`${siteUrl}/api/products`)
    ).json();
    const product = products.find((p) => p.id === 3)!;
    const selling = product.price.split(' ')[0]!;
    assert.deepEqual(head.titles, [`${product.title} · Harmony`]);
    assert.equal(one(head, 'og:title'), product.title);
    assert.equal(one(head, 'og:type'), 'product');
    assert.ok(one(head, 'description').includes(`₹${selling}`), 'the price is in the description');
    assert.equal(one(head, 'og:description'), one(head, 'description'));
    assert.equal(Number(one(head, 'product:price:amount')), Number(selling.replace(/,/g, '')));
    assert.equal(one(head, 'product:price:currency'), 'INR');
    assert.deepEqual(head.canonicals, [`${siteUrl}/description/3`]);
    assert.equal(one(head, 'og:url'), `${siteUrl}/description/3`);
    const picture = await fetch(one(head, 'og:image'));
    assert.equal(picture.status, 200, 'the preview picture is there');
    assert.equal(picture.headers.get('content-type'), 'image/png');
    assert.equal(one(head, 'twitter:image'), one(head, 'og:image'));

    const ld = (type: string) => head.structuredData.filter((data) => data['@type'] === type);
    assert.equal(ld('Product').length, 1);
    assert.deepEqual(schemaOrgProblems('Product', ld('Product')[0]), []);
    const data = ld('Product')[0] as { name: string; offers: { price: number; availability: string } };
    assert.equal(data.name, product.title);
    assert.equal(data.offers.price, Number(selling.replace(/,/g, '')));
    assert.equal(data.offers.availability, 'https://schema.org/InStock');
    assert.equal(ld('BreadcrumbList').length, 1);
    assert.deepEqual(schemaOrgProblems('BreadcrumbList', ld('BreadcrumbList')[0]), []);
    const crumbs = (ld('BreadcrumbList')[0] as { itemListElement: Array<{ name: string; item: string }> })
      .itemListElement;
    assert.deepEqual(crumbs[0], { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` });
    assert.equal(crumbs.at(-1)!.item, `${siteUrl}/description/3`);
  });

  it('an unknown product is a 404 with the not-found head, and the app still comes with it', async () => {
    const file = await readPage(parser, await readFile(path.join(SHELL_ROOT, 'index.html'), 'utf8'));
    for (const pathname of ['/description/999999', '/description/abc']) {
      const { status, head } = await page(pathname);
      assert.equal(status, 404, pathname);
      assert.deepEqual(head.titles, ['Product not found · Harmony']);
      assert.deepEqual(metaOf(head, 'robots'), ['noindex']);
      assert.deepEqual(head.canonicals, []);
      assert.equal(head.scripts, file.scripts, "the shell's scripts, to show its not-found screen");
    }
  });

  it('a hostile product title stays text: one title, whole attributes, JSON-LD that parses back', async () => {
    const file = await readPage(parser, await readFile(path.join(SHELL_ROOT, 'index.html'), 'utf8'));
    const { status, head } = await page(`/description/${hostileId}`);
    assert.equal(status, 200);
    assert.deepEqual(head.titles, [`${HOSTILE} · Harmony`]);
    assert.equal(one(head, 'og:title'), HOSTILE);
    assert.equal(one(head, 'og:image:alt'), HOSTILE);
    assert.equal(head.scripts, file.scripts, 'no script was added');
    assert.deepEqual(head.bodyElements, file.bodyElements, 'nothing spilled into the body');
    const product = head.structuredData.find((data) => data['@type'] === 'Product');
    assert.equal(product?.name, HOSTILE);
    assert.deepEqual(schemaOrgProblems('Product', product), []);
  });

  it('the sitemap is valid XML listing every product and public page; robots.txt points to it', async () => {
    const sitemap = await crawl(`${siteUrl}/sitemap.xml`);
    assert.equal(sitemap.status, 200);
    assert.match(sitemap.contentType, /^application\/xml/);
    const { error, root, urls } = await readSitemap(parser, sitemap.body);
    assert.equal(error, null);
    assert.equal(root, 'http://www.sitemaps.org/schemas/sitemap/0.9 urlset');
    const locs = new Set(urls.map((url) => url.loc));
    const products: Array<{ id: number }> = await (await fetch(`${siteUrl}/api/products`)).json();
    for (const { id } of products) assert.ok(locs.has(`${siteUrl}/description/${id}`), `product ${id}`);
    for (const pathname of ['/', '/product', '/about', '/contact', '/privacy', '/RefundPolicy', '/TandP'])
      assert.ok(locs.has(`${siteUrl}${pathname}`), pathname);
    for (const { loc, lastmod } of urls) {
      assert.ok(!Number.isNaN(Date.parse(lastmod)), `${loc} has a lastmod`);
      assert.doesNotMatch(loc, /\/(cart|profile|order|Add-Addresses|edit-address|reset-password)/);
    }

    const robots = await crawl(`${siteUrl}/robots.txt`);
    assert.equal(robots.status, 200);
    assert.match(robots.contentType, /^text\/plain/);
    const lines = robots.body.split('\n');
    for (const line of [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /profile',
      `Sitemap: ${siteUrl}/sitemap.xml`,
    ])
      assert.ok(lines.includes(line), line);
    assert.ok(!lines.includes('Disallow: /cart'), 'the cart is open to crawlers');
  });

  it("while the api is down the page keeps the shell's own title and description, status 200", async () => {
    await api.stop();
    const { status, head } = await page('/description/3');
    assert.equal(status, 200);
    assert.deepEqual(head.titles, ['Harmony · Voltage stabilizers, extension boards and accessories']);
    assert.equal(metaOf(head, 'description').length, 1);
    assert.deepEqual(head.structuredData, []);
  });
});
