// What the soak's shoppers do, as autocannon request sequences (scripts/lib/soak-load.mjs runs them):
// browsing, searching and product pages as the storefront asks for them, sign-ins with a cart, and
// checkouts paid in the payment sandbox. Each request names its kind in the sequence's context.
const READ_HEADERS = { 'accept-encoding': 'gzip, br' };
const JSON_HEADERS = { 'content-type': 'application/json' };
// One card in this many is declined (the sandbox's decline, then the page's abandon).
const DECLINED_ONE_IN = 20;
// A lane (one connection) waits for each answer: a few reads a second each keep the rate with slow answers.
const READS_PER_LANE = 5;

/** GETs of `paths` in turn (shared by the flow's lanes), each counted as `kind`. */
function readFlow(kind, paths, { rate, lanes }) {
  let next = 0;
  return {
    name: kind,
    rate,
    lanes,
    requests: () => [
      {
        method: 'GET',
        headers: READ_HEADERS,
        setupRequest: (request, context) => {
          context.kind = kind;
          return { ...request, path: paths[next++ % paths.length] };
        },
      },
    ],
  };
}

const searchTerms = (products) => [
  ...new Set(
    products.flatMap((p) => p.title.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => w !== 'with'),
  ),
];

/**
 * Browsing (home and listing pages, the catalogue, categories, live stock), search (suggestions as the
 * shopper types, the results) and product pages (the page, the product, its stock, its picture), at
 * `rate` requests per second in all: half browsing, a fifth search, the rest product pages. A page is
 * the shell's page through nginx, which asks the api for its status and its head (page-api.conf).
 */
export function readFlows({ products, categories }, rate) {
  const ids = products.map((p) => p.id);
  const browse = [
    '/',
    '/api/products',
    '/api/categories',
    `/api/stock?ids=${ids.slice(0, 8).join(',')}`,
    '/product',
    '/api/products?page=1',
    ...categories.flatMap(({ slug }) => [`/product?category=${slug}`, `/api/products?category=${slug}`]),
  ];
  const search = searchTerms(products).flatMap((term) => [
    `/api/products/suggest?q=${encodeURIComponent(term.slice(0, 3))}`,
    `/api/products/suggest?q=${encodeURIComponent(term)}`,
    `/product?q=${encodeURIComponent(term)}`,
    `/api/products?q=${encodeURIComponent(term)}`,
  ]);
  const product = products.flatMap((p) => [
    `/description/${p.id}`,
    `/api/products/${p.id}`,
    `/api/stock?ids=${p.id}`,
    p.image,
  ]);
  const share = (part) => Math.round(rate * part);
  const lanesOf = (perSecond) => Math.max(1, Math.round(perSecond / READS_PER_LANE));
  const browseRate = share(0.5);
  const searchRate = share(0.2);
  const productRate = rate - browseRate - searchRate;
  return [
    readFlow('browse', browse, { rate: browseRate, lanes: lanesOf(browseRate) }),
    readFlow('search', search, { rate: searchRate, lanes: lanesOf(searchRate) }),
    readFlow('product', product, { rate: productRate, lanes: lanesOf(productRate) }),
  ];
}

/**
 * A step of a sequence, counted as `kind` (or the kind `build` names): skipped, and the sequence started
 * again, when `build` answers nothing (an earlier step failed).
 */
const step = (kind, build, onResponse) => ({
  setupRequest: (request, context) => {
    const built = build(context);
    if (!built) return null;
    const { kind: named = kind, ...rest } = built;
    context.kind = named;
    const headers = { ...(rest.body ? JSON_HEADERS : {}), ...rest.headers };
    return { ...request, ...rest, headers };
  },
  onResponse,
});

const bearer = (token) => ({ authorization: `Bearer ${token}` });
const parsed = (body) => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

