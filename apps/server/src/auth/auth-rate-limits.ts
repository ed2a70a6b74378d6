import type { RateLimiter, RateLimits } from '../http/rate-limit.js';

/**
 * The limits of better-auth's endpoints (paths under /api/auth), counted by our shared limiter
 * (decision 028) per client address and path. better-auth's own limiter keeps its counts in each
 * process's memory; it is off. The rules are the ones it had: the named paths, then its stricter
 * default for every other sign-in, sign-up and credential change, then a general ceiling.
 */
const NAMED_RULES: Record<string, { max: number; windowMs: number }> = {
  '/sign-in/email': { max: 10, windowMs: 60_000 },
  '/sign-up/email': { max: 5, windowMs: 60_000 },
  '/request-password-reset': { max: 5, windowMs: 300_000 },
  '/email-otp/send-verification-otp': { max: 5, windowMs: 300_000 },
  '/sign-in/email-otp': { max: 10, windowMs: 60_000 },
};
const SENSITIVE_PREFIXES = ['/sign-in', '/sign-up', '/change-password', '/change-email'];

export interface AuthRateLimits {
  /** Counts a POST to `path` (relative to /api/auth) from `ip`; throws 429 past its limit. */
  hit(path: string, ip: string): Promise<void>;
}

export function authRateLimits(limits: RateLimits): AuthRateLimits {
  const named = new Map<string, RateLimiter>(
    Object.entries(NAMED_RULES).map(([path, rule]) => [path, limits.rule({ name: `auth${path}`, ...rule })]),
  );
  const sensitive = limits.rule({ name: 'auth.sensitive', max: 3, windowMs: 10_000 });
  const general = limits.rule({ name: 'auth.general', max: 100, windowMs: 10_000 });
  return {
    async hit(path, ip) {
      if (!limits.enabled) return;
      const limiter =
        named.get(path) ?? (SENSITIVE_PREFIXES.some((prefix) => path.startsWith(prefix)) ? sensitive : general);
      await limiter.hit(limiter === sensitive || limiter === general ? `${path} ${ip}` : ip);
    },
  };
}
