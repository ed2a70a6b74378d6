/**
 * Memory and start (issue #20, decision 035): the server as `npm start` and the systemd unit run it
 * (`node apps/server/dist/main.js`), measured from outside.
 *
 * - first boot with the demo seed: a fresh data dir (a copy of the build's migrated template, demo) until
 *   the first answer; and once without the template (initdb, as before any build made it)
 * - restart to first response: the same data dir again (median of three)
 * - idle RSS on the embedded database: after a restart, a home page and a results read, then 10 s idle
 * - idle RSS on PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres; a
 *   database of its own, dropped after): DEMO=0 as in production, after a restart, same reads
 * - per-subscriber cost at 5,000 SSE subscribers: bench/serve.ts (in-memory PGlite) with the server
 *   process's memory settings (ops/runtime-tuning.ts), RSS and JS heap after a full GC, before and
 *   after the subscribers connect, divided by their number
 *
 *   npx tsx bench/memory.ts [--no-pg] [--only=embedded|postgres|subscribers]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { installedDataDirTemplate } from '../apps/server/src/db/initdb-template.js';
import { RUNTIME_ENV, RUNTIME_NODE_FLAG } from '../apps/server/src/ops/runtime-tuning.js';
import { type Started, startMain } from './main-process.js';
import { DAY_ENV, measureDay } from './memory-day.js';
import {
  type Benchmark,
  LOOPBACK,
  type SubscriberPool,
  type SummaryRow,
  isEntry,
  openSubscribers,
  printTable,
  requireNode24,
  requireOpenFiles,
  sleep,
  startServerProcess,
} from './support.js';

const repoRoot = path.resolve(import.meta.dirname, '..');
const SUBSCRIBERS = 5_000;
const WARM_SUBSCRIBERS = 1_000;
const IDLE_SETTLE_MS = 10_000;
const TARGETS = {
  embeddedMiB: 250,
  postgresMiB: 150,
  // Issue #36 (was 3 s and 8 s, issue #20).
  restartS: 1,
  firstBootS: 4,
  /** Issue #36: after the 400-rider day (memory-day.ts). */
  dayMiB: 200,
  perSubscriberKiB: 10,
};

/** What a visitor does first: the home page, the competitions list, the demo stage's results. */
async function touch(port: number, demo: boolean): Promise<void> {
  const base = `http://${LOOPBACK}:${port}`;
  const paths = ['/', '/api/stages', ...(demo ? ['/api/stages/demo-stage-2/results'] : [])];
  for (const p of paths) await fetch(base + p).then((r) => r.arrayBuffer());
}

