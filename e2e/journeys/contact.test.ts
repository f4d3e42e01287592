// The contact form really reaches the shop: stored by the api and mailed to the support address.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newShopper } from '../support/browser';
import { useShop } from '../support/shop';

describe('contact form', () => {
  const shop = useShop();

  it('refuses an empty form, then sends a filled one and mails it', async () => {
    const { page } = await newShopper(shop.browser, 375);
    await page.goto(`${shop.stack.shellUrl}/Contact`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please enter your name.').waitFor();

    await page.getByLabel('Your name').fill('Priya Raman');
    await page.getByLabel('Email', { exact: true }).fill('priya@example.in');
    await page.getByLabel('Mobile number').fill('9876543210');
    await page.getByLabel('Subject', { exact: true }).fill('Stabilizer for a 1.5 ton AC');
    await page.getByLabel('Message', { exact: true }).fill('Which model suits a 1.5 ton inverter AC?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Your message has been sent', { exact: false }).waitFor();

    const mails = await shop.stack.outbox();
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.subject, /Stabilizer for a 1.5 ton AC/);
    assert.match(mails[0]!.text, /1.5 ton inverter AC/);
  });
});
