import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** One address or range of METRICS_ALLOW as a [network, prefix length] pair. */
function rangeOf(entry: string): Range {
  if (ipaddr.isValidCIDR(entry)) return ipaddr.parseCIDR(entry);
  const address = ipaddr.process(entry);
  return [address, address.kind() === 'ipv4' ? 32 : 128];
}

/**
 * Whether an address may read /metrics: the loopback, or an address in `allow`. IPv4-mapped IPv6
 * addresses (::ffff:127.0.0.1, as a dual-stack socket reports them) count as their IPv4 address.
 */
export function metricsReader(allow: readonly string[]): (address: string | undefined) => boolean {
  const ranges = allow.map(rangeOf);
  return (address) => {
    if (!address || !ipaddr.isValid(address)) return false;
    const parsed = ipaddr.process(address);
    if (parsed.range() === 'loopback') return true;
    return ranges.some(([network, bits]) => network.kind() === parsed.kind() && parsed.match(network, bits));
  };
}

/**
 * The addresses a request to /metrics speaks for: the socket's peer and every address its
 * X-Forwarded-For names. All of them must be allowed. The header is not believed (a client can write
 * anything there); it can only close the door, never open it: nginx replaces it with the shopper's own
 * address, so a public request nginx forwarded from its loopback socket is still refused here.
 */
export function requestAddresses(peer: string | undefined, forwardedFor: string | string[] | undefined) {
  const forwarded = [forwardedFor ?? []].flat().flatMap((value) => value.split(','));
  return [peer, ...forwarded.map((value) => value.trim())];
}
