import type { AreaRemote } from '../types/area-remote';

/** What the page's inline boot script started before the shell's code arrived (see boot.ts). */
export interface BootState {
  /** GET /config.json, parsed. */
  config: Promise<unknown>;
  /** The manifest of the area this address needs, already on its way (none for shell pages). */
  area?: Promise<{ remote: AreaRemote; url: string; response: Promise<Response> } | undefined>;
}

declare global {
  interface Window {
    __harmonyBoot?: BootState;
  }
}

export const CONFIG_URL = '/config.json';
/**
 * The element that carries config.json in the page: index.html holds a server-side include of it
 * (`<!--# include virtual="/config.json" -->`, shell/webpack.config.js) that nginx's ssi module and
 * the site server fill in. Where nothing fills it in, the boot script fetches the file.
 */
export const CONFIG_ELEMENT_ID = 'harmony-config';
export const CONFIG_TIMEOUT_MS = 5000;
/** A remote that accepts the connection but never answers must not hang its area for 40 s. */
export const MANIFEST_TIMEOUT_MS = 8000;

export function bootState(): BootState | undefined {
  return typeof window === 'undefined' ? undefined : window.__harmonyBoot;
}
