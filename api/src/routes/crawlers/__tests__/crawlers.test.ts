import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { JSDOM } from 'jsdom';
import { runOps } from '../../../ops/commands';
import { databaseTargets } from '../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../test-support/test-app';

const SITE = 'https://shop.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The sitemap as an XML parser reads it (a malformed document throws): lastmod by address. */
function readSitemap(xml: string): Map<string, string> {
  const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
  assert.equal(document.documentElement.namespaceURI, SITEMAP_NS);
  assert.equal(document.documentElement.localName, 'urlset');
  const urls = new Map<string, string>();
  for (const url of document.getElementsByTagNameNS(SITEMAP_NS, 'url')) {
    const loc = url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent ?? '';
    const lastmod = url.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent ?? '';
    assert.match(lastmod, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/, `lastmod of ${loc}`);
    assert.ok(!urls.has(loc), `${loc} once`);
    urls.set(loc, lastmod);
  }
  return urls;
}

for (const target of await databaseTargets()) {
  describe(`robots.txt and the sitemap on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, { siteUrl: SITE });
    });
    after(() => t.close());

    test('robots.txt keeps crawlers off private pages and the api, except what pages show', async () => {
      const res = await t.app.inject('/robots.txt');
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^text\/plain; charset=utf-8/);
      const lines = res.body.split('\n');
      assert.equal(lines[0], 'User-agent: *');
      for (const line of [
        'Allow: /api/products',
        'Allow: /api/images/products/',
        'Allow: /api/pages/previews/',
        'Disallow: /api/',
        'Disallow: /uploads/',
        'Disallow: /profile',
        'Disallow: /Profile',
        'Disallow: /order/',
        'Disallow: /order-confirmation',
        'Disallow: /edit-address/',
        'Disallow: /reset-password',
        'Disallow: /admin',
        `Sitemap: ${SITE}/sitemap.xml`,
      ]) {
        assert.ok(lines.includes(line), line);
      }
      // The cart too: a crawler sees it empty (issue #7 asks Lighthouse's SEO of 95 there).
      for (const page of ['/', '/product', '/description/', '/about', '/login', '/cart', '/cart-checkout/']) {
        assert.ok(!lines.some((line) => line === `Disallow: ${page}`), `${page} is open to crawlers`);
      }
    });

    test('the sitemap lists every product, public page and category with lastmod; no private page', async () => {
      const res = await t.app.inject('/sitemap.xml');
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^application\/xml; charset=utf-8/);
      const urls = readSitemap(res.body);
      const products: Array<{ id: number }> = (await t.app.inject('/api/products')).json();
      for (const { id } of products) assert.ok(urls.has(`${SITE}/description/${id}`), `product ${id}`);
      for (const page of ['/', '/product', '/about', '/contact', '/privacy', '/RefundPolicy', '/TandP']) {
        assert.ok(urls.has(`${SITE}${page}`), page);
      }
      assert.ok(urls.has(`${SITE}/product?category=ac-stabilizers`));
      for (const loc of urls.keys()) {
        assert.doesNotMatch(loc, /\/(cart|profile|order|reset-password|edit-address|Add-Addresses)/i, loc);
      }
      assert.equal([...urls.keys()].filter((loc) => loc.includes('/description/')).length, products.length);
    });

    test("a product's lastmod is its last change, and the listings' follow it", async () => {
      await runOps(t.app.db, ['price', '3', '3333'], { now: () => new Date('2031-05-06T07:08:09.123Z') });
      const urls = readSitemap((await t.app.inject('/sitemap.xml')).body);
      assert.equal(urls.get(`${SITE}/description/3`), '2031-05-06T07:08:09Z');
      assert.equal(urls.get(`${SITE}/`), '2031-05-06T07:08:09Z');
      assert.equal(urls.get(`${SITE}/product`), '2031-05-06T07:08:09Z');
      assert.notEqual(urls.get(`${SITE}/description/1`), '2031-05-06T07:08:09Z');
    });
  });
}
