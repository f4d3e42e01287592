import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parsePriceText } from '@harmony/shared/domain';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import type { CatalogPage } from '../../../../schemas/catalog-search';
import type { Product } from '../../../../schemas/products';

const MAINLINE = [7, 8];
const TWO_TON = [3, 6];
const FIVE_KVA = [3, 6, 7]; // "5 kVA" in the M2's summary, the Copper Pro's title, the ML-5's capacity
const ACCESSORIES = [19, 20, 21, 22, 23, 24];

const selling = (p: Product) => parsePriceText(p.price)!.selling;
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

for (const target of await databaseTargets()) {
  describe(`product search on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    async function page(query: string): Promise<CatalogPage> {
      const res = await t.app.inject(`/api/products?${query}`);
      assert.equal(res.statusCode, 200, `${query}: ${res.body}`);
      return res.json();
    }
    const ids = async (query: string) => (await page(`per_page=48&${query}`)).products.map((p) => p.id);

    test("search 'mainline' answers only the mainline stabilizers, in a page with totals", async () => {
      const found = await page('q=mainline');
      assert.deepEqual(sorted(found.products.map((p) => p.id)), MAINLINE);
      assert.deepEqual(sorted(await ids('category=mainline-stabilizers')), MAINLINE);
      assert.deepEqual(
        {
          total: found.total,
          page: found.page,
          per_page: found.per_page,
          pages: found.pages,
          sort: found.sort,
        },
        { total: 2, page: 1, per_page: 8, pages: 1, sort: 'relevance' },
      );
      assert.deepEqual(
        Object.keys(found.products[0]!),
        Object.keys((await t.app.inject('/api/products/7')).json()),
      );
    });

    test('every spelling of a unit finds the same products', async () => {
      for (const q of ['2 ton', '2-ton', '2T', '2 tonne', '2ton', '2 TON', 'stabilizer 2T'])
        assert.deepEqual(sorted(await ids(`q=${encodeURIComponent(q)}`)), TWO_TON, q);
      for (const q of ['5kva', '5 KVA', '5 kVA', '5-kva', '5000 VA'])
        assert.deepEqual(sorted(await ids(`q=${encodeURIComponent(q)}`)), FIVE_KVA, q);
      for (const capacity of ['2ton', '2T', '2 ton', '2-Ton'])
        assert.deepEqual(sorted(await ids(`capacity=${encodeURIComponent(capacity)}`)), TWO_TON, capacity);
      assert.deepEqual(
        await ids('capacity=5kva'),
        [7],
        'the filter reads the capacity a product is sized by',
      );
      // The M2's description: "Suitable for 2 ton split ACs and 1.5 ton ACs with heavy start-up load".
      assert.deepEqual(sorted(await ids('q=1.5%20ton')), [1, 3, 5]);
    });

    test('English stemming: "boards" finds a board, "stabilizers" a stabilizer', async () => {
      const boards = await page('q=boards&per_page=48');
      assert.ok(boards.products.some((p) => p.title === 'Harmony PowerStrip 4 Socket Extension Board'));
      assert.ok(boards.products.every((p) => /board/i.test(p.title + p.description1)));
      const stabilizers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 22]; // 22: a stabilizer wall bracket
      assert.deepEqual(sorted(await ids('q=stabilizers')), stabilizers);
    });

    test('relevance puts a title match above a match in the summary; no search keeps catalogue order', async () => {
      const inverter = await ids('q=inverter');
      assert.equal(inverter[0], 5, 'W4 ... for 1.5 Ton Inverter AC');
      assert.ok(inverter.includes(1), 'M1: "inverter and non-inverter ACs" in its summary');
      assert.deepEqual(await ids('category=accessories&sort=relevance'), ACCESSORIES);
    });

    test('each sort orders the whole result', async () => {
      const products = async (query: string) => (await page(`per_page=48&${query}`)).products;
      const asc = (await products('sort=price_asc')).map(selling);
      assert.equal(asc.length, 24);
      assert.deepEqual(
        asc,
        [...asc].sort((a, b) => a - b),
      );
      const desc = (await products('sort=price_desc')).map(selling);
      assert.deepEqual(desc, [...asc].reverse());
      const names = (await products('sort=name')).map((p) => p.title.toLowerCase());
      assert.deepEqual(names, [...names].sort());

      await t.app.db.execute(`UPDATE products SET created_at = now() + interval '1 day' WHERE id = 20`);
      const newest = await ids('sort=newest');
      assert.equal(newest[0], 20);
      assert.deepEqual(newest.slice(1), sorted(newest.slice(1)).reverse(), 'then the latest ids');
    });

    test('filters combine, and the facets count every filter but their own', async () => {
      assert.deepEqual(await ids('category=ac-stabilizers&brand=harmony%20pro'), [6]);
      assert.deepEqual(sorted(await ids('category=ac-stabilizers&capacity=1.5ton')), [1, 5]);
      assert.deepEqual(await ids('category=ac-stabilizers&capacity=1.5ton&max_price=5000'), [1]);
      assert.deepEqual(await ids('q=stabilizer&min_price=9999&max_price=12999&sort=price_asc'), [7, 9, 8]);
      assert.deepEqual(await ids('q=mainline&category=extension-boards'), []);

      const ac = await page('category=ac-stabilizers&min_price=3000');
      assert.equal(ac.total, 5);
      const counts = Object.fromEntries(ac.facets.categories.map((c) => [c.slug, c.count]));
      assert.deepEqual(counts, {
        'ac-stabilizers': 5,
        'mainline-stabilizers': 2,
        'appliance-stabilizers': 1,
        'extension-boards': 0,
        accessories: 0,
      });
      assert.deepEqual(ac.facets.brands, [
        { name: 'Harmony', count: 4 },
        { name: 'Harmony Pro', count: 1 },
      ]);
      assert.deepEqual(
        ac.facets.capacities.map((c) => [c.value, c.label, c.count]),
        [
          ['1ton', '1 ton', 1],
          ['1.5ton', '1.5 ton', 2],
          ['2ton', '2 ton', 2],
        ],
      );
      assert.deepEqual(ac.facets.price, { min: 2799, max: 7499 }, 'the price range leaves out min_price');
      assert.equal(ac.facets.in_stock, 5);

      const none = await page('category=ac-stabilizers&brand=harmony%20essentials&capacity=5kva');
      assert.equal(none.total, 0);
      assert.deepEqual(none.facets.brands, [{ name: 'Harmony Essentials', count: 0 }], 'chosen, so kept');
      assert.deepEqual(none.facets.capacities, [{ value: '5kva', label: '5 kVA', count: 0 }]);
      assert.deepEqual(none.facets.price, { min: null, max: null });
    });

    test('pages of a filtered, sorted result neither overlap nor skip', async () => {
      const first = await page('category=accessories&sort=price_asc&per_page=4');
      const second = await page('category=accessories&sort=price_asc&per_page=4&page=2');
      assert.deepEqual([first.total, first.pages, second.total, second.pages], [6, 2, 6, 2]);
      assert.equal(first.products.length, 4);
      assert.equal(second.products.length, 2);
      const both = [...first.products, ...second.products];
      assert.deepEqual(sorted(both.map((p) => p.id)), ACCESSORIES);
      assert.deepEqual(
        both.map(selling),
        both.map(selling).sort((a, b) => a - b),
      );
      const beyond = await page('category=accessories&per_page=4&page=3');
      assert.deepEqual([beyond.products.length, beyond.total, beyond.pages], [0, 6, 2]);
    });

    test('in_stock=1 leaves out what has no units, as of now', async () => {
      assert.ok((await ids('category=appliance-stabilizers')).includes(13));
      assert.deepEqual(sorted(await ids('category=appliance-stabilizers&in_stock=1')), [9, 10, 11, 12]);
      await t.app.db.execute(`UPDATE products SET stock = 0 WHERE id = 9`);
      assert.deepEqual(sorted(await ids('category=appliance-stabilizers&in_stock=1')), [10, 11, 12]);
      assert.equal((await page('in_stock=0')).total, 24);
      await t.app.db.execute(`UPDATE products SET stock = 2 WHERE id = 9`);
    });

    test('an edited title is searchable at once: the search document is a generated column', async () => {
      await t.app.db.execute(`UPDATE products SET title = 'Harmony Zebra Travel Adapter' WHERE id = 20`);
      assert.deepEqual(await ids('q=zebra'), [20]);
    });

    test('without parameters the answer is the catalogue array, byte for byte', async () => {
      const plain = await t.app.inject('/api/products');
      for (const url of [
        '/api/products?',
        '/api/products?_=1732000000',
        '/api/products?utm_source=whatsapp',
      ]) {
        const res = await t.app.inject(url);
        assert.equal(res.statusCode, 200, url);
        assert.equal(res.body, plain.body, url);
        assert.equal(res.headers.etag, plain.headers.etag, url);
      }
      assert.ok(Array.isArray(plain.json()));
      assert.equal((await page('q=')).total, 24, 'an empty parameter still asks for a page');
    });

    test('a page has a strong ETag, the catalogue Cache-Control and answers 304', async () => {
      const url = '/api/products?category=extension-boards&sort=price_desc';
      const first = await t.app.inject(url);
      const etag = String(first.headers.etag);
      assert.match(etag, /^"[\w-]{16,}"$/);
      assert.equal(first.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=300');
      const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
      assert.equal(again.statusCode, 304);
      const other = await t.app.inject('/api/products?category=extension-boards&sort=price_asc');
      assert.notEqual(other.headers.etag, etag);
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      assert.equal(br.headers['content-encoding'], 'br');
      assert.deepEqual(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8')), first.json());
      const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      assert.equal(gzip.headers['content-encoding'], 'gzip');
      assert.deepEqual(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')), first.json());
      // Sent as it is to a client that accepts no coding, and said to vary: a cache keeps both apart.
      assert.equal(first.headers['content-encoding'], undefined);
      assert.equal(first.headers.vary, 'accept-encoding');
    });

    test('bad parameters are a 400 that names each one, never a 500', async () => {
      const cases: [string, string, RegExp][] = [
        ['sort=cheapest', 'sort', /one of relevance, price_asc, price_desc, newest, name/],
        ['page=0', 'page', /whole number from 1 to 1000/],
        ['page=-1', 'page', /whole number/],
        ['page=2.5', 'page', /whole number/],
        ['page=1001', 'page', /whole number/],
        ['per_page=0', 'per_page', /from 1 to 48/],
        ['per_page=49', 'per_page', /from 1 to 48/],
        ['min_price=-5', 'min_price', /rupees, 0 or more/],
        ['max_price=abc', 'max_price', /rupees/],
        ['min_price=5000&max_price=100', 'max_price', /not be below the minimum/],
        [`q=${'a'.repeat(101)}`, 'q', /at most 100 characters/],
        [`q=${'stabilizer '.repeat(5000)}`, 'q', /at most 100 characters/],
        ['in_stock=yes', 'in_stock', /1 \(in stock only\) or 0/],
        ['capacity=big', 'capacity', /tons or kVA/],
        ['category=AC%20stabilizers', 'category', /category slug/],
        ['q=a&q=b', 'q', /once/],
      ];
      for (const [query, field, message] of cases) {
        const res = await t.app.inject(`/api/products?${query}`);
        assert.equal(res.statusCode, 400, `${query}: ${res.body.slice(0, 200)}`);
        const body = res.json();
        assert.equal(body.error, 'Bad Request');
        assert.match(body.fields[field], message, query);
        assert.match(body.message, new RegExp(`^${field}: `), query);
      }
      const odd = [`'`, '&|!:*()', '\\', '<->', 'a:*b', '\u0000', '\u200b', '२ टन', 'the'];
      for (const text of odd) {
        for (const param of ['q', 'brand']) {
          const res = await t.app.inject(`/api/products?${param}=${encodeURIComponent(text)}`);
          assert.equal(res.statusCode, 200, `${param}=${text}: ${res.body.slice(0, 200)}`);
        }
      }
    });
  });
}
