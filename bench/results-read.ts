/**
 * The public results read (issue #20 item 5, issue #19's ETag; decision 031). A fresh demo server gets
 * R riders (default 400) on today's classic stage, spread over its classes, every one scored on every
 * section of every lap through the judge ops API. Then, as spectators and a federation site would:
 * - the first load: bytes on the wire plain and gzipped, and its time (the body is built);
 * - a repeat load of the same version (kept body, gzip) and a revalidation (`If-None-Match`: 304);
 * - 50 connections for a few seconds each against `/api/health` (the server's hello-world), the 304
 *   revalidation and the gzipped 200: requests per second and p99.
 *
 *   npx tsx bench/results-read.ts [riders]
 */
import http from 'node:http';
import os from 'node:os';
import {
  type Benchmark,
  addRiders,
  type ServerProcess,
  type SummaryRow,
  closeAdminConnections,
  isEntry,
  ms,
  percentile,
  printTable,
  request,
  requireNode24,
  scoreEveryRider,
  signIn,
  startServerProcess,
} from './support.js';

const STAGE = 'demo-stage-3'; // classic, today; the demo judge judges it
const PASSWORD = 'trialhub-demo';
const CONNECTIONS = 50;
const SECONDS = 5;

interface JudgingStage {
  stage: { classes: { name: string; laps: number; lapSections: number[] }[] };
  riders: { id: string; racingClass: string }[];
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** One GET; the raw bytes on the wire (no decompression) and the time to the last byte. */
function get(server: ServerProcess, path: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  return new Promise<{ status: number; bytes: number; ms: number; etag?: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: server.port, path, agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes,
          ms: performance.now() - started,
          etag: res.headers.etag,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * CONNECTIONS loops of back-to-back requests for SECONDS: requests per second, latency percentiles and
 * the server's CPU time per request — the number the other processes on a shared machine disturb least
 * (requests per second and p99 move with whatever else the 2 cores run).
 */
async function load(server: ServerProcess, path: string, headers: Record<string, string>, status: number) {
  const cpuBefore = server.cpuMs();
  const until = performance.now() + SECONDS * 1000;
  const times: number[] = [];
  let wrong = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const r = await get(server, path, headers);
        if (r.status !== status) wrong++;
        times.push(r.ms);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const cpuAfter = server.cpuMs();
  const cpuUs = cpuBefore !== null && cpuAfter !== null ? ((cpuAfter - cpuBefore) * 1000) / times.length : null;
  return { rps: times.length / SECONDS, p50: percentile(times, 50), p99: percentile(times, 99), wrong, cpuUs };
}

/** "240 µs server CPU a request", or nothing where /proc is not there. */
const cpuText = (r: { cpuUs: number | null }) =>
  r.cpuUs === null ? '' : `, ${r.cpuUs.toFixed(0)} µs server CPU a request`;

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export async function runResultsRead(riders = 400): Promise<SummaryRow[]> {
  requireNode24();
  const server = await startServerProcess('results-read', {});
  const rows: SummaryRow[] = [];
  const row = (c: string, result: string, target?: string, ok?: boolean) =>
    rows.push({ benchmark: 'results-read', case: c, result, target, ok });
  try {
    const judge = await signIn(server, 'judge@trialhub.demo', PASSWORD);
    const before = JSON.parse(
      (await request(server, 'GET', `/api/judging/stages/${STAGE}`, { cookie: judge })).body,
    ) as JudgingStage;
    await addRiders(server, STAGE, riders, { classes: before.stage.classes.map((c) => c.name), firstNumber: 2000 });
    const judging = JSON.parse(
      (await request(server, 'GET', `/api/judging/stages/${STAGE}`, { cookie: judge })).body,
    ) as JudgingStage;
    const { slots, batchMs } = await scoreEveryRider(server, STAGE, judge, 'bench-results-read');
    const scores = slots.length;
    const path = `/api/stages/${STAGE}/results`;
    row('stage', `${judging.riders.length} riders, ${scores} scores`);
    row('judge ops: a batch of 100', `median ${ms(median(batchMs))}`, '≤ 150 ms', median(batchMs) <= 150);

    const plain = await get(server, path);
    const gz = await get(server, path, { 'accept-encoding': 'gzip' });
    row('first load: bytes', `${kb(plain.bytes)} plain, ${kb(gz.bytes)} gzip`, '≤ 200 KB', gz.bytes <= 200 * 1024);
    row('first load: time (body built)', ms(plain.ms));
    const etag = gz.etag!;
    const repeat: number[] = [];
    const revalidate: number[] = [];
    for (let i = 0; i < 20; i++) {
      repeat.push((await get(server, path, { 'accept-encoding': 'gzip' })).ms);
      const r = await get(server, path, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      if (r.status !== 304) throw new Error(`revalidation answered ${r.status}`);
      revalidate.push(r.ms);
    }
    row('same version again (kept body, gzip)', `median ${ms(median(repeat))}`);
    row('revalidation (304)', `median ${ms(median(revalidate))}`, '≤ 50 ms', median(revalidate) <= 50);

    const hello = await load(server, '/api/health', {}, 200);
    const notModified = await load(server, path, { 'accept-encoding': 'gzip', 'if-none-match': etag }, 304);
    const full = await load(server, path, { 'accept-encoding': 'gzip' }, 200);
    const ratio = (x: number) => `${(x / hello.rps).toFixed(2)}× hello`;
    row(
      `${CONNECTIONS} connections: /api/health`,
      `${hello.rps.toFixed(0)} req/s, p99 ${ms(hello.p99)}${cpuText(hello)}`,
    );
    row(
      `${CONNECTIONS} connections: results 304`,
      `${notModified.rps.toFixed(0)} req/s (${ratio(notModified.rps)}), p99 ${ms(notModified.p99)}${cpuText(notModified)}`,
      '≥ 0.3× hello, p99 ≤ 100 ms',
      notModified.rps >= 0.3 * hello.rps && notModified.p99 <= 100 && notModified.wrong === 0,
    );
    row(
      `${CONNECTIONS} connections: results 200 gzip`,
      `${full.rps.toFixed(0)} req/s (${ratio(full.rps)}), p99 ${ms(full.p99)}${cpuText(full)}`,
      '≥ 0.3× hello, p99 ≤ 100 ms',
      full.rps >= 0.3 * hello.rps && full.p99 <= 100 && full.wrong === 0,
    );
    // The secretary's race-day work on this stage: approval (positions) and the standings.
    const secretary = await signIn(server, 'secretary@trialhub.demo', PASSWORD);
    let started = performance.now();
    const approve = await request(server, 'POST', `/api/stages/${STAGE}/results/approve`, {
      cookie: secretary,
      timeoutMs: 300_000,
    });
    if (approve.status !== 200) throw new Error(`approve: ${approve.status} ${approve.body.slice(0, 300)}`);
    const approveMs = performance.now() - started;
    row('approve', ms(approveMs), '≤ 300 ms', approveMs <= 300);
    started = performance.now();
    const generate = await request(server, 'POST', `/api/stages/${STAGE}/standings/generate`, {
      cookie: secretary,
      body: {},
      timeoutMs: 300_000,
    });
    if (generate.status !== 200) throw new Error(`generate: ${generate.status} ${generate.body.slice(0, 300)}`);
    const generateMs = performance.now() - started;
    row('generate standings', ms(generateMs), '≤ 300 ms', generateMs <= 300);
    row('machine load (1 min)', os.loadavg()[0]!.toFixed(2));
  } finally {
    agent.destroy();
    closeAdminConnections();
    await server.stop();
  }
  return rows;
}

export const resultsRead: Benchmark = { name: 'results-read', run: () => runResultsRead() };

if (isEntry(import.meta.url)) {
  const riders = Number(process.argv[2] ?? 400);
  printTable(await runResultsRead(riders));
}
