import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { databaseTargets } from '../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../test-support/test-app';

for (const target of await databaseTargets()) {
  describe(`OpenAPI on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    test('/api/docs/json documents every route from the zod schemas', async () => {
      const res = await t.app.inject('/api/docs/json');
      assert.equal(res.statusCode, 200);
      const doc = res.json();
      assert.equal(doc.openapi, '3.1.0');
      assert.deepEqual(Object.keys(doc.paths).sort(), [
        '/api/contact',
        '/api/health',
        '/api/images/products/{file}',
        '/api/products',
        '/api/products/{id}',
      ]);
      const product = doc.components.schemas.Product;
      assert.deepEqual(product.required.sort(), [
        'brand',
        'description',
        'description1',
        'id',
        'image',
        'inputvoltage',
        'label',
        'outputvoltage',
        'price',
        'specs',
        'title',
      ]);
      const contact = doc.paths['/api/contact'].post;
      assert.ok(contact.requestBody.content['application/json'].schema);
      assert.ok(contact.responses['201'] && contact.responses['400']);
    });

    test('the UI is served under /api/docs', async () => {
      const res = await t.app.inject('/api/docs/');
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /text\/html/);
    });
  });
}