/**
 * Sign-ins with a cart, `perSecond` of them: a shopper signs in (their new token is the one their
 * checkouts use from then on), reads the cart, adds their two products, reads it again and takes both
 * out. Seven requests each.
 */
export function signInFlow(shoppers, perSecond) {
  let next = 0;
  const cartStep = (method, path, body) =>
    step('cart', (context) =>
      context.token
        ? {
            method,
            path: path(context),
            headers: bearer(context.token),
            body: body && JSON.stringify(body(context)),
          }
        : undefined,
    );
  const productOf = (n) => (context) => context.shopper.order.cartItems[n].product_id;
  return {
    name: 'sign-in',
    rate: perSecond * 7,
    lanes: perSecond,
    requests: () => [
      step(
        'sign-in',
        (context) => {
          context.shopper = shoppers[next++ % shoppers.length];
          const { email, password } = context.shopper;
          return {
            method: 'POST',
            path: '/api/users/login',
            body: JSON.stringify({ emailOrContact: email, password }),
          };
        },
        (status, body, context) => {
          if (status !== 200) return;
          context.token = parsed(body)?.accessToken;
          if (context.token) context.shopper.token = context.token;
        },
      ),
      cartStep('GET', () => '/api/cart'),
      cartStep(
        'POST',
        () => '/api/cart',
        (context) => ({ product_id: productOf(0)(context), quantity: 1 }),
      ),
      cartStep(
        'POST',
        () => '/api/cart',
        (context) => ({ product_id: productOf(1)(context), quantity: 1 }),
      ),
      cartStep('GET', () => '/api/cart'),
      cartStep('DELETE', (context) => `/api/cart/${productOf(0)(context)}`),
      cartStep('DELETE', (context) => `/api/cart/${productOf(1)(context)}`),
    ],
  };
}

/**
 * Checkouts, `perSecond` of them, each as the checkout page makes it: create-order, the sandbox's
 * authorize (which also sends the order.paid webhook), then verify. One in DECLINED_ONE_IN is declined
 * instead (payment.failed) and abandoned, as is an order whose payment step failed. `authorized` holds
 * the gateway order of every payment the sandbox took: each must end paid.
 */
export function checkoutFlow(shoppers, perSecond, runTag) {
  let next = 0;
  const authorized = new Set();
  return {
    name: 'checkout',
    rate: perSecond * 3,
    lanes: perSecond,
    authorized,
    requests: () => [
      step(
        'create-order',
        (context) => {
          const n = next++;
          context.shopper = shoppers[n % shoppers.length];
          context.declines = n % DECLINED_ONE_IN === DECLINED_ONE_IN - 1;
          return {
            method: 'POST',
            path: '/api/payment/create-order',
            headers: { ...bearer(context.shopper.token), 'idempotency-key': `${runTag}-${n}` },
            body: JSON.stringify(context.shopper.order),
          };
        },
        (status, body, context) => {
          if (status === 201) context.orderId = parsed(body)?.razorpayOrder?.id;
        },
      ),
      step(
        'authorize',
        (context) =>
          context.orderId && {
            kind: context.declines ? 'decline' : 'authorize',
            method: 'POST',
            path: context.declines ? '/api/payment/sandbox/decline' : '/api/payment/sandbox/authorize',
            body: JSON.stringify({ order_id: context.orderId }),
          },
        (status, body, context) => {
          if (status !== 200 || context.declines) return;
          context.payment = parsed(body);
          authorized.add(context.orderId);
        },
      ),
      step('verify', (context) => {
        if (context.payment)
          return {
            method: 'POST',
            path: '/api/payment/verify',
            headers: bearer(context.shopper.token),
            body: JSON.stringify(context.payment),
          };
        return (
          context.orderId && {
            kind: 'abandon',
            method: 'POST',
            path: '/api/payment/abandon',
            headers: bearer(context.shopper.token),
            body: JSON.stringify({ razorpay_order_id: context.orderId }),
          }
        );
      }),
    ],
  };
}
