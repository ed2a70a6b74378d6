import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db/open-db.js';
import { logger } from '../ops/logger.js';
import { AppError } from './app-error.js';

/**
 * Rate limits shared by every instance (decision 028): fixed-window counters in the database's
 * `rate_limit_counters` table, one atomic upsert per hit, so a limit reached through instance A is
 * reached on B too. PGlite (one process) uses the same table: one code path, tested everywhere.
 *
 * Generic and keyed: a feature declares a rule once (`limits.rule({ name, max, windowMs })`) and
 * counts hits per key (a client address, a user id, a stage's PIN, …). Keys are stored hashed, so
 * the table holds no addresses or e-mails.
 */
export interface RateRule {
  /** Unique per rule; part of the stored key (`sign-in`, `uploads.photo`, `observer-pin`, …). */
  name: string;
  max: number;
  windowMs: number;
}

export interface RateCount {
  /** Hits in the current window, this one included. */
  count: number;
  allowed: boolean;
  /** Seconds until the window ends (a Retry-After). */
  retryAfterSeconds: number;
}

/** Counts hits; `null` store (rate limiting off: tests that sign in many times) lets everything through. */
export interface RateLimitStore {
  /** Adds `by` hits to `key`'s window (a new window when none is open; negative: takes back, not below 0). */
  add(key: string, windowMs: number, by: number): Promise<{ count: number; retryAfterSeconds: number }>;
  /** Forgets `key`'s window (a correct PIN after wrong guesses, say). */
  clear(key: string): Promise<void>;
}

/** How often expired rows are deleted (by whichever instance counts a hit first after that). */
const PRUNE_EVERY_MS = 10 * 60_000;

export class DatabaseRateLimitStore implements RateLimitStore {
  private lastPrune = 0;
  constructor(private readonly db: Db) {}

  async add(key: string, windowMs: number, by: number) {
    this.pruneNowAndThen();
    // One statement: concurrent hits on several instances serialise on the row, none is lost.
    // The database's clock decides windows, so instances with drifting clocks agree.
    const [row] = await rows<{ count: number; retry: number }>(
      this.db,
      sql`INSERT INTO rate_limit_counters AS c (key, count, window_ends_at)
          VALUES (${key}, GREATEST(${by}, 0), now() + make_interval(secs => ${windowMs / 1000}))
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN c.window_ends_at <= now() THEN GREATEST(${by}, 0) ELSE GREATEST(c.count + ${by}, 0) END,
            window_ends_at = CASE WHEN c.window_ends_at <= now() THEN EXCLUDED.window_ends_at ELSE c.window_ends_at END
          RETURNING c.count AS count, ceil(extract(epoch FROM c.window_ends_at - now()))::int AS retry`,
    );
    return { count: Number(row!.count), retryAfterSeconds: Math.max(1, Number(row!.retry)) };
  }

  async clear(key: string) {
    await this.db.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${key}`);
  }

  private pruneNowAndThen() {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    this.db
      .execute(sql`DELETE FROM rate_limit_counters WHERE window_ends_at < now()`)
      .catch((error: unknown) => logger.warn({ err: error }, 'rate limits: pruning expired counters failed'));
  }
}

/** The limits of one server: hand `rule(…)` to each feature. */
export class RateLimits {
  constructor(private readonly store: RateLimitStore | null) {}

  get enabled(): boolean {
    return this.store !== null;
  }

  rule(rule: RateRule): RateLimiter {
    return new RateLimiter(rule, this.store);
  }

  /** Rate limiting off (most tests). */
  static off(): RateLimits {
    return new RateLimits(null);
  }
}

export class RateLimiter {
  constructor(
    readonly rule: RateRule,
    private readonly store: RateLimitStore | null,
  ) {}

  /** Counts one hit for `key`; throws 429 (tooManyRequests) past the limit. */
  async hit(key: string): Promise<void> {
    const result = await this.count(key);
    if (!result.allowed) throw new AppError('tooManyRequests');
  }

  /** Counts `by` hits (default 1) and says whether the key is still within the limit; never throws 429. */
  async count(key: string, by = 1): Promise<RateCount> {
    if (!this.store) return { count: 0, allowed: true, retryAfterSeconds: 0 };
    const { count, retryAfterSeconds } = await this.store.add(this.storedKey(key), this.rule.windowMs, by);
    return { count, allowed: count <= this.rule.max, retryAfterSeconds };
  }

  /** Whether `key` is already past the limit, without counting a hit. */
  async exceeded(key: string): Promise<boolean> {
    return !(await this.count(key, 0)).allowed;
  }

  /**
   * Takes back one hit of `key` (never below zero): a try that turned out right (a correct PIN) costs
   * nothing, so only wrong guesses use up the limit.
   */
  async refund(key: string): Promise<void> {
    if (this.store) await this.store.add(this.storedKey(key), this.rule.windowMs, -1);
  }

  /** Starts `key` afresh (e.g. after a correct PIN). */
  async reset(key: string): Promise<void> {
    if (this.store) await this.store.clear(this.storedKey(key));
  }

  private storedKey(key: string): string {
    return `${this.rule.name}:${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`;
  }
}
