import { pathToFileURL } from 'node:url';
import { shoppersWithCarts } from './bench-checkout';

/**
 * The shoppers of `npm run soak` (scripts/soak.mjs), registered against a running api and printed as
 * JSON, each with their password (the soak signs them in again) and their cart's create-order body.
 * Fails when the stock cannot fill every cart: the soak needs them all.
 *
 *   node --import tsx api/src/bench/soak-shoppers.ts http://127.0.0.1:4001 300
 */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [baseUrl = 'http://127.0.0.1:4000', count = '300'] = process.argv.slice(2);
  const shoppers = await shoppersWithCarts(baseUrl, Number(count));
  if (shoppers.length < Number(count))
    throw new Error(`only ${shoppers.length} of ${count} carts fit the stock; stock the shop up first`);
  console.info(JSON.stringify(shoppers));
}
