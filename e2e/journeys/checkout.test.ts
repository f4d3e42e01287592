// Paying for an order in the offline sandbox (the same protocol and verification as Razorpay), following
// it in My Orders, and the operator moving it forward; a failed or dismissed payment keeps the cart; an
// ADD TO CART reloaded away at once still reaches the cart.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newShopperDetails, registerThroughApi, signInThroughForm } from '../support/accounts';
import { newShopper } from '../support/browser';
import { ADDRESS, signedInWithCart } from '../support/checkout';
import { useShop } from '../support/shop';
import type { Stack } from '../support/stack';

const exactRupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    paise / 100,
  );

/** What the two products cost with 5% tax, from the api's own prices (selling amount, first in the text). */
async function expectedGrandTotal(stack: Stack, ids: number[]): Promise<number> {
  let subtotal = 0;
  for (const id of ids) {
    const product = (await (await fetch(`${stack.apiUrl}/api/products/${id}`)).json()) as { price: string };
    subtotal += Math.round(Number(product.price.split(' ')[0]!.replace(/,/g, '')) * 100);
  }
  return subtotal + Math.round(subtotal * 0.05);
}

describe('checkout', () => {
  const shop = useShop();

  it('keeps an ADD TO CART the shopper reloads away from at once: the line is in the cart, once', async () => {
    const { page, errors } = await newShopper(shop.browser);
    const shopper = newShopperDetails();
    await registerThroughApi(shop.stack, shopper);
    await signInThroughForm(page, shop.stack.shellUrl, shopper.email, shopper.password);
    await page.goto(`${shop.stack.shellUrl}/description/4`);
    const title = (await page.locator('main h1').first().innerText()).trim();
    // A phone's slow uplink for the cart's calls: the add is still being sent when the reload ends the
    // page (the page's own files come at once).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditionsByRule', {
      matchedNetworkConditions: [
        {
          urlPattern: `${shop.stack.shellUrl}/api/cart`,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: 500,
        },
      ],
    });
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await page.reload();

    await page.getByRole('link', { name: /^Cart/ }).click();
    await page.waitForURL('**/cart');
    const quantity = page.getByRole('textbox', { name: `Quantity of ${title}` });
    assert.equal(await quantity.inputValue(), '1');
    // The add went twice, kept alive from the click and again from the reloaded page after it: the
    // api's cart, read afresh, counted it once.
    await page.reload();
    assert.equal(await quantity.inputValue(), '1');
    assert.equal(await page.getByTestId('cart-count').innerText(), '1');
    assert.equal(await page.evaluate(() => localStorage.getItem('cartAdds')), null, 'nothing left to send');
    assert.deepEqual(errors, []);
  });

  it('pays in the sandbox, shows the receipt and the order, and follows the operator to shipped', async () => {
    const { page } = await newShopper(shop.browser);
    await signedInWithCart(shop.stack, page, [3, 5]);
    const grandTotal = exactRupees(await expectedGrandTotal(shop.stack, [3, 5]));
    await page.getByRole('button', { name: `Pay ${grandTotal}` }).click();

    const sandbox = page.locator('.hsc-dialog');
    await sandbox.getByText('Grand Total Payment with Tax').waitFor();
    await sandbox.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL('**/order-success');
    await page.getByText('Your order will be processed within 24 hours during working days.').waitFor();
    assert.equal(await page.getByTestId('success-total').innerText(), grandTotal);
    assert.equal(await page.getByTestId('success-shipping').innerText(), ADDRESS);
    assert.equal(await page.getByTestId('cart-count').innerText(), '0');
    const orderId = (await page.getByTestId('success-order-id').innerText()).replace('#', '');

    await page.goto(`${shop.stack.shellUrl}/profile`);
    await page.getByRole('tab', { name: 'My Orders' }).click();
    await page.getByText(`Order #${orderId}`).waitFor();
    await page.locator(`a[href="/order/${orderId}"]`).first().click();
    await page.waitForURL(`**/order/${orderId}`);
    const done = () =>
      page
        .getByRole('region', { name: 'Order Status' })
        .locator('ol li')
        .evaluateAll((steps) => steps.map((step) => step.getAttribute('data-done') === 'true'));
    await page.getByText('Order Placed').waitFor();
    assert.deepEqual(await done(), [true, false, false, false, false]);
    const cancel = page.getByRole('button', { name: 'Cancel order' });
    await cancel.waitFor();

    const output = await shop.stack.ops('advance', orderId, 'shipped');
    assert.match(output, /shipped/);
    await page.reload();
    await page.getByText('Order Placed').waitFor();
    assert.deepEqual(await done(), [true, true, true, false, false]);
    assert.equal(await cancel.count(), 0, 'a shipped order offers no Cancel');
  });

  it('holds the keyboard in the order confirmation, a modal dialog: Tab stays out of the page, Escape is Cancel', async () => {
    const { page } = await newShopper(shop.browser);
    await signedInWithCart(shop.stack, page, [1]);
    const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
    await page.getByRole('button', { name: /^Pay ₹/ }).waitFor();
    // Where each Tab lands: a control of the dialog, or the browser's own (the document): never the cart.
    const landed: string[] = [];
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Tab');
      landed.push(
        await page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'browser';
          return active.closest('dialog') ? (active.textContent ?? '').trim() || active.tagName : 'PAGE';
        }),
      );
    }
    assert.ok(!landed.includes('PAGE'), landed.join(' | '));
    assert.ok(
      landed.includes('Cancel') && landed.some((text) => text.startsWith('Pay ₹')),
      landed.join(' | '),
    );
    await page.keyboard.press('Escape');
    await page.waitForURL('**/cart');
    await dialog.waitFor({ state: 'detached' });
  });

  it('keeps the cart after a failed and after a dismissed payment', async () => {
    const { page } = await newShopper(shop.browser, 375);
    await signedInWithCart(shop.stack, page, [1]);
    const pay = page.getByRole('button', { name: /^Pay ₹/ }).first();
    const sandbox = page.locator('.hsc-dialog');

    await pay.click();
    await sandbox.getByRole('button', { name: 'Simulate failure' }).click();
    await sandbox.getByRole('button', { name: 'Close' }).click();
    await page.getByText('Payment failed. Your cart is saved; you can try again.').waitFor();
    assert.match(page.url(), /order-confirmation/);

    await pay.click();
    await sandbox.getByRole('button', { name: 'Simulate failure' }).waitFor();
    await page.keyboard.press('Escape');
    await sandbox.waitFor({ state: 'detached' });
    assert.match(page.url(), /order-confirmation/);
    assert.equal(await page.getByTestId('cart-count').innerText(), '1');
  });

  it('pays the order of a shopper who closes the tab before the page verifies (the webhook does)', async () => {
    const { page } = await newShopper(shop.browser);
    await signedInWithCart(shop.stack, page, [2]);
    // The tab is gone before its handler can verify: only the gateway's webhook can tell the shop.
    await page.route('**/api/payment/verify', (route) => route.abort());
    const [created] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/payment/create-order')),
      page
        .getByRole('button', { name: /^Pay ₹/ })
        .first()
        .click(),
    ]);
    const { localOrderId } = (await created.json()) as { localOrderId: number };
    const sandbox = page.locator('.hsc-dialog');
    await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/payment/sandbox/authorize')),
      sandbox.getByRole('button', { name: /^Pay / }).click(),
    ]);
    const context = page.context();
    await page.close();

    const later = await context.newPage();
    await later.goto(`${shop.stack.shellUrl}/profile`);
    await later.getByRole('tab', { name: 'My Orders' }).click();
    // My Orders lists paid orders only.
    await later.getByText(`Order #${localOrderId}`).waitFor();
  });
});
