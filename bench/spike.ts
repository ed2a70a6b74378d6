/**
 * The venue's peak (issue #36 point 7): the final's results link goes round the venue and V visitors
 * (default 1,000) open the 400-rider results page within 10 s, while a judge scores twice a second and S
 * spectators (default 1,000) follow the same results live. Run twice on a fresh server each: once
 * without the page burst (the baseline), once with it. Measured: the page's answer times (whole body,
 * brotli, a phone's headers, the reader's language), errors, and the live deliveries' latency with and
 * without the burst (target: with ≤ 1.5 × without, decision 065's rendered-page cache is what keeps it).
 *
 *   npx tsx bench/spike.ts [visitors] [spectators]      (build the web app first: npm run build -w @trialhub/web)
 */
import http from 'node:http';
import {
  type Benchmark,
  addRiders,
  closeAdminConnections,
  isEntry,
  letDemoJudgeScoreAnySection,
  ms,
  openSubscribers,
  percentile,
  printTable,
  request,
  requireNode24,
  requireOpenFiles,
  scoreEveryRider,
  type ServerProcess,
  signIn,
  sleep,
  startServerProcess,
  summarise,
  type SummaryRow,
} from './support.js';

const STAGE = 'demo-stage-3'; // classic, today; the demo judge judges it
const PAGE = `/competitions/demo/baltic-cup-${new Date().getFullYear()}/round-3-cesis/results`;
const PASSWORD = 'trialhub-demo';
const RIDERS = 400;
const BURST_SECONDS = 10;
const SCORES_PER_SECOND = 2;
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36';

/** One visitor's page load: a new connection, a phone's headers; resolves with the time to the last byte. */
function openPage(server: ServerProcess, language: string): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port: server.port,
        path: PAGE,
        agent: false,
        timeout: 60_000,
        headers: {
          'user-agent': PHONE_UA,
          'sec-ch-ua-mobile': '?1',
          'accept-encoding': 'br, gzip',
          'accept-language': language,
          accept: 'text/html',
        },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode ?? 0, bytes }));
        res.on('error', () => resolve({ ms: performance.now() - started, status: 0, bytes }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', () => resolve({ ms: performance.now() - started, status: 0, bytes: 0 }));
  });
}

export async function measureSpike(burst: boolean, visitors: number, spectators: number) {
  requireOpenFiles(spectators + visitors);
  const server = await startServerProcess(`spike-${burst ? 'burst' : 'quiet'}`, { BENCH_SERVE_WEB: '1' });
  try {
    await addRiders(server, STAGE, RIDERS - 20, {
      classes: ['Expert', 'Clubman', 'Hobby', 'Youth'],
      firstNumber: 1000,
    });
    await letDemoJudgeScoreAnySection(server, STAGE);
    const judge = await signIn(server, 'judge@trialhub.demo', PASSWORD);
    const { slots } = await scoreEveryRider(server, STAGE, judge, 'bench-spike-fill');
    // The page once, as the first visitor's phone would, so the burst measures a venue's crowd, not a cold start.
    await openPage(server, 'lv');
    // The page the crowd gets must be the rendered results, not the app's shell or a part left to the
    // browser (a render that failed is fast and small, and would flatter every figure below).
    const page = await request(server, 'GET', PAGE, { timeoutMs: 120_000 });
    if (!page.body.includes('id="ssr-data"') || page.body.includes('<!--$!-->') || !page.body.includes('Bench Rider'))
      throw new Error(`the results page did not render on the server (${page.status}, ${page.body.length} B)`);
    const rounds = BURST_SECONDS * SCORES_PER_SECOND + 4;
    const scores = new Map<string, { round: number; sentAt: number }>();
    const pool = await openSubscribers(server, spectators, { topics: `stage:${STAGE}:results`, rounds, scores });
    try {
      const cpu0 = server.cpuMs();
      const started = performance.now();
      const pages: Promise<{ ms: number; status: number; bytes: number }>[] = [];
      const posts: Promise<unknown>[] = [];
      if (burst)
        for (let i = 0; i < visitors; i++) {
          const due = started + 1000 + (i * BURST_SECONDS * 1000) / visitors;
          pages.push(
            sleep(Math.max(0, due - performance.now())).then(() => openPage(server, ['lv', 'et', 'en'][i % 3]!)),
          );
        }
      for (let round = 0; round < rounds; round++) {
        await sleep(Math.max(0, started + (round * 1000) / SCORES_PER_SECOND - performance.now()));
        // A different slot each round, each a changed score: every round is one delta to every spectator.
        const slot = slots[(round * 37) % slots.length]!;
        scores.set(`${slot.participantId}/${slot.section}/${slot.lap}`, { round, sentAt: performance.now() });
        posts.push(
          request(server, 'POST', `/api/judging/stages/${STAGE}/ops`, {
            cookie: judge,
            body: {
              deviceId: 'bench-spike-live',
              ops: [
                {
                  opId: crypto.randomUUID(),
                  seq: round,
                  kind: 'score',
                  ...slot,
                  at: new Date().toISOString(),
                  points: 5 - (round % 2) * 2,
                },
              ],
            },
            timeoutMs: 60_000,
          }),
        );
      }
      await Promise.all(posts);
      const loads = await Promise.all(pages);
      await pool.waitForRound(rounds - 1, 15_000);
      const cpuMs = (server.cpuMs() ?? 0) - (cpu0 ?? 0);
      const times = loads.map((l) => l.ms).sort((a, b) => a - b);
      return {
        live: summarise(pool.latencies.slice(2)),
        duplicates: pool.duplicates,
        dropped: pool.dropped,
        pages: loads.length,
        errors: loads.filter((l) => l.status !== 200).length,
        statuses: [...new Set(loads.map((l) => l.status))]
          .map((st) => `${st || 'no answer'} ×${loads.filter((l) => l.status === st).length}`)
          .join(', '),
        pageP50: percentile(times, 50),
        pageP99: percentile(times, 99),
        pageBytes: loads.length ? loads.reduce((sum, l) => sum + l.bytes, 0) / loads.length : 0,
        seconds: (performance.now() - started) / 1000,
        cpuMs,
      };
    } finally {
      pool.close();
    }
  } finally {
    closeAdminConnections();
    await server.stop();
  }
}

