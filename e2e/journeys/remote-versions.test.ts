// A team deploys a remote built against shared versions the live shell cannot satisfy (here React 20):
// the shell refuses it before any of its code runs, its routes show the fallback with Retry, the rest of
// the shop keeps working, and the console carries the operator's line. The journey changes the remote's
// mf-manifest.json on its way to the browser (as a deploy of such a build would serve it); the remote's
// files stay as built.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newShopper } from '../support/browser';
import { cartStillOpens, useShop } from '../support/shop';

const NEEDS_NEWER_SITE =
  'This part of the shop was updated and needs a newer version of the site. Please reload.';

describe('a remote built for other shared versions', () => {
  const shop = useShop();

  it('is refused: its routes show the fallback, the rest works, the operator reads why, Retry checks anew', async () => {
    const { page, errors } = await newShopper(shop.browser);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    let deployed: 'react 20' | 'aligned' = 'react 20';
    await page.route('**/catalog/mf-manifest.json', async (route) => {
      const manifest = (await (await route.fetch()).json()) as {
        shared: { name: string; version: string; requiredVersion: string }[];
      };
      if (deployed === 'react 20') {
        for (const entry of manifest.shared) {
          if (entry.name === 'react' || entry.name.startsWith('react/')) {
            Object.assign(entry, { version: '20.0.0', requiredVersion: '^20.0.0' });
          }
        }
      }
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(manifest) });
    });

    await page.goto(`${shop.stack.shellUrl}/product`);
    await page
      .getByRole('heading', { name: 'Products is unavailable right now' })
      .waitFor({ timeout: 30_000 });
    assert.ok(await page.getByText(NEEDS_NEWER_SITE).isVisible(), 'the fallback says why');
    assert.ok(await page.getByRole('button', { name: 'Retry' }).isVisible(), 'with Retry');
    assert.equal(await page.locator('main a[href^="/description/"]').count(), 0, 'no products');
    // Refused before the remote's entry ran: its container never reached the page.
    assert.equal(await page.evaluate(() => typeof (window as { catalog?: unknown }).catalog), 'undefined');
    // One line per module out of line (react, react/jsx-runtime…).
    const refusal = consoleErrors.find((line) => line.includes(': it requires react ^'));
    assert.match(
      refusal ?? consoleErrors.join('\n'),
      /^\[harmony\] Refused the area "Products" \(remote catalog\): it requires react \^20\.0\.0, the shell provides react 19\.\d+\.\d+$/,
    );

    // The header, the cart and the account areas keep working.
    assert.ok(await page.getByRole('navigation', { name: 'Main' }).isVisible(), 'header still there');
    await cartStillOpens(page);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();

    // The home page is the catalog's too.
    await page.getByRole('link', { name: 'PRODUCTS' }).click();
    await page.getByText(NEEDS_NEWER_SITE).waitFor({ timeout: 30_000 });

    // The team rolls back (or the shell catches up): Retry fetches the manifest anew and mounts the area.
    deployed = 'aligned';
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('main a[href^="/description/"]').first().waitFor({ timeout: 30_000 });
    assert.deepEqual(errors, []);
  });
});
