/**
 * Where a public page's main thread goes while it loads (issue #36 point 5): Debian's Chromium opens the page
 * as Lighthouse's mobile preset does (412×823, a phone's user agent), unthrottled, with V8's sampling profiler
 * on; the samples are cut into tasks at the browser's idle gaps, and each task longer than --min ms of this
 * machine (default 12.5: 50 ms on Lighthouse's phone, 4× slower) is listed with the functions and React
 * components it spent its time in, mapped through the build's source maps.
 *
 *   npx tsx bench/page-profile.ts [--pages=standings] [--min=12.5] [--runs=1] [--wait=6000]
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { type RawSourceMap, SourceMapConsumer } from 'source-map';
import { publicPagePaths } from './route-js.js';
import { isEntry, requireNode24, startServerProcess } from './support.js';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
const maps = new Map<string, SourceMapConsumer | null>();
async function consumer(url: string): Promise<SourceMapConsumer | null> {
  const file = /\/assets\/[^?]+\.js/.exec(url)?.[0];
  if (!file) return null;
  if (!maps.has(file)) {
    const map = path.join(dist, `${file}.map`);
    maps.set(
      file,
      fs.existsSync(map) ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8')) as RawSourceMap) : null,
    );
  }
  return maps.get(file)!;
}

/** "name (src/…:line)" of a frame, through the source map when there is one. */
async function frameName(frame: Node['callFrame']): Promise<string> {
  if (!frame.url) return frame.functionName || '(native)';
  const map = await consumer(frame.url);
  const short = frame.url.replace(/^.*\/assets\//, '');
  if (!map) return `${frame.functionName || '(anonymous)'} (${short})`;
  const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (at.source ?? short).replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${at.name ?? frame.functionName ?? '(anonymous)'} (${source}:${at.line})`;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own time in the event (CPU): what a busy machine's waits leave out. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Chrome's trace events' args differ by event
  args: Record<string, any>;
}

async function profilePage(url: string, min: number, wait: number) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    timezoneId: 'Europe/Riga',
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: [
      'toplevel',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
      'v8.execute',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(wait);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  await browser.close();

  const main = traceEvents.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args.name === 'CrRendererMain' &&
      traceEvents.some((p) => p.name === 'ProfileChunk' && p.pid === e.pid),
  );
  if (!main) throw new Error('no renderer main thread with a profile');
  const onMain = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const navigation =
    onMain.find((e) => e.name === 'navigationStart' || e.name === 'NavigationBodyLoader::StartLoadingBody')?.ts ??
    onMain.filter((e) => e.name === 'RunTask').reduce((m, e) => Math.min(m, e.ts), Infinity);
  // The profile: nodes and samples arrive in chunks on the same thread (or the profiler's).
  const nodes = new Map<number, Node & { parent?: number }>();
  const samples: { at: number; node: number }[] = [];
  const profileEvent = traceEvents.find((e) => e.name === 'Profile' && e.pid === main.pid)!;
  let at = profileEvent.args.data.startTime as number;
  for (const e of traceEvents) {
    if (e.name !== 'ProfileChunk' || e.pid !== main.pid || e.id !== profileEvent.id) continue;
    const data = e.args.data as {
      cpuProfile: { nodes?: (Node & { parent?: number })[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const n of data.cpuProfile.nodes ?? []) nodes.set(n.id, n);
    (data.cpuProfile.samples ?? []).forEach((node, i) => {
      at += data.timeDeltas?.[i] ?? 0;
      samples.push({ at, node });
    });
  }
  const names = new Map<number, string>();
  for (const n of nodes.values()) names.set(n.id, await frameName(n.callFrame));

  const tasks = onMain
    .filter(
      (e) =>
        e.ph === 'X' &&
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
        (e.tdur ?? e.dur ?? 0) >= min * 1000,
    )
    .sort((a, b) => a.ts - b.ts)
    // nested RunTasks: the outer one only
    .filter((e, i, all) => !all.slice(0, i).some((o) => o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur!));
  let total = 0;
  const list: { at: number; ms: number }[] = [];
  for (const task of tasks) {
    // The task's CPU time: on a machine shared with other work, its wall time holds the waits too.
    const duration = (task.tdur ?? task.dur!) / 1000;
    total += Math.max(0, duration * 4 - 50);
    const self = new Map<string, number>();
    const inclusive = new Map<string, number>();
    const inTask = samples.filter((s) => s.at >= task.ts && s.at <= task.ts + task.dur!);
    const dt = inTask.length ? duration / inTask.length : 0;
    for (const { node } of inTask) {
      const name = names.get(node) ?? '?';
      self.set(name, (self.get(name) ?? 0) + dt);
      const seen = new Set<string>();
      for (let id: number | undefined = node; id !== undefined; id = nodes.get(id)?.parent) {
        const frame = names.get(id) ?? '?';
        if (seen.has(frame) || !/src\/|^[A-Z]/.test(frame)) continue;
        seen.add(frame);
        inclusive.set(frame, (inclusive.get(frame) ?? 0) + dt);
      }
    }
    // What else the trace says the task did (parsing HTML, style, layout, script evaluation).
    const kinds = new Map<string, number>();
    for (const e of onMain)
      if (
        e.ph === 'X' &&
        e.ts >= task.ts &&
        e.ts < task.ts + task.dur! &&
        e !== task &&
        [
          'ParseHTML',
          'EvaluateScript',
          'v8.evaluateModule',
          'FunctionCall',
          'UpdateLayoutTree',
          'Layout',
          'Paint',
          'MajorGC',
          'MinorGC',
          'TimerFire',
          'EventDispatch',
          'v8.compileModule',
          'v8.compile',
          'ParseAuthorStyleSheet',
          'PrePaint',
          'HitTest',
          'XHRReadyStateChange',
          'ResourceReceivedData',
        ].includes(e.name)
      )
        kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    const top = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `${v.toFixed(1)} ${k}`)
        .join('\n      ');
    list.push({ at: (task.ts - navigation) / 1000, ms: duration });
    console.log(
      `task at ${((task.ts - navigation) / 1000).toFixed(0)} ms: ${duration.toFixed(1)} ms (×4 = ${(duration * 4).toFixed(0)} ms) — ${[...kinds].map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`,
    );
    console.log(`   self:\n      ${top(self, 8)}`);
    console.log(`   app frames:\n      ${top(inclusive, 12)}`);
  }
  console.log(`sum of (×4 − 50) over these tasks: ${total.toFixed(0)} ms (all tasks, not only after FCP)`);
  return list;
}

if (isEntry(import.meta.url)) {
  requireNode24();
  const server = await startServerProcess('page-profile', { BENCH_SERVE_WEB: '1' });
  try {
    const ads = (await (await fetch(`${server.base}/api/market/ads`)).json()) as { items: { id: string }[] };
    const paths = publicPagePaths(ads.items[0]!.id);
    const pages = (option('pages') ?? 'standings').split(',') as (keyof typeof paths)[];
    for (const name of pages) await (await fetch(`${server.base}${paths[name]}?lng=en`)).text();
    for (const name of pages)
      for (let run = 0; run < Number(option('runs') ?? 1); run++) {
        console.log(`=== ${name} run ${run + 1}`);
        await profilePage(
          `${server.base}${paths[name]}?lng=en`,
          Number(option('min') ?? 12.5),
          Number(option('wait') ?? 6000),
        );
      }
  } finally {
    await server.stop();
  }
}
