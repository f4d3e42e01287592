import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startStack, type Stack } from './stack';

export interface Shop {
  stack: Stack;
  browser: Browser;
}

/**
 * The whole shop and a browser for the enclosing describe block: started before its tests, stopped after.
 * Read the fields inside tests (they are set once `before` has run).
 */
export function useShop(apiEnv: Record<string, string> = {}): Shop {
  const shop = {} as Shop;
  before(async () => {
    shop.stack = await startStack(apiEnv);
    shop.browser = await launchBrowser();
  });
  after(async () => {
    await shop.browser?.close();
    await shop.stack?.stop();
  });
  return shop;
}

/** With another area down or refused, the header's cart link still opens the cart area. */
export async function cartStillOpens(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^Cart/ }).click();
  await page.waitForURL('**/cart');
  await page
    .getByRole('link', { name: /Continue Shopping/i })
    .first()
    .waitFor();
}
