import { areaRoutes, matchPathname } from '@harmony/shared/routes';
import type { AreaRemote } from '../types/area-remote';

export interface Area {
  remote: AreaRemote;
  /** Shoppers read this in the fallback when the area cannot be loaded. */
  label: string;
  paths: string[];
}

const remoteArea = (remote: AreaRemote, label: string): Area => ({
  remote,
  label,
  paths: areaRoutes(remote).map((route) => route.path),
});

/** Which team's remote answers which route (the route table, SPEC §2). Matching ignores case: /About and /about alike. */
export const AREAS: Area[] = [
  remoteArea('catalog', 'Products'),
  remoteArea('cart_checkout', 'Cart and checkout'),
  remoteArea('account', 'Your account'),
  remoteArea('backoffice', 'The back office'),
];

/**
 * The area a pathname belongs to. Kept free of the router: the page's inline boot script uses it too,
 * to start fetching the area before the shell's own code has arrived.
 */
export function findArea(pathname: string): Area | undefined {
  return AREAS.find((area) => area.paths.some((path) => matchPathname(path, pathname) !== undefined));
}