export async function runSpike(visitors = 1_000, spectators = 1_000): Promise<SummaryRow[]> {
  requireNode24();
  console.log(`spike: ${RIDERS}-rider results, ${spectators} spectators live, a judge ${SCORES_PER_SECOND} scores/s …`);
  const quiet = await measureSpike(false, visitors, spectators);
  console.log(
    `  without a page burst: live p50 ${ms(quiet.live.p50)} p99 ${ms(quiet.live.p99)}, ${quiet.live.missing} missing`,
  );
  const burst = await measureSpike(true, visitors, spectators);
  console.log(
    [
      `  with ${visitors} page views in ${BURST_SECONDS} s: live p50 ${ms(burst.live.p50)} p99 ${ms(burst.live.p99)}, ${burst.live.missing} missing, ${burst.dropped} dropped`,
      `  pages: ${burst.pages} asked (${burst.statuses}); p50 ${ms(burst.pageP50)} p99 ${ms(burst.pageP99)}; ${(burst.pageBytes / 1024).toFixed(1)} KiB each (brotli)`,
      `  server CPU over the run: ${(burst.cpuMs / 1000).toFixed(1)} s in ${burst.seconds.toFixed(1)} s (without the burst ${(quiet.cpuMs / 1000).toFixed(1)} s)`,
    ].join('\n'),
  );
  const ratio = burst.live.p99 / quiet.live.p99;
  const complete = burst.live.missing === 0 && burst.dropped === 0 && burst.errors === 0;
  return [
    {
      benchmark: 'spike',
      case: `${visitors} views of the ${RIDERS}-rider results in ${BURST_SECONDS} s`,
      result: `page p50 ${ms(burst.pageP50)} / p99 ${ms(burst.pageP99)}, ${burst.errors} errors`,
      target: '0 errors',
      ok: burst.errors === 0,
    },
    {
      benchmark: 'spike',
      case: `live p99 to ${spectators} spectators, burst / quiet`,
      result: `${ms(burst.live.p99)} / ${ms(quiet.live.p99)} = ${ratio.toFixed(2)}×${complete ? '' : ' (INCOMPLETE)'}`,
      target: '≤ 1.5×',
      ok: complete && ratio <= 1.5,
    },
  ];
}

export const spike: Benchmark = { name: 'spike', run: () => runSpike() };

if (isEntry(import.meta.url)) {
  const [visitors, spectators] = process.argv.slice(2).map(Number);
  const rows = await runSpike(visitors || undefined, spectators || undefined);
  console.log();
  printTable(rows);
}
