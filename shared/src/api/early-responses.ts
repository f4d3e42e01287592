/**
 * Reads an area declares as its routes' first data, started by the page's boot script (shell) as soon as
 * the area's manifest names them, so they download beside the area's code instead of after it. The
 * code that reads them takes the response here instead of asking again; each one is taken once, so a
 * later read (a retry, a refresh of the list) goes to the network.
 */
const REGISTRY = '__harmonyEarlyResponses';

type Registry = Map<string, Promise<Response>>;

function registry(create: boolean): Registry | undefined {
  const scope = globalThis as { [REGISTRY]?: Registry };
  if (create) scope[REGISTRY] ??= new Map();
  return scope[REGISTRY];
}

/** Only the site's own api is read early: a manifest cannot send the page elsewhere. */
export function isEarlyReadPath(path: string): boolean {
  return /^\/api\/[\w\-./%]*(?:\?[\w\-.%=&+]*)?$/.test(path) && !path.includes('..');
}

/** How every catalogue read asks, early or not, so both get the same answer. */
export const JSON_GET: RequestInit = { headers: { Accept: 'application/json' } };

export function startEarlyResponse(path: string): void {
  if (!isEarlyReadPath(path)) return;
  const early = registry(true);
  if (!early || early.has(path)) return;
  const response = fetch(path, JSON_GET);
  // Whoever takes it reads the failure; an early read nobody took must not log an unhandled rejection.
  response.catch(() => undefined);
  early.set(path, response);
}

export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const early = registry(false);
  const response = early?.get(path);
  early?.delete(path);
  return response;
}
