// Every route, signed out and signed in, on a phone and a desktop: axe-core (WCAG 2.1 AA rules) finds no
// serious or critical violation.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { newShopperDetails, registerThroughApi, signInThroughForm } from '../support/accounts';
import { seriousViolations, settled } from '../support/axe';
import { newShopper } from '../support/browser';
import { useShop } from '../support/shop';

const SIGNED_OUT = [
  '/',
  '/product',
  '/description/1',
  '/About',
  '/Contact',
  '/privacy',
  '/RefundPolicy',
  '/TandP',
  '/cart',
  '/login',
  '/registration',
  '/forget-password',
  '/reset-password?token=missing',
  '/order-success',
  '/no-such-page',
];

const SIGNED_IN = ['/', '/cart', '/Profile', '/Add-Addresses', '/order/999999'];

async function expectNoSeriousViolations(page: Page, url: string) {
  await page.goto(url);
  await settled(page);
  assert.equal(await seriousViolations(page), '', `axe on ${url} (${page.viewportSize()?.width} px)`);
}

describe('accessibility', () => {
  const shop = useShop();

  for (const width of [375, 1280]) {
    it(`every route a guest can reach, at ${width} px`, async () => {
      const { page } = await newShopper(shop.browser, width);
      await page.goto(`${shop.stack.shellUrl}/description/2`);
      await page.getByRole('button', { name: 'ADD TO CART' }).click();
      for (const route of SIGNED_OUT) await expectNoSeriousViolations(page, `${shop.stack.shellUrl}${route}`);
    });
  }

  it('every route of a signed-in shopper, with the profile tabs and the order confirmation', async () => {
    const { page } = await newShopper(shop.browser, 375);
    const shopper = newShopperDetails();
    await registerThroughApi(shop.stack, shopper);
    await signInThroughForm(page, shop.stack.shellUrl, shopper.email, shopper.password);
    await page.goto(`${shop.stack.shellUrl}/description/3`);
    await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/cart') && res.request().method() === 'POST'),
      page.getByRole('button', { name: 'ADD TO CART' }).click(),
    ]);
    for (const route of SIGNED_IN) await expectNoSeriousViolations(page, `${shop.stack.shellUrl}${route}`);

    await page.goto(`${shop.stack.shellUrl}/Profile`);
    for (const tab of ['My Addresses', 'My Orders']) {
      await page.getByRole('tab', { name: tab }).click();
      await settled(page);
      assert.equal(await seriousViolations(page), '', `axe on the profile's ${tab} tab`);
    }

    await page.goto(`${shop.stack.shellUrl}/cart`);
    await page.getByRole('button', { name: 'Order Now' }).click();
    await page.waitForURL('**/order-confirmation');
    await page.getByLabel('Select Billing Address').waitFor();
    assert.equal(await seriousViolations(page), '', 'axe on the order confirmation');
  });

  it('the mobile menu, open', async () => {
    const { page } = await newShopper(shop.browser, 375);
    await page.goto(`${shop.stack.shellUrl}/About`);
    await settled(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'PRODUCTS' }).waitFor();
    assert.equal(await seriousViolations(page), '', 'axe with the menu open');
  });
});
