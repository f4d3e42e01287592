// The contact form really reaches the shop: stored by the api and mailed to the support address.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mailsSent } from '../support/accounts';
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
    const answer = await page.getByText(/Your ticket number is HAR-T-\d{6}\./).innerText();
    const ticket = /HAR-T-\d{6}/.exec(answer)![0];

    const mails = await mailsSent(shop.stack, 2);
    assert.equal(mails.length, 2, 'one to the shop, one acknowledgement to the sender');
    assert.equal(mails[0]!.subject, `Contact form ${ticket}: Stabilizer for a 1.5 ton AC`);
    assert.match(mails[0]!.text, /1.5 ton inverter AC/);
    assert.equal(mails[1]!.to, 'priya@example.in');
    assert.equal(mails[1]!.subject, `We have your message (${ticket})`);
  });
});
