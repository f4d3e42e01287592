import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parsePriceText } from '@harmony/shared/domain';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { SPEC_SECTIONS } from '@harmony/shared/domain';
import type { Product } from '../../../../schemas/products';

const FIELDS = [
  'id',
  'title',
  'brand',
  'price',
  'image',
  'inputvoltage',
  'outputvoltage',
  'description',
  'label',
  'description1',
  'specs',
  'stock',
];

// en-IN grouping, whole rupees: "449", "4,999", "12,999", "1,24,999"; then optionally the original.
const AMOUNT = String.raw`(?:\d{1,3}|\d{1,2}(?:,\d{2})*,\d{3})`;
const PRICE_TEXT = new RegExp(`^${AMOUNT}( ${AMOUNT})?$`);

function row(product: Product, section: string, label: string): string | undefined {
  return product.specs.find((s) => s.section === section)?.rows.find((r) => r.label === label)?.value;
}

for (const target of await databaseTargets()) {
  describe(`products on ${target.kind}`, () => {
    let t: TestApp;
    let list: Product[];
    before(async () => {
      t = await startTestApp(target);
      list = (await t.app.inject('/api/products')).json();
    });
    after(() => t.close());

    test('GET /api/products lists the seeded catalogue, three pages of eight at least', async () => {
      const res = await t.app.inject('/api/products');
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^application\/json; charset=utf-8/);
      assert.ok(list.length >= 24, `expected at least 24 products, got ${list.length}`);
      assert.deepEqual(
        list.map((p) => p.id),
        [...list.map((p) => p.id)].sort((a, b) => a - b),
      );
      for (const product of list) {
        assert.deepEqual(Object.keys(product), FIELDS, `fields of product ${product.id}`);
        assert.ok(Number.isInteger(product.id));
        assert.match(product.image, /^\/api\/images\/products\/[a-z0-9-]+\.svg$/);
        assert.match(product.description, /^<p>.+<\/p><ul>(<li>.+?<\/li>)+<\/ul>$/);
        assert.ok(product.description1.length > 10 && !product.description1.includes('<'));
        assert.ok(product.label === null || ['Bestseller', 'New', 'Sale'].includes(product.label));
      }
    });

    test('prices are "4,999" or "4,999 6,999" text, the original above the selling amount', () => {
      for (const product of list) {
        assert.match(product.price, PRICE_TEXT, `price of ${product.id}`);
        const amounts = parsePriceText(product.price);
        assert.ok(amounts, `price of ${product.id} parses`);
        if (amounts.original !== null) assert.ok(amounts.original > amounts.selling);
      }
      const twoAmounts = list.filter((p) => p.price.includes(' '));
      assert.ok(twoAmounts.length >= 6 && twoAmounts.length <= 12, `about a third: ${twoAmounts.length}`);
      assert.ok(list.some((p) => !p.price.includes(' ')));
      const prices = list.map((p) => p.price);
      for (const expected of ['4,999 6,999', '12,999', '449', '9,999 12,999'])
        assert.ok(prices.includes(expected));
      assert.ok(
        list.every((p) => p.label !== 'Sale' || p.price.includes(' ')),
        'a Sale has a struck price',
      );
    });

    test('every product has the eight spec sections in order, none empty', () => {
      for (const product of list) {
        assert.deepEqual(
          product.specs.map((s) => s.section),
          [...SPEC_SECTIONS],
        );
        for (const section of product.specs)
          assert.ok(section.rows.length > 0, `${product.id} ${section.section}`);
      }
    });

    test('Harmony M1 is product 1: 4,999 6,999, 180-270 V in, 185-270 V out, 2 years warranty', () => {
      const m1 = list.find((p) => p.id === 1);
      assert.ok(m1);
      assert.equal(m1.title, 'Harmony M1 Voltage Stabilizer for 1.5 Ton AC');
      assert.equal(m1.price, '4,999 6,999');
      assert.equal(m1.inputvoltage, '180-270 V');
      assert.equal(m1.outputvoltage, '185-270 V');
      assert.equal(m1.image, '/api/images/products/harmony-m1.svg');
      assert.equal(row(m1, 'General', 'Model Name'), 'Harmony M1');
      assert.equal(row(m1, 'Power Features', 'Input Voltage Range'), '180-270 V');
      assert.equal(row(m1, 'Power Features', 'Output Voltage'), '185-270 V');
      assert.equal(row(m1, 'Power Features', 'Frequency'), '50 Hz');
      assert.equal(row(m1, 'Warranty', 'Warranty Period'), '2 Years');
    });

    test('GET /api/products/:id answers the same product as the list', async () => {
      const res = await t.app.inject('/api/products/3');
      assert.equal(res.statusCode, 200);
      assert.deepEqual(
        res.json(),
        list.find((p) => p.id === 3),
      );
    });

    test('a non-integer id is 400, an unknown one 404, both in the error shape', async () => {
      for (const id of ['abc', '1.5', '-1', '1e3', '%20']) {
        const res = await t.app.inject(`/api/products/${id}`);
        assert.equal(res.statusCode, 400, `id ${id}`);
        assert.deepEqual(res.json(), {
          statusCode: 400,
          error: 'Bad Request',
          message: 'id: Product id must be a positive integer',
          fields: { id: 'Product id must be a positive integer' },
        });
      }
      const missing = await t.app.inject('/api/products/9999');
      assert.equal(missing.statusCode, 404);
      assert.deepEqual(missing.json(), {
        statusCode: 404,
        error: 'Not Found',
        message: 'Product 9999 was not found.',
      });
    });

    test('every product has a stock count: most in stock, some low, one out of stock', () => {
      for (const product of list) assert.ok(Number.isInteger(product.stock) && product.stock >= 0);
      assert.equal(list.filter((p) => p.stock === 0).length, 1, 'one out of stock');
      assert.ok(list.filter((p) => p.stock > 0 && p.stock <= 5).length >= 3, 'some low');
      assert.ok(list.filter((p) => p.stock > 5).length >= 15, 'most in stock');
    });

    test('GET /api/stock answers the live counts of the ids asked, never cached', async () => {
      await t.app.db.execute(`UPDATE products SET stock = 2 WHERE id = 1`);
      const res = await t.app.inject('/api/stock?ids=1,13,9999,1');
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.deepEqual(res.json(), { stock: { '1': 2, '13': 0 } });
      for (const ids of [
        '',
        'a',
        '1,,2',
        '0',
        '-1',
        Array.from({ length: 101 }, (_, i) => i + 1).join(','),
      ]) {
        const bad = await t.app.inject(`/api/stock?ids=${ids}`);
        assert.equal(bad.statusCode, 400, `ids=${ids}`);
        assert.match(bad.json().message, /product ids/);
      }
    });

    test('strong ETag and Cache-Control; a matching If-None-Match gets 304 without a body', async () => {
      for (const url of ['/api/products', '/api/products/1']) {
        const first = await t.app.inject(url);
        const etag = String(first.headers.etag);
        assert.match(etag, /^"[\w-]{16,}"$/, 'strong, quoted');
        assert.equal(first.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=300');
        assert.equal((await t.app.inject(url)).headers.etag, etag, 'stable across requests');

        const cached = await t.app.inject({ url, headers: { 'if-none-match': etag } });
        assert.equal(cached.statusCode, 304);
        assert.equal(cached.body, '');
        assert.equal(cached.headers.etag, etag);

        const listed = await t.app.inject({ url, headers: { 'if-none-match': `"other", W/${etag}` } });
        assert.equal(listed.statusCode, 304, 'weak comparison, list of tags');

        const stale = await t.app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
        assert.equal(stale.statusCode, 200);
      }
      const one = await t.app.inject('/api/products/1');
      const two = await t.app.inject('/api/products/2');
      assert.notEqual(one.headers.etag, two.headers.etag);
    });

    test('compressed once for clients that accept it, each coding with its own ETag', async () => {
      const plain = await t.app.inject('/api/products');
      assert.equal(plain.headers['content-encoding'], undefined);
      const br = await t.app.inject({
        url: '/api/products',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      assert.equal(br.headers['content-encoding'], 'br');
      assert.equal(br.headers.vary, 'accept-encoding');
      assert.deepEqual(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8')), plain.json());
      assert.ok(br.rawPayload.length * 4 < plain.rawPayload.length, 'at least 4x smaller');
      const gzip = await t.app.inject({ url: '/api/products', headers: { 'accept-encoding': 'gzip' } });
      assert.equal(gzip.headers['content-encoding'], 'gzip');
      assert.deepEqual(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')), plain.json());

      const tags = new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]);
      assert.equal(tags.size, 3);
      const revalidated = await t.app.inject({
        url: '/api/products',
        headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
      });
      assert.equal(revalidated.statusCode, 304);
      const otherCoding = await t.app.inject({
        url: '/api/products',
        headers: { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) },
      });
      assert.equal(otherCoding.statusCode, 200);
    });

    test('a write shows after invalidate(); until then the cached copy is served', async () => {
      const before = await t.app.inject('/api/products/2');
      await t.app.db.execute(`UPDATE products SET title = 'Renamed by ops' WHERE id = 2`);
      assert.equal((await t.app.inject('/api/products/2')).json().title, before.json().title);
      t.app.catalogue.invalidate();
      const res = await t.app.inject('/api/products/2');
      assert.equal(res.json().title, 'Renamed by ops');
      assert.notEqual(res.headers.etag, before.headers.etag);
    });
  });
}

describe('products cache with no TTL', () => {
  test('another process writing the table is seen on the next request', async () => {
    const [pglite] = await databaseTargets();
    assert.ok(pglite);
    const t = await startTestApp(pglite, { productsCacheTtlMs: 0 });
    try {
      assert.equal((await t.app.inject('/api/products/1')).json().price, '4,999 6,999');
      await t.app.db.execute(
        `UPDATE products SET price_paise = 450000, original_price_paise = NULL WHERE id = 1`,
      );
      assert.equal((await t.app.inject('/api/products/1')).json().price, '4,500');
    } finally {
      await t.close();
    }
  });
});

describe('products cache polled every TTL', () => {
  test("another process's write is served within the poll's interval", async () => {
    const [pglite] = await databaseTargets();
    assert.ok(pglite);
    const ttl = 50;
    const t = await startTestApp(pglite, { productsCacheTtlMs: ttl });
    try {
      assert.equal((await t.app.inject('/api/products/1')).json().price, '4,999 6,999');
      // A write that leaves updated_at alone is seen too: the version is the rows' own.
      await t.app.db.execute(
        `UPDATE products SET price_paise = 450000, original_price_paise = NULL WHERE id = 1`,
      );
      // Reads never start a refresh: the poll picks the change up.
      const deadline = Date.now() + 5000;
      let price = '';
      while (price !== '4,500' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, ttl));
        price = (await t.app.inject('/api/products/1')).json().price;
      }
      assert.equal(price, '4,500');
    } finally {
      await t.close();
    }
  });
});
