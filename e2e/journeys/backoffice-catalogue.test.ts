// The catalogue in the back office: a catalog-role staff member changes a price in the product editor
// and sets the stock to 0 on the Stock page, and the storefront shows the new price and Out of stock; the
// same role is refused the orders pages; an unpublished product's page answers 404 to shoppers; the owner
// reads each of those actions in the audit log, and axe-core finds nothing serious on any back-office page.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { STAFF_MESSAGES } from '@harmony/shared/domain';
import { newShopperDetails, registerThroughApi, signInThroughForm } from '../support/accounts';
import { seriousViolations, settled } from '../support/axe';
import { newShopper } from '../support/browser';
import { useShop } from '../support/shop';

/** Harmony M2 (₹6,499, was ₹7,999), as the seed makes it. */
const PRODUCT = { id: 3, title: 'Harmony M2 Voltage Stabilizer for 2 Ton AC' };
/** How long a change may take to reach the storefront: the catalogue's poll (5 s) and a reload. */
const REFRESH_MS = 10_000;

describe('the catalogue in the back office', () => {
  const shop = useShop();
  const clerk = { ...newShopperDetails(), fullname: 'Kiran Rao' };
  let clerkPage: Page;

  /** A shopper's fresh page of the product (nothing cached from an earlier visit). */
  const shopperSees = async (text: string | RegExp) => {
    const deadline = Date.now() + REFRESH_MS;
    for (;;) {
      const { page } = await newShopper(shop.browser);
      await page.goto(`${shop.stack.shellUrl}/description/${PRODUCT.id}`);
      const found = page.getByText(text).first();
      const seen = await found.waitFor({ timeout: 3000 }).then(
        () => true,
        () => false,
      );
      await page.context().close();
      if (seen) return;
      assert.ok(Date.now() < deadline, `the storefront never showed ${String(text)}`);
    }
  };

  it('a catalog-role staff member changes a price in the editor; the storefront shows it', async () => {
    await registerThroughApi(shop.stack, clerk);
    assert.match(await shop.stack.ops('grant-role', clerk.email, 'catalog'), /is now catalog/);
    ({ page: clerkPage } = await newShopper(shop.browser));
    await signInThroughForm(clerkPage, shop.stack.shellUrl, clerk.email, clerk.password);
    await clerkPage.goto(`${shop.stack.shellUrl}/admin`);
    const nav = clerkPage.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Products' }).click();
    await clerkPage.getByLabel('Search by title, brand or slug').fill('M2');
    await clerkPage.getByRole('button', { name: 'Search' }).click();
    await clerkPage.waitForURL(/q=M2/);
    await settled(clerkPage);
    assert.equal(await seriousViolations(clerkPage), '');

    await clerkPage.getByRole('link', { name: PRODUCT.title }).click();
    await clerkPage.getByRole('heading', { name: 'Pictures' }).waitFor();
    await settled(clerkPage);
    assert.equal(await seriousViolations(clerkPage), '');
    await clerkPage.getByLabel('Selling price (₹)').fill('5,555');
    await clerkPage.getByRole('button', { name: 'Save changes' }).click();
    await clerkPage.getByText('Saved. Shoppers see the change within a few seconds.').waitFor();
    await clerkPage.getByText('Changed Selling price ₹6,499 → ₹5,555').waitFor();

    await shopperSees('₹5,555');
  });

  it('sets the stock to 0 on the Stock page; the storefront says Out of stock', async () => {
    await clerkPage.goto(`${shop.stack.shellUrl}/admin/products/${PRODUCT.id}`);
    await clerkPage.getByRole('link', { name: 'Change the stock' }).click();
    await clerkPage.waitForURL(`**/admin/stock/${PRODUCT.id}`);
    await clerkPage.getByLabel('Reason').selectOption('correction');
    await clerkPage.getByLabel('Available units counted').fill('0');
    await clerkPage.getByRole('button', { name: 'Save change' }).click();
    await clerkPage.getByText('Saved: 0 available.').waitFor();

    await shopperSees('Out of stock');
  });

  it('the catalog role is refused the orders pages, and told why', async () => {
    await clerkPage.goto(`${shop.stack.shellUrl}/admin`);
    const nav = clerkPage.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Products' }).waitFor();
    assert.equal(await nav.getByRole('link', { name: 'Orders' }).count(), 0);
    await clerkPage.goto(`${shop.stack.shellUrl}/admin/orders`);
    await clerkPage.getByText(STAFF_MESSAGES.areaRefused('orders')).waitFor();
    const token = await clerkPage.evaluate(() => localStorage.getItem('accessToken'));
    const res = await fetch(`${shop.stack.apiUrl}/api/admin/orders`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(res.status, 403);
  });

  it('unpublished, the product page answers 404 to shoppers; published again, it is back', async () => {
    await clerkPage.goto(`${shop.stack.shellUrl}/admin/products/${PRODUCT.id}`);
    await clerkPage.getByRole('button', { name: 'Unpublish' }).click();
    await clerkPage.getByText('Unpublished. It leaves the shop within a few seconds.').waitFor();

    const { page } = await newShopper(shop.browser);
    const answer = await page.goto(`${shop.stack.shellUrl}/description/${PRODUCT.id}`);
    assert.equal(answer?.status(), 404);
    await page.getByText('Product not found.').waitFor();
    const listing = (await (await fetch(`${shop.stack.apiUrl}/api/products`)).json()) as { id: number }[];
    assert.ok(!listing.some((product) => product.id === PRODUCT.id), 'gone from the listing');

    await clerkPage.getByRole('button', { name: 'Publish', exact: true }).click();
    await clerkPage.getByText('Published. Shoppers see it within a few seconds.').waitFor();
    await clerkPage.getByText('Unpublished it').waitFor();
    await shopperSees('₹5,555');
  });

  it('the owner sees each of those actions in the audit log; no back-office page has a serious axe finding', async () => {
    const owner = { ...newShopperDetails(), fullname: 'Asha Menon' };
    await registerThroughApi(shop.stack, owner);
    assert.match(await shop.stack.ops('grant-role', owner.email, 'owner'), /is now owner/);
    for (const width of [1280, 375]) {
      const { page } = await newShopper(shop.browser, width);
      await signInThroughForm(page, shop.stack.shellUrl, owner.email, owner.password);
      await page.goto(`${shop.stack.shellUrl}/admin/audit?object_type=product&object_id=${PRODUCT.id}`);
      for (const action of [
        'Edited the product',
        'Changed the stock',
        'Took the product off sale',
        'Published the product',
      ]) {
        const line = page.getByRole('row').filter({ hasText: action });
        await line.getByText('Kiran Rao').first().waitFor();
      }
      // Every page the owner's navigation offers, at a desk and on a phone.
      const paths = [
        '/admin',
        '/admin/orders',
        '/admin/messages',
        '/admin/staff',
        '/admin/audit',
        '/admin/products',
        '/admin/new-product',
        `/admin/products/${PRODUCT.id}`,
        '/admin/stock',
        `/admin/stock/${PRODUCT.id}`,
        '/admin/coupons',
      ];
      for (const path of paths) {
        await page.goto(`${shop.stack.shellUrl}${path}`);
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
        await settled(page);
        assert.equal(await seriousViolations(page), '', `${path} at ${width} px`);
      }
      await page.context().close();
    }
  });
});
