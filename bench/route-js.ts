/**
 * First-load JS of each public route (issue #20 point 2: ≤ 170 KB gz per route, home ≤ 160 KB), from the
 * client build's manifest (apps/web/dist/.vite/manifest.json): the entry's static import closure and React DOM
 * (which the entry imports as it starts) plus the route chunk's (lazy parts a route loads only on a click — dialogs, menus, forms — are not counted).
 * Gzip level 6 per file: what a client without brotli would receive, bodies only. Browsers get the smaller
 * brotli copies; what they really transfer, headers included, is checked in e2e/budget.spec.ts and counted by
 * bench/lighthouse.ts (decision 049). `npx tsx bench/route-js.ts` prints the table.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Benchmark, SummaryRow } from './support.js';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
export const ROUTE_BUDGET_KB = 170;
export const HOME_BUDGET_KB = 160;
/** A public route's JS budget: home's is the lower one. */
export const jsBudgetKb = (route: string) => (route === 'home' ? HOME_BUDGET_KB : ROUTE_BUDGET_KB);

/** Where each public route is in the demo (the ad: one the market lists). */
export function publicPagePaths(adId: string) {
  const stage = '/competitions/demo/baltic-cup-2026/round-3-cesis';
  return {
    home: '/',
    market: '/market',
    ad: `/market/ads/${adId}`,
    standings: '/competitions/demo/baltic-cup-2026',
    stage,
    results: `${stage}/results`,
  };
}

/** The public routes and the modules their `lazy` loads (apps/web/src/app/router.tsx; home: in the entry). */
export const PUBLIC_ROUTES: Record<string, string[]> = {
  home: [],
  market: ['src/features/market/market-page.tsx'],
  ad: ['src/features/market/ad-page.tsx'],
  standings: ['src/features/standings/standings-page.tsx'],
  stage: [
    'src/features/competitions/stage-page.tsx',
    'src/features/participants/registration-actions.tsx',
    'src/features/participants/participants-section.tsx',
    'src/features/judging/judging-links.tsx',
  ],
  results: ['src/features/results/results-page.tsx', 'src/features/standings/approval-banner.tsx'],
};

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

export function routeJsKb(): Record<string, number> {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const dep of manifest[key]!.imports ?? []) closure(dep, into);
    return into;
  };
  const gz = new Map<string, number>();
  const sizeOf = (key: string) => {
    const file = manifest[key]!.file;
    if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 6 }).length);
    return gz.get(file)!;
  };
  const out: Record<string, number> = {};
  for (const [route, modules] of Object.entries(PUBLIC_ROUTES)) {
    const keys = closure(entryKey, new Set());
    // React DOM: imported by the entry as it starts, in a task of its own (main.tsx, decision 043).
    for (const dynamic of manifest[entryKey]!.dynamicImports ?? [])
      if (dynamic.endsWith('/react-dom/client.js')) closure(dynamic, keys);
    for (const module of modules) {
      if (!manifest[module]) throw new Error(`${module} is not a chunk of the build: update PUBLIC_ROUTES`);
      closure(module, keys);
    }
    out[route] = [...keys].filter((k) => manifest[k]!.file.endsWith('.js')).reduce((s, k) => s + sizeOf(k), 0) / 1024;
  }
  return out;
}

export const routeJs: Benchmark = {
  name: 'route-js',
  async run(): Promise<SummaryRow[]> {
    const kb = routeJsKb();
    return Object.entries(kb).map(([route, value]) => {
      const target = jsBudgetKb(route);
      console.log(`${route.padEnd(10)} ${value.toFixed(1)} KB gz`);
      return {
        benchmark: 'route-js',
        case: `first-load JS, ${route} (gzip)`,
        result: `${value.toFixed(1)} KB`,
        target: `≤ ${target} KB`,
        ok: value <= target,
      };
    });
  },
};

if (import.meta.url === `file://${process.argv[1]}`) void routeJs.run();
