// Inlined into index.html and run before anything else: as soon as the page knows its address it reads
// config.json (written into the page by the edge, else fetched), fetches the manifest of the area that
// address needs, and asks for that area's entry, first chunk and styles, so they download beside the
// shell's own code instead of after it.
// Where the area's manifest names the data a route reads first, that read starts here too.
// The remotes' addresses stay run-time configuration (config.json); nothing here is built per deploy.
import { startEarlyResponse } from '@harmony/shared/early-responses';
import { fillPath, matchPathname } from '@harmony/shared/routes';
import { findArea } from '../app/areas';
import {
  CONFIG_ELEMENT_ID,
  CONFIG_TIMEOUT_MS,
  CONFIG_URL,
  MANIFEST_TIMEOUT_MS,
  type BootState,
} from '../config/boot-state';

interface Manifest {
  metaData?: {
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
    /** Route pattern → the api path its first render reads (`/description/:id` → `/api/products/:id`). */
    firstData?: Record<string, unknown>;
  };
  exposes?: Array<{ name?: string; assets?: { js?: AssetFiles; css?: AssetFiles } }>;
}

interface AssetFiles {
  sync?: string[];
}

function preload(href: string, as: 'script' | 'style') {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.appendChild(link);
}

/** The area's remoteEntry.js and what its routes need at once, as the federation runtime will ask. */
function preloadArea(manifestUrl: string, manifest: Manifest) {
  const publicPath = manifest.metaData?.publicPath;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : publicPath;
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name)
    preload(new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href, 'script');
  const routes = manifest.exposes?.find((expose) => expose.name === 'routes')?.assets;
  for (const file of routes?.css?.sync ?? []) preload(new URL(file, base).href, 'style');
  for (const file of routes?.js?.sync ?? []) preload(new URL(file, base).href, 'script');
}

/** The first read of this address's route, as the area declares it, started now. */
function startFirstData(manifest: Manifest) {
  for (const [pattern, template] of Object.entries(manifest.metaData?.firstData ?? {})) {
    const params = matchPathname(pattern, location.pathname);
    if (!params || typeof template !== 'string') continue;
    startEarlyResponse(fillPath(template, params));
    return;
  }
}

/** config.json as the edge wrote it into the page; undefined where it did not (a dev server). */
function includedConfig(): unknown {
  const text = document.getElementById(CONFIG_ELEMENT_ID)?.textContent?.trim();
  if (!text || text.startsWith('<!--')) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const included = includedConfig();
const config: Promise<unknown> =
  included !== undefined
    ? Promise.resolve(included)
    : fetch(CONFIG_URL, { cache: 'no-cache', signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS) }).then(
        (response) => {
          if (!response.ok) throw new Error(`${CONFIG_URL} answered ${response.status}`);
          return response.json();
        },
      );
const state: BootState = { config };

const area = findArea(location.pathname);
if (area) {
  state.area = config.then((value) => {
    const entry = (value as { remotes?: Record<string, unknown> } | null)?.remotes?.[area.remote];
    if (typeof entry !== 'string' || !entry.endsWith('.json')) return undefined;
    const url = new URL(entry, location.href).href;
    const response = fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    response
      .then((answer) => (answer.ok ? answer.clone().json() : undefined))
      .then((manifest: Manifest | undefined) => {
        if (!manifest) return;
        startFirstData(manifest);
        preloadArea(url, manifest);
      })
      .catch(() => undefined);
    return { remote: area.remote, url, response };
  });
  // The shell reports failures itself, when it reads these; the early copies must not log twice.
  state.area.catch(() => undefined);
}
config.catch(() => undefined);

window.__harmonyBoot = state;
