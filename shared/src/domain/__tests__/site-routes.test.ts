import {
  SITE_ROUTES,
  type SiteRoute,
  areaRoutes,
  fillPath,
  firstReads,
  matchPathname,
  matchSegments,
} from '../site-routes';

const routes: readonly SiteRoute[] = SITE_ROUTES;

describe('the route table', () => {
  it('names each address once, whatever its case, and a route no other route also matches', () => {
    expect(new Set(routes.map((route) => route.path.toLowerCase())).size).toBe(routes.length);
    for (const route of routes) {
      for (const spelling of route.spellings ?? []) {
        expect(spelling).not.toBe(route.path);
        expect(routes.filter((other) => matchPathname(other.path, spelling))).toEqual(
          spelling.toLowerCase() === route.path.toLowerCase() ? [route] : [],
        );
      }
      // Every :name filled in, whatever it is called.
      const sample = route.path.replace(/:\w+/g, '7');
      expect(routes.filter((other) => matchPathname(other.path, sample))).toEqual([route]);
    }
  });

  it('keeps a page out of the sitemap one way only: private (noindex) or unlisted (the cart)', () => {
    expect(routes.filter((route) => route.private && route.unlisted)).toEqual([]);
    expect(routes.filter((route) => route.unlisted).map((route) => route.path)).toEqual(['/cart']);
  });

  it('has one product page and one listing, both drawn by the catalog', () => {
    for (const kind of ['product', 'listing'] as const) {
      expect(routes.filter((route) => route.catalogue === kind).map((route) => route.area)).toEqual([
        'catalog',
      ]);
    }
  });

  it('reads first from the api only, with the parameters its route has', () => {
    for (const route of routes.filter((r) => r.firstRead)) {
      expect(route.firstRead).toMatch(/^\/api\//);
      const names = (path: string) => path.match(/:\w+/g) ?? [];
      expect(names(route.firstRead!)).toEqual(names(route.path));
    }
  });
});

describe('areaRoutes', () => {
  it("gives an area's routes in the table's order", () => {
    expect(areaRoutes('catalog').map((route) => route.path)).toEqual(['/', '/product', '/description/:id']);
    expect(areaRoutes('cart_checkout').map((route) => route.path)).toEqual([
      '/cart',
      '/order-confirmation',
      '/order-success',
    ]);
    expect(areaRoutes('shell').map((route) => route.path)).toEqual([
      '/about',
      '/contact',
      '/privacy',
      '/RefundPolicy',
      '/TandP',
    ]);
  });

  it('gives every route to exactly one area', () => {
    const areas = ['shell', 'catalog', 'cart_checkout', 'account', 'backoffice'] as const;
    expect(areas.flatMap((area) => areaRoutes(area)).length).toBe(routes.length);
  });
});

describe('firstReads', () => {
  it("maps each of an area's route patterns to the api read its first render needs", () => {
    expect(firstReads('catalog')).toEqual({
      '/': '/api/products',
      '/product': '/api/products?page=1',
      '/description/:id': '/api/products/:id',
    });
  });

  it('is empty for an area whose routes read nothing first', () => {
    expect(firstReads('cart_checkout')).toEqual({});
    expect(firstReads('account')).toEqual({});
    expect(firstReads('shell')).toEqual({});
  });
});

describe('matchPathname', () => {
  it('answers the parameters as the address spells them', () => {
    expect(matchPathname('/description/:id', '/Description/12/')).toEqual({ id: '12' });
    expect(matchPathname('/product', '/PRODUCT')).toEqual({});
    expect(matchPathname('/', '/')).toEqual({});
  });

  it('answers nothing for another path', () => {
    expect(matchPathname('/description/:id', '/description')).toBeUndefined();
    expect(matchPathname('/product', '/products')).toBeUndefined();
    expect(matchPathname('/', '/product')).toBeUndefined();
  });
});

describe('matchSegments', () => {
  it('compares whole segments, any case, and takes any value for a parameter', () => {
    expect(matchSegments('/order/:orderId', ['Order', 'x1'])).toEqual({ orderId: 'x1' });
    expect(matchSegments('/profile/settings', ['profile'])).toBeUndefined();
    expect(matchSegments('/profile', ['profile', 'settings'])).toBeUndefined();
    expect(matchSegments('/', [])).toEqual({});
  });
});

describe('fillPath', () => {
  it("writes a pattern's parameters in, and nothing for one it was not given", () => {
    expect(fillPath('/api/products/:id', { id: 3 })).toBe('/api/products/3');
    expect(fillPath('Order #:orderId', { orderId: 12 })).toBe('Order #12');
    expect(fillPath('/edit-address/:id', {})).toBe('/edit-address/');
    expect(fillPath('/product', { id: 3 })).toBe('/product');
  });
});
