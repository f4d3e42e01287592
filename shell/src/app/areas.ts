import type { AreaRemote } from '../types/area-remote';

export interface Area {
  remote: AreaRemote;
  /** Shoppers read this in the fallback when the area cannot be loaded. */
  label: string;
  paths: string[];
}

/** Which team's remote answers which route (SPEC §2). Matching ignores case: /About and /about alike. */
export const AREAS: Area[] = [
  { remote: 'catalog', label: 'Products', paths: ['/', '/product', '/description/:id'] },
  {
    remote: 'cart_checkout',
    label: 'Cart and checkout',
    paths: ['/cart', '/order-confirmation', '/order-success'],
  },
  {
    remote: 'account',
    label: 'Your account',
    paths: [
      '/login',
      '/registration',
      '/forget-password',
      '/reset-password',
      '/profile',
      '/profile/settings',
      '/Add-Addresses',
      '/edit-address/:id',
      '/order/:orderId',
    ],
  },
];

/**
 * `/description/:id` against a pathname: whole path, any case, one trailing slash allowed. Answers the
 * parameters as the pathname spells them ({ id: '3' }), or undefined when it does not match.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = have[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part.toLowerCase() !== value.toLowerCase()) return undefined;
  }
  return params;
}

/**
 * The area a pathname belongs to. Kept free of the router: the page's inline boot script uses it too,
 * to start fetching the area before the shell's own code has arrived.
 */
export function findArea(pathname: string): Area | undefined {
  return AREAS.find((area) => area.paths.some((path) => matchPath(path, pathname) !== undefined));
}
