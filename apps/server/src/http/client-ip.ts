import type { Context } from 'hono';
import type { AppEnv } from './app-env.js';

/** Our own header for the client address: whatever a client sends in it is overwritten. */
export const CLIENT_IP_HEADER = 'x-trialhub-client-ip';

/**
 * The client's address. Behind `trustProxy` proxies (TRUST_PROXY, 0 = none), it is the entry that many
 * places from the right of X-Forwarded-For: each proxy appends the address it was called from, so
 * entries further left were written by the client and are not trusted (a client could name any
 * address and escape its rate limits).
 */
export function clientIp(c: Context<AppEnv>, trustProxy: number): string {
  if (trustProxy > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const forwarded = chain[Math.max(0, chain.length - trustProxy)];
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
