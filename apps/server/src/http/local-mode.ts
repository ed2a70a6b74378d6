import type { Context } from 'hono';
import type { AppEnv } from './app-env.js';

/**
 * "Local mode" (docs/decisions/010-local-dev-outbox.md): someone trying TrialHub on their own machine
 * with `npm start`. Only then are mails kept in the dev outbox instead of sent, and only then does the
 * login page show the demo password; reading either needs a request from that same machine.
 */
export function isLocalMode(options: { isProduction: boolean; smtpUrl: string | null; publicUrl: string }): boolean {
  return !options.isProduction && !options.smtpUrl && isLoopbackHost(new URL(options.publicUrl).hostname);
}

/** localhost, 127.0.0.0/8 and ::1 (URL hostnames keep IPv6 brackets). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function isLoopbackAddress(address: string | undefined): boolean {
  return !!address && (address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address));
}

/** Headers a proxy adds: a request that came through one may come from anywhere. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

/**
 * Whether a request comes from this machine itself: the socket's peer is a loopback address, no proxy
 * forwarded it, and its Host names this machine (a page on another site whose name an attacker points at
 * 127.0.0.1, DNS rebinding, sends its own name). A request with no socket (tests' app.request()) is not.
 */
export function isLocalRequest(c: Context<AppEnv>): boolean {
  if (!isLoopbackAddress(c.env?.incoming?.socket?.remoteAddress)) return false;
  if (PROXY_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  const host = c.req.header('host');
  if (!host) return false;
  try {
    return isLoopbackHost(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}
