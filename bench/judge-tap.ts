/**
 * The judge's tap (issue 6): a judge scores 100 slots of the demo's stage of today in the real judge
 * app (Chromium, phone viewport, on the built web app) while a spectator holds the stage's results
 * stream open. Measured per tap, from the score button's pointerdown:
 * - tap → saved locally: until the app shows the score as done, which it does only after the
 *   operation is in the IndexedDB outbox (the page's own clock);
 * - tap → on the spectator's stream: until the result with that score arrives over SSE here. Both
 *   ends read the machine's wall clock (performance.timeOrigin + performance.now()), sub-millisecond.
 *
 *   npx tsx bench/judge-tap.ts           (needs apps/web/dist: `npm run build -w @trialhub/web`)
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import type { JudgingStage, LiveMessage, ResultsEvent } from '@trialhub/domain';
import {
  type Benchmark,
  type SummaryRow,
  isEntry,
  ms,
  percentile,
  printTable,
  repoRoot,
  requireNode24,
  startServerProcess,
} from './support.js';

const STAGE = 'demo-stage-3'; // classic, today; the demo judge judges every section
const STAGE_PATH = '/competitions/demo/baltic-cup-2026/round-3-cesis';
const SECTIONS = [1, 2, 3, 4, 5];
const wallNow = () => performance.timeOrigin + performance.now();

export const judgeTap: Benchmark = {
  name: 'judge-tap',
  async run(): Promise<SummaryRow[]> {
    if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
      throw new Error('judge-tap needs the built web app: npm run build -w @trialhub/web');
    }
    const server = await startServerProcess('judge-tap', { BENCH_SERVE_WEB: '1', RATE_LIMIT: 'off' });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const arrivals = new Map<string, number>();
    const numbers = new Map<string, number | null>();
    const spectator = http.get(`${server.base}/api/live?topics=stage:${STAGE}:results`, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = wallNow();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame.split('\n').find((l) => l.startsWith('data: '));
          if (!data || !frame.includes('id: ')) continue;
          const message = JSON.parse(data.slice(6)) as LiveMessage<ResultsEvent>;
          // A rider's first score comes whole (and names the rider), later ones as the changed section.
          const event = message.data;
          if (event.type === 'result.removed' || event.type === 'results.positions' || event.type === 'results.state')
            continue;
          if (event.type === 'result.upserted')
            numbers.set(event.result.participantId, event.result.participant.racingNumber);
          const sections = event.type === 'result.upserted' ? event.result.sections : [event.score];
          const number = numbers.get(
            event.type === 'result.upserted' ? event.result.participantId : event.participantId,
          );
          for (const s of sections) {
            const key = `${number}/${s.section}`;
            if (!arrivals.has(key)) arrivals.set(key, at);
          }
        }
      });
    });
    try {
      const context = await browser.newContext({
        viewport: { width: 412, height: 915 },
        isMobile: true,
        hasTouch: true,
        baseURL: server.url,
      });
      const signIn = await context.request.post('/api/auth/sign-in/email', {
        data: { email: 'judge@trialhub.demo', password: 'trialhub-demo' },
        headers: { origin: server.url },
      });
      if (!signIn.ok()) throw new Error(`judge sign-in: ${signIn.status()}`);
      const stage = (await (await context.request.get(`/api/judging/stages/${STAGE}`)).json()) as JudgingStage;
      const riders = stage.riders.filter((r) => r.racingNumber !== null);
      const page = await context.newPage();
      const taps: { key: string; down: number; saved: number }[] = [];

      for (const section of SECTIONS) {
        await page.addInitScript(
          ([key, value]) => localStorage.setItem(key!, value!),
          [`trialhub.judge.section.${STAGE}`, String(section)],
        );
        await page.goto(`${STAGE_PATH}/judge`);
        await page.getByTestId('section-button').waitFor();
        // Timestamps inside the page: the score button's pointerdown, and the moment the app
        // shows the score as saved (the last-action line changes).
        await page.evaluate(() => {
          const w = window as unknown as { __down: number; __saved: number[] };
          w.__saved = [];
          document.addEventListener(
            'pointerdown',
            (e) => {
              const target = e.target as HTMLElement;
              if (target.closest('[aria-label^="Give "]')) w.__down = performance.timeOrigin + performance.now();
            },
            true,
          );
          new MutationObserver(() => w.__saved.push(performance.timeOrigin + performance.now())).observe(
            document.body,
            { subtree: true, childList: true, characterData: true },
          );
        });
        for (const rider of riders) {
          const cls = stage.stage.classes.find((c) => c.name === rider.racingClass);
          if (!cls?.lapSections.includes(section)) continue;
          const keypad = page.getByTestId('keypad');
          for (const digit of String(rider.racingNumber)) {
            await keypad.getByRole('button', { name: digit, exact: true }).click();
          }
          await page.getByTestId('rider-name').filter({ hasText: rider.name }).waitFor();
          const before = await page.evaluate(() => (window as unknown as { __saved: number[] }).__saved.length);
          await page.getByRole('button', { name: 'Give 1 points' }).click();
          await page
            .getByTestId('last-action')
            .filter({ hasText: `#${rider.racingNumber} · S${section}` })
            .waitFor();
          const { down, saved } = await page.evaluate((from) => {
            const w = window as unknown as { __down: number; __saved: number[] };
            return { down: w.__down, saved: w.__saved.slice(from).find((t) => t > w.__down) ?? NaN };
          }, before);
          taps.push({ key: `${rider.racingNumber}/${section}`, down, saved });
        }
        await page.getByTestId('sync-badge').filter({ hasText: 'All sent' }).waitFor({ timeout: 30_000 });
      }
      const deadline = Date.now() + 10_000;
      while (taps.some((t) => !arrivals.has(t.key)) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));

      const savedMs = Float64Array.from(taps.map((t) => t.saved - t.down)).sort();
      const streamed = taps.filter((t) => arrivals.has(t.key));
      const streamMs = Float64Array.from(streamed.map((t) => arrivals.get(t.key)! - t.down)).sort();
      const line = (v: Float64Array) =>
        `p50 ${ms(percentile(v, 50))} / p99 ${ms(percentile(v, 99))} / max ${ms(v[v.length - 1] ?? NaN)}`;
      console.log(`judge-tap: ${taps.length} taps, ${streamed.length} seen on the spectator's stream`);
      return [
        { benchmark: 'judge-tap', case: `tap → saved on the phone (${taps.length} taps)`, result: line(savedMs) },
        {
          benchmark: 'judge-tap',
          case: `tap → on a spectator's stream (${streamed.length}/${taps.length})`,
          result: line(streamMs),
        },
      ];
    } finally {
      spectator.destroy();
      await browser.close();
      await server.stop();
    }
  },
};

if (isEntry(import.meta.url)) {
  requireNode24();
  printTable(await judgeTap.run());
}
