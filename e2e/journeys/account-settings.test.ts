// Account self-service in two browsers signed in as one shopper: a password changed in one signs the
// other out at its next page; the account deleted in one ends every session and lands on the home page;
// a new email waits for the link mailed to it, and the old address's undo link signs everyone out.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { mailTo, newShopperDetails, registerThroughApi, signInThroughForm } from '../support/accounts';
import { seriousViolations, settled } from '../support/axe';
import { newShopper } from '../support/browser';
import { useShop } from '../support/shop';

const NEW_PASSWORD = 'brighter-power-2';

/** From the profile page, as a shopper finds it. */
async function openSettings(page: Page, shellUrl: string) {
  await page.goto(`${shellUrl}/profile`);
  await page.getByRole('link', { name: 'Account Settings' }).click();
  await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
}

/** The path and fragment of the link in the newest mail to `to` that matches `page` (host aside). */
async function mailedLink(shop: ReturnType<typeof useShop>, to: string, page: string): Promise<string> {
  const mail = await mailTo(shop.stack, to, new RegExp(`/${page}#token=`));
  return new RegExp(`/${page}#token=[\\w-]+`).exec(mail.text)![0];
}

/** The header's profile icon: a navigation inside the page, to a page that asks the api who is signed in. */
async function goToProfile(page: Page) {
  await page.getByRole('link', { name: 'Your profile' }).click();
}

describe('account self-service', () => {
  const shop = useShop();
  const shopper = newShopperDetails();

  it('a password changed in one browser signs the other out at its next page', async () => {
    await registerThroughApi(shop.stack, shopper);
    const { page: here, errors } = await newShopper(shop.browser);
    const { page: there } = await newShopper(shop.browser, 375);
    await signInThroughForm(here, shop.stack.shellUrl, shopper.email, shopper.password);
    // Signing in fetched the server cart with the token: the api knows that session as live.
    await signInThroughForm(there, shop.stack.shellUrl, shopper.email, shopper.password);

    await openSettings(here, shop.stack.shellUrl);
    await settled(here);
    assert.equal(await seriousViolations(here), '', 'axe on /profile/settings');
    const [download] = await Promise.all([
      here.waitForEvent('download'),
      here.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^harmony-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    assert.equal(data.profile.email, shopper.email);
    await here.getByLabel('Current Password', { exact: true }).fill(shopper.password);
    await here.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await here.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
    await here.getByRole('button', { name: 'Change Password' }).click();
    await here
      .getByText('Your password has been changed. Your other devices have been signed out.')
      .waitFor();
    await mailTo(shop.stack, shopper.email, /password of your Harmony account was just changed/);

    // The other browser's token is refused at once; its refresh fails too: on /login under the Session
    // Expired toast, and signed out when the toast's 2 s end (SPEC §4's forced logout forgets the session
    // then, whichever page the shopper is on).
    await goToProfile(there);
    await there.waitForURL('**/login');
    await there.getByText('Session Expired').waitFor();
    await there.waitForFunction(() => localStorage.getItem('accessToken') === null, null, { timeout: 5000 });

    // This browser stays signed in, through a reload.
    await here.reload();
    await here.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
    assert.ok(here.url().endsWith('/profile/settings'));

    // The old password no longer opens the account; the new one does.
    await there.getByLabel('Email or Mobile Number').fill(shopper.email);
    await there.getByLabel('Password', { exact: true }).fill(shopper.password);
    await there.getByRole('button', { name: 'Sign In' }).click();
    await there.getByText('Invalid email/mobile number or password.').first().waitFor();
    await signInThroughForm(there, shop.stack.shellUrl, shopper.email, NEW_PASSWORD);
    assert.deepEqual(errors, []);
  });

  it('an account deleted in one browser is signed out everywhere and cannot sign in again', async () => {
    const { page: here, errors } = await newShopper(shop.browser, 375);
    const { page: there } = await newShopper(shop.browser);
    await signInThroughForm(here, shop.stack.shellUrl, shopper.email, NEW_PASSWORD);
    await signInThroughForm(there, shop.stack.shellUrl, shopper.email, NEW_PASSWORD);

    await openSettings(here, shop.stack.shellUrl);
    await here.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = here.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Type DELETE to confirm').waitFor();
    assert.equal(await seriousViolations(here), '', 'axe with the deletion dialog open');
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByLabel('Current Password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await here.waitForURL(`${shop.stack.shellUrl}/`);
    await here.getByText('Your account has been deleted.').waitFor();
    assert.equal(await here.evaluate(() => localStorage.getItem('accessToken')), null);
    await mailTo(shop.stack, shopper.email, /account has been deleted/);

    await goToProfile(there);
    await there.waitForURL('**/login');
    await there.getByLabel('Email or Mobile Number').fill(shopper.email);
    await there.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await there.getByRole('button', { name: 'Sign In' }).click();
    await there.getByText('Invalid email/mobile number or password.').first().waitFor();
    assert.deepEqual(errors, []);
  });
  it('a new email takes effect once its link is opened; the old address can undo it', async () => {
    const owner = newShopperDetails();
    const newEmail = `moved.${owner.email}`;
    await registerThroughApi(shop.stack, owner);
    const { page: here, errors } = await newShopper(shop.browser);
    await signInThroughForm(here, shop.stack.shellUrl, owner.email, owner.password);
    await here.goto(`${shop.stack.shellUrl}/profile`);
    const password = here.getByLabel('Current Password', { exact: true });
    await here.getByLabel('Email', { exact: true }).fill(newEmail);
    await password.waitFor();
    await password.fill(owner.password);
    await here.getByRole('button', { name: 'Save Changes' }).click();
    const dialog = here.getByRole('dialog').filter({ hasText: 'Profile and default addresses updated' });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await here.getByText('We have sent a confirmation link to your new email address.').waitFor();
    await here.getByText(`New email ${newEmail}: waiting for confirmation`).waitFor();
    assert.equal(await password.count(), 0, 'the password field is gone with the change');
    await settled(here);
    assert.equal(await seriousViolations(here), '', 'axe on /profile with a change waiting');

    // The link from the new address's mail, opened on a phone.
    const { page: phone } = await newShopper(shop.browser, 375);
    await phone.goto(`${shop.stack.shellUrl}${await mailedLink(shop, newEmail, 'confirm-change')}`);
    await phone.getByRole('button', { name: 'Confirm Change' }).click();
    await phone.getByText('Thank you, your new contact details are confirmed.').waitFor();
    assert.ok(!phone.url().includes('token'), 'the spent token leaves the address bar');
    await here.reload();
    assert.equal(await here.getByLabel('Email', { exact: true }).inputValue(), newEmail);

    // The old address was told at once; its undo link brings the old email back and signs out everyone.
    await phone.goto(`${shop.stack.shellUrl}${await mailedLink(shop, owner.email, 'undo-change')}`);
    await phone.getByRole('button', { name: 'Undo Change' }).click();
    await phone.getByText('The change has been undone').waitFor();
    await phone.getByRole('link', { name: 'Reset your password' }).waitFor();
    await goToProfile(here);
    await here.waitForURL('**/login');
    await signInThroughForm(here, shop.stack.shellUrl, owner.email, owner.password);
    assert.deepEqual(errors, []);
  });
});
