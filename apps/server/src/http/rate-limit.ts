import { AppError } from './app-error.js';

/**
 * A fixed-window limiter for our own endpoints (better-auth limits its own). In memory, per
 * instance: enough to stop a script hammering one server; the window is short.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly enabled = true,
  ) {}

  /** Counts one hit for `key`; throws 429 (tooManyRequests) past the limit. */
  hit(key: string, now = Date.now()): void {
    if (!this.enabled) return;
    if (this.hits.size > 10_000) for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return;
    }
    entry.count++;
    if (entry.count > this.max) throw new AppError('tooManyRequests');
  }
}
