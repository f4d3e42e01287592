// A business buyer gives their GSTIN at the order confirmation: a mistyped one is refused with its
// reason and the rest of the form stays; the right one goes on the tax invoice with their legal name.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newShopper } from '../support/browser';
import { ADDRESS, payInSandbox, pdfText, signedInWithCart } from '../support/checkout';
import { useShop } from '../support/shop';

const GSTIN = '33AABCH1234K1ZY';
const LEGAL_NAME = 'Chennai Cold Storage Private Limited';

describe('a business invoice', () => {
  const shop = useShop();

  it('a GSTIN given at the confirmation is on the invoice, after a mistyped one was refused', async () => {
    const { page, errors } = await newShopper(shop.browser);
    await signedInWithCart(shop.stack, page, [3]);
    const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });

    const gstin = dialog.getByRole('textbox', { name: 'GSTIN (for a business invoice)' });
    assert.equal(await gstin.count(), 0, 'closed by default');
    await dialog.getByRole('checkbox', { name: 'Business purchase: add my GSTIN to the invoice' }).check();
    const legalName = dialog.getByRole('textbox', { name: 'Legal name (as registered for GST)' });
    // The last character mistyped: the check character says so when the field is left.
    await gstin.fill('33AABCH1234K1ZX');
    await legalName.fill(LEGAL_NAME);
    await dialog
      .getByText('This GSTIN does not add up: its last character does not match the others.', {
        exact: false,
      })
      .waitFor();
    assert.equal(await gstin.getAttribute('aria-invalid'), 'true');

    // Pay refuses, the field gets the focus, and nothing else on the form changed.
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'gstin');
    assert.equal(await page.locator('.hsc-dialog').count(), 0, 'no checkout opened');
    assert.equal(await legalName.inputValue(), LEGAL_NAME);
    const shipping = dialog.getByLabel('Select Shipping Address');
    assert.equal(await shipping.locator('option:checked').innerText(), ADDRESS);

    await gstin.fill(GSTIN.toLowerCase());
    const orderId = await payInSandbox(page);

    // The order page's invoice: billed to the legal name with the GSTIN, supplied in Tamil Nadu (33).
    await page.goto(`${shop.stack.shellUrl}/order/${orderId}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download tax invoice (PDF)' }).click(),
    ]);
    const invoice = await pdfText(await download.path());
    assert.match(invoice, /TAX INVOICE/);
    for (const expected of [`GSTIN: ${GSTIN}`, LEGAL_NAME, 'Place of supply Tamil Nadu (33)']) {
      assert.ok(invoice.includes(expected), `the invoice says "${expected}":\n${invoice}`);
    }
    assert.deepEqual(errors, []);
  });
});
