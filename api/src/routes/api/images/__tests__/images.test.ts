import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { CATALOGUE } from '../../../../db/seed/catalogue';
import { PRODUCT_ASSETS_DIR } from '../../../../images/product-images';
import { CATALOGUE_ART } from '../../../../images/product-art/catalogue-art';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';

for (const target of await databaseTargets()) {
  describe(`product images on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    test('every product image answers as an SVG with long immutable caching', async () => {
      const products: { id: number; image: string }[] = (await t.app.inject('/api/products')).json();
      for (const { id, image } of products) {
        const res = await t.app.inject(image);
        assert.equal(res.statusCode, 200, `image of product ${id}`);
        assert.equal(res.headers['content-type'], 'image/svg+xml; charset=utf-8');
        assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
        assert.equal(res.headers['x-content-type-options'], 'nosniff');
        assert.match(res.body, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 400 400"/);
        assert.doesNotMatch(res.body, /<script|on\w+=|href=/i, 'no script, handlers or links');
      }
    });

    test('an ETag lets a browser revalidate with 304', async () => {
      const first = await t.app.inject('/api/images/products/harmony-m1.svg');
      const again = await t.app.inject({
        url: '/api/images/products/harmony-m1.svg',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
    });

    test('nothing else on disk is reachable', async () => {
      const attempts = [
        '/api/images/products/../../package.json',
        '/api/images/products/..%2F..%2Fpackage.json',
        '/api/images/products/%2e%2e%2f%2e%2e%2fsrc%2fapp.ts',
        '/api/images/products/..%5C..%5Cpackage.json',
        '/api/images/products/%2Fetc%2Fpasswd',
        '/api/images/products/.harmony-m1.svg',
        '/api/images/products/harmony-m1.svg%00.png',
        '/api/images/products/HARMONY-M1.SVG',
        '/api/images/products/',
        '/api/images/package.json',
        '/api/images/products/harmony-m1.svg/extra',
      ];
      for (const url of attempts) {
        const res = await t.app.inject(url);
        assert.equal(res.statusCode, 404, url);
        assert.equal(res.json().statusCode, 404, url);
        assert.doesNotMatch(res.body, /harmony\/api|"name"|root:/, url);
      }
    });
  });
}

describe('product picture files', () => {
  test('one distinct picture per catalogue product, and no stray files', async () => {
    const files = (await readdir(PRODUCT_ASSETS_DIR)).sort();
    assert.deepEqual(files, CATALOGUE.map((p) => `${p.slug}.svg`).sort());
    const bodies = await Promise.all(files.map((f) => readFile(path.join(PRODUCT_ASSETS_DIR, f), 'utf8')));
    assert.equal(new Set(bodies).size, files.length, 'no two pictures are the same');
  });

  test('the committed pictures are what the drawing code makes (npm run images -w api)', async () => {
    for (const [slug, draw] of Object.entries(CATALOGUE_ART)) {
      const committed = await readFile(path.join(PRODUCT_ASSETS_DIR, `${slug}.svg`), 'utf8');
      assert.equal(committed, draw(), `${slug}.svg is out of date`);
    }
  });
});
