import { execFile } from 'node:child_process';
import type { Page } from 'playwright-core';
import { newShopperDetails, registerThroughApi, signInThroughForm, type Shopper } from './accounts';
import type { Stack } from './stack';

/** The address every new shopper registers with (support/accounts), as the checkout lists it. */
export const ADDRESS = '12 Gandhi Road, T. Nagar, Chennai, Tamil Nadu - 600017';

/**
 * A new shopper, signed in through the form, with the products in the server cart, on the order
 * confirmation with both addresses chosen: one click from Pay.
 */
export async function signedInWithCart(stack: Stack, page: Page, productIds: number[]): Promise<Shopper> {
  const shopper = await signedInOnCart(stack, page, productIds);
  await toConfirmation(page);
  return shopper;
}

/** A new shopper, signed in through the form, with the products in the server cart, on /cart. */
export async function signedInOnCart(stack: Stack, page: Page, productIds: number[]): Promise<Shopper> {
  const shopper = newShopperDetails();
  await registerThroughApi(stack, shopper);
  await signInThroughForm(page, stack.shellUrl, shopper.email, shopper.password);
  for (const id of productIds) {
    await page.goto(`${stack.shellUrl}/description/${id}`);
    // Signed in, the line is saved on the server: wait for that before leaving the page.
    await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/cart') && res.request().method() === 'POST'),
      page.getByRole('button', { name: 'ADD TO CART' }).click(),
    ]);
  }
  await page.waitForFunction(
    (count) => document.querySelector('[data-testid="cart-count"]')?.textContent === String(count),
    productIds.length,
  );
  await page.getByRole('link', { name: /^Cart/ }).click();
  await page.waitForURL('**/cart');
  return shopper;
}

/** From the cart to the order confirmation, with both addresses chosen. */
export async function toConfirmation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Order Now' }).click();
  await page.waitForURL('**/order-confirmation');
  await page.getByLabel('Select Billing Address').selectOption({ label: ADDRESS });
  await page.getByLabel('Select Shipping Address').selectOption({ label: ADDRESS });
}

/** Pay in the sandbox's checkout; answers the order id the success page shows. */
export async function payInSandbox(page: Page): Promise<string> {
  await page
    .getByRole('button', { name: /^Pay ₹/ })
    .first()
    .click();
  const sandbox = page.locator('.hsc-dialog');
  await sandbox.getByText('Grand Total Payment with Tax').waitFor();
  await sandbox.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL('**/order-success');
  return (await page.getByTestId('success-order-id').innerText()).replace('#', '');
}

/** The text of a PDF file as poppler's pdftotext reads it (Debian package poppler-utils). */
export function pdfText(file: string): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], (err, stdout) =>
      err ? reject(err) : resolve(stdout.replace(/[ \t]+/g, ' ')),
    ),
  );
}
