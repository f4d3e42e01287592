import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
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
