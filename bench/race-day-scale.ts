/**
 * A 400-rider race day (issue #20 point 3, decision 034): a championship of 12 stages, 4 classes ×
 * 100 riders, each class 3 laps × 10 sections (12,000 scores a stage). Measured through the real
 * server's HTTP API (startServer in this process, an in-memory PGlite or `--pg`: a fresh PostgreSQL
 * database):
 * - stage 12 scored by 10 section judges' phones through `POST /api/judging/stages/:id/ops`, each
 *   phone's outbox in batches of up to 100 (the judge app's limit): time per batch of 100;
 * - its results JSON: first load (body built) and a revalidation (304);
 * - stage 11 scored from paper sheets through `POST /api/stages/:id/judging/import` (4,800 rows each);
 * - approve and generate standings for both, the championship holding the 10 stages before them
 *   (seeded straight into the database, then approved, generated and published through the API).
 * Everything outside the timed requests (the championship, stages and riders) is written straight
 * into the database; a run takes 2–5 minutes on the 2-core box. Each row gives wall time and this
 * process's CPU time (on PGlite the server's and the database's).
 *
 *   npx tsx bench/race-day-scale.ts [--pg]     (--pg: BENCH_PG_URL or postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_QUERIES=1 npx tsx bench/race-day-scale.ts     (each request's statements, slowest first)
 */
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { resultParticipantCopy } from '@trialhub/domain';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { readConfig } from '../apps/server/src/config.js';
import type { Db } from '../apps/server/src/db/open-db.js';
import {
  type RacingClass,
  championships,
  participants,
  results,
  stageJudges,
  stages,
  users,
} from '../apps/server/src/db/schema.js';
import { startServer } from '../apps/server/src/start-server.js';
import {
  type Benchmark,
  type Endpoint,
  type SummaryRow,
  closeAdminConnections,
  isEntry,
  ms,
  percentile,
  printTable,
  request,
  requireNode24,
  signIn,
  sleep,
} from './support.js';

const PASSWORD = 'trialhub-demo';
const CLASSES = ['Expert', 'Clubman', 'Hobby', 'Youth'];
const RIDERS_PER_CLASS = 100;
const LAPS = 3;
const SECTIONS = 10;
export const STAGES = 12;
const SHEET_ROWS = 4_800;
const BATCH = 100;
const DAY = 86_400_000;
const POINTS = [0, 1, 2, 3, 5];

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const load = () => os.loadavg()[0]!.toFixed(2);

interface Rider {
  id: string;
  number: number;
  racingClass: string;
}

const riders: Rider[] = Array.from({ length: CLASSES.length * RIDERS_PER_CLASS }, (_, i) => ({
  id: `bench-rider-${i}`,
  number: 100 + i,
  racingClass: CLASSES[i % CLASSES.length]!,
}));
const pointsOf = (rider: number, section: number, lap: number) => POINTS[(rider * 7 + section * 3 + lap) % 5]!;
export const stageId = (k: number) => `bench-stage-${k}`;

/** The championship, its 12 stages (k = 1 … 12, stage 12 today) and 400 riders entered in each. */
export async function seedChampionship(db: Db): Promise<void> {
  const [cup] = await db.select().from(championships).where(eq(championships.id, 'demo-baltic-cup'));
  const [template] = await db.select().from(stages).where(eq(stages.id, 'demo-stage-3'));
  if (!cup || !template) throw new Error('the demo championship is missing (DEMO must be on)');
  await db.insert(championships).values({ ...cup, id: 'bench-cup', slug: 'bench-cup', displayName: 'Bench Cup' });
  const classes: RacingClass[] = CLASSES.map((name, i) => ({
    ...(template.classes.find((c) => c.name === name) ?? template.classes[0]!),
    name,
    order: i + 1,
    laps: LAPS,
    lapSections: Array.from({ length: SECTIONS }, (_, s) => s + 1),
    yearsFrom: null,
    yearsTo: null,
  }));
  const now = Date.now();
  for (let k = 1; k <= STAGES; k++) {
    const start = new Date(now - (STAGES - k) * 7 * DAY - 2 * 3_600_000);
    await db.insert(stages).values({
      ...template,
      id: stageId(k),
      championshipId: 'bench-cup',
      slug: `bench-round-${k}`,
      title: `Bench round ${k}`,
      classes,
      sectionCount: SECTIONS,
      competitionStartDate: start,
      competitionEndDate: new Date(start.getTime() + 10 * 3_600_000),
      registrationEndDate: new Date(start.getTime() - DAY),
      resultsStatus: null,
      provisionalPublishedAt: null,
      protestWindowMinutes: null,
      protestClosesAt: null,
      status: 'published',
    });
    const rows = riders.map((r, j) => ({
      stageId: stageId(k),
      id: r.id,
      name: `Bench Rider ${j}`,
      status: 'Confirmed' as const,
      racingNumber: r.number,
      racingClass: r.racingClass,
      gender: 'male' as const,
      birthDate: '1990.01.01',
      bike: 'Bench 300',
    }));
    for (let i = 0; i < rows.length; i += 200) await db.insert(participants).values(rows.slice(i, i + 200));
  }
  const [judge] = await db.select().from(users).where(eq(users.email, 'judge@trialhub.demo'));
  await db.insert(stageJudges).values({ stageId: stageId(STAGES), userId: judge!.id, section: null });
}

