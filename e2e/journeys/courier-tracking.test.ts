// Couriers and tracking: a paid order is packed and shipped from the back office, which books the
// courier sandbox; the sandbox carries it (one step a second here) through the api's tracking webhook,
// and the shopper's order page shows Delivered with the AWB and the tracking history.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mailTo, newShopperDetails, registerThroughApi, signInThroughForm } from '../support/accounts';
import { seriousViolations, settled } from '../support/axe';
import { newShopper } from '../support/browser';
import { payInSandbox, signedInWithCart } from '../support/checkout';
import { useShop } from '../support/shop';

describe('couriers and tracking', () => {
  const shop = useShop({ COURIER_SANDBOX_PACE_SECONDS: '1' });

  it('shipped from the back office, the courier sandbox delivers it; the order page shows Delivered, the AWB and the history', async () => {
    const { page: shopperPage } = await newShopper(shop.browser);
    const buyer = await signedInWithCart(shop.stack, shopperPage, [1]);
    const orderId = await payInSandbox(shopperPage);

    const packer = { ...newShopperDetails(), fullname: 'Ravi Kumar' };
    await registerThroughApi(shop.stack, packer);
    await shop.stack.ops('grant-role', packer.email, 'orders');
    const { page: packerPage } = await newShopper(shop.browser);
    await signInThroughForm(packerPage, shop.stack.shellUrl, packer.email, packer.password);
    await packerPage.goto(`${shop.stack.shellUrl}/admin/orders/${orderId}`);
    await packerPage.getByRole('button', { name: 'Mark packed' }).click();
    await packerPage.getByText('Marked packed.').waitFor();
    // No courier typed: Ship books the courier and answers its AWB.
    await packerPage.getByRole('button', { name: 'Ship' }).click();
    await packerPage.getByText('Marked shipped.').waitFor();
    const awb = `SBX${orderId.padStart(10, '0')}`;
    await packerPage.getByText(`Shipped with Harmony Sandbox Courier, tracking number ${awb}`).waitFor();
    const shippedMail = await mailTo(shop.stack, buyer.email, /has shipped/);
    assert.match(
      shippedMail.text,
      new RegExp(`Courier: Harmony Sandbox Courier\\. Tracking number: ${awb}\\.`),
    );

    // In transit, Out for delivery, Delivered: a second apart, through the tracking webhook.
    const history = shopperPage.getByRole('region', { name: 'Tracking History' });
    const deadline = Date.now() + 30_000;
    for (;;) {
      await shopperPage.goto(`${shop.stack.shellUrl}/order/${orderId}`);
      await history.waitFor();
      if ((await history.getByRole('listitem').count()) === 4 || Date.now() > deadline) break;
      await shopperPage.waitForTimeout(500);
    }
    const done = await shopperPage
      .getByRole('region', { name: 'Order Status' })
      .locator('ol li')
      .evaluateAll((steps) => steps.map((step) => step.getAttribute('data-done') === 'true'));
    assert.deepEqual(done, [true, true, true, false, true], 'Delivered');
    await history.getByText(`Harmony Sandbox Courier, AWB ${awb}`).waitFor();
    const events = await history
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.firstElementChild?.textContent));
    assert.deepEqual(events, ['Delivered', 'Out for delivery', 'In transit', 'Booked with the courier']);
    const delivery = shopperPage.getByRole('region', { name: 'Delivery Details' });
    await delivery.getByText(awb).waitFor();
    await settled(shopperPage);
    assert.equal(await seriousViolations(shopperPage), '');

    // The back office sees it delivered too.
    await packerPage.reload();
    await packerPage.getByText('Delivered: no further step.').waitFor();
  });
});
