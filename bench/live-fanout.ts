/**
 * Live fan-out (DESIGN.md §1): how long one published event takes to reach N open SSE subscribers.
 *
 * The server runs in a child process (bench/serve.ts, in-memory PGlite, demo data) so that the
 * subscribers' client work does not share its event loop. This process opens N connections to
 * GET /api/live?topics=stages, waits for every `ready`, then, round after round, PATCHes the title of
 * a demo stage as the demo admin. The title carries the round and performance.now() taken just
 * before the PATCH is sent; each subscriber's latency is its arrival time minus that.
 *
 *   npx tsx bench/live-fanout.ts [N ...]      (default: 1000 5000)
 */
import {
  type Benchmark,
  DEMO_ADMIN,
  type LatencySummary,
  type SummaryRow,
  closeAdminConnections,
  countsFromArgv,
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

export interface FanoutOptions {
  counts: number[];
  /** Measured rounds per N. */
  rounds: number;
  /** Rounds sent first and not counted (JIT, first-use paths). */
  warmup: number;
  /** Pause after a round has fully arrived. */
  gapMs: number;
  /** A round that has not reached everyone by then counts its stragglers as missing. */
  roundTimeoutMs: number;
  /** p99 target at the largest N. */
  targetP99Ms: number;
}

export const defaultFanoutOptions: FanoutOptions = {
  counts: [1_000, 5_000],
  rounds: 20,
  warmup: 3,
  gapMs: 300,
  roundTimeoutMs: 10_000,
  targetP99Ms: 150,
};

/** BENCH_VERBOSE=1 prints every round. */
const verbose = process.env.BENCH_VERBOSE === '1';

export interface FanoutResult {
  subscribers: number;
  connectMs: number;
  latency: LatencySummary;
  patchP50: number;
  /** VmRSS after a full GC, before the subscribers connect and with all of them connected. */
  rssIdleKiB: number | null;
  rssSubscribedKiB: number | null;
  /** V8 heapUsed after a full GC, same two moments. */
  heapIdleKiB: number | null;
  heapSubscribedKiB: number | null;
  /** process.memoryUsage().external when idle: ArrayBuffers and WebAssembly memory (PGlite lives there). */
  externalIdleKiB: number | null;
  rssAfterKiB: number | null;
  serverFds: number | null;
  serverNofile: number | null;
  serverCpuMsPerEvent: number | null;
  clientCpuMsPerEvent: number;
  duplicates: number;
  dropped: number;
  /** Events the server timed (bench/serve.ts) among the measured rounds. */
  serverEvents: number;
  /** In the server: LiveHub.receive (res.write to everyone), p50. */
  serverLoopP50: number;
  /** In the server: until every frame was handed to the kernel, p50 and max. */
  serverFlushP50: number;
  serverFlushMax: number;
}

export async function measureFanout(count: number, options: FanoutOptions): Promise<FanoutResult> {
  requireOpenFiles(count);
  const server = await startServerProcess(`fanout-${count}`, {});
  try {
    const cookie = await signIn(server, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const total = options.warmup + options.rounds;
    const idle = await server.memoryAfterGc();
    const rssIdleKiB = server.rssKiB();
    const pool = await openSubscribers(server, count, { topics: 'stages', rounds: total });
    try {
      const subscribed = await server.memoryAfterGc();
      const rssSubscribedKiB = server.rssKiB();
      const serverFds = server.openFds();
      const patchTimes: number[] = [];
      let serverCpu0: number | null = null;
      let clientCpu0 = process.cpuUsage();
      for (let round = 0; round < total; round++) {
        if (round === options.warmup) {
          server.takeFanouts();
          serverCpu0 = server.cpuMs();
          clientCpu0 = process.cpuUsage();
        }
        const [patchMs, arrived] = await Promise.all([
          publishRound(server, cookie, round),
          pool.waitForRound(round, options.roundTimeoutMs),
        ]);
        if (round >= options.warmup) patchTimes.push(patchMs);
        if (arrived < count) console.error(`  round ${round}: only ${arrived} of ${count} subscribers got the event`);
        if (verbose) {
          const row = [...pool.latencies[round]!].filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
          console.log(
            `  round ${round}: PATCH ${ms(patchMs)}, first ${ms(row[0] ?? NaN)}, p50 ${ms(percentile(row, 50))}, last ${ms(row.at(-1) ?? NaN)}`,
          );
        }
        await sleep(options.gapMs);
      }
      const serverCpu1 = server.cpuMs();
      const clientCpu = process.cpuUsage(clientCpu0);
      const fanouts = server.takeFanouts().filter((f) => f.subscribers === count);
      const flush = fanouts.map((f) => f.flushMs).sort((a, b) => a - b);
      const loop = fanouts.map((f) => f.loopMs).sort((a, b) => a - b);
      // The pauses between rounds are idle for both sides, so the CPU time is the events' cost.
      return {
        subscribers: count,
        connectMs: pool.connectMs,
        latency: summarise(pool.latencies.slice(options.warmup)),
        patchP50: percentile(
          patchTimes.sort((a, b) => a - b),
          50,
        ),
        rssIdleKiB,
        rssSubscribedKiB,
        heapIdleKiB: idle ? idle.heapUsed / 1024 : null,
        heapSubscribedKiB: subscribed ? subscribed.heapUsed / 1024 : null,
        externalIdleKiB: idle ? idle.external / 1024 : null,
        rssAfterKiB: server.rssKiB(),
        serverFds,
        serverNofile: server.nofile(),
        serverCpuMsPerEvent:
          serverCpu0 === null || serverCpu1 === null ? null : (serverCpu1 - serverCpu0) / options.rounds,
        clientCpuMsPerEvent: (clientCpu.user + clientCpu.system) / 1000 / options.rounds,
        duplicates: pool.duplicates,
        dropped: pool.dropped,
        serverEvents: fanouts.length,
        serverLoopP50: percentile(loop, 50),
        serverFlushP50: percentile(flush, 50),
        serverFlushMax: flush.at(-1) ?? NaN,
      };
    } finally {
      pool.close();
    }
  } finally {
    closeAdminConnections();
    await server.stop();
  }
}

export function describeFanout(r: FanoutResult): string {
  const perConnection = (a: number | null, b: number | null) =>
    a !== null && b !== null ? `${((b - a) / r.subscribers).toFixed(1)} KiB/connection` : '—';
  return [
    `N = ${r.subscribers}: ${r.latency.samples} deliveries (${r.latency.missing} missing, ${r.duplicates} duplicate, ${r.dropped} dropped)`,
    `  latency  p50 ${ms(r.latency.p50)}  p90 ${ms(r.latency.p90)}  p99 ${ms(r.latency.p99)}  max ${ms(r.latency.max)}`,
    `  per round (mean): first arrival ${ms(r.latency.first)}, first→last ${ms(r.latency.spread)}`,
    `  in the server (${r.serverEvents} events): write loop p50 ${ms(r.serverLoopP50)}, all frames handed to the kernel p50 ${ms(r.serverFlushP50)}, max ${ms(r.serverFlushMax)}`,
    `  PATCH response p50 ${ms(r.patchP50)}; connect ${r.subscribers} subscribers ${(r.connectMs / 1000).toFixed(1)} s (${Math.round(r.subscribers / (r.connectMs / 1000))}/s)`,
    `  CPU per event: server ${r.serverCpuMsPerEvent === null ? '—' : ms(r.serverCpuMsPerEvent)}, bench client ${ms(r.clientCpuMsPerEvent)}`,
    `  server RSS idle ${mib(r.rssIdleKiB)}, subscribed ${mib(r.rssSubscribedKiB)} (${perConnection(r.rssIdleKiB, r.rssSubscribedKiB)}), after the events ${mib(r.rssAfterKiB)}; fds ${r.serverFds ?? '—'} (limit ${r.serverNofile ?? '—'})`,
    `  server heap after GC idle ${mib(r.heapIdleKiB)}, subscribed ${mib(r.heapSubscribedKiB)} (${perConnection(r.heapIdleKiB, r.heapSubscribedKiB)}); external (WebAssembly, buffers) idle ${mib(r.externalIdleKiB)}`,
  ].join('\n');
}

export async function runLiveFanout(options: FanoutOptions = defaultFanoutOptions): Promise<SummaryRow[]> {
  requireNode24();
  const rows: SummaryRow[] = [];
  const largest = Math.max(...options.counts);
  for (const count of options.counts) {
    console.log(`live-fanout: ${count} subscribers, ${options.warmup} + ${options.rounds} rounds …`);
    const r = await measureFanout(count, options);
    console.log(describeFanout(r));
    const complete = r.latency.missing === 0 && r.duplicates === 0 && r.dropped === 0;
    rows.push({
      benchmark: 'live-fanout',
      case: `${count} SSE subscribers`,
      result: `p50 ${ms(r.latency.p50)} / p99 ${ms(r.latency.p99)} / max ${ms(r.latency.max)}${complete ? '' : ' (INCOMPLETE)'}`,
      target: count === largest ? `p99 ≤ ${options.targetP99Ms} ms` : undefined,
      ok: count === largest ? complete && r.latency.p99 <= options.targetP99Ms : complete ? undefined : false,
    });
    rows.push({
      benchmark: 'live-fanout',
      case: `${count} subscribers: in the server`,
      result: `all frames to the kernel p50 ${ms(r.serverFlushP50)} / max ${ms(r.serverFlushMax)}; CPU ${r.serverCpuMsPerEvent === null ? '—' : ms(r.serverCpuMsPerEvent)}/event`,
    });
    rows.push({
      benchmark: 'live-fanout',
      case: `${count} subscribers: server memory`,
      result: `${mib(r.rssIdleKiB)} idle → ${mib(r.rssSubscribedKiB)} subscribed → ${mib(r.rssAfterKiB)} after; heap +${r.heapIdleKiB === null || r.heapSubscribedKiB === null ? '—' : ((r.heapSubscribedKiB - r.heapIdleKiB) / r.subscribers).toFixed(1)} KiB/subscriber`,
    });
  }
  return rows;
}

export const liveFanout: Benchmark = { name: 'live-fanout', run: () => runLiveFanout() };

if (isEntry(import.meta.url)) {
  const rows = await runLiveFanout({ ...defaultFanoutOptions, counts: countsFromArgv(defaultFanoutOptions.counts) });
  console.log();
  printTable(rows);
}
