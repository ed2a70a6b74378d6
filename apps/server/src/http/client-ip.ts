import type { Context } from 'hono';
import type { AppEnv } from './app-env.js';

/** Our own header for the client address: whatever a client sends in it is overwritten. */
export const CLIENT_IP_HEADER = 'x-trialhub-client-ip';

export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
