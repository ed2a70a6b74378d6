/**
 * Live results under race-day load (issue 7): N spectators have one stage's results page open (SSE
 * subscribers of `stage:<id>:results`) while a judge posts 10 scores per second through the judge
 * app's API. The scores go round 16 riders of the demo's open-free stage, each rider's next section
 * in turn (sections 1–8 of lap 1, then lap 2), so results grow as on a race day: by the end each
 * rider has 10 sections. Each pushed frame names the score it reports (rider, section, lap), which
 * this process sent at a known moment, so each subscriber's latency is arrival − send, on this
 * process's clock. Measured: delivery latency over
 * every subscriber of every counted score, the POST's response time, the server's CPU and memory.
 *
 *   npx tsx bench/results-live.ts [N ...]     (default: 5000)
 */
import {
  type Benchmark,
  addRiders,
  letDemoJudgeScoreAnySection,
  type SummaryRow,
  closeAdminConnections,
  countsFromArgv,
  isEntry,
  mib,
  ms,
  openSubscribers,
  percentile,
  printTable,
  request,
  requireNode24,
  requireOpenFiles,
  signIn,
  sleep,
  startServerProcess,
  summarise,
} from './support.js';

const STAGE = 'demo-stage-4'; // open-free; the demo judge judges it
const PASSWORD = 'trialhub-demo';

export interface ResultsLiveOptions {
  counts: number[];
  /** Scores per second the judge posts. */
  rate: number;
  /** Counted scores (after the warm-up ones). */
  scores: number;
  warmup: number;
  /** Riders the scores go round. */
  riders: number;
  targetP99Ms: number;
}

export const defaultResultsLiveOptions: ResultsLiveOptions = {
  counts: [5_000],
  rate: 10,
  scores: 150,
  warmup: 10,
  riders: 16,
  targetP99Ms: 150,
};

export async function measureResultsLive(count: number, options: ResultsLiveOptions) {
  requireOpenFiles(count);
  const server = await startServerProcess(`results-live-${count}`, {});
  try {
    const total = options.warmup + options.scores;
    const riders = await addRiders(server, STAGE, options.riders, { classes: ['Expert'], firstNumber: 1000 });
    await letDemoJudgeScoreAnySection(server, STAGE);
    const judge = await signIn(server, 'judge@trialhub.demo', PASSWORD);
    const idle = await server.memoryAfterGc();
    const rssIdleKiB = server.rssKiB();
    const scores = new Map<string, { round: number; sentAt: number }>();
    const pool = await openSubscribers(server, count, { topics: `stage:${STAGE}:results`, rounds: total, scores });
    try {
      const subscribed = await server.memoryAfterGc();
      const rssSubscribedKiB = server.rssKiB();
      const postTimes: number[] = [];
      let cpu0: number | null = null;
      let clientCpu0 = process.cpuUsage();
      let failures = 0;
      let bytes0 = 0;
      const started = performance.now();
      const posts: Promise<void>[] = [];
      for (let round = 0; round < total; round++) {
        // A steady rate, whatever each POST takes: the next one is scheduled, not chained.
        const due = started + (round * 1000) / options.rate;
        await sleep(Math.max(0, due - performance.now()));
        if (round === options.warmup) {
          cpu0 = server.cpuMs();
          clientCpu0 = process.cpuUsage();
          server.takeFanouts();
          bytes0 = pool.bytesOfFirst;
        }
        const sentAt = performance.now();
        const at = new Date().toISOString();
        const participantId = riders[round % riders.length]!;
        // The rider's next slot: Expert rides sections 1–8 on each of 3 laps.
        const section = 1 + (Math.floor(round / riders.length) % 8);
        const lap = 1 + Math.floor(round / riders.length / 8);
        scores.set(`${participantId}/${section}/${lap}`, { round, sentAt });
        const op = {
          opId: `bench-${count}-${round}-${Date.now()}`,
          seq: round,
          kind: 'score',
          participantId,
          section,
          lap,
          at,
          // Three taps with their times, as an observer scoring an open-free attempt sends them.
          events: [
            { name: 'JudgeAddPointsA', timestamp: at, time: 3, points: null },
            { name: 'JudgeAddPointsB', timestamp: at, time: 4, points: null },
            { name: 'ManualFinish', timestamp: at, time: 5, points: null },
          ],
        };
        posts.push(
          request(server, 'POST', `/api/judging/stages/${STAGE}/ops`, {
            cookie: judge,
            body: { deviceId: 'bench-device-01', ops: [op] },
          }).then((reply) => {
            if (reply.status !== 200 || !reply.body.includes('"applied"')) {
              // The first refusal says why (a run whose scores are refused measures nothing).
              if (failures++ === 0) console.error(`  POST refused: ${reply.status} ${reply.body.slice(0, 300)}`);
            }
            if (round >= options.warmup) postTimes.push(performance.now() - sentAt);
          }),
        );
      }
      await Promise.all(posts);
      const arrived = await pool.waitForRound(total - 1, 10_000);
      if (arrived < count) console.error(`  last score: only ${arrived} of ${count} subscribers got it`);
      const elapsedS = (performance.now() - started) / 1000;
      const cpu1 = server.cpuMs();
      const clientCpu = process.cpuUsage(clientCpu0);
      const busyS = elapsedS - options.warmup / options.rate;
      const fanouts = server.takeFanouts().filter((f) => f.subscribers === count);
      const flush = fanouts.map((f) => f.flushMs).sort((a, b) => a - b);
      const latency = summarise(pool.latencies.slice(options.warmup));
      return {
        subscribers: count,
        latency,
        failures,
        duplicates: pool.duplicates,
        dropped: pool.dropped,
        postP50: percentile(
          postTimes.sort((a, b) => a - b),
          50,
        ),
        postP99: percentile(postTimes, 99),
        // CPU share of one core while scores flowed at the rate (the whole run is busy, no pauses).
        serverCpuPercent: cpu0 === null || cpu1 === null ? null : ((cpu1 - cpu0) / 1000 / busyS) * 100,
        clientCpuPercent: ((clientCpu.user + clientCpu.system) / 1e6 / busyS) * 100,
        serverFlushP50: percentile(flush, 50),
        serverFlushMax: flush.at(-1) ?? NaN,
        rssIdleKiB,
        rssSubscribedKiB,
        rssAfterKiB: server.rssKiB(),
        heapIdleKiB: idle ? idle.heapUsed / 1024 : null,
        heapSubscribedKiB: subscribed ? subscribed.heapUsed / 1024 : null,
        connectMs: pool.connectMs,
        bytesPerScore: (pool.bytesOfFirst - bytes0) / options.scores,
      };
    } finally {
      pool.close();
    }
  } finally {
    closeAdminConnections();
    await server.stop();
  }
}

