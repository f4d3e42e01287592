// The back office: the owner made by `npm run ops -- grant-role`, the Admin link only for staff, the
// /admin area loaded only there, pages by role (the api refuses the same calls), a role granted and
// revoked from the Staff page taking effect on the next request, an order shipped and found by the owner
// in the audit log and the CSV, a mail that could not go retried from Mails, and nothing serious for
// axe-core.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { MAIL_MESSAGES, STAFF_MESSAGES } from '@harmony/shared/domain';
import {
  mailTo,
  newShopperDetails,
  registerThroughApi,
  signInThroughForm,
  type Shopper,
} from '../support/accounts';
import { seriousViolations, settled } from '../support/axe';
import { newShopper } from '../support/browser';
import { payInSandbox, signedInWithCart } from '../support/checkout';
import { useShop } from '../support/shop';

describe('the back office', () => {
  const shop = useShop();
  const owner = { ...newShopperDetails(), fullname: 'Asha Menon' };
  const clerk = { ...newShopperDetails(), fullname: 'Kiran Rao' };
  const shopper = newShopperDetails();

  /** A signed-in page for the account, at the shop's home. */
  const signedIn = async (who: Shopper, width = 1280): Promise<Page> => {
    const { page } = await newShopper(shop.browser, width);
    await signInThroughForm(page, shop.stack.shellUrl, who.email, who.password);
    return page;
  };
  /** An admin call with the page's own session, as a script on the page could make it. */
  const adminCall = async (page: Page | null, url: string) => {
    const token = page ? await page.evaluate(() => localStorage.getItem('accessToken')) : null;
    const res = await fetch(`${shop.stack.apiUrl}${url}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.status, message: ((await res.json()) as { message?: string }).message };
  };

  it('the first owner, by ops; the Admin link and /admin only for staff', async () => {
    for (const who of [owner, clerk, shopper]) await registerThroughApi(shop.stack, who);
    assert.match(await shop.stack.ops('grant-role', owner.email, 'owner'), /is now owner/);

    // A shopper: no Admin link, and the home page never fetches the back office's code.
    const { page: shopperPage } = await newShopper(shop.browser);
    const fetched: string[] = [];
    shopperPage.on('request', (request) => fetched.push(request.url()));
    await signInThroughForm(shopperPage, shop.stack.shellUrl, shopper.email, shopper.password);
    await settled(shopperPage);
    assert.equal(await shopperPage.getByRole('link', { name: 'ADMIN' }).count(), 0);
    assert.deepEqual(
      fetched.filter((url) => url.includes('/backoffice/')),
      [],
    );
    await shopperPage.goto(`${shop.stack.shellUrl}/admin`);
    await shopperPage.getByText(STAFF_MESSAGES.staffOnly).waitFor();
    for (const url of ['/api/admin/me', '/api/admin/staff']) {
      assert.deepEqual(await adminCall(shopperPage, url), { status: 403, message: STAFF_MESSAGES.staffOnly });
      assert.equal((await adminCall(null, url)).status, 401);
    }

    // The owner: Admin in the header opens the back office, in its own frame.
    const ownerPage = await signedIn(owner);
    await ownerPage.getByRole('link', { name: 'ADMIN' }).click();
    await ownerPage.getByRole('heading', { name: 'Welcome, Asha Menon' }).waitFor();
    assert.equal(await ownerPage.locator('footer').count(), 0, 'no shop footer');
    await settled(ownerPage);
    assert.equal(await seriousViolations(ownerPage), '');
  });

  it('the owner grants a role on the Staff page; the catalog role is refused the owner’s pages', async () => {
    const ownerPage = await signedIn(owner);
    await ownerPage.goto(`${shop.stack.shellUrl}/admin`);
    const nav = ownerPage.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Staff' }).click();
    await ownerPage.getByLabel('Email or mobile number').fill(clerk.mobile);
    await ownerPage.getByLabel('Role').selectOption('catalog');
    await ownerPage.getByRole('button', { name: 'Grant role' }).click();
    await ownerPage.getByText(`${clerk.mobile} now has the catalog role.`).waitFor();
    await ownerPage.getByRole('rowheader', { name: 'Kiran Rao' }).waitFor();
    await settled(ownerPage);
    assert.equal(await seriousViolations(ownerPage), '');

    // The clerk on a phone: no Staff in the navigation; opened by its address, the page says why.
    const clerkPage = await signedIn(clerk, 375);
    await clerkPage.getByRole('button', { name: 'Menu' }).click();
    await clerkPage.getByRole('link', { name: 'ADMIN' }).click();
    await clerkPage.getByRole('heading', { name: 'Welcome, Kiran Rao' }).waitFor();
    const clerkNav = clerkPage.getByRole('navigation', { name: 'Back office' });
    assert.equal(await clerkNav.getByRole('link', { name: 'Staff' }).count(), 0);
    await clerkPage.goto(`${shop.stack.shellUrl}/admin/staff`);
    await clerkPage.getByText(STAFF_MESSAGES.areaRefused('staff')).waitFor();
    assert.deepEqual(await adminCall(clerkPage, '/api/admin/staff'), {
      status: 403,
      message: STAFF_MESSAGES.areaRefused('staff'),
    });

    // Revoked by the owner: the clerk's next request is refused, with the same token.
    await ownerPage.getByRole('button', { name: 'Revoke catalog from Kiran Rao' }).click();
    await ownerPage.getByText('Kiran Rao no longer has the catalog role.').waitFor();
    assert.equal((await adminCall(clerkPage, '/api/admin/me')).status, 403);
    await clerkPage.goto(`${shop.stack.shellUrl}/admin`);
    await clerkPage.getByText(STAFF_MESSAGES.staffOnly).waitFor();
  });

  it('a shopper pays; the orders role finds the order, ships it with a tracking number; the shopper sees Shipped', async () => {
    const { page: shopperPage } = await newShopper(shop.browser);
    const buyer = await signedInWithCart(shop.stack, shopperPage, [1]);
    const orderId = await payInSandbox(shopperPage);

    const packer = { ...newShopperDetails(), fullname: 'Ravi Kumar' };
    await registerThroughApi(shop.stack, packer);
    await shop.stack.ops('grant-role', packer.email, 'orders');
    const packerPage = await signedIn(packer);
    await packerPage.goto(`${shop.stack.shellUrl}/admin/orders`);
    await packerPage.getByLabel('Search').fill(buyer.email);
    await packerPage.getByRole('button', { name: 'Show orders' }).click();
    await packerPage.waitForURL(/q=/);
    await packerPage.getByRole('link', { name: `#${orderId}` }).click();
    await packerPage.getByRole('heading', { name: 'Fulfilment' }).waitFor();
    await settled(packerPage);
    assert.equal(await seriousViolations(packerPage), '');
    await packerPage.getByRole('button', { name: 'Mark packed' }).click();
    await packerPage.getByText('Marked packed.').waitFor();
    // Sent another way: typed by hand, nothing booked.
    await packerPage.getByText('Sent another way?').click();
    await packerPage.getByLabel('Courier').fill('Delhivery');
    await packerPage.getByLabel('Tracking number').fill('AWB7788990011');
    await packerPage.getByRole('button', { name: 'Ship' }).click();
    await packerPage.getByText('Marked shipped.').waitFor();
    await packerPage.getByText('Packed → Shipped (Delhivery, AWB7788990011)').waitFor();

    await shopperPage.goto(`${shop.stack.shellUrl}/order/${orderId}`);
    await shopperPage.getByText('Order Placed').waitFor();
    const done = await shopperPage
      .getByRole('region', { name: 'Order Status' })
      .locator('ol li')
      .evaluateAll((steps) => steps.map((step) => step.getAttribute('data-done') === 'true'));
    assert.deepEqual(done, [true, true, true, false, false]);
    const delivery = shopperPage.getByRole('region', { name: 'Delivery Details' });
    await delivery.getByText('AWB7788990011').waitFor();
    assert.equal(
      await delivery.getByRole('link', { name: 'Track your parcel' }).getAttribute('href'),
      'https://www.delhivery.com/track/package/AWB7788990011',
    );
    const mail = await mailTo(shop.stack, buyer.email, /has shipped/);
    assert.match(mail.text, /Tracking number: AWB7788990011/);

    // The mail server down: the confirmation sent again waits in Mails with its error; back up, Retry sends it.
    const confirmations = async () =>
      (await shop.stack.outbox()).filter((m) => m.to === buyer.email && /is confirmed/.test(m.subject))
        .length;
    const sentBefore = await confirmations();
    const mailServerBack = await shop.stack.mailServerDown();
    await packerPage.getByRole('button', { name: 'Resend confirmation mail' }).click();
    await packerPage.getByText('The confirmation is on its way to the customer.').waitFor();
    await packerPage
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Mails' })
      .click();
    const waiting = packerPage.getByRole('row').filter({ hasText: buyer.email });
    const listed = () => waiting.getByRole('rowheader', { name: /Order confirmation/ }).waitFor();
    await listed();
    // Its first try fails within a second or so of the resend; the page shows it once read again.
    for (let reads = 0; (await waiting.getByText(/ENOTDIR|EEXIST/).count()) === 0; reads++) {
      assert.ok(reads < 20, 'the failed try is listed with its error');
      await packerPage.waitForTimeout(500);
      await packerPage.reload();
      await listed();
    }
    await settled(packerPage);
    assert.equal(await seriousViolations(packerPage), '');
    await mailServerBack();
    await waiting.getByRole('button', { name: /^Retry Order confirmation/ }).click();
    await waiting.getByText(MAIL_MESSAGES.retried).waitFor();
    for (let reads = 0; (await confirmations()) === sentBefore; reads++) {
      assert.ok(reads < 50, 'the retried confirmation is sent');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    // The owner: who shipped it is in the audit log, and the accountant's CSV holds the order.
    const ownerPage = await signedIn(owner);
    await ownerPage.goto(`${shop.stack.shellUrl}/admin/audit?object_type=order&object_id=${orderId}`);
    const shipped = ownerPage.getByRole('row').filter({ hasText: 'tracking number: AWB7788990011' });
    await shipped.getByRole('cell', { name: 'Ravi Kumar' }).waitFor();
    await shipped.getByRole('link', { name: `Order #${orderId}` }).waitFor();
    await settled(ownerPage);
    assert.equal(await seriousViolations(ownerPage), '');
    await ownerPage.goto(`${shop.stack.shellUrl}/admin/orders?q=${encodeURIComponent(buyer.email)}`);
    await ownerPage.getByRole('link', { name: `#${orderId}` }).waitFor();
    const [download] = await Promise.all([
      ownerPage.waitForEvent('download'),
      ownerPage.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^harmony-orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, row, ...rest] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    assert.equal(rest.length, 0, 'only the filtered order');
    assert.match(
      header!,
      /^Order,Placed on,Invoice number,Invoice date,Customer,Email,Buyer GSTIN,Buyer legal name,Place of supply,Taxable value,CGST,SGST,IGST,Discount,Total,Payment id,Payment,Status$/,
    );
    assert.match(row!, new RegExp(`^${orderId},\\d{4}-\\d{2}-\\d{2},HAR/`));
    assert.match(row!, /,paid,shipped$/);
  });
});
