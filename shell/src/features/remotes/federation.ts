import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { bootState, MANIFEST_TIMEOUT_MS } from '../../boot/boot-state';
import type { AreaRemote } from './runtime-config';

const ATTEMPTS = 3;
const RETRY_DELAY_MS = 400;

/** The manifest the page's boot script already asked for, handed over once (a retry fetches anew). */
async function takeBootManifest(url: string): Promise<Response | undefined> {
  const boot = bootState();
  const early = await boot?.area?.catch(() => undefined);
  if (!boot || early?.url !== url) return undefined;
  boot.area = undefined;
  return early.response;
}

export function registerAreaRemotes(remotes: Partial<Record<AreaRemote, string>>): void {
  registerPlugins([
    {
      name: 'harmony-fetch',
      fetch: async (url, init) =>
        (await takeBootManifest(url)) ??
        fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) }),
    },
  ]);
  registerRemotes(
    // config.json may name an area on this site's own address (/catalog/mf-manifest.json).
    Object.entries(remotes).flatMap(([name, entry]) =>
      URL.canParse(entry, location.href) ? [{ name, entry: new URL(entry, location.href).href }] : [],
    ),
    { force: true },
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The routes an area exposes. A failed load is tried again a few times (a deploy in progress, a
 * dropped connection) before the area's fallback is shown; nothing of a failure is cached.
 */
async function loadAreaRoutes(remote: AreaRemote): Promise<{ default: ComponentType }> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      const module = await loadRemote<{ default: ComponentType }>(`${remote}/routes`);
      if (module?.default) return module;
      lastError = new Error(`${remote}/routes exposes no component`);
    } catch (error) {
      lastError = error;
    }
    if (attempt < ATTEMPTS) await sleep(RETRY_DELAY_MS * attempt);
  }
  throw lastError;
}

const requested = new Map<AreaRemote, Promise<{ default: ComponentType }>>();

/**
 * The routes of an area, asked for once per page: the shell starts the area its address needs before
 * its own first render, and the area's screen takes that same request. A failed request is forgotten,
 * and `again` (Retry) always asks anew.
 */
export function areaRoutes(remote: AreaRemote, again = false): Promise<{ default: ComponentType }> {
  const known = requested.get(remote);
  if (known && !again) return known;
  const request = loadAreaRoutes(remote);
  requested.set(remote, request);
  request.catch(() => {
    if (requested.get(remote) === request) requested.delete(remote);
  });
  return request;
}
