// The GST rate is the api's (GST_RATE_PERCENT): a shop configured for 18% shows and charges 18% in the
// cart, the order confirmation, order success, My Orders, the order page, the confirmation mail and the
// tax invoice, with the same amounts everywhere.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { mailTo } from '../support/accounts';
import { newShopper } from '../support/browser';
import { payInSandbox, pdfText, signedInOnCart, toConfirmation } from '../support/checkout';
import { useShop } from '../support/shop';
import type { Stack } from '../support/stack';

const RATE = 18;

/** Rupees as the screens write them: 0 to 2 decimals, or exactly 2 on order screens (en-IN). */
const rupees = (paise: number, exact = false) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: exact ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(paise / 100);

/** The products' subtotal in paise, from the api's own prices (the selling amount, first in the text). */
async function subtotalOf(stack: Stack, ids: number[]): Promise<number> {
  let subtotal = 0;
  for (const id of ids) {
    const product = (await (await fetch(`${stack.apiUrl}/api/products/${id}`)).json()) as { price: string };
    subtotal += Math.round(Number(product.price.split(' ')[0]!.replace(/,/g, '')) * 100);
  }
  return subtotal;
}

/** The text of the row whose term is `label`, in the totals within `where`. */
const row = (where: Page, label: string) =>
  where.locator('dl > div', { has: where.locator('dt', { hasText: new RegExp(`^${label}$`) }) });

describe('a shop that charges 18% GST', () => {
  const shop = useShop({ GST_RATE_PERCENT: String(RATE) });

  it('shows and charges the same 18% from the cart to the mail and the invoice', async () => {
    const { page, errors } = await newShopper(shop.browser);
    const shopper = await signedInOnCart(shop.stack, page, [1, 2]);
    const subtotal = await subtotalOf(shop.stack, [1, 2]);
    const tax = Math.round((subtotal * RATE) / 100);
    const total = subtotal + tax;

    // The cart: Product Tax (18%) of the total.
    await row(page, 'Product Tax \\(18%\\)').waitFor();
    assert.equal(await page.getByTestId('summary-tax').innerText(), rupees(tax));
    assert.equal(await page.getByTestId('summary-grand-total').innerText(), rupees(total));

    // The order confirmation: Tax (18%), and Pay asks for the 18% grand total.
    await toConfirmation(page);
    const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
    await dialog.getByText('Tax (18%)', { exact: true }).waitFor();
    assert.equal(await dialog.getByTestId('confirmation-tax').innerText(), rupees(tax, true));
    assert.equal(await dialog.getByTestId('confirmation-grand-total').innerText(), rupees(total, true));
    await dialog.getByRole('button', { name: `Pay ${rupees(total, true)}` }).waitFor();

    // Order success: SPEC's Product Tax, charged at 18%.
    const orderId = await payInSandbox(page);
    assert.match(await row(page, 'Product Tax').innerText(), /GST at 18%/);
    assert.equal(await page.getByTestId('success-tax').innerText(), rupees(tax, true));
    assert.equal(await page.getByTestId('success-total').innerText(), rupees(total, true));

    // My Orders: what the order's total includes, at the rate it was charged.
    await page.goto(`${shop.stack.shellUrl}/profile`);
    await page.getByRole('tab', { name: 'My Orders' }).click();
    const card = page.getByRole('article', { name: `Order #${orderId}` });
    assert.equal(await card.getByTestId(`order-total-${orderId}`).innerText(), rupees(total, true));
    assert.equal(
      await card.getByTestId(`order-tax-${orderId}`).innerText(),
      `Includes Tax (18%): ${rupees(tax, true)}`,
    );

    // The order page: Tax (18%) of the subtotal.
    await page.goto(`${shop.stack.shellUrl}/order/${orderId}`);
    const prices = page.getByRole('region', { name: 'Price Details' });
    await prices.getByText('Tax (18%)', { exact: true }).waitFor();
    assert.equal(await prices.getByTestId('detail-tax').innerText(), rupees(tax, true));
    assert.equal(await prices.getByTestId('detail-total').innerText(), rupees(total, true));

    // The confirmation mail.
    const mail = await mailTo(shop.stack, shopper.email, new RegExp(`order #${orderId}\\.`));
    assert.match(mail.subject, new RegExp(`order #${orderId} is confirmed`));
    assert.ok(mail.text.includes(`Product Tax (18%): ${rupees(tax, true)}`), mail.text);
    assert.ok(mail.text.includes(`Order Total: ${rupees(total, true)}`), mail.text);

    // The tax invoice: shipped within Tamil Nadu, so 9% CGST and 9% SGST, together the tax charged.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download tax invoice (PDF)' }).click(),
    ]);
    const invoice = await pdfText(await download.path());
    assert.match(invoice, /TAX INVOICE/);
    const amountAfter = (label: string) => {
      const match = new RegExp(`${label}\\s+₹?([\\d,]+\\.\\d\\d)`).exec(invoice);
      assert.ok(match, `${label} in\n${invoice}`);
      return Math.round(Number(match[1]!.replace(/,/g, '')) * 100);
    };
    assert.equal(amountAfter('CGST @ 9%') + amountAfter('SGST @ 9%'), tax);
    assert.match(invoice, /\b18%/, 'the lines name their GST rate');
    assert.deepEqual(errors, []);
  });
});
