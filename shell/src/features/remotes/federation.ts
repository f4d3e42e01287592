import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { bootState, MANIFEST_TIMEOUT_MS } from '../../config/boot-state';
import type { AreaRemote } from '../../types/area-remote';
import {
  FEDERATION_RUNTIME,
  runtimeDeclarations,
  sharedMismatches,
  SharedVersionsError,
  type SharedDeclaration,
  type SharedMismatch,
} from './shared-versions';

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

/** The versions of the shared modules the shell itself provides (its build's share config), and its runtime's. */
export function shellSharedVersions(): Record<string, string> {
  const instance = getInstance();
  const versions: Record<string, string> = instance?.version
    ? { [FEDERATION_RUNTIME]: instance.version }
    : {};
  for (const [name, offers] of Object.entries(instance?.options.shared ?? {})) {
    const own = offers.find((offer) => offer.from === instance?.options.name) ?? offers[0];
    if (own?.version) versions[name] = own.version;
  }
  return versions;
}

/** Remotes refused on their last manifest, kept until the next attempt to load them. */
const refused = new Map<string, readonly SharedMismatch[]>();

/**
 * Reads the remote's manifest before the runtime does: a remote whose shared versions the shell cannot
 * satisfy (shared-versions.ts) is refused here, before its entry or any chunk runs. Refusing inside the
 * fetch keeps nothing cached: the runtime forgets a failed manifest, so Retry fetches it anew.
 */
async function checkSharedVersions(remote: string, response: Response): Promise<void> {
  if (!response.ok) return;
  const manifest = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { shared?: unknown; metaData?: unknown } | undefined;
  const declared = [
    ...(Array.isArray(manifest?.shared) ? (manifest.shared as SharedDeclaration[]) : []),
    ...runtimeDeclarations(manifest?.metaData),
  ];
  const mismatches = sharedMismatches(declared, shellSharedVersions());
  if (mismatches.length === 0) return;
  refused.set(remote, mismatches);
  throw new SharedVersionsError(remote, mismatches);
}

export function registerAreaRemotes(remotes: Partial<Record<AreaRemote, string>>): void {
  registerPlugins([
    {
      name: 'harmony-fetch',
      // The runtime fetches only manifests through this hook.
      fetch: async (url, init, remoteInfo) => {
        const response =
          (await takeBootManifest(url)) ??
          (await fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) }));
        if (remoteInfo) await checkSharedVersions(remoteInfo.name, response);
        return response;
      },
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
 * dropped connection) before the area's fallback is shown; nothing of a failure is cached. A remote
 * refused for its shared versions is not tried again: only a newer shell (a reload) or a rolled-back
 * remote (Retry) changes that.
 */
async function loadAreaRoutes(remote: AreaRemote): Promise<{ default: ComponentType }> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    refused.delete(remote);
    try {
      const module = await loadRemote<{ default: ComponentType }>(`${remote}/routes`);
      if (module?.default) return module;
      lastError = new Error(`${remote}/routes exposes no component`);
    } catch (error) {
      // The runtime reports a failed manifest fetch in its own words (RUNTIME-003): the refusal is here.
      const mismatches = refused.get(remote);
      if (mismatches) throw new SharedVersionsError(remote, mismatches);
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
