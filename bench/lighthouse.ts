/**
 * Lighthouse on the public pages (issue #20 item 2, decision 036): the `lighthouse` npm package drives
 * Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) with its default mobile preset (simulated slow
 * 4G, a mid-range phone's CPU) against a fresh demo server serving the built app (server-rendered pages).
 * Home, a stage, its results, the championship's standings and a market ad, RUNS times each (default 3);
 * the median performance and accessibility scores, with the median CLS, LCP, TBT and script bytes.
 *
 *   npx tsx bench/lighthouse.ts [runs] [--pages=home,results] [--keep=/tmp/lh-reports] [--audits] [--cpu=8]
 *
 * --pages: only those pages (home, stage, results, standings, ad). --keep: write each run's full report
 * (JSON, open it in the Lighthouse viewer) into that folder. --audits: print what each page's median run
 * spent its time on (LCP element and phases, main-thread work by category, long tasks, scripts' time,
 * opportunities), which is where to look when a score is low.
 */
import fs from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { jsBudgetKb, publicPagePaths } from './route-js.js';
import { type Benchmark, type SummaryRow, isEntry, printTable, requireNode24, startServerProcess } from './support.js';

const TARGET = 95;
const CLS_TARGET = 0.02;

interface Run {
  lhr: Result;
  performance: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  scriptKb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ??
  (process.argv.includes(`--${name}`) ? '' : undefined);

/** The fields of Lighthouse's audit tables this prints. */
interface Row {
  type?: string;
  items?: Row[];
  node?: { snippet?: string; selector?: string };
  label?: string;
  duration?: number;
  score?: number;
  groupLabel?: string;
  url?: string;
  total?: number;
  scripting?: number;
  scriptParseCompile?: number;
  startTime?: number;
}
const items = (lhr: Result, id: string): Row[] => (lhr.audits[id]?.details as Row | undefined)?.items ?? [];
const ms = (n: unknown) => `${Math.round(Number(n))} ms`;

/** What a run spent its time on (--audits): the numbers to attack when performance is low. */
function printAudits(name: string, lhr: Result): void {
  const lines: string[] = [
    `--- ${name}: where the time goes (run with performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)})`,
  ];
  const metric = (id: string) => `${id} ${ms(lhr.audits[id]?.numericValue)} (score ${lhr.audits[id]?.score})`;
  lines.push(
    [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'speed-index',
      'cumulative-layout-shift',
    ]
      .map(metric)
      .join(', '),
  );
  // The LCP element and its phases (time to first byte, load delay, load time, render delay).
  for (const part of items(lhr, 'lcp-breakdown-insight')) {
    if (part.node) lines.push(`LCP element: ${part.node.snippet} (${part.node.selector})`);
    for (const phase of part.items ?? []) lines.push(`  LCP ${phase.label}: ${ms(phase.duration)}`);
  }
  for (const shift of items(lhr, 'layout-shifts'))
    lines.push(
      `layout shift ${Number(shift.score).toFixed(3)}: ${shift.node?.snippet ?? ''} ${shift.node?.selector ?? ''}`,
    );
  lines.push(
    'main thread: ' +
      items(lhr, 'mainthread-work-breakdown')
        .map((i) => `${i.groupLabel} ${ms(i.duration)}`)
        .join(', '),
  );
  lines.push('scripts (total / evaluation / parse+compile):');
  for (const i of items(lhr, 'bootup-time').slice(0, 8))
    lines.push(`  ${i.url} ${ms(i.total)} / ${ms(i.scripting)} / ${ms(i.scriptParseCompile)}`);
  lines.push('long tasks (start, duration, url):');
  for (const i of items(lhr, 'long-tasks').slice(0, 10)) lines.push(`  ${ms(i.startTime)} ${ms(i.duration)} ${i.url}`);
  for (const [id, audit] of Object.entries(lhr.audits)) {
    const details = audit.details as { type?: string; overallSavingsMs?: number } | undefined;
    if (details?.type === 'opportunity' && (details.overallSavingsMs ?? 0) > 0)
      lines.push(`opportunity ${id}: ${ms(details.overallSavingsMs)} — ${audit.displayValue ?? ''}`);
  }
  for (const id of [
    'render-blocking-insight',
    'network-dependency-tree-insight',
    'render-blocking-resources',
    'critical-request-chains',
  ])
    if (lhr.audits[id] && lhr.audits[id]!.score !== 1 && lhr.audits[id]!.score !== null)
      lines.push(`${id}: ${lhr.audits[id]!.displayValue ?? lhr.audits[id]!.score}`);
  console.log(lines.join('\n'));
}

async function audit(url: string, port: number): Promise<Run> {
  const cpu = option('cpu');
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    // --cpu=N: the phone's CPU as N times slower than this machine's (the preset's 4): a fast machine's
    // scores say little about a slower one's, and the same page at ×8 is what a machine half as fast sees.
    cpu
      ? {
          extends: 'lighthouse:default',
          settings: { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: Number(cpu) } },
        }
      : undefined,
  );
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  if (categories.performance?.score == null) {
    const why = audits['largest-contentful-paint']?.errorMessage ?? 'no score';
    throw new Error(`Lighthouse on ${url}: ${why}`);
  }
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const scripts = (
    audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items?.find((item) => item.resourceType === 'script');
  return {
    lhr: result.lhr,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    scriptKb: (scripts?.transferSize ?? 0) / 1024,
  };
}

