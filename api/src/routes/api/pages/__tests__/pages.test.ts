import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { HERO_SLIDES } from '@harmony/shared/domain';
import { runOps } from '../../../../ops/commands';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';

const SITE = 'https://shop.example';

interface Head {
  status: number;
  titles: string[];
  /** Each meta's content by its name or property (the first one). */
  meta: Map<string, string>;
  canonical: string | undefined;
  ld: Array<Record<string, unknown>>;
  /** The pictures the page asks for with itself (preload links), in order. */
  images: string[];
}

/** GET /api/pages/head<page>, read as a browser's parser reads it inside <head>. */
async function headOf(t: TestApp, page: string): Promise<Head> {
  const res = await t.app.inject(`/api/pages/head${page}`);
  assert.match(String(res.headers['content-type']), /^text\/html; charset=utf-8/);
  const { document } = new JSDOM(`<!doctype html><head>${res.body}</head>`).window;
  const meta = new Map<string, string>();
  for (const tag of document.querySelectorAll('meta')) {
    const key = tag.getAttribute('name') ?? tag.getAttribute('property');
    if (key && !meta.has(key)) meta.set(key, tag.getAttribute('content') ?? '');
  }
  return {
    status: res.statusCode,
    titles: [...document.querySelectorAll('title')].map((el) => el.textContent ?? ''),
    meta,
    canonical: document.querySelector('link[rel=canonical]')?.getAttribute('href') ?? undefined,
    ld: [...document.querySelectorAll('script[type="application/ld+json"]')].map((el) =>
      JSON.parse(el.textContent ?? ''),
    ),
    images: [...document.querySelectorAll('link[rel=preload][as=image]')].map(
      (el) => el.getAttribute('href') ?? '',
    ),
  };
}

interface ProductData {
  name: string;
  sku: string;
  brand: unknown;
  image: string[];
  offers: { price: number; priceCurrency: string; availability: string; seller: { name: string } };
}
interface BreadcrumbsData {
  itemListElement: Array<{ position: number; name: string; item: string }>;
}

const ofType = (head: Head, type: string) => head.ld.find((data) => data['@type'] === type);
const productOf = (head: Head) => ofType(head, 'Product') as unknown as ProductData;
const crumbsOf = (head: Head) => ofType(head, 'BreadcrumbList') as unknown as BreadcrumbsData;

