/**
 * Runs the benchmarks one after another and prints one summary table (`npm run bench`, which builds
 * the web app first).
 *
 *   npx tsx bench/run-all.ts [name ...] [--strict]
 *
 * Names pick benchmarks from `benchmarks` (default: all). A benchmark that throws is reported and
 * the next one still runs; the exit code is 1 if any threw, and with --strict also if a target was
 * missed.
 */
import os from 'node:os';
import { jsBudget } from './js-budget.js';
import { judgeOp } from './judge-op.js';
import { judgeTap } from './judge-tap.js';
import { lighthouseBench } from './lighthouse.js';
import { liveFanout } from './live-fanout.js';
import { memory } from './memory.js';
import { raceDayScale, raceDayScalePg } from './race-day-scale.js';
import { resultsLive } from './results-live.js';
import { resultsRead } from './results-read.js';
import { routeJs } from './route-js.js';
import { soak } from './soak.js';
import { spike } from './spike.js';
import { type Benchmark, type SummaryRow, printTable, requireNode24 } from './support.js';
import { twoInstances } from './two-instances.js';

/**
 * The benchmarks `npm run bench` runs, in order. To add one, export a `Benchmark`
 * ({ name, run(): Promise<SummaryRow[]> }) from its own bench/<name>.ts and append it here.
 */
export const benchmarks: Benchmark[] = [
  jsBudget,
  routeJs,
  lighthouseBench,
  liveFanout,
  twoInstances,
  resultsLive,
  judgeTap,
  judgeOp,
  resultsRead,
  spike,
  memory,
  raceDayScale,
  raceDayScalePg,
  soak,
];

function machine(): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  return `${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}, load ${load}`;
}

async function main(): Promise<number> {
  requireNode24();
  const args = process.argv.slice(2);
  const strict = args.includes('--strict');
  const names = args.filter((a) => !a.startsWith('--'));
  const unknown = names.filter((n) => !benchmarks.some((b) => b.name === n));
  if (unknown.length > 0) {
    console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${benchmarks.map((b) => b.name).join(', ')}`);
    return 1;
  }
  const selected = names.length ? benchmarks.filter((b) => names.includes(b.name)) : benchmarks;

  console.log(`machine: ${machine()}`);
  if (os.loadavg()[0]! > 1) console.log('note: the machine is busy (1-minute load > 1); latencies will be noisy');
  const rows: SummaryRow[] = [];
  let failed = false;
  for (const benchmark of selected) {
    console.log(`\n━━ ${benchmark.name}`);
    const started = Date.now();
    try {
      rows.push(...(await benchmark.run()));
    } catch (error) {
      failed = true;
      console.error(`${benchmark.name} failed:`, error);
      rows.push({
        benchmark: benchmark.name,
        case: 'run',
        result: `ERROR: ${String(error).split('\n')[0]}`,
        ok: false,
      });
    }
    console.log(`(${benchmark.name}: ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }

  console.log(`\nSummary — ${machine()}\n`);
  printTable(rows);
  const missed = rows.some((r) => r.ok === false);
  return failed || (strict && missed) ? 1 : 0;
}

process.exitCode = await main();
