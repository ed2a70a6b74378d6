import crypto from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/open-db.js';

/** What the live hub reports (hub.ts calls these; the hub runs without them in tests that build it alone). */
export interface LiveMetrics {
  published(): void;
  /** `events` event frames written to one subscriber. */
  delivered(events: number): void;
}

export type JudgeOpOutcome = 'applied' | 'replayed' | 'rejected';

/**
 * The Prometheus metrics of one server instance (GET /metrics, decision 022). One registry per
 * instance rather than prom-client's global one: tests run several servers in one process.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly httpDuration = new Histogram({
    name: 'trialhub_http_request_duration_seconds',
    help: 'HTTP requests by route pattern (not the raw path: ids would make a series per object), until the response headers',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly livePublished = new Counter({
    name: 'trialhub_live_events_published_total',
    help: 'Live events this instance published (inside the transaction that made the change)',
    registers: [this.registry],
  });
  private readonly liveDelivered = new Counter({
    name: 'trialhub_live_events_delivered_total',
    help: 'Live events written to SSE subscribers of this instance (one per event and subscriber)',
    registers: [this.registry],
  });
  private readonly judgeOps = new Counter({
    name: 'trialhub_judge_ops_total',
    help: "Judges' operations answered, by outcome: applied, replayed (a retry of one already answered), rejected",
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly live: LiveMetrics = {
    published: () => this.livePublished.inc(),
    delivered: (events) => this.liveDelivered.inc(events),
  };

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    // prom-client's gauges of the totals of active handles, requests and resources end in `_total`,
    // which Prometheus keeps for counters (`promtool check metrics` fails on them, issue #41); the
    // same numbers by type remain (nodejs_active_handles, …; sum them for the total).
    for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'])
      this.registry.removeSingleMetric(name);
    for (const outcome of ['applied', 'replayed', 'rejected'] as const) this.judgeOps.inc({ outcome }, 0);
  }

  /** Gauges read when scraped: SSE subscribers per topic kind, the database pool. */
  watch(sources: { subscribersByKind(): Map<string, number>; connectionCount: number }, database: Database): void {
    new Gauge({
      name: 'trialhub_live_subscribers',
      help: 'SSE subscriptions on this instance by topic kind (stage:results, market…); a connection has one per topic',
      labelNames: ['topic_kind'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [kind, count] of sources.subscribersByKind()) this.set({ topic_kind: kind }, count);
      },
    });
    new Gauge({
      name: 'trialhub_live_connections',
      help: 'Open SSE connections on this instance',
      registers: [this.registry],
      collect() {
        this.set(sources.connectionCount);
      },
    });
    if (database.poolStats()) {
      new Gauge({
        name: 'trialhub_db_pool_connections',
        help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          const stats = database.poolStats();
          if (!stats) return;
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      });
    }
  }

  /** The outbox's mails not yet sent (read from the database when scraped: every instance sees the same). */
  watchOutbox(pending: () => Promise<number>): void {
    new Gauge({
      name: 'trialhub_outbox_mails_pending',
      help: 'Mails in the outbox not yet sent nor given up (shared by all instances)',
      registers: [this.registry],
      async collect() {
        this.set(await pending());
      },
    });
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.httpDuration.observe({ method, route, status: String(status) }, seconds);
  }

  judgeOp(outcome: JudgeOpOutcome): void {
    this.judgeOps.inc({ outcome });
  }
}

/**
 * Whether a /metrics request carries `Authorization: Bearer <METRICS_TOKEN>`. Both sides are hashed
 * first so the comparison takes the same time whatever the length or content of the guess.
 */
export function carriesMetricsToken(authorization: string | undefined, token: string | null): boolean {
  if (!token || !authorization) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match) return false;
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(match[1]!), digest(token));
}
