import type { AreaRemote } from '../features/remotes/runtime-config';

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
      '/Add-Addresses',
      '/edit-address/:id',
      '/order/:orderId',
    ],
  },
];

const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/** `/description/:id` against a pathname: whole path, any case, one trailing slash allowed. */
function matches(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/**
 * The area a pathname belongs to. Kept free of the router: the page's inline boot script uses it too,
 * to start fetching the area before the shell's own code has arrived.
 */
export function findArea(pathname: string): Area | undefined {
  return AREAS.find((area) => area.paths.some((path) => matches(path, pathname)));
}