/** Stages 1–10: finished results written straight in (the earlier race days of the season). */
export async function seedEarlierResults(db: Db, k: number): Promise<void> {
  const at = new Date(Date.now() - (STAGES - k) * 7 * DAY);
  const rows = riders.map((r, j) => ({
    stageId: stageId(k),
    participantId: r.id,
    participant: {
      ...resultParticipantCopy({
        id: r.id,
        name: `Bench Rider ${j}`,
        bike: 'Bench 300',
        racingClass: r.racingClass,
        racingNumber: r.number,
        clubId: null,
        gender: 'male',
        birthDate: '1990.01.01',
        team: null,
        license: null,
      } as Parameters<typeof resultParticipantCopy>[0]),
    },
    total: ((j * 37 + k * 11) % 90) + 1,
    isFinished: true,
    startedOn: at,
    lastTimeRecorded: at,
    statistics: { '0': 10, '1': 10, '2': 5, '3': 3, '5': 2 },
  }));
  for (let i = 0; i < rows.length; i += 200) await db.insert(results).values(rows.slice(i, i + 200));
}

/**
 * BENCH_QUERIES=1 (embedded database only): counts the statements of each timed request and the time
 * spent in them, printed after the request on stderr with the slowest statements (where the time goes).
 */
const queryLog = process.env.BENCH_QUERIES === '1' ? new Map<string, { n: number; ms: number }>() : null;
if (queryLog) {
  const record = (text: string, took: number) => {
    const key = text.replace(/\s+/g, ' ').slice(0, 110);
    const entry = queryLog.get(key) ?? { n: 0, ms: 0 };
    entry.n++;
    entry.ms += took;
    queryLog.set(key, entry);
  };
  const wrap = <T extends { query: (...a: never[]) => Promise<unknown> }>(target: T, original: T['query']) =>
    async function (this: T, ...args: Parameters<T['query']>) {
      const started = performance.now();
      try {
        return await (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      } finally {
        record(String(args[0]), performance.now() - started);
      }
    };
  const proto = PGlite.prototype as unknown as {
    query: (...a: never[]) => Promise<unknown>;
    transaction: (
      this: unknown,
      work: (tx: { query: (...a: never[]) => Promise<unknown> }) => unknown,
    ) => Promise<unknown>;
  };
  proto.query = wrap(proto, proto.query);
  const transaction = proto.transaction;
  proto.transaction = function (this: unknown, work: (tx: { query: (...a: never[]) => Promise<unknown> }) => unknown) {
    return transaction.call(this, (tx: { query: (...a: never[]) => Promise<unknown> }) => {
      tx.query = wrap(tx, tx.query);
      return work(tx);
    });
  };
}
function printQueries(label: string): void {
  if (!queryLog) return;
  const list = [...queryLog.entries()].sort((a, b) => b[1].ms - a[1].ms);
  const n = list.reduce((sum, [, e]) => sum + e.n, 0);
  const total = list.reduce((sum, [, e]) => sum + e.ms, 0);
  console.error(`\n${label}: ${n} statements, ${total.toFixed(1)} ms in the database`);
  for (const [text, e] of list.slice(0, 8))
    console.error(`  ${e.ms.toFixed(1).padStart(8)} ms ${String(e.n).padStart(4)}× ${text}`);
  queryLog.clear();
}

async function timed(
  server: Endpoint,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ ms: number; cpuMs: number; body: string }> {
  queryLog?.clear();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const reply = await request(server, method, path, { cookie, body, timeoutMs: 600_000 });
  const took = performance.now() - started;
  const used = process.cpuUsage(cpu);
  if (queryLog && !path.endsWith('/ops')) printQueries(`${method} ${path} (${took.toFixed(0)} ms)`);
  if (reply.status !== 200) throw new Error(`${method} ${path}: ${reply.status} ${reply.body.slice(0, 300)}`);
  return { ms: took, cpuMs: (used.user + used.system) / 1000, body: reply.body };
}

/**
 * A GET as a browser sends it (gzip), timed like `timed`: wall time and this process's CPU time; the
 * answer's status must be `status`.
 */
async function timedRead(
  server: Endpoint,
  path: string,
  headers: Record<string, string> = {},
  status = 200,
): Promise<{ ms: number; cpuMs: number; etag?: string }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const reply = await new Promise<{ status: number; etag?: string }>((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port: server.port, path, headers: { 'accept-encoding': 'gzip', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag }));
      },
    );
    req.on('error', reject);
  });
  const took = performance.now() - started;
  const used = process.cpuUsage(cpu);
  if (reply.status !== status) throw new Error(`GET ${path}: ${reply.status}, not ${status}`);
  return { ms: took, cpuMs: (used.user + used.system) / 1000, etag: reply.etag };
}