async function idleRss(server: Started, demo: boolean): Promise<number> {
  await touch(server.port, demo);
  await sleep(IDLE_SETTLE_MS);
  return server.rssMiB() ?? NaN;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const s = (x: number) => `${x.toFixed(2)} s`;
const mb = (x: number) => `${x.toFixed(0)} MiB`;

async function embedded(rows: SummaryRow[]): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialhub-bench-memory-'));
  try {
    const env = { DATA_DIR: dataDir, DEMO: '1' };
    const first = await startMain(env);
    const afterSeedMiB = await idleRss(first, true);
    await first.stop();
    console.log(
      `first boot with demo seed ${s(first.firstResponseS)} (CPU ${s(first.firstResponseCpuS)}); idle RSS after it ${mb(afterSeedMiB)}`,
    );
    rows.push({
      benchmark: 'memory',
      case: 'first boot with the demo seed (embedded)',
      result: `${s(first.firstResponseS)}, CPU ${s(first.firstResponseCpuS)} (idle RSS after it ${mb(afterSeedMiB)})`,
      target: `≤ ${TARGETS.firstBootS} s`,
      ok: first.firstResponseS <= TARGETS.firstBootS,
    });
    const restarts: number[] = [];
    const restartsCpu: number[] = [];
    let rss = NaN;
    for (let i = 0; i < 3; i++) {
      const again = await startMain(env);
      restarts.push(again.firstResponseS);
      restartsCpu.push(again.firstResponseCpuS);
      if (i === 2) rss = await idleRss(again, true);
      await again.stop();
      console.log(`restart ${i + 1}: first response in ${s(again.firstResponseS)} (CPU ${s(again.firstResponseCpuS)})`);
    }
    rows.push({
      benchmark: 'memory',
      case: 'restart to first response (embedded, median of 3)',
      result: `${s(median(restarts))} (${restarts.map((r) => r.toFixed(2)).join(', ')}), CPU ${s(median(restartsCpu))}`,
      target: `≤ ${TARGETS.restartS} s`,
      ok: median(restarts) <= TARGETS.restartS,
    });
    rows.push({
      benchmark: 'memory',
      case: 'idle RSS, embedded database',
      result: mb(rss),
      target: `≤ ${TARGETS.embeddedMiB} MiB`,
      ok: rss <= TARGETS.embeddedMiB,
    });
    const server = await startMain({ ...env, ...DAY_ENV });
    const day = await measureDay(server).finally(() => server.stop());
    for (const step of day.steps)
      console.log(`400-rider day: ${step.step}: RSS ${mb(step.rssMiB)}, CPU ${step.cpuS.toFixed(1)} s`);
    const end = day.steps.at(-1)!;
    rows.push({
      benchmark: 'memory',
      case: 'RSS after the 400-rider day, embedded (40 s idle)',
      result:
        `${mb(end.rssMiB)} (main JS heap ${mb(day.heapUsedMiB)} of ${mb(day.heapTotalMiB)}, external ${mb(day.externalMiB)}; ` +
        day.steps.map((st) => `${st.step} ${mb(st.rssMiB)}`).join(', ') +
        ')',
      target: `≤ ${TARGETS.dayMiB} MiB`,
      ok: end.rssMiB <= TARGETS.dayMiB,
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  await firstBootWithoutTemplate(rows);
}

/**
 * The build (which `npm start` runs, and this benchmark, with --if-stale) keeps a migrated data dir for
 * new ones (decisions 046, 084), so the first boot above copies that template. An installation's very first boot
 * without it runs initdb and then keeps it: measured with the installation's template set aside and put
 * back after.
 */
async function firstBootWithoutTemplate(rows: SummaryRow[]): Promise<void> {
  const template = installedDataDirTemplate();
  if (!template || !fs.existsSync(template)) return;
  const aside = `${template}.bench-aside`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialhub-bench-memory-'));
  fs.renameSync(template, aside);
  try {
    const first = await startMain({ DATA_DIR: dataDir, DEMO: '1' });
    await first.stop();
    console.log(`first boot with demo seed, no initdb template: ${s(first.firstResponseS)}`);
    rows.push({
      benchmark: 'memory',
      case: 'first boot with the demo seed, before any build made the initdb template',
      result: s(first.firstResponseS),
    });
  } finally {
    // That boot kept its own template under the same name.
    fs.rmSync(template, { recursive: true, force: true });
    fs.renameSync(aside, template);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(rows: SummaryRow[]): Promise<void> {
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `trialhub_bench_memory_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${adminUrl} (${String(error)}): skipped`);
    rows.push({ benchmark: 'memory', case: 'idle RSS, PostgreSQL', result: 'skipped: no PostgreSQL' });
    return;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialhub-bench-memory-pg-'));
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const env = { DATABASE_URL: url.toString(), DEMO: '0', DATA_DIR: dataDir };
    await (await startMain(env)).stop(); // migrations
    const server = await startMain(env);
    const rss = await idleRss(server, false);
    await server.stop();
    console.log(`PostgreSQL: restart ${s(server.firstResponseS)}, idle RSS ${mb(rss)}`);
    rows.push({
      benchmark: 'memory',
      case: 'idle RSS, PostgreSQL',
      result: `${mb(rss)} (restart to first response ${s(server.firstResponseS)})`,
      target: `≤ ${TARGETS.postgresMiB} MiB`,
      ok: rss <= TARGETS.postgresMiB,
    });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function subscribers(rows: SummaryRow[]): Promise<void> {
  requireOpenFiles(SUBSCRIBERS);
  // With the production process's memory settings (serve.ts does not go through main.ts).
  const extraArgs = process.env.BENCH_SERVER_NODE_ARGS;
  process.env.BENCH_SERVER_NODE_ARGS = `${RUNTIME_NODE_FLAG} ${extraArgs ?? ''}`;
  const server = await startServerProcess(`memory-${SUBSCRIBERS}`, RUNTIME_ENV).finally(() => {
    if (extraArgs === undefined) delete process.env.BENCH_SERVER_NODE_ARGS;
    else process.env.BENCH_SERVER_NODE_ARGS = extraArgs;
  });
  try {
    // Settle first (and let serve.ts install its SIGUSR2 handler: a signal sent the moment its URL line
    // arrives can beat it on a busy machine, and SIGUSR2's default ends the process).
    await sleep(3_000);
    // The cost of a subscriber is measured between 1,000 and 5,000 open ones: the start's own garbage
    // (heap the first GC gives back, pages not yet returned) made a plain before/after swing both ways.
    const measure = async () => {
      // A full GC, then idle: V8's memory reducer compacts and gives pages back after a few seconds.
      await server.memoryAfterGc();
      await sleep(IDLE_SETTLE_MS);
      const m = await server.memoryAfterGc();
      if (process.env.BENCH_VERBOSE === '1') console.log(m);
      return { rss: server.rssKiB() ?? NaN, heap: m ? m.heapUsed / 1024 : NaN };
    };
    const pools: SubscriberPool[] = [];
    try {
      pools.push(await openSubscribers(server, WARM_SUBSCRIBERS, { topics: 'stages', rounds: 1 }));
      const warm = await measure();
      pools.push(await openSubscribers(server, SUBSCRIBERS - WARM_SUBSCRIBERS, { topics: 'stages', rounds: 1 }));
      const full = await measure();
      const added = SUBSCRIBERS - WARM_SUBSCRIBERS;
      const rssPer = (full.rss - warm.rss) / added;
      const heapPer = (full.heap - warm.heap) / added;
      console.log(
        `subscribers ${WARM_SUBSCRIBERS} → ${SUBSCRIBERS}: RSS ${(warm.rss / 1024).toFixed(0)} → ${(full.rss / 1024).toFixed(0)} MiB, ` +
          `${rssPer.toFixed(1)} KiB each (JS heap ${heapPer.toFixed(1)} KiB each)`,
      );
      rows.push({
        benchmark: 'memory',
        case: `per-subscriber cost at ${SUBSCRIBERS.toLocaleString('en')} SSE subscribers`,
        result: `${rssPer.toFixed(1)} KiB RSS (JS heap ${heapPer.toFixed(1)} KiB; RSS ${(full.rss / 1024).toFixed(0)} MiB at ${SUBSCRIBERS})`,
        target: `≤ ${TARGETS.perSubscriberKiB} KiB`,
        ok: rssPer <= TARGETS.perSubscriberKiB,
      });
    } finally {
      for (const pool of pools) pool.close();
    }
  } finally {
    await server.stop();
  }
}

export const memory: Benchmark = {
  name: 'memory',
  async run() {
    requireNode24();
    execFileSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], { cwd: repoRoot, stdio: 'inherit' });
    const rows: SummaryRow[] = [];
    // --only=subscribers (or embedded, postgres) runs one part.
    const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
    if (!only || only === 'embedded') await embedded(rows);
    if ((!only || only === 'postgres') && !process.argv.includes('--no-pg')) await postgres(rows);
    if (!only || only === 'subscribers') await subscribers(rows);
    return rows;
  },
};

if (isEntry(import.meta.url)) {
  const rows = await memory.run();
  console.log(
    `\nload ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  printTable(rows);
}
