import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import type { Suggestion } from '../../../../schemas/catalog-search';

for (const target of await databaseTargets()) {
  describe(`search suggestions on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    const suggest = async (q: string): Promise<Suggestion[]> => {
      const res = await t.app.inject(`/api/products/suggest?q=${encodeURIComponent(q)}`);
      assert.equal(res.statusCode, 200, `${q}: ${res.body}`);
      return res.json().suggestions;
    };

    test("'stab' suggests stabilizers: six at most, with id, title, image and price", async () => {
      const found = await suggest('stab');
      assert.equal(found.length, 6);
      for (const s of found) {
        assert.deepEqual(Object.keys(s), ['id', 'title', 'image', 'price']);
        assert.match(s.title, /Stabilizer/);
        assert.match(s.image, /^\/api\/images\/products\/[a-z0-9-]+\.svg$/);
        assert.match(s.price, /^[\d,]+( [\d,]+)?$/);
      }
      const m1 = found.find((s) => s.id === 1);
      assert.deepEqual(m1, {
        id: 1,
        title: 'Harmony M1 Voltage Stabilizer for 1.5 Ton AC',
        image: '/api/images/products/harmony-m1.svg',
        price: '4,999 6,999',
      });
    });

    test('only the last word is a prefix; the words before it must match whole', async () => {
      const ids = async (q: string) => (await suggest(q)).map((s) => s.id);
      assert.deepEqual(await ids('mainline st'), [7, 8]);
      assert.deepEqual(await ids('mainl st'), []);
      // A title match ranks above one in the text ("extended" in a description).
      const ext = (await suggest('ext')).map((s) => s.title);
      assert.deepEqual(
        ext.slice(0, 3).map((title) => /Extension/.test(title)),
        [true, true, true],
        ext.join(' | '),
      );
      assert.ok((await ids('cop')).includes(6), 'Copper Pro');
      assert.deepEqual(await ids('zzzz'), []);
      assert.deepEqual(await ids('!!!'), []);
    });

    test('units in any spelling suggest the same products', async () => {
      const ids = async (q: string) => (await suggest(q)).map((s) => s.id).sort((a, b) => a - b);
      const twoTon = await ids('2 ton');
      assert.deepEqual(twoTon, [3, 6]);
      for (const q of ['2T', '2-ton', '2 tonne']) assert.deepEqual(await ids(q), twoTon, q);
    });

    test('cached briefly, with a strong ETag', async () => {
      const res = await t.app.inject('/api/products/suggest?q=board');
      assert.equal(res.headers['cache-control'], 'public, max-age=30, stale-while-revalidate=60');
      const etag = String(res.headers.etag);
      const again = await t.app.inject({
        url: '/api/products/suggest?q=board',
        headers: { 'if-none-match': etag },
      });
      assert.equal(again.statusCode, 304);
    });

    test('no q, an empty one or a huge one is a 400', async () => {
      for (const query of ['', 'q=', 'q=%20%20', `q=${'a'.repeat(101)}`, 'q=a&q=b']) {
        const res = await t.app.inject(`/api/products/suggest?${query}`);
        assert.equal(res.statusCode, 400, query);
        assert.ok(res.json().fields.q, query);
      }
    });
  });
}
