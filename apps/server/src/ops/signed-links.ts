import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens in links that act for one user without a session (a calendar feed address, a mail's
 * unsubscribe link): `base64url(userId)[.qualifier].mac`, the MAC over `purpose[:qualifier]:userId`
 * with the server's secret. The format is what links already sent out carry: do not change it.
 */
export function signUserLink(secret: string, purpose: string, userId: string, qualifier?: string): string {
  const parts = [Buffer.from(userId).toString('base64url')];
  if (qualifier !== undefined) parts.push(qualifier);
  parts.push(mac(secret, purpose, userId, qualifier));
  return parts.join('.');
}

/** The user (and qualifier) a link token was signed for, or null for anything forged or malformed. */
export function readUserLink(
  secret: string,
  purpose: string,
  token: string,
): { userId: string; qualifier?: string } | null {
  const parts = token.split('.');
  if (parts.length !== 2 && parts.length !== 3) return null;
  const [id, ...rest] = parts;
  const given = rest.pop()!;
  const qualifier = rest[0];
  if (!id || !given || !/^[A-Za-z0-9_-]{1,200}$/.test(id)) return null;
  if (qualifier !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(qualifier)) return null;
  const userId = Buffer.from(id, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(secret, purpose, userId, qualifier));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return qualifier === undefined ? { userId } : { userId, qualifier };
}

function mac(secret: string, purpose: string, userId: string, qualifier: string | undefined): string {
  const message = qualifier === undefined ? `${purpose}:${userId}` : `${purpose}:${qualifier}:${userId}`;
  return createHmac('sha256', secret).update(message).digest('base64url').slice(0, 32);
}
