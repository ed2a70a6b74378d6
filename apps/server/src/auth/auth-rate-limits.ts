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

/**
 * Sign-ins by password or e-mail code, counted per account whatever the address (issue #41): a guesser
 * with many addresses (a botnet, or a forged X-Forwarded-For) is still stopped. Only failures count (a
 * success takes its hit back), so the owner's own sign-in costs nothing; above the per-address limit, so
 * one address meets that first. While an account is past it, its password and code sign-ins answer 429;
 * the magic link still signs its owner in.
 */
const ACCOUNT_RULE = { name: 'auth.account', max: 20, windowMs: 15 * 60_000 };
const ACCOUNT_PATHS = new Set(['/sign-in/email', '/sign-in/email-otp']);

export interface AuthRateLimits {
  /** Counts a POST to `path` (relative to /api/auth) from `ip`; throws 429 past its limit. */
  hit(path: string, ip: string): Promise<void>;
  /**
   * For a sign-in by password or code: counts a try on the account of `email` (throws 429 past its
   * limit) and gives back a function that takes the hit back when the sign-in succeeded.
   */
  hitAccount(path: string, email: string): Promise<(succeeded: boolean) => Promise<void>>;
  /** Whether a POST to `path` is a sign-in counted per account (then call hitAccount). */
  countsAccount(path: string): boolean;
}

export function authRateLimits(limits: RateLimits): AuthRateLimits {
  const named = new Map<string, RateLimiter>(
    Object.entries(NAMED_RULES).map(([path, rule]) => [path, limits.rule({ name: `auth${path}`, ...rule })]),
  );
  const sensitive = limits.rule({ name: 'auth.sensitive', max: 3, windowMs: 10_000 });
  const general = limits.rule({ name: 'auth.general', max: 100, windowMs: 10_000 });
  const account = limits.rule(ACCOUNT_RULE);
  return {
    async hit(path, ip) {
      if (!limits.enabled) return;
      const limiter =
        named.get(path) ?? (SENSITIVE_PREFIXES.some((prefix) => path.startsWith(prefix)) ? sensitive : general);
      await limiter.hit(limiter === sensitive || limiter === general ? `${path} ${ip}` : ip);
    },
    countsAccount: (path) => limits.enabled && ACCOUNT_PATHS.has(path),
    async hitAccount(path, email) {
      const key = email.trim().toLowerCase();
      if (!limits.enabled || !ACCOUNT_PATHS.has(path) || !key) return async () => {};
      await account.hit(key);
      return async (succeeded) => {
        if (succeeded) await account.refund(key);
      };
    },
  };
}
