// A shopper finds products: the header's search with its suggestions, the results page's filters and
// sort, all held in the address (reload and back land on the same results), on a wide screen and a phone.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { newShopper } from '../support/browser';
import { useShop } from '../support/shop';

const cardTitles = (page: Page) => page.locator('main a[href^="/description/"] h2').allInnerTexts();

/** The selling price of each card, in rupees (the first amount of its price). */
const cardPrices = async (page: Page) =>
  (
    await page
      .locator('main a[href^="/description/"]')
      .evaluateAll((cards) =>
        cards.map((card) => card.querySelector('h2 + span')?.firstChild?.textContent ?? ''),
      )
  ).map((text) => Number(text.replace(/[₹,]/g, '')));

/** Waits until the results page has drawn its answer (the grid no longer marked busy). */
const drawn = (page: Page) =>
  page
    .locator('main section[aria-busy="false"]')
    .filter({ has: page.getByRole('heading', { level: 1 }) })
    .waitFor();

/** Does `action` and waits for the api's page whose address has `param`, and for it to be drawn. */
async function andResults(page: Page, param: string, action: () => Promise<unknown>) {
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/products?') && response.url().includes(param),
  );
  await action();
  await answered;
  await drawn(page);
}

describe('finding products', () => {
  const shop = useShop();

  it("searching 'mainline' from the header shows only mainline stabilizers", async () => {
    const { page, errors } = await newShopper(shop.browser);
    await page.goto(`${shop.stack.shellUrl}/About`);
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('mainline');
    await andResults(page, 'q=mainline', () => search.press('Enter'));
    await page.waitForURL('**/product?q=mainline');
    await page.getByRole('heading', { level: 1, name: 'Results for “mainline”' }).waitFor();
    const titles = await cardTitles(page);
    assert.ok(titles.length >= 2, `found ${titles.join(', ')}`);
    for (const title of titles) assert.match(title, /Mainline/);
    assert.equal(
      await page.getByRole('status').filter({ hasText: 'products' }).innerText(),
      `${titles.length} products`,
    );
    assert.deepEqual(errors, []);
  });

  it('a filter plus a sort: the order is right, the address holds both, and reload keeps them', async () => {
    const { page, errors } = await newShopper(shop.browser);
    await andResults(page, 'page=1', () => page.goto(`${shop.stack.shellUrl}/product`));
    await andResults(page, 'category=extension-boards', () =>
      page.getByRole('combobox', { name: 'Category' }).selectOption('extension-boards'),
    );
    await page.waitForURL('**/product?category=extension-boards');
    await andResults(page, 'sort=price_asc', () =>
      page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc'),
    );
    await page.waitForURL('**/product?category=extension-boards&sort=price_asc');
    await page.getByRole('heading', { level: 1, name: 'Extension boards' }).waitFor();

    const titles = await cardTitles(page);
    const prices = await cardPrices(page);
    assert.ok(titles.length >= 3, `found ${titles.join(', ')}`);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
      `prices in order: ${prices.join(', ')}`,
    );
    for (const title of titles) assert.doesNotMatch(title, /Stabilizer/);

    await andResults(page, 'sort=price_asc', () => page.reload());
    await page.getByRole('heading', { level: 1, name: 'Extension boards' }).waitFor();
    assert.deepEqual(await cardTitles(page), titles, 'the same results after a reload');
    assert.equal(await page.getByRole('combobox', { name: 'Sort by' }).inputValue(), 'price_asc');

    await page.goBack();
    await page.waitForURL('**/product?category=extension-boards');
    assert.equal(await page.getByRole('combobox', { name: 'Sort by' }).inputValue(), 'relevance');
    assert.deepEqual(errors, []);
  });

  it('a suggestion opens its product', async () => {
    const { page, errors } = await newShopper(shop.browser);
    await page.goto(shop.stack.shellUrl);
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.pressSequentially('cool kee');
    const option = page.getByRole('option', { name: /Cool Keeper F1/ });
    await option.waitFor();
    await option.click();
    await page.waitForURL(/\/description\/\d+$/);
    await page.getByRole('heading', { level: 1, name: /Cool Keeper F1/ }).waitFor();
    assert.deepEqual(errors, []);
  });

  it('at 375 px the search works from the menu, with units as shoppers write them', async () => {
    const { page, errors } = await newShopper(shop.browser, 375);
    await page.goto(shop.stack.shellUrl);
    const search = page.getByRole('combobox', { name: 'Search products' });
    assert.equal(await search.isVisible(), false, 'folded away with the menu');
    await page.getByRole('button', { name: 'Menu' }).click();
    await search.fill('2T');
    await andResults(page, 'q=2T', () => search.press('Enter'));
    await page.waitForURL('**/product?q=2T');
    assert.equal(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded'), 'false');
    const titles = await cardTitles(page);
    assert.ok(titles.length > 0, 'something found for 2T');
    for (const title of titles) assert.match(title, /2 Ton/);
    assert.deepEqual(errors, []);
  });
});
