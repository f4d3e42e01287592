import { randomInt } from 'node:crypto';
import { Agent, request } from 'node:http';
import { pathToFileURL } from 'node:url';
import { orderTotals, paiseToRupees, priceToPaise } from '@harmony/shared/domain';

/**
 * Checkouts against a running api over HTTP, for `npm run bench`: registers N shoppers (and the warm-up's),
 * then each one runs create-order → sandbox authorize → verify, `concurrency` at a time, the warm-up's
 * first and unmeasured. Needs the sandbox gateway and an api started with generous limits
 * (RATE_LIMIT_IP_MAX and RATE_LIMIT_ACCOUNT_MAX ≥ all shoppers, and the lowest PASSWORD_SCRYPT_LOG_N, 15,
 * or registration dominates the run).
 *
 *   node --import tsx api/src/bench/bench-checkout.ts http://127.0.0.1:4000 50 10 20
 */
export interface BenchCheckoutOptions {
  baseUrl: string;
  users: number;
  /** Shoppers checking out at the same moment (default 10). */
  concurrency?: number;
  /**
   * Shoppers who check out first, unmeasured (default 0): the figures are of a process whose checkout
   * code has run and been optimised, as a shop's is after its first minutes.
   */
  warmUp?: number;
}

export interface Timings {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface BenchCheckoutResult {
  users: number;
  /** Checkouts before the measured ones (paid too, not counted in the figures). */
  warmUp: number;
  /** Shoppers left out because the shop had too few units for them (set stock higher to include them). */
  withoutStock: number;
  paid: number;
  failures: string[];
  /** Milliseconds per call. */
  createOrder: Timings;
  verify: Timings;
  /** Whole checkout (create-order, authorize, verify) per shopper. */
  checkout: Timings;
  seconds: number;
  checkoutsPerSecond: number;
}

export interface Shopper {
  id: number;
  email: string;
  password: string;
  token: string;
  addressId: number;
}

/** A shopper with the create-order body of their cart: two products, one unit each, priced as the shop prices them. */
export interface ShopperWithCart extends Shopper {
  order: {
    amount: number;
    user_id: number;
    cartItems: { product_id: number; quantity: number; price: string }[];
    billing_address: number;
    shipping_address: number;
  };
}

function timings(values: number[]): Timings {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (n: number) => Math.round(n * 10) / 10;
  return { p50: round(at(0.5)), p95: round(at(0.95)), p99: round(at(0.99)), max: round(sorted.at(-1) ?? 0) };
}

// Kept-alive connections, as a browser's: the figure is the api's work, not connection set-up, and
// node:http costs the load generator a third of what fetch does on the same machine.
const agent = new Agent({ keepAlive: true });

async function call(baseUrl: string, method: string, path: string, body?: unknown, token?: string) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      new URL(path, baseUrl),
      {
        method,
        agent,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (data += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: data }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
  if (status === 429) {
    throw new Error(
      `${method} ${path}: 429 rate limited; start the api with RATE_LIMIT_IP_MAX and RATE_LIMIT_ACCOUNT_MAX above the number of users`,
    );
  }
  if (status < 200 || status >= 300) throw new Error(`${method} ${path}: ${status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** Runs `work` over the items, at most `limit` at a time. */
async function pool<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!, i);
    }
  });
  await Promise.all(workers);
  return results;
}

export async function registerShoppers(baseUrl: string, count: number, concurrency = 10): Promise<Shopper[]> {
  // Random, valid and distinct mobile numbers and emails, so runs against one database never collide.
  const base = randomInt(0, 900_000_000 - count);
  const tag = `${Date.now().toString(36)}${randomInt(0, 1e6).toString(36)}`;
  return pool(
    Array.from({ length: count }, (_, i) => i),
    concurrency,
    async (i) => {
      const email = `bench.${tag}.${i}@example.in`;
      const password = 'steady-current-42';
      await call(baseUrl, 'POST', '/api/users/signup', {
        fullname: `Bench Shopper ${i}`,
        email,
        contact_number: `9${String(base + i).padStart(9, '0')}`,
        password,
        address: `${i} Bench Road`,
        state: 'Karnataka',
        city: 'Bengaluru',
        pincode: '560001',
      });
      const login = await call(baseUrl, 'POST', '/api/users/login', { emailOrContact: email, password });
      const addresses = await call(baseUrl, 'GET', '/api/users/addresses', undefined, login.accessToken);
      return { id: login.user.id, email, password, token: login.accessToken, addressId: addresses[0].id };
    },
  );
}

interface Listed {
  id: number;
  price: string;
}

/**
 * Two products each, one unit a line, from the live stock (most units left first), so no checkout is
 * refused for stock: the figure is checkouts. Answers fewer carts than shoppers when units run out.
 */
async function cartsWithinStock(baseUrl: string, count: number): Promise<Listed[][]> {
  const listed: Listed[] = await call(baseUrl, 'GET', '/api/products');
  const { stock } = await call(baseUrl, 'GET', `/api/stock?ids=${listed.map((p) => p.id).join(',')}`);
  const left = new Map(listed.map((product) => [product, Number(stock[String(product.id)] ?? 0)]));
  const carts: Listed[][] = [];
  while (carts.length < count) {
    const cart = [...left].sort((a, b) => b[1] - a[1]).slice(0, 2);
    if (cart.length < 2 || cart.some(([, units]) => units < 1)) break;
    for (const [product, units] of cart) left.set(product, units - 1);
    carts.push(cart.map(([product]) => product));
  }
  return carts;
}

/**
 * Registers `count` shoppers, each with a cart the stock can fill and its create-order body (the amount
 * priced as the checkout prices it); fewer when units run out. Needs the sandbox gateway.
 */
export async function shoppersWithCarts(
  baseUrl: string,
  count: number,
  concurrency = 10,
): Promise<ShopperWithCart[]> {
  const config = await call(baseUrl, 'GET', '/api/payment/config');
  if (config.gateway !== 'sandbox')
    throw new Error('checkouts over HTTP need the sandbox gateway (no RAZORPAY_KEY_ID)');
  const shoppers = await registerShoppers(baseUrl, count, concurrency);
  const carts = await cartsWithinStock(baseUrl, shoppers.length);
  return carts.map((cart, i) => {
    const shopper = shoppers[i]!;
    const lines = cart.map((p) => ({ product_id: p.id, quantity: 1, price: p.price }));
    const { grandTotal } = orderTotals(
      lines.map((l) => ({ price: paiseToRupees(priceToPaise(l.price)), quantity: l.quantity })),
      0,
      config.taxRatePercent,
      { shipping: config.shipping, codFeePaise: 0 },
    );
    const order = {
      amount: paiseToRupees(grandTotal),
      user_id: shopper.id,
      cartItems: lines,
      billing_address: shopper.addressId,
      shipping_address: shopper.addressId,
    };
    return { ...shopper, order };
  });
}

export async function benchCheckouts(options: BenchCheckoutOptions): Promise<BenchCheckoutResult> {
  const { baseUrl, users } = options;
  const concurrency = options.concurrency ?? 10;
  const warmUp = options.warmUp ?? 0;
  const shoppers = await shoppersWithCarts(baseUrl, warmUp + users, concurrency);

  const warmUpFailures = (await pool(shoppers.slice(0, warmUp), concurrency, checkOut)).filter(
    (outcome) => typeof outcome === 'string',
  );
  if (warmUpFailures.length > 0) throw new Error(`warm-up checkouts failed: ${warmUpFailures[0]}`);
  const started = performance.now();
  const outcomes = await pool(shoppers.slice(warmUp), concurrency, checkOut);
  const seconds = (performance.now() - started) / 1000;
  const paid = outcomes.filter((outcome) => typeof outcome !== 'string');
  return {
    users,
    warmUp,
    withoutStock: warmUp + users - shoppers.length,
    paid: paid.length,
    failures: outcomes.filter((outcome) => typeof outcome === 'string'),
    createOrder: timings(paid.map((times) => times.createOrder)),
    verify: timings(paid.map((times) => times.verify)),
    checkout: timings(paid.map((times) => times.checkout)),
    seconds: Math.round(seconds * 100) / 100,
    checkoutsPerSecond: Math.round((paid.length / seconds) * 10) / 10,
  };

  /** One shopper's create-order → sandbox authorize → verify: its times, or why it failed. */
  async function checkOut(shopper: ShopperWithCart) {
    try {
      const t0 = performance.now();
      const created = await call(baseUrl, 'POST', '/api/payment/create-order', shopper.order, shopper.token);
      const t1 = performance.now();
      const result = await call(baseUrl, 'POST', '/api/payment/sandbox/authorize', {
        order_id: created.razorpayOrder.id,
      });
      const t2 = performance.now();
      const verified = await call(baseUrl, 'POST', '/api/payment/verify', result, shopper.token);
      const t3 = performance.now();
      if (verified.success !== true) throw new Error(`verify answered ${JSON.stringify(verified)}`);
      return { createOrder: t1 - t0, verify: t3 - t2, checkout: t3 - t0 };
    } catch (err) {
      return `shopper ${shopper.id}: ${(err as Error).message}`;
    }
  }
}

// As a command: node --import tsx api/src/bench/bench-checkout.ts <baseUrl> [users] [concurrency] [warmUp]
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [baseUrl = 'http://127.0.0.1:4000', users = '50', concurrency = '10', warmUp = '0'] =
    process.argv.slice(2);
  const result = await benchCheckouts({
    baseUrl,
    users: Number(users),
    concurrency: Number(concurrency),
    warmUp: Number(warmUp),
  });
  console.info(JSON.stringify(result, null, 2));
  process.exitCode = result.failures.length > 0 ? 1 : 0;
}