/** "612.0 ms (CPU 580.1 ms)": wall time and this process's CPU time (server and embedded database). */
const withCpu = (t: { ms: number; cpuMs: number }) => `${ms(t.ms)} (CPU ${ms(t.cpuMs)})`;

/** Approve, generate and publish one stage; the first two timed. */
export async function closeStage(server: Endpoint, secretary: string, k: number) {
  const approve = await timed(server, secretary, 'POST', `/api/stages/${stageId(k)}/results/approve`);
  const generate = await timed(server, secretary, 'POST', `/api/stages/${stageId(k)}/standings/generate`, {});
  if (!(JSON.parse(generate.body) as { ok: boolean }).ok) throw new Error(`generate ${k}: ${generate.body}`);
  return { approve, generate, approveMs: approve.ms, generateMs: generate.ms };
}

/**
 * Stage 12 through the judge app's API: 10 section judges' phones, each going lap by lap through
 * its section's riders and sending its outbox in batches of up to 100 operations.
 */
async function scoreThroughOps(
  server: Endpoint,
  judge: string,
): Promise<{ batchMs: number[]; batchCpuMs: number[]; scores: number }> {
  const batchMs: number[] = [];
  const batchCpuMs: number[] = [];
  let scores = 0;
  const phones = Array.from({ length: SECTIONS }, (_, s) => ({ section: s + 1, seq: 0, outbox: [] as unknown[] }));
  const send = async (phone: (typeof phones)[number]) => {
    const ops = phone.outbox.splice(0, BATCH);
    const took = await timed(server, judge, 'POST', `/api/judging/stages/${stageId(STAGES)}/ops`, {
      deviceId: `bench-phone-section-${phone.section}`,
      ops,
    });
    const answer = JSON.parse(took.body) as { outcomes: { outcome: string }[] };
    const refused = answer.outcomes.filter((o) => o.outcome !== 'applied');
    if (refused.length > 0) throw new Error(`judge ops refused: ${JSON.stringify(refused[0])}`);
    if (ops.length === BATCH) {
      batchMs.push(took.ms);
      batchCpuMs.push(took.cpuMs);
    }
    scores += ops.length;
  };
  for (let lap = 1; lap <= LAPS; lap++) {
    for (let i = 0; i < riders.length; i++) {
      for (const phone of phones) {
        phone.outbox.push({
          opId: crypto.randomUUID(),
          seq: phone.seq++,
          kind: 'score',
          participantId: riders[i]!.id,
          section: phone.section,
          lap,
          at: new Date().toISOString(),
          points: pointsOf(i, phone.section, lap),
        });
        if (phone.outbox.length >= BATCH) await send(phone);
      }
    }
  }
  for (const phone of phones) while (phone.outbox.length > 0) await send(phone);
  return { batchMs, batchCpuMs, scores };
}

