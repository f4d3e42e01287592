import { createHmac } from 'node:crypto';
import ipaddr from 'ipaddr.js';

/**
 * What a rate limit counts: a scope ('login:ip') and the value counted in it (an address, an account),
 * and for some limits also the client's network, so one network's tries do not count against another's.
 */
export interface LimitKey {
  scope: string;
  value: string;
  client?: string;
}

export function limitKey(scope: string, value: string | number): LimitKey {
  return { scope, value: String(value) };
}

/**
 * The network a client address stands for: an IPv4 address itself (an IPv4-mapped IPv6 one too), an
 * IPv6 address its /64, the smallest block a provider hands one customer, who could otherwise step
 * through 2^64 addresses to escape any limit.
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

/** A limit per client network (see clientNetwork). */
export function addressKey(scope: string, ip: string): LimitKey {
  return limitKey(scope, clientNetwork(ip));
}

/**
 * How keys are stored: the scope in clear, each value as a keyed HMAC, so the rate_limits table names
 * no email or address, and a digest cannot be matched against a list of emails without the server's
 * secret (a bare SHA-256 could). A key's client part comes last, so one prefix holds every client's
 * count of a value (a password reset clears them all).
 */
export function limitKeyStorage(secret: Buffer) {
  const mac = (value: string) => createHmac('sha256', secret).update(value).digest('base64url').slice(0, 32);
  const valuePart = (key: LimitKey) => `${key.scope}:${mac(key.value)}`;
  return {
    stored: (key: LimitKey) =>
      key.client === undefined ? valuePart(key) : `${valuePart(key)}:${mac(key.client)}`,
    /** The prefix of every client's key of the same scope and value. */
    everyClient: (key: LimitKey) => `${valuePart(key)}:`,
  };
}
