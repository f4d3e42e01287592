// A team's remote goes down: only its routes show the fallback; the shell and other areas keep working,
// and Retry brings the area back once the remote is up again.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, newShopper } from '../support/browser';
import { startStack, type Stack } from '../support/stack';

describe('a remote that is down', () => {
  let stack: Stack;
  let browser: Browser;

  before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('takes down only its own routes, and Retry works once it is back', async () => {
    await stack.stopApp('catalog');
    const { page } = await newShopper(browser);
    await page.goto(`${stack.shellUrl}/product`);
    await page
      .getByRole('heading', { name: 'Products is unavailable right now' })
      .waitFor({ timeout: 30_000 });
    assert.ok(await page.getByRole('navigation', { name: 'Main' }).isVisible(), 'header still there');
    assert.ok(await page.locator('footer').isVisible(), 'footer still there');

    await page.getByRole('link', { name: 'ABOUT US' }).click();
    await page.getByText('Our Vision').first().waitFor();
    await page.getByRole('link', { name: /^Cart/ }).click();
    await page.waitForURL('**/cart');
    await page
      .getByRole('link', { name: /Continue Shopping/i })
      .first()
      .waitFor();

    await page.getByRole('link', { name: 'PRODUCTS' }).click();
    await page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 30_000 });
    await stack.startApp('catalog');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('main a[href^="/description/"]').first().waitFor();
  });
});