/** Stage 11 from paper: every score of the stage on sheets of 4,800 rows. */
async function scoreThroughImport(
  server: Endpoint,
  secretary: string,
): Promise<{ sheetMs: number[]; sheetCpuMs: number[]; rows: number }> {
  const entries: { racingNumber: number; section: number; lap: number; points: number; at: string }[] = [];
  const at = new Date(Date.now() - 7 * DAY).toISOString();
  riders.forEach((r, i) => {
    for (let lap = 1; lap <= LAPS; lap++)
      for (let section = 1; section <= SECTIONS; section++)
        entries.push({ racingNumber: r.number, section, lap, points: pointsOf(i, section, lap), at });
  });
  const sheetMs: number[] = [];
  const sheetCpuMs: number[] = [];
  for (let i = 0; i < entries.length; i += SHEET_ROWS) {
    const sheet = entries.slice(i, i + SHEET_ROWS);
    const took = await timed(server, secretary, 'POST', `/api/stages/${stageId(STAGES - 1)}/judging/import`, {
      judge: 'Paper judge',
      entries: sheet,
      commit: true,
    });
    const answer = JSON.parse(took.body) as { applied: number };
    if (answer.applied !== sheet.length) throw new Error(`import applied ${answer.applied} of ${sheet.length}`);
    if (sheet.length === SHEET_ROWS) {
      sheetMs.push(took.ms);
      sheetCpuMs.push(took.cpuMs);
    }
  }
  return { sheetMs, sheetCpuMs, rows: entries.length };
}

