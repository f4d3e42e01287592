import type { AddressInfo } from 'node:net';

/**
 * A route of this api process, as the process itself reaches it (the sandboxes' webhooks): over loopback
 * when it listens on every address; undefined while it does not listen yet.
 */
export function ownUrl(address: AddressInfo | string | null, path: string): string | undefined {
  if (!address || typeof address === 'string') return undefined;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}${path}`;
}
