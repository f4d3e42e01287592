import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { AreaRemote } from './runtime-config';

/** A remote that accepts the connection but never answers must not hang its area for 40 s. */
const MANIFEST_TIMEOUT_MS = 8000;
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 400;

export function registerAreaRemotes(remotes: Partial<Record<AreaRemote, string>>): void {
  registerPlugins([
    {
      name: 'harmony-fetch-timeout',
      fetch: (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) }),
    },
  ]);
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The routes an area exposes. A failed load is tried again a few times (a deploy in progress, a
 * dropped connection) before the area's fallback is shown; nothing of a failure is cached.
 */
export async function loadAreaRoutes(remote: AreaRemote): Promise<{ default: ComponentType }> {
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
