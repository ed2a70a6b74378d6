/**
 * Memory after a race day on the embedded database (issue #36 point 6: ≤ 200 MiB after the 400-rider
 * bench), and where it goes. The server as a user runs it (main-process.ts) on a data dir with the demo:
 * 400 more riders on the demo's today stage, every one scored on every section of every lap (the
 * judge app's batches), then what the crowd opens — the results page in three languages on a phone and
 * a desktop (rendered in the worker thread, page-render.ts), the results, standings and participants
 * reads — then 10 s idle, and 40 s (the render worker has ended). RSS is read after each step; the JS heaps and the memory outside them
 * (PGlite's WebAssembly memory is an ArrayBuffer: "external") come from the server's /metrics.
 */
import { addRiders, letDemoJudgeScoreAnySection, LOOPBACK, scoreEveryRider, signIn, sleep } from './support.js';
import type { Started } from './main-process.js';

const STAGE = 'demo-stage-3';
const RIDERS = 400;
const METRICS_TOKEN = 'bench-memory-day-metrics-token';
export const DAY_ENV = { METRICS_TOKEN };

export interface DayMemory {
  steps: { step: string; rssMiB: number; cpuS: number }[];
  /** The main thread's JS heap (used / total) and the memory it holds outside it (external), in MiB, at the end. */
  heapUsedMiB: number;
  heapTotalMiB: number;
  externalMiB: number;
}

async function metric(server: Started, name: string): Promise<number> {
  const text = await fetch(`http://${LOOPBACK}:${server.port}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  }).then((r) => r.text());
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line ? Number(line.split(' ').at(-1)) / 1024 / 1024 : NaN;
}

/** Runs the day on `server` (started with DAY_ENV on a data dir with the demo); RSS after each step. */
export async function measureDay(server: Started): Promise<DayMemory> {
  // The server's own origin (its default PUBLIC_URL): sign-in refuses another one.
  const endpoint = { label: 'memory-day', url: `http://localhost:${server.port}`, port: server.port };
  const steps: DayMemory['steps'] = [];
  const cpu0 = server.cpuMs() ?? 0;
  const note = (step: string) =>
    steps.push({ step, rssMiB: server.rssMiB() ?? NaN, cpuS: ((server.cpuMs() ?? 0) - cpu0) / 1000 });
  note('started');
  await addRiders(endpoint, STAGE, RIDERS, { classes: ['Expert', 'Clubman', 'Hobby', 'Youth'], firstNumber: 3000 });
  note(`${RIDERS} riders entered`);
  await letDemoJudgeScoreAnySection(endpoint, STAGE);
  const judge = await signIn(endpoint, 'judge@trialhub.demo', 'trialhub-demo');
  const { slots } = await scoreEveryRider(endpoint, STAGE, judge, 'bench-memory-day');
  note(`${slots.length} scores`);
  const year = new Date().getFullYear();
  const page = `/competitions/demo/baltic-cup-${year}/round-3-cesis/results`;
  for (const language of ['lv', 'et', 'en'])
    for (const phone of [true, false]) {
      await fetch(`${endpoint.url}${page}`, {
        headers: {
          'accept-language': language,
          'sec-ch-ua-mobile': phone ? '?1' : '?0',
          'accept-encoding': 'br',
        },
      }).then((r) => r.arrayBuffer());
    }
  for (const read of [
    `/api/stages/${STAGE}/results`,
    `/api/stages/${STAGE}/participants/per-class`,
    `/api/standings/demo/baltic-cup-${year}`,
    '/',
    `/competitions/demo/baltic-cup-${year}`,
  ])
    await fetch(`${endpoint.url}${read}`).then((r) => r.arrayBuffer());
  note('pages rendered, reads answered');
  await sleep(10_000);
  note('10 s idle');
  // The render worker ends after 30 idle seconds (render-pool.ts): what a quiet server keeps.
  await sleep(30_000);
  note('40 s idle (render worker ended)');
  return {
    steps,
    heapUsedMiB: await metric(server, 'nodejs_heap_size_used_bytes'),
    heapTotalMiB: await metric(server, 'nodejs_heap_size_total_bytes'),
    externalMiB: await metric(server, 'nodejs_external_memory_bytes'),
  };
}
