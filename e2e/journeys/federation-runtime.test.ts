// One federation runtime per page: in the shop every area runs on the shell's (a remote's entry does not
// carry its own, shared/build/federation-runtime.cjs), and a remote's own page, as a developer runs it
// alone, loads the runtime itself.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { REMOTE_APPS, distOf } from '../../scripts/lib/apps.mjs';
import { createSiteServer } from '../../scripts/lib/site-server.mjs';
import { newShopper } from '../support/browser';
import { useShop } from '../support/shop';

interface RuntimeGlobals {
  _FEDERATION_RUNTIME_CORE?: { ModuleFederation?: unknown };
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
}

const runtimeOfPage = () => {
  const page = globalThis as RuntimeGlobals;
  return {
    provided: typeof page._FEDERATION_RUNTIME_CORE?.ModuleFederation === 'function',
    from: page._FEDERATION_RUNTIME_CORE_FROM ?? null,
  };
};

describe('the federation runtime', () => {
  const shop = useShop();

  it('is the shell’s in the shop: every area’s entry runs on it, built with the same version', async () => {
    const { page, errors } = await newShopper(shop.browser);
    await page.goto(`${shop.stack.shellUrl}/product`);
    await page.locator('main a[href^="/description/"]').first().waitFor({ timeout: 30_000 });
    const runtime = await page.evaluate(runtimeOfPage);
    assert.equal(runtime.provided, true, 'the page holds one runtime for the remotes');
    assert.equal(runtime.from?.name, 'shell', 'the shell provides it');

    for (const app of REMOTE_APPS) {
      const entry = await (await fetch(`${shop.stack.shellUrl}${app.prefix}remoteEntry.js`)).text();
      assert.match(entry, /_FEDERATION_RUNTIME_CORE/, `${app.prefix}remoteEntry.js takes the page's runtime`);
      // A hook the runtime's constructor names: in the shell's main.js, in no remote's entry.
      assert.doesNotMatch(entry, /beforeInitContainer/, `${app.prefix}remoteEntry.js has no copy of it`);
      const manifest = (await (
        await fetch(`${shop.stack.shellUrl}${app.prefix}mf-manifest.json`)
      ).json()) as {
        metaData: { pluginVersion: string };
      };
      // What the shell's check compares (shared-versions.ts): the remote's build and the shell's runtime.
      assert.equal(manifest.metaData.pluginVersion, runtime.from?.version, `${app.prefix} built alike`);
    }
    assert.deepEqual(errors, []);
  });

  it('comes with a remote’s own page, which runs without the shell', async () => {
    const catalog = REMOTE_APPS.find((app) => app.dir === 'catalog')!;
    const alone = createSiteServer({ shellRoot: distOf(catalog), apiUrl: shop.stack.apiUrl });
    await alone.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = alone.server.address() as { port: number };
      const { page, errors } = await newShopper(shop.browser);
      await page.goto(`http://localhost:${port}/product`);
      await page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor({ timeout: 30_000 });
      await page.locator('main a[href^="/description/"]').first().waitFor();
      const runtime = await page.evaluate(runtimeOfPage);
      assert.equal(runtime.provided, true, 'federation-runtime.js put the runtime on the page');
      assert.equal(runtime.from, null, 'no shell provided it');
      assert.deepEqual(errors, []);
    } finally {
      await alone.close();
    }
  });
});
