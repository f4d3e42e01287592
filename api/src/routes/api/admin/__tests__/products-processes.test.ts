import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type DatabaseTarget, databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, staffUser } from '../../../../test-support/users';
import { productForm } from './products-fixtures';

// Two api processes on one PostgreSQL database, as production runs them behind a load balancer: a staff
// member saves on one, and shoppers on the other are served the change within the catalogue's poll
// (PRODUCTS_CACHE_TTL_MS, 5 s by default), without any request having to start the refresh.
for (const target of (await databaseTargets()).filter((t) => t.kind === 'postgres')) {
  describe('a staff save seen by every api process on postgres', () => {
    let saving: TestApp;
    let serving: TestApp;
    let clerk: LoggedIn;
    before(async () => {
      saving = await startTestApp(target);
      // The second process opens the first one's database (and drops nothing when it closes).
      const same: DatabaseTarget = {
        kind: 'postgres',
        create: async () => ({ config: saving.app.config.database, drop: async () => {} }),
      };
      serving = await startTestApp(same);
      clerk = await staffUser(saving.app, 'catalog');
    });
    after(async () => {
      await serving.close();
      await saving.close();
    });

    /** How long until the serving process answers what `seen` looks for, or null past its poll and 3 s. */
    const until = async (url: string, seen: (res: { statusCode: number; body: string }) => boolean) => {
      const started = Date.now();
      while (Date.now() - started < serving.app.config.productsCacheTtlMs + 3000) {
        const res = await serving.app.inject(url);
        if (seen(res)) return Date.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return null;
    };

    test('a price changed on one process is served by the other within the poll', async () => {
      const shown = await serving.app.inject('/api/products/5');
      assert.equal(shown.statusCode, 200, 'the serving process holds its copy');
      const loaded = (await saving.app.inject({ url: '/api/admin/products/5', headers: clerk.auth })).json();
      const saved = await saving.app.inject({
        method: 'PUT',
        url: '/api/admin/products/5',
        headers: clerk.auth,
        payload: {
          ...productForm({ category: loaded.category, specs: loaded.specs }),
          price: '1234',
          original_price: '',
          version: loaded.version,
        },
      });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.equal((await saving.app.inject('/api/products/5')).json().price, '1,234', 'at once where saved');
      const waited = await until(
        '/api/products/5',
        (res) => res.statusCode === 200 && JSON.parse(res.body).price === '1,234',
      );
      assert.notEqual(waited, null, 'the other process still serves the old price');

      const unpublished = await saving.app.inject({
        method: 'POST',
        url: '/api/admin/products/5/publication',
        headers: clerk.auth,
        payload: { published: false, version: saved.json().version },
      });
      assert.equal(unpublished.statusCode, 200, unpublished.body);
      assert.notEqual(await until('/api/products/5', (res) => res.statusCode === 404), null);
      const listed = JSON.parse((await serving.app.inject('/api/products')).body) as { id: number }[];
      assert.ok(!listed.some((product) => product.id === 5), 'gone from the listing too');
    });
  });
}
