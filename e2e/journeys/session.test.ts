// Sessions with a short access-token lifetime: the page keeps working through silent refreshes, and a
// session revoked elsewhere ends in 'Session Expired' and the sign-in page.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newShopperDetails, registerThroughApi, signInThroughForm } from '../support/accounts';
import { newShopper } from '../support/browser';
import { useShop } from '../support/shop';

// 70 s: the client refreshes 60 s before expiry, so about every 10 s.
const ACCESS_TOKEN_TTL_SECONDS = '70';

describe('session refresh', () => {
  const shop = useShop({ ACCESS_TOKEN_TTL_SECONDS });

  it('keeps a signed-in shopper working through silent refreshes, and a revoked session ends it', async () => {
    const shopper = newShopperDetails();
    await registerThroughApi(shop.stack, shopper);
    const { page } = await newShopper(shop.browser);
    await signInThroughForm(page, shop.stack.shellUrl, shopper.email, shopper.password);
    const first = await page.evaluate(() => localStorage.getItem('accessToken'));

    await page.waitForFunction((token) => localStorage.getItem('accessToken') !== token, first, {
      timeout: 30_000,
    });
    await page.goto(`${shop.stack.shellUrl}/profile`);
    await page.getByLabel('Customer Name').waitFor();
    assert.equal(await page.getByLabel('Customer Name').inputValue(), shopper.fullname);

    // Logging out elsewhere with this browser's cookie revokes the session; the next refresh fails.
    const revoked = await page.request.post(`${shop.stack.shellUrl}/api/users/logout`);
    assert.equal(revoked.status(), 200);
    await page.getByText('Session Expired').waitFor({ timeout: 30_000 });
    await page.getByText('Please log in again.').waitFor();
    // SPEC §4: told first, for 2 s, on the page the shopper was on; then the sign-in page.
    assert.match(page.url(), /\/profile$/);
    await page.waitForURL('**/login');
    assert.equal(await page.evaluate(() => localStorage.getItem('accessToken')), null);
  });
});
