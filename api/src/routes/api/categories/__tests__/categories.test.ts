import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';

for (const target of await databaseTargets()) {
  describe(`categories on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    test('GET /api/categories lists the categories in order with their product counts', async () => {
      const res = await t.app.inject('/api/categories');
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), [
        { slug: 'ac-stabilizers', name: 'AC stabilizers', count: 6 },
        { slug: 'mainline-stabilizers', name: 'Mainline stabilizers', count: 2 },
        { slug: 'appliance-stabilizers', name: 'Appliance stabilizers', count: 5 },
        { slug: 'extension-boards', name: 'Extension boards', count: 5 },
        { slug: 'accessories', name: 'Accessories', count: 6 },
      ]);
      assert.equal(res.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=300');
      const again = await t.app.inject({
        url: '/api/categories',
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      assert.equal(again.statusCode, 304);
    });

    test("a category's products are the ones its count says", async () => {
      for (const category of (await t.app.inject('/api/categories')).json()) {
        const page = (await t.app.inject(`/api/products?category=${category.slug}&per_page=48`)).json();
        assert.equal(page.total, category.count, category.slug);
        assert.equal(page.products.length, category.count, category.slug);
      }
    });

    test('an unknown category is an empty page, still listing the categories to go to', async () => {
      const res = await t.app.inject('/api/products?category=inverters');
      assert.equal(res.statusCode, 200);
      const page = res.json();
      assert.deepEqual([page.total, page.products.length, page.pages], [0, 0, 1]);
      assert.equal(page.facets.categories.length, 5);
    });
  });
}
