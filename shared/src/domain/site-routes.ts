/** Who draws a route: the shell itself, or one remote (by its container name, as config.json names it). */
export type SiteArea = 'shell' | 'catalog' | 'cart_checkout' | 'account' | 'backoffice';

/** One address of the shop (SPEC §2), as every app reads it: the routers, the page heads, the crawlers. */
export interface SiteRoute {
  /**
   * SPEC §2's first spelling: the routers' pattern and the canonical address; `:name` is an id (digits).
   * Matching ignores case (/About is /about); robots.txt does not, hence `spellings`.
   */
  path: string;
  area: SiteArea;
  /**
   * The screen's name as its tab says it ("Cart" → "Cart · Harmony"), `:name` filled in; none: the home
   * title. The catalogue's pages name themselves after a product, a search or an aisle.
   */
  title?: string;
  /** The api describes the page from the catalogue: a product (404 when there is none) or the listing. */
  catalogue?: 'product' | 'listing';
  /** A shopper's own page: noindex, not in the sitemap, disallowed in robots.txt. */
  private?: true;
  /**
   * Open to crawlers but not in the sitemap: nothing there to find. The cart, which a crawler sees
   * empty (the shopper's lines live in their browser and, signed in, behind their token).
   */
  unlisted?: true;
  /** Other addresses of the page: SPEC §2's other spellings (robots.txt compares paths by case), /index.html. */
  spellings?: readonly string[];
  /**
   * The api read the route's first render needs (`:name` filled in): the area's manifest names it
   * (firstData) and the shell's boot script starts it beside the area's code.
   */
  firstRead?: string;
}

/** The home page's title, as the shell names its tab (and its page's default). */
export const HOME_TITLE = 'Harmony · Voltage stabilizers, extension boards and accessories';

/**
 * Every route of the shop, once. A new route is a line here and its screen in its area's router; the
 * shell's area map and boot script, the area's manifest, the page heads, the sitemap and robots.txt
 * follow. The order is robots.txt's and the sitemap's.
 */
const TABLE = [
  { path: '/', area: 'catalog', spellings: ['/index.html'], firstRead: '/api/products' },
  {
    path: '/product',
    area: 'catalog',
    title: 'Products',
    catalogue: 'listing',
    firstRead: '/api/products?page=1',
  },
  { path: '/description/:id', area: 'catalog', catalogue: 'product', firstRead: '/api/products/:id' },
  { path: '/about', area: 'shell', title: 'About', spellings: ['/About'] },
  { path: '/contact', area: 'shell', title: 'Contact Us', spellings: ['/Contact'] },
  { path: '/privacy', area: 'shell', title: 'Privacy Policy', spellings: ['/Privacy'] },
  { path: '/RefundPolicy', area: 'shell', title: 'Refund Policy' },
  { path: '/TandP', area: 'shell', title: 'Terms and Conditions' },
  { path: '/login', area: 'account', title: 'Sign In' },
  { path: '/registration', area: 'account', title: 'Customer Registration' },
  { path: '/forget-password', area: 'account', title: 'Forgot Password' },
  { path: '/reset-password', area: 'account', title: 'Reset Password', private: true },
  { path: '/confirm-change', area: 'account', title: 'Confirm Your New Details', private: true },
  { path: '/undo-change', area: 'account', title: 'Undo the Change', private: true },
  { path: '/cart', area: 'cart_checkout', title: 'Cart', unlisted: true },
  { path: '/order-confirmation', area: 'cart_checkout', title: 'Order Confirmation', private: true },
  { path: '/order-success', area: 'cart_checkout', title: 'Order Placed', private: true },
  { path: '/profile', area: 'account', title: 'My Profile', private: true, spellings: ['/Profile'] },
  { path: '/profile/settings', area: 'account', title: 'Account Settings', private: true },
  { path: '/Add-Addresses', area: 'account', title: 'Add New Address', private: true },
  { path: '/edit-address/:id', area: 'account', title: 'Edit Address', private: true },
  { path: '/order/:orderId', area: 'account', title: 'Order #:orderId', private: true },
  // The back office (staff only): its own layout, its own remote, never in a shopper's first render.
  { path: '/admin', area: 'backoffice', title: 'Back office', private: true },
  { path: '/admin/orders', area: 'backoffice', title: 'Orders', private: true },
  { path: '/admin/orders/:orderId', area: 'backoffice', title: 'Order #:orderId', private: true },
  { path: '/admin/staff', area: 'backoffice', title: 'Staff', private: true },
  { path: '/admin/audit', area: 'backoffice', title: 'Audit log', private: true },
  { path: '/admin/products', area: 'backoffice', title: 'Products', private: true },
  // Not /admin/products/new: every address matches one route only, and :productId would match it too.
  { path: '/admin/new-product', area: 'backoffice', title: 'New product', private: true },
  { path: '/admin/products/:productId', area: 'backoffice', title: 'Product #:productId', private: true },
  { path: '/admin/stock', area: 'backoffice', title: 'Stock', private: true },
  {
    path: '/admin/stock/:productId',
    area: 'backoffice',
    title: 'Stock of product #:productId',
    private: true,
  },
  { path: '/admin/coupons', area: 'backoffice', title: 'Coupons', private: true },
  { path: '/admin/messages', area: 'backoffice', title: 'Customer messages', private: true },
  { path: '/admin/messages/:messageId', area: 'backoffice', title: 'Message #:messageId', private: true },
  { path: '/admin/mails', area: 'backoffice', title: 'Mails', private: true },
] as const satisfies readonly SiteRoute[];