for (const target of await databaseTargets()) {
  describe(`page metadata on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, { siteUrl: SITE });
    });
    after(() => t.close());

    test('the home page: its title, description, canonical, Open Graph, Twitter card and site data', async () => {
      const head = await headOf(t, '/');
      assert.equal(head.status, 200);
      assert.deepEqual(head.titles, ['Harmony · Voltage stabilizers, extension boards and accessories']);
      assert.match(head.meta.get('description')!, /Voltage stabilizers/);
      assert.equal(head.canonical, `${SITE}/`);
      assert.equal(head.meta.get('og:url'), `${SITE}/`);
      assert.equal(head.meta.get('og:type'), 'website');
      assert.equal(head.meta.get('og:image'), `${SITE}/api/pages/previews/harmony.png`);
      assert.equal(head.meta.get('twitter:card'), 'summary_large_image');
      assert.equal(head.meta.get('robots'), undefined);
      assert.deepEqual(
        head.ld.map((data) => data['@type']),
        ['WebSite', 'Organization'],
      );
      assert.equal((await headOf(t, '/index.html')).canonical, `${SITE}/`);
    });

    test('a product: its title, picture, price and availability, JSON-LD Product and breadcrumbs', async () => {
      const head = await headOf(t, '/description/1');
      assert.equal(head.status, 200);
      assert.deepEqual(head.titles, ['Harmony M1 Voltage Stabilizer for 1.5 Ton AC · Harmony']);
      assert.equal(head.meta.get('og:title'), 'Harmony M1 Voltage Stabilizer for 1.5 Ton AC');
      assert.match(head.meta.get('description')!, /₹4,999 \(was ₹6,999\)\. In stock\.$/);
      assert.equal(head.meta.get('og:description'), head.meta.get('description'));
      assert.equal(head.canonical, `${SITE}/description/1`);
      assert.equal(head.meta.get('og:type'), 'product');
      assert.equal(head.meta.get('og:image'), `${SITE}/api/pages/previews/products/harmony-m1.png`);
      assert.equal(head.meta.get('product:price:amount'), '4999.00');
      assert.equal(head.meta.get('product:price:currency'), 'INR');
      assert.equal(head.meta.get('twitter:data1'), '₹4,999');

      const product = productOf(head);
      assert.equal(product.name, 'Harmony M1 Voltage Stabilizer for 1.5 Ton AC');
      assert.equal(product.sku, 'harmony-m1');
      assert.deepEqual(product.brand, { '@type': 'Brand', name: 'Harmony' });
      assert.deepEqual(product.image, [
        `${SITE}/api/pages/previews/products/harmony-m1.png`,
        `${SITE}/api/images/products/harmony-m1.svg`,
      ]);
      assert.equal(product.offers.price, 4999);
      assert.equal(product.offers.priceCurrency, 'INR');
      assert.equal(product.offers.availability, 'https://schema.org/InStock');
      assert.equal(product.offers.seller.name, 'Harmony');
      const crumbs = crumbsOf(head).itemListElement;
      assert.deepEqual(
        crumbs.map((c) => [c.position, c.name, c.item]),
        [
          [1, 'Home', `${SITE}/`],
          [2, 'Products', `${SITE}/product`],
          [3, 'AC stabilizers', `${SITE}/product?category=ac-stabilizers`],
          [4, 'Harmony M1 Voltage Stabilizer for 1.5 Ton AC', `${SITE}/description/1`],
        ],
      );
    });

    test("an operator's change shows on the next request: price, few left, out of stock", async () => {
      await runOps(t.app.db, ['price', '2', '5555']);
      await runOps(t.app.db, ['stock', '2', '3']);
      let head = await headOf(t, '/description/2');
      assert.equal(productOf(head).offers.price, 5555);
      assert.equal(productOf(head).offers.availability, 'https://schema.org/LimitedAvailability');
      assert.match(head.meta.get('description')!, /₹5,555\. Only 3 left\.$/);
      await runOps(t.app.db, ['stock', '2', '0']);
      head = await headOf(t, '/description/2');
      assert.equal(productOf(head).offers.availability, 'https://schema.org/OutOfStock');
      assert.equal(head.meta.get('product:availability'), 'out of stock');
    });

    test('a hostile product title stays text in every tag and in the JSON-LD', async () => {
      const title = `Harmony "X" <script>alert(1)</script> & </script><!-- '`;
      const [added] = await runOps(t.app.db, [
        'add-product',
        '--title',
        title,
        '--brand',
        'Harmony',
        '--price',
        '999',
      ]);
      const id = /#(\d+)/.exec(added!)?.[1];
      const head = await headOf(t, `/description/${id}`);
      assert.deepEqual(head.titles, [`${title} · Harmony`]);
      assert.equal(head.meta.get('og:title'), title);
      assert.equal(head.meta.get('og:image:alt'), title);
      assert.equal(productOf(head).name, title);
      assert.equal(crumbsOf(head).itemListElement.at(-1)?.name, title);
    });

    test('an unknown product or path is a 404 with the not-found head, never a 500', async () => {
      for (const page of [
        '/description/999999',
        '/description/abc',
        '/description/99999999999',
        '/description/0',
      ]) {
        const head = await headOf(t, page);
        assert.equal(head.status, 404, page);
        assert.deepEqual(head.titles, ['Product not found · Harmony'], page);
        assert.equal(head.meta.get('robots'), 'noindex');
        assert.equal(head.canonical, undefined);
        assert.equal(head.meta.get('og:title'), undefined);
      }
      for (const page of ['/no-such-page', '/edit-address/abc', '/description/1/more']) {
        const head = await headOf(t, page);
        assert.equal(head.status, 404, page);
        assert.deepEqual(head.titles, ['Page not found · Harmony'], page);
      }
    });

    test("a shopper's own pages are noindex; SPEC's other spellings share one canonical", async () => {
      for (const [page, title, canonical] of [
        ['/Profile', 'My Profile · Harmony', '/profile'],
        ['/order/12', 'Order #12 · Harmony', '/order/12'],
        ['/edit-address/3/', 'Edit Address · Harmony', '/edit-address/3'],
      ] as const) {
        const head = await headOf(t, page);
        assert.equal(head.status, 200, page);
        assert.deepEqual(head.titles, [title]);
        assert.equal(head.meta.get('robots'), 'noindex', page);
        assert.equal(head.canonical, `${SITE}${canonical}`);
      }
      for (const [page, title, canonical] of [
        ['/About', 'About · Harmony', '/about'],
        ['/contact', 'Contact Us · Harmony', '/contact'],
        ['/refundpolicy', 'Refund Policy · Harmony', '/RefundPolicy'],
        ['/login', 'Sign In · Harmony', '/login'],
        ['/Cart', 'Cart · Harmony', '/cart'],
      ] as const) {
        const head = await headOf(t, page);
        assert.deepEqual([head.status, head.titles, head.meta.get('robots')], [200, [title], undefined]);
        assert.equal(head.canonical, `${SITE}${canonical}`);
      }
    });

    test('the listing, a category, search results and their pages', async () => {
      const all = await headOf(t, '/Product?sort=price_asc');
      assert.deepEqual([all.titles, all.canonical], [['Products · Harmony'], `${SITE}/product`]);
      const aisle = await headOf(t, '/product?category=ac-stabilizers&page=2&sort=name');
      assert.deepEqual(aisle.titles, ['AC stabilizers, page 2 · Harmony']);
      assert.equal(aisle.canonical, `${SITE}/product?category=ac-stabilizers&page=2`);
      assert.equal(aisle.meta.get('robots'), undefined);
      const search = await headOf(t, '/product?q=%20%222+ton%22%3Cb%3E&category=ac-stabilizers');
      assert.deepEqual(search.titles, ['Results for “"2 ton"<b>” in AC stabilizers · Harmony']);
      assert.equal(search.canonical, `${SITE}/product?q=%222+ton%22%3Cb%3E&category=ac-stabilizers`);
      assert.equal(search.meta.get('robots'), 'noindex, follow');
      const unknown = await headOf(t, '/product?category=toasters');
      assert.deepEqual([unknown.status, unknown.titles], [404, ['Category not found · Harmony']]);
    });

    test("the first screen's pictures are fetched with the page, as its script will draw them", async () => {
      assert.deepEqual((await headOf(t, '/')).images, [HERO_SLIDES[0]!.image]);
      assert.deepEqual((await headOf(t, '/description/3')).images, ['/api/images/products/harmony-m2.svg']);
      const firstFour = async (query: string) => {
        const page = (await t.app.inject(`/api/products?${query}`)).json() as {
          products: { image: string }[];
        };
        return page.products.slice(0, 4).map((product) => product.image);
      };
      for (const query of [
        'page=1',
        'sort=price_desc',
        'category=ac-stabilizers&per_page=2&page=2',
        'q=extension',
      ]) {
        const expected = await firstFour(query);
        assert.ok(expected.length > 0, query);
        assert.deepEqual((await headOf(t, `/product?${query}`)).images, expected, query);
      }
      assert.deepEqual((await headOf(t, '/cart')).images, []);
      assert.deepEqual((await headOf(t, '/description/999')).images, []);
    });

    test('GET /api/pages/status tells nginx whether to send the page', async () => {
      const known = await t.app.inject('/api/pages/status/description/1');
      assert.equal(known.statusCode, 204);
      assert.equal(known.headers['x-accel-redirect'], '/index.html');
      assert.equal((await t.app.inject('/api/pages/status/product?q=x')).statusCode, 204);
      assert.equal((await t.app.inject('/api/pages/status/product?category=ac-stabilizers')).statusCode, 204);
      assert.equal((await t.app.inject('/api/pages/status/product?category=toasters')).statusCode, 404);
      assert.equal((await t.app.inject('/api/pages/status/no-such-page')).statusCode, 404);
      assert.equal((await t.app.inject('/api/pages/status/About')).statusCode, 204);
      const unknown = await t.app.inject('/api/pages/status/description/999999');
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.headers['x-accel-redirect'], undefined);
    });

    test('link previews are 1200x630 PNGs, kept and revalidated', async () => {
      for (const path of ['/api/pages/previews/harmony.png', '/api/pages/previews/products/harmony-m1.png']) {
        const res = await t.app.inject(path);
        assert.equal(res.statusCode, 200, path);
        assert.equal(res.headers['content-type'], 'image/png');
        const { format, width, height } = await sharp(res.rawPayload).metadata();
        assert.deepEqual([format, width, height], ['png', 1200, 630]);
        const again = await t.app.inject({
          url: path,
          headers: { 'if-none-match': String(res.headers.etag) },
        });
        assert.equal(again.statusCode, 304);
      }
      for (const path of [
        '/api/pages/previews/products/nothing.png',
        '/api/pages/previews/products/harmony-m1.svg',
      ]) {
        assert.equal((await t.app.inject(path)).statusCode, 404, path);
      }
    });
  });
}
