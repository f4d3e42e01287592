// After the sale: the shopper downloads the tax invoice of a paid order, cancels the order before it
// ships, sees it Cancelled and Refunded, downloads the credit note and gets the mail (a shipped order
// offers no Cancel: checkout.test.ts, where the operator ships one).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { mailTo } from '../support/accounts';
import { newShopper } from '../support/browser';
import { payInSandbox, pdfText, signedInWithCart } from '../support/checkout';
import { useShop } from '../support/shop';

/** Clicks the button and answers the text of the PDF the browser saved. */
async function downloadedPdf(page: Page, button: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const file = await download.path();
  return pdfText(file);
}

const timeline = (page: Page) =>
  page
    .getByRole('region', { name: 'Order Status' })
    .locator('li')
    .evaluateAll((steps) =>
      steps.map((step) => [step.querySelector('span span')?.textContent, step.getAttribute('data-done')]),
    );

describe('after the sale', () => {
  const shop = useShop();

  it('pay → download the invoice → cancel → Refunded on the timeline → credit note and mail', async () => {
    const { page, errors } = await newShopper(shop.browser);
    const shopper = await signedInWithCart(shop.stack, page, [1]);
    const orderId = await payInSandbox(page);

    // The invoice from the order success page.
    const invoice = await downloadedPdf(page, 'Download tax invoice (PDF)');
    assert.match(invoice, /TAX INVOICE/);
    const invoiceNumber = /Invoice No\. (HAR\/\d{2}-\d{2}\/\d{6})/.exec(invoice)?.[1];
    assert.ok(invoiceNumber, invoice);
    assert.match(invoice, /CGST @ 2\.5%/, 'shipped within Tamil Nadu');

    await page.goto(`${shop.stack.shellUrl}/order/${orderId}`);
    await page.getByText(`Invoice ${invoiceNumber}`).waitFor();
    assert.deepEqual(
      (await timeline(page)).map(([label]) => label),
      ['Order Placed', 'Packed', 'Shipped', 'Out for Delivery', 'Delivered'],
    );

    // Keep it first: nothing changes.
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Cancel this order?').waitFor();
    await dialog.getByRole('button', { name: 'Keep the order' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Cancel order' }).click();
    await Promise.all([
      page.waitForResponse((res) => res.url().endsWith(`/api/orders/${orderId}/cancel`) && res.ok()),
      page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel the order' }).click(),
    ]);
    await page.getByText('Your order is cancelled. Your refund is on its way.').waitFor();
    await page
      .getByRole('region', { name: 'Refund' })
      .getByText(/processed to your original payment method/)
      .waitFor();
    assert.deepEqual(await timeline(page), [
      ['Order Placed', 'true'],
      ['Cancelled', 'true'],
      ['Refunded', 'true'],
    ]);
    assert.equal(await page.getByRole('button', { name: 'Cancel order' }).count(), 0);

    const creditNote = await downloadedPdf(page, 'Download credit note (PDF)');
    assert.match(creditNote, /CREDIT NOTE/);
    assert.match(creditNote, /Credit note No\. HCN\/\d{2}-\d{2}\/\d{6}/);
    assert.ok(creditNote.includes(`Invoice No. ${invoiceNumber}`), creditNote);

    // After a reload the server says the same; My Orders marks it cancelled.
    await page.reload();
    await page.getByRole('region', { name: 'Refund' }).waitFor();
    assert.deepEqual(
      (await timeline(page)).map(([, done]) => done),
      ['true', 'true', 'true'],
    );
    await page.goto(`${shop.stack.shellUrl}/profile`);
    await page.getByRole('tab', { name: 'My Orders' }).click();
    await page.locator('[data-status="cancelled"]').first().waitFor();

    const mail = await mailTo(shop.stack, shopper.email, /is cancelled, as you asked/);
    assert.match(mail.subject, new RegExp(`order #${orderId} is cancelled`));
    assert.deepEqual(errors, []);
  });
});
