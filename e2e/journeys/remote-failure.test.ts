// A team's remote goes down: only its routes show the fallback; the shell and other areas keep working,
// and Retry brings the area back once the remote is up again.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newShopper } from '../support/browser';
import { cartStillOpens, useShop } from '../support/shop';

describe('a remote that is down', () => {
  const shop = useShop();

  it('takes down only its own routes, and Retry works once it is back', async () => {
    await shop.stack.stopApp('catalog');
    const { page } = await newShopper(shop.browser);
    await page.goto(`${shop.stack.shellUrl}/product`);
    await page
      .getByRole('heading', { name: 'Products is unavailable right now' })
      .waitFor({ timeout: 30_000 });
    assert.ok(await page.getByRole('navigation', { name: 'Main' }).isVisible(), 'header still there');
    assert.ok(await page.locator('footer').isVisible(), 'footer still there');

    await page.getByRole('link', { name: 'ABOUT US' }).click();
    await page.getByText('Our Vision').first().waitFor();
    await cartStillOpens(page);

    await page.getByRole('link', { name: 'PRODUCTS' }).click();
    await page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 30_000 });
    await shop.stack.startApp('catalog');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('main a[href^="/description/"]').first().waitFor();
  });
});
