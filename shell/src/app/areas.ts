import { matchPath } from '@harmony/shared/router';
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

export function findArea(pathname: string): Area | undefined {
  return AREAS.find((area) =>
    area.paths.some((path) => matchPath({ path, caseSensitive: false, end: true }, pathname)),
  );
}
