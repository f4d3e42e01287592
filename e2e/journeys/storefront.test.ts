// A guest shops: browse pages, open a product, add two, see the header count change (the shell's header
// and the catalog's button share one store), then the cart and its totals.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newShopper } from '../support/browser';
import { useShop } from '../support/shop';

describe('guest shopping journey', () => {
  const shop = useShop();

  it('browses to page 2, adds a product twice over and gets the right totals in the cart', async () => {
    const { page, errors } = await newShopper(shop.browser);
    await page.goto(shop.stack.shellUrl);
    const cards = page.locator('main a[href^="/description/"]');
    await cards.first().waitFor();
    assert.equal(await cards.count(), 8, 'eight products on the first page');
    assert.equal(await page.locator('footer').count(), 0, 'no footer below the home grid');
    assert.equal(await page.getByRole('link', { name: 'Previous page' }).count(), 0);

    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    await page.getByRole('link', { name: 'Previous page' }).waitFor();
    const secondPageFirst = cards.first();
    const href = await secondPageFirst.getAttribute('href');
    const title = (await secondPageFirst.locator('h2, h3, h4').first().innerText()).trim();
    await secondPageFirst.click();
    await page.waitForURL(`**${href}`);
    await page.getByRole('heading', { name: title }).waitFor();

    const count = page.getByTestId('cart-count');
    assert.equal(await count.innerText(), '0');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await page.getByText('2 item(s) added to cart').waitFor();
    // The header belongs to the shell, the button to the catalog remote: same store, no reload.
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-count"]')?.textContent === '1',
    );

    await page.getByRole('link', { name: /^Cart/ }).click();
    await page.waitForURL('**/cart');
    const quantity = page.getByRole('textbox', { name: `Quantity of ${title}` });
    assert.equal(await quantity.inputValue(), '2');
    const unit = await page.evaluate(
      () => JSON.parse(localStorage.getItem('cart') ?? '[]')[0].price as string,
    );
    const unitPaise = Math.round(Number(unit.split(' ')[0]!.replace(/,/g, '')) * 100);

    await page.getByRole('button', { name: `Increase quantity of ${title}` }).click();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') ?? '[]')[0]?.quantity === 3);
    const rupees = (paise: number) =>
      new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      }).format(paise / 100);
    const total = unitPaise * 3;
    const tax = Math.round(total * 0.05);
    assert.equal(await page.getByTestId('summary-total').innerText(), rupees(total));
    assert.equal(await page.getByTestId('summary-tax').innerText(), rupees(tax));
    assert.equal(await page.getByTestId('summary-grand-total').innerText(), rupees(total + tax));
    assert.deepEqual(errors, []);
  });

  it('opens deep links directly: a product, /About and /product', async () => {
    const { page } = await newShopper(shop.browser);
    await page.goto(`${shop.stack.shellUrl}/description/1`);
    await page.getByRole('heading', { name: 'Harmony M1', exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'ADD TO CART' }).waitFor();
    // The description's HTML (its highlights list) once it is scrolled near: its sanitizer comes then.
    const description = page.getByRole('tabpanel', { name: 'Description' });
    await description.scrollIntoViewIfNeeded();
    await description.locator('li').first().waitFor();
    await page.goto(`${shop.stack.shellUrl}/About`);
    await page.getByText('we are Harmony', { exact: false }).first().waitFor();
    await page.goto(`${shop.stack.shellUrl}/product`);
    await page.locator('main a[href^="/description/"]').first().waitFor();
    await page.locator('footer').waitFor();
  });

  it("reads a route's first data beside the area's code, once", async () => {
    const { page } = await newShopper(shop.browser);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/products/3') reads.push(request.url());
    });
    // The catalog's code is held back: the product read must start without it (the boot script reads
    // the manifest's firstData), and the page must then use that read instead of asking again.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/remoteEntry\.js$/, async (route) => {
      if (route.request().url().includes('catalog')) await held;
      await route.continue();
    });
    const productRead = page.waitForRequest((request) => request.url().endsWith('/api/products/3'));
    await page.goto(`${shop.stack.shellUrl}/description/3`, { waitUntil: 'commit' });
    await productRead;
    release();
    await page.getByRole('button', { name: 'ADD TO CART' }).waitFor();
    assert.equal(reads.length, 1, `GET /api/products/3 went out ${reads.length} times`);
  });

  it('sends a guest who presses Order Now to sign in', async () => {
    const { page } = await newShopper(shop.browser);
    await page.goto(`${shop.stack.shellUrl}/description/1`);
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await page.getByRole('link', { name: /^Cart/ }).click();
    await page.getByRole('button', { name: 'Order Now' }).click();
    await page.getByText('Please login to proceed').waitFor();
    await page.waitForURL('**/login');
  });

  it('shows the not-found page for an unknown path and an unknown product', async () => {
    const { page } = await newShopper(shop.browser);
    await page.goto(`${shop.stack.shellUrl}/no-such-page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.goto(`${shop.stack.shellUrl}/description/9999`);
    await page.getByText('Product not found.').waitFor();
  });
});
