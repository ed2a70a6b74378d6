/**
 * The public JS/CSS budget: what the home page loads, gzipped, from the built app (apps/web/dist).
 * The files are the ones index.html names (entry script, module preloads, stylesheets): lazy routes are
 * not among them. e2e/budget.spec.ts measures the same in Chromium and fails above the targets.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Benchmark, SummaryRow } from './support.js';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const JS_BUDGET_KB = 160;
const CSS_BUDGET_KB = 15;

export const jsBudget: Benchmark = {
  name: 'js-budget',
  async run(): Promise<SummaryRow[]> {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    const size = (ext: string) =>
      [...new Set(refs.filter((r) => r.endsWith(ext)))].reduce(
        (sum, ref) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, ref)), { level: 6 }).length,
        0,
      ) / 1024;
    const js = size('.js');
    const css = size('.css');
    console.log(`home page: JS ${js.toFixed(1)} KB gz, CSS ${css.toFixed(1)} KB gz (${refs.length} files)`);
    return [
      {
        benchmark: 'js-budget',
        case: 'home page JS (gzip)',
        result: `${js.toFixed(1)} KB`,
        target: `≤ ${JS_BUDGET_KB} KB`,
        ok: js <= JS_BUDGET_KB,
      },
      {
        benchmark: 'js-budget',
        case: 'home page CSS (gzip)',
        result: `${css.toFixed(1)} KB`,
        target: `≤ ${CSS_BUDGET_KB} KB`,
        ok: css <= CSS_BUDGET_KB,
      },
    ];
  },
};
