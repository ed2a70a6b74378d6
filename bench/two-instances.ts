/**
 * Live updates across instances (DESIGN.md §1, scale-out): two server processes on one PostgreSQL
 * database; an event published through instance A must reach subscribers of instance B through
 * LISTEN/NOTIFY.
 *
 * Creates a throw-away database on the local PostgreSQL (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; loopback only), starts A (DEMO=1) and, once A is up,
 * B; opens 200 SSE subscribers on B — and, as a same-instance reference, 200 on A — then PATCHes a
 * demo stage as the admin on A, round after round. Drops the database at the end, whatever happens.
 *
 *   npx tsx bench/two-instances.ts
 */
import pg from 'pg';
import {
  type Benchmark,
  DEMO_ADMIN,
  type LatencySummary,
  type ServerProcess,
  type SubscriberPool,
  type SummaryRow,
  closeAdminConnections,
  isEntry,
  mib,
  ms,
  openSubscribers,
  percentile,
  printTable,
  publishRound,
  requireNode24,
  requireOpenFiles,
  signIn,
  sleep,
  startServerProcess,
  summarise,
} from './support.js';

export interface TwoInstanceOptions {
  /** Administrative connection; the benchmark database is created and dropped through it. */
  pgUrl: string;
  /** Subscribers on B (and, for reference, on A). */
  subscribers: number;
  rounds: number;
  warmup: number;
  gapMs: number;
  roundTimeoutMs: number;
}

export const defaultTwoInstanceOptions: TwoInstanceOptions = {
  pgUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  subscribers: 200,
  rounds: 20,
  warmup: 3,
  gapMs: 300,
  roundTimeoutMs: 10_000,
};

export interface TwoInstanceResult {
  subscribers: number;
  /** Subscribers of B: published on A, delivered by B. */
  cross: LatencySummary;
  /** Subscribers of A: published and delivered by A (the same PostgreSQL round trip). */
  local: LatencySummary;
  patchP50: number;
  rssA: number | null;
  rssB: number | null;
  incomplete: boolean;
}

function requireLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    throw new Error(`BENCH_PG_URL must point at a loopback address, not ${host}`);
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(pgUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function measureTwoInstances(options: TwoInstanceOptions): Promise<TwoInstanceResult> {
  requireLoopback(options.pgUrl);
  requireOpenFiles(options.subscribers * 2);
  const database = `trialhub_bench_${Date.now()}_${process.pid}`;
  const databaseUrl = withDatabase(options.pgUrl, database);
  await admin(options.pgUrl, (c) => c.query(`CREATE DATABASE "${database}"`));
  const servers: ServerProcess[] = [];
  const pools: SubscriberPool[] = [];
  try {
    // A migrates and seeds the demo; B starts on the ready database (DEMO off: it is someone's data).
    const a = await startServerProcess('instance-A', { DATABASE_URL: databaseUrl, DEMO: '1' });
    servers.push(a);
    const b = await startServerProcess('instance-B', { DATABASE_URL: databaseUrl, DEMO: '0' });
    servers.push(b);
    const cookie = await signIn(a, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const total = options.warmup + options.rounds;
    const onB = await openSubscribers(b, options.subscribers, { topics: 'stages', rounds: total });
    pools.push(onB);
    const onA = await openSubscribers(a, options.subscribers, { topics: 'stages', rounds: total });
    pools.push(onA);

    const patchTimes: number[] = [];
    let incomplete = false;
    for (let round = 0; round < total; round++) {
      const [patchMs, gotB, gotA] = await Promise.all([
        publishRound(a, cookie, round),
        onB.waitForRound(round, options.roundTimeoutMs),
        onA.waitForRound(round, options.roundTimeoutMs),
      ]);
      if (round >= options.warmup) patchTimes.push(patchMs);
      if (gotB < options.subscribers || gotA < options.subscribers) {
        incomplete = true;
        console.error(`  round ${round}: B ${gotB}, A ${gotA} of ${options.subscribers} subscribers got the event`);
      }
      await sleep(options.gapMs);
    }
    incomplete ||= onA.duplicates + onB.duplicates + onA.dropped + onB.dropped > 0;
    return {
      subscribers: options.subscribers,
      cross: summarise(onB.latencies.slice(options.warmup)),
      local: summarise(onA.latencies.slice(options.warmup)),
      patchP50: percentile(
        patchTimes.sort((x, y) => x - y),
        50,
      ),
      rssA: a.rssKiB(),
      rssB: b.rssKiB(),
      incomplete,
    };
  } finally {
    for (const pool of pools) pool.close();
    closeAdminConnections();
    await Promise.all(servers.map((s) => s.stop()));
    await admin(options.pgUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)).catch(
      (error: unknown) => console.error(`two-instances: could not drop database ${database}:`, error),
    );
  }
}

export async function runTwoInstances(options: TwoInstanceOptions = defaultTwoInstanceOptions): Promise<SummaryRow[]> {
  requireNode24();
  console.log(
    `two-instances: PostgreSQL, ${options.subscribers} subscribers on B (+${options.subscribers} on A), ${options.warmup} + ${options.rounds} rounds …`,
  );
  const r = await measureTwoInstances(options);
  const line = (l: LatencySummary) =>
    `p50 ${ms(l.p50)}  p90 ${ms(l.p90)}  p99 ${ms(l.p99)}  max ${ms(l.max)}  (${l.samples} deliveries, ${l.missing} missing)`;
  console.log(`  published on A, subscribers of B: ${line(r.cross)}`);
  console.log(`  published on A, subscribers of A: ${line(r.local)}`);
  console.log(`  PATCH response p50 ${ms(r.patchP50)}; RSS A ${mib(r.rssA)}, B ${mib(r.rssB)}`);
  const flag = r.incomplete ? ' (INCOMPLETE)' : '';
  return [
    {
      benchmark: 'two-instances',
      case: `A → ${r.subscribers} subscribers of B`,
      result: `p50 ${ms(r.cross.p50)} / p99 ${ms(r.cross.p99)} / max ${ms(r.cross.max)}${flag}`,
      ok: r.incomplete ? false : undefined,
    },
    {
      benchmark: 'two-instances',
      case: `A → ${r.subscribers} subscribers of A (reference)`,
      result: `p50 ${ms(r.local.p50)} / p99 ${ms(r.local.p99)} / max ${ms(r.local.max)}${flag}`,
    },
  ];
}

export const twoInstances: Benchmark = { name: 'two-instances', run: () => runTwoInstances() };

if (isEntry(import.meta.url)) {
  const rows = await runTwoInstances();
  console.log();
  printTable(rows);
}