async function withPostgres<T>(work: (databaseUrl: string | null) => Promise<T>, usePg: boolean): Promise<T> {
  if (!usePg) return work(null);
  const base = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(new URL(base).hostname))
    throw new Error('BENCH_PG_URL must point at a loopback address');
  const database = `trialhub_bench_${Date.now()}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end().catch(() => {});
    }
  };
  await admin(`CREATE DATABASE "${database}"`);
  try {
    const url = new URL(base);
    url.pathname = `/${database}`;
    return await work(url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }
}

export async function runRaceDayScale(usePg = false): Promise<SummaryRow[]> {
  requireNode24();
  const label = usePg ? 'race-day-scale (PostgreSQL)' : 'race-day-scale';
  const rows: SummaryRow[] = [];
  const row = (c: string, result: string, target?: string, ok?: boolean) =>
    rows.push({ benchmark: label, case: c, result: `${result} (load ${load()})`, target, ok });
  await withPostgres(async (databaseUrl) => {
    const read = readConfig({ ...process.env, DATABASE_URL: databaseUrl ?? undefined, DEMO: '1', PORT: undefined });
    const server = await startServer({
      config: { ...read, webDistDir: null },
      authSecret: 'bench-secret-bench-secret-bench-secret-0',
      inMemory: databaseUrl === null,
      port: 0,
    });
    const endpoint: Endpoint = { label, url: server.url, port: server.port };
    try {
      const db = server.database.db;
      await seedChampionship(db);
      const secretary = await signIn(endpoint, 'secretary@trialhub.demo', PASSWORD);
      const judge = await signIn(endpoint, 'judge@trialhub.demo', PASSWORD);

      const earlier = { approve: [] as number[], generate: [] as number[] };
      for (let k = 1; k <= STAGES - 2; k++) {
        await seedEarlierResults(db, k);
        const closed = await closeStage(endpoint, secretary, k);
        await timed(endpoint, secretary, 'POST', `/api/stages/${stageId(k)}/standings/publish`);
        earlier.approve.push(closed.approveMs);
        earlier.generate.push(closed.generateMs);
      }

      const imported = await scoreThroughImport(endpoint, secretary);
      row(
        `sheet import: ${SHEET_ROWS} rows`,
        `median ${ms(median(imported.sheetMs))} (CPU ${ms(median(imported.sheetCpuMs))}; ${(median(imported.sheetMs) / SHEET_ROWS).toFixed(2)} ms a row)`,
        '≤ 3 s',
        median(imported.sheetMs) <= 3_000,
      );
      // A secretary approves a while after the last score: let the scores' live delivery finish first.
      await sleep(1_000);
      const eleven = await closeStage(endpoint, secretary, STAGES - 1);
      await timed(endpoint, secretary, 'POST', `/api/stages/${stageId(STAGES - 1)}/standings/publish`);

      const judged = await scoreThroughOps(endpoint, judge);
      row(
        `judge ops: a batch of ${BATCH}`,
        `median ${ms(median(judged.batchMs))} (CPU ${ms(median(judged.batchCpuMs))}), p90 ${ms(
          percentile(
            [...judged.batchMs].sort((a, b) => a - b),
            90,
          ),
        )} (${judged.scores} scores)`,
        '≤ 150 ms',
        median(judged.batchMs) <= 150,
      );
      const path = `/api/stages/${stageId(STAGES)}/results`;
      const first = await timed(endpoint, '', 'GET', path);
      // A race day's case: a judge's score is a new version; the first spectator after it builds the
      // list (and its gzip, as a browser asks) — after the process has served reads before (warm).
      const rebuilds: { ms: number; cpuMs: number }[] = [];
      for (let i = 0; i < 5; i++) {
        await timed(endpoint, judge, 'POST', `/api/judging/stages/${stageId(STAGES)}/ops`, {
          deviceId: 'bench-phone-section-1',
          ops: [
            {
              opId: crypto.randomUUID(),
              seq: 1_000_000 + i,
              kind: 'score',
              participantId: riders[i]!.id,
              section: 1,
              lap: LAPS,
              at: new Date().toISOString(),
              points: pointsOf(i, 1, LAPS),
            },
          ],
        });
        rebuilds.push(await timedRead(endpoint, path));
      }
      // A rider's whole result (their details opened): built once per version of their rows, then 304.
      const riderPath = `${path}/${riders[7]!.id}`;
      const riderFirst = await timedRead(endpoint, riderPath);
      const riderNotModified: number[] = [];
      for (let i = 0; i < 10; i++)
        riderNotModified.push((await timedRead(endpoint, riderPath, { 'if-none-match': riderFirst.etag! }, 304)).ms);
      const again = await request(endpoint, 'GET', path);
      const revalidations: number[] = [];
      for (let i = 0; i < 10; i++) {
        const started = performance.now();
        const r = await request(endpoint, 'GET', path);
        revalidations.push(performance.now() - started);
        void r;
      }
      const etag = again.headers.etag as string | undefined;
      const notModified: number[] = [];
      for (let i = 0; i < 10 && etag; i++)
        notModified.push(
          (await timedRead(endpoint, path, { 'accept-encoding': 'identity', 'if-none-match': etag }, 304)).ms,
        );
      row('results JSON: first load (built)', withCpu(first), '≤ 50 ms', first.ms <= 50);
      const rebuildMs = median(rebuilds.map((r) => r.ms));
      const rebuildCpu = median(rebuilds.map((r) => r.cpuMs));
      row(
        'results JSON: first build after a score, gzip (median of 5)',
        `${ms(rebuildMs)} (CPU ${ms(rebuildCpu)})`,
        '≤ 50 ms',
        rebuildCpu <= 50,
      );
      row(`a rider's whole result: first build, gzip`, withCpu(riderFirst));
      row(`a rider's whole result: 304`, `median ${ms(median(riderNotModified))}`, '≤ 50 ms');
      row('results JSON: same version again', `median ${ms(median(revalidations))}`);
      if (notModified.length)
        row('results JSON: 304', `median ${ms(median(notModified))}`, '≤ 50 ms', median(notModified) <= 50);

      await sleep(1_000);
      const twelve = await closeStage(endpoint, secretary, STAGES);
      row('approve (stage 12, judge ops)', withCpu(twelve.approve), '≤ 300 ms', twelve.approveMs <= 300);
      row('approve (stage 11, imported)', withCpu(eleven.approve), '≤ 300 ms', eleven.approveMs <= 300);
      row('generate standings (stage 12 of 12)', withCpu(twelve.generate), '≤ 300 ms', twelve.generateMs <= 300);
      row('generate standings (stage 11 of 12)', withCpu(eleven.generate), '≤ 300 ms', eleven.generateMs <= 300);
      row('stages 1–10: approve / generate', `median ${ms(median(earlier.approve))} / ${ms(median(earlier.generate))}`);
    } finally {
      closeAdminConnections();
      await server.close();
    }
  }, usePg);
  return rows;
}

export const raceDayScale: Benchmark = { name: 'race-day-scale', run: () => runRaceDayScale(false) };
/** The same on PostgreSQL (a database of its own, dropped at the end, as two-instances does). */
export const raceDayScalePg: Benchmark = { name: 'race-day-scale-pg', run: () => runRaceDayScale(true) };

if (isEntry(import.meta.url)) {
  printTable(await runRaceDayScale(process.argv.includes('--pg')));
  process.exit(0);
}