export const lighthouseBench: Benchmark = {
  name: 'lighthouse',
  async run(): Promise<SummaryRow[]> {
    const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 3);
    const server = await startServerProcess('lighthouse', { BENCH_SERVE_WEB: '1' });
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // A visitor at the venue, whose clock the page is rendered on before the server knows theirs; one on
      // another clock gets the page anew on it after hydration (decision 060): BENCH_TZ=UTC measures that.
      envVars: { ...process.env, TZ: process.env.BENCH_TZ ?? 'Europe/Riga' },
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const rows: SummaryRow[] = [];
    try {
      const ads = (await (await fetch(`${server.base}/api/market/ads`)).json()) as { items: { id: string }[] };
      const only = option('pages')?.split(',');
      const keep = option('keep');
      if (keep) fs.mkdirSync(keep, { recursive: true });
      const paths = publicPagePaths(ads.items[0]!.id);
      const allPages = (['home', 'stage', 'results', 'standings', 'ad'] as const).map(
        (name) => [name, paths[name]] as const,
      );
      const pages = allPages.filter(([name]) => !only || only.includes(name));
      // A fresh server imports its page renderer on the first page (decision 036): served once before the
      // runs, so the first audit measures the page and not that start (it added seconds to home's first run).
      for (const [, path] of pages) await (await fetch(`${server.base}${path}?lng=en`)).text();
      for (const [name, path] of pages) {
        const results: Run[] = [];
        for (let i = 0; i < runs; i++) {
          // A run Lighthouse could not finish (it says why, e.g. NO_NAVSTART now and then) is run again, up
          // to three times.
          const url = `${server.base}${path}?lng=en`;
          const attempt = (left: number): Promise<Run> =>
            audit(url, chrome.port).catch((error: unknown) => {
              console.log(String(error));
              if (left === 0) throw error;
              return attempt(left - 1);
            });
          results.push(await attempt(3));
          if (keep) fs.writeFileSync(join(keep, `${name}-${i + 1}.json`), JSON.stringify(results.at(-1)!.lhr));
        }
        const byScore = [...results].sort((a, b) => a.performance - b.performance);
        if (option('audits') !== undefined) printAudits(name, byScore[Math.floor(byScore.length / 2)]!.lhr);
        const m = (key: Exclude<keyof Run, 'lhr'>) => median(results.map((r) => r[key]));
        const load = os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ');
        console.log(
          `${name}: performance ${results.map((r) => r.performance).join('/')} (median ${m('performance')}), ` +
            `accessibility ${m('accessibility')}, CLS ${m('cls').toFixed(3)}, LCP ${m('lcpMs').toFixed(0)} ms, ` +
            `TBT ${m('tbtMs').toFixed(0)} ms, JS ${m('scriptKb').toFixed(1)} KB — load ${load}, ` +
            // Lighthouse's own measure of this machine's speed (higher is faster): the simulated phone is
            // the preset's multiplier slower than this, so scores from machines with different indexes differ.
            `benchmarkIndex ${median(results.map((r) => r.lhr.environment.benchmarkIndex ?? 0)).toFixed(0)}`,
        );
        rows.push(
          {
            benchmark: 'lighthouse',
            case: `${name}: performance (median of ${runs}, load ${load})`,
            result: String(m('performance')),
            target: `≥ ${TARGET}`,
            ok: m('performance') >= TARGET,
          },
          {
            benchmark: 'lighthouse',
            case: `${name}: accessibility`,
            result: String(m('accessibility')),
            target: `≥ ${TARGET}`,
            ok: m('accessibility') >= TARGET,
          },
          {
            benchmark: 'lighthouse',
            case: `${name}: CLS / LCP / TBT / JS`,
            result: `${m('cls').toFixed(3)} / ${(m('lcpMs') / 1000).toFixed(1)} s / ${m('tbtMs').toFixed(0)} ms / ${m('scriptKb').toFixed(0)} KB`,
            target: `CLS ≤ ${CLS_TARGET}`,
            ok: m('cls') <= CLS_TARGET,
          },
          {
            // Every script the page loaded as Lighthouse counts it: bytes on the wire, headers included
            // (route-js counts the build's files alone).
            benchmark: 'lighthouse',
            case: `${name}: JS transferred`,
            result: `${m('scriptKb').toFixed(1)} KB`,
            target: `≤ ${jsBudgetKb(name)} KB`,
            ok: m('scriptKb') <= jsBudgetKb(name),
          },
        );
      }
    } finally {
      chrome.kill();
      await server.stop();
    }
    return rows;
  },
};

if (isEntry(import.meta.url)) {
  requireNode24();
  printTable(await lighthouseBench.run());
}