/** Each line with every field of SiteRoute (undefined where it has none), so checking one field narrows. */
type Uniform<Line> = Line extends unknown
  ? Line & Partial<Record<Exclude<keyof SiteRoute, keyof Line>, undefined>>
  : never;
type TableRoute = Uniform<(typeof TABLE)[number]>;

export const SITE_ROUTES: readonly TableRoute[] = TABLE;

/** The paths an area draws: its router's, each with a screen. */
export type AreaPath<A extends SiteArea> = Extract<TableRoute, { area: A }>['path'];

/** The paths whose page head is the same for everyone (the catalogue's pages are described apart). */
export type SitePagePath = Exclude<TableRoute, { catalogue: string }>['path'];

/** An area's routes, in the table's order. */
export function areaRoutes<A extends SiteArea>(area: A): Array<Extract<TableRoute, { area: A }>> {
  return SITE_ROUTES.filter((route): route is Extract<TableRoute, { area: A }> => route.area === area);
}

/**
 * A path's segments against a route's pattern: whole path, any case, a value for each `:name`.
 * Answers the values as the segments spell them ({ id: '3' }), or undefined when it does not match.
 */
export function matchSegments(
  pattern: string,
  segments: readonly string[],
): Record<string, string> | undefined {
  const want = pattern.split('/').filter(Boolean);
  if (want.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = segments[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part.toLowerCase() !== value.toLowerCase()) return undefined;
  }
  return params;
}

/** `/description/:id` against a pathname (`/Description/3/`): as matchSegments, empty segments left out. */
export function matchPathname(pattern: string, pathname: string): Record<string, string> | undefined {
  return matchSegments(pattern, pathname.split('/').filter(Boolean));
}

/** A pattern with its `:name`s filled in: `/api/products/:id`, { id: 3 } → `/api/products/3`. */
export function fillPath(pattern: string, params: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => String(params[name] ?? ''));
}

/** An area's first reads, route pattern → api path (its manifest's firstData); empty when it has none. */
export function firstReads(area: SiteArea): Record<string, string> {
  return Object.fromEntries(
    areaRoutes(area).flatMap((route) =>
      'firstRead' in route && route.firstRead ? [[route.path, route.firstRead]] : [],
    ),
  );
}