export async function runResultsLive(options: ResultsLiveOptions = defaultResultsLiveOptions): Promise<SummaryRow[]> {
  requireNode24();
  const rows: SummaryRow[] = [];
  for (const count of options.counts) {
    console.log(
      `results-live: ${count} subscribers of one stage's results, ${options.rate} scores/s, ${options.warmup} + ${options.scores} scores …`,
    );
    const r = await measureResultsLive(count, options);
    const complete = r.latency.missing === 0 && r.duplicates === 0 && r.dropped === 0 && r.failures === 0;
    console.log(
      [
        `N = ${count}: ${r.latency.samples} deliveries (${r.latency.missing} missing, ${r.duplicates} duplicate, ${r.dropped} dropped, ${r.failures} failed POSTs)`,
        `  latency  p50 ${ms(r.latency.p50)}  p90 ${ms(r.latency.p90)}  p99 ${ms(r.latency.p99)}  max ${ms(r.latency.max)}`,
        `  per score (mean): first arrival ${ms(r.latency.first)}, first→last ${ms(r.latency.spread)}; ${r.bytesPerScore.toFixed(0)} bytes to each subscriber`,
        `  judge POST p50 ${ms(r.postP50)}, p99 ${ms(r.postP99)}; connect ${(r.connectMs / 1000).toFixed(1)} s`,
        `  server CPU ${r.serverCpuPercent === null ? '—' : `${r.serverCpuPercent.toFixed(0)} % of one core`}; bench client (all subscribers) ${r.clientCpuPercent.toFixed(0)} %`,
        `  in the server: all frames of one score handed to the kernel p50 ${ms(r.serverFlushP50)}, max ${ms(r.serverFlushMax)}`,
        `  server RSS idle ${mib(r.rssIdleKiB)}, subscribed ${mib(r.rssSubscribedKiB)}, after ${mib(r.rssAfterKiB)}; heap after GC ${mib(r.heapIdleKiB)} → ${mib(r.heapSubscribedKiB)}`,
      ].join('\n'),
    );
    rows.push({
      benchmark: 'results-live',
      case: `${count} subscribers, ${options.rate} scores/s`,
      result: `p50 ${ms(r.latency.p50)} / p99 ${ms(r.latency.p99)} / max ${ms(r.latency.max)}${complete ? '' : ' (INCOMPLETE)'}`,
      target: `p99 ≤ ${options.targetP99Ms} ms`,
      ok: complete && r.latency.p99 <= options.targetP99Ms,
    });
    rows.push({
      benchmark: 'results-live',
      case: `${count} subscribers: server`,
      result: `CPU ${r.serverCpuPercent === null ? '—' : `${r.serverCpuPercent.toFixed(0)} %`} of a core; RSS ${mib(r.rssSubscribedKiB)} subscribed → ${mib(r.rssAfterKiB)} after; POST p50 ${ms(r.postP50)}`,
    });
  }
  return rows;
}

export const resultsLive: Benchmark = { name: 'results-live', run: () => runResultsLive() };

if (isEntry(import.meta.url)) {
  const rows = await runResultsLive({
    ...defaultResultsLiveOptions,
    counts: countsFromArgv(defaultResultsLiveOptions.counts),
  });
  console.log();
  printTable(rows);
}
