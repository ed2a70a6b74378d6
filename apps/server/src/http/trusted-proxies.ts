import { BlockList, isIP } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';

/**
 * Which peers may tell us the client's address (TRUSTED_PROXIES, issue #41). TRUST_PROXY says how many
 * proxies stand in front; this says who they are. A request whose socket peer is not one of them gets
 * its forwarding headers taken off before anything reads them, so a client that reaches an instance
 * directly (its port open to the network) cannot write its own X-Forwarded-For and escape every
 * per-address limit. Decision 070.
 */
export type TrustedProxies = (address: string | undefined) => boolean;

/**
 * Without TRUSTED_PROXIES: this machine and the private networks (RFC 1918, unique-local IPv6), where a
 * reverse proxy of an existing installation lives (nginx on the same machine, a load balancer in the
 * same private network), while a client from the internet is never believed.
 */
export const DEFAULT_TRUSTED_PROXIES = [
  '127.0.0.0/8',
  '::1/128',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  'fc00::/7',
];

/** Parses addresses and CIDR ranges (`127.0.0.1`, `10.0.0.0/8`, `::1`); throws on anything else. */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits)))
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    if (!address) return false;
    // A socket listening on `::` sees IPv4 clients as IPv4-mapped IPv6 (::ffff:127.0.0.1).
    const plain = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/** Headers by which a proxy says whom it forwards: a client that is not one must not send them. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

/**
 * Takes the forwarding headers off a request that did not come from a trusted proxy (only when
 * TRUST_PROXY is on: without it they are never read for the address). What reads them later (the
 * client address of the rate limits and sessions, local mode) then sees the socket's peer.
 */
export function forwardedOnlyFromProxies(trustProxy: number, isTrusted: TrustedProxies): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // No socket: a request the server makes to itself (a rendered page's reads), headers its own.
    const incoming = c.env?.incoming;
    if (trustProxy > 0 && incoming && !isTrusted(incoming.socket?.remoteAddress)) {
      const forged = FORWARDING_HEADERS.filter((name) => c.req.raw.headers.has(name));
      if (forged.length > 0) {
        // A new request (the arriving one's headers cannot change); only such a request pays for it.
        const headers = new Headers(c.req.raw.headers);
        for (const name of forged) headers.delete(name);
        c.req.raw = new Request(c.req.raw, { headers });
      }
    }
    await next();
  };
}
