// Check delivery on a product page: a guest asks for 600002 (Chennai) and sees the day it would arrive
// and that Cash on Delivery is taken there, then asks for 744101 (Port Blair) and is told the shop does
// not deliver there yet. The pincode is remembered for the visit: the cart opens with it checked.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newShopper } from '../support/browser';
import { useShop } from '../support/shop';

describe('Check delivery', () => {
  const shop = useShop();

  it('a guest sees the date for 600002 and the refusal for 744101 on a product page', async () => {
    const { page, errors } = await newShopper(shop.browser);
    // The api's answer for today: the page must show the same date in words.
    const chennai = (await (await fetch(`${shop.stack.apiUrl}/api/delivery/600002`)).json()) as {
      message: string;
    };
    assert.match(chennai.message, /^Delivery by (Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2}$/);

    await page.goto(`${shop.stack.shellUrl}/description/1`);
    const pincode = page.getByRole('textbox', { name: 'Check delivery' });
    const answer = page.getByTestId('delivery-answer');
    await pincode.fill('600002');
    await page.getByRole('button', { name: 'Check' }).click();
    await answer.getByText(chennai.message, { exact: true }).waitFor();
    assert.match(await answer.innerText(), /Cash on Delivery available/);

    await pincode.fill('744101');
    await pincode.press('Enter');
    await answer.getByText('Sorry, we do not deliver to 744101 yet', { exact: true }).waitFor();
    assert.doesNotMatch(await answer.innerText(), /Delivery by|Cash on Delivery/);

    await pincode.fill('12345');
    await page.getByRole('button', { name: 'Check' }).click();
    await answer.getByText('Pincode must be 6 digits, not starting with 0.').waitFor();

    // Remembered for the visit: the cart opens with the last pincode checked.
    await pincode.fill('600002');
    await page.getByRole('button', { name: 'Check' }).click();
    await answer.getByText(chennai.message, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await page.goto(`${shop.stack.shellUrl}/cart`);
    await page.getByTestId('delivery-answer').getByText(chennai.message, { exact: true }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Check delivery' }).inputValue(), '600002');
    assert.deepEqual(errors, []);
  });
});
