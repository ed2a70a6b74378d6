import type { Request as BrowserRequest } from '@playwright/test';
import { expect, test } from './test';
import { HOME_BUDGET_KB, ROUTE_BUDGET_KB, publicPagePaths, routeJsKb } from '../bench/route-js';

/**
 * The public JS/CSS budget (Foundation issue): what the home page really loads, compressed as the
 * server sends it. Deterministic for a given build, so it is a test; the numbers also go to bench/.
 */
const JS_BUDGET_KB = 160;
const CSS_BUDGET_KB = 15;

test('the home page loads at most 160 KB of JS and 15 KB of CSS (gzipped)', async ({ page, isMobile }) => {
  test.skip(isMobile, 'one measurement is enough');
  const sizes = { js: 0, css: 0 };
  const files: string[] = [];
  page.on('requestfinished', async (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const { responseBodySize } = await request.sizes();
    sizes[type === 'script' ? 'js' : 'css'] += responseBodySize;
    files.push(`${new URL(request.url()).pathname} ${(responseBodySize / 1024).toFixed(1)} KB`);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('upcoming')).toBeVisible();
  const jsKb = sizes.js / 1024;
  const cssKb = sizes.css / 1024;
  console.log(`home page: JS ${jsKb.toFixed(1)} KB gz, CSS ${cssKb.toFixed(1)} KB gz\n  ${files.join('\n  ')}`);
  expect(jsKb, files.join('\n')).toBeLessThanOrEqual(JS_BUDGET_KB);
  expect(cssKb, files.join('\n')).toBeLessThanOrEqual(CSS_BUDGET_KB);
  expect(jsKb).toBeGreaterThan(0);
});

/**
 * First-load JS of each public route (issue #20: ≤ 170 KB, home ≤ 160), from the client build's manifest
 * (bench/route-js.ts).
 */
const ROUTE_CEILING_KB: Record<string, number> = {
  home: HOME_BUDGET_KB,
  ad: ROUTE_BUDGET_KB,
  market: ROUTE_BUDGET_KB,
  standings: ROUTE_BUDGET_KB,
  stage: ROUTE_BUDGET_KB,
  results: ROUTE_BUDGET_KB,
};

test('each public route loads at most its first-load JS budget (gzipped, from the build manifest)', async ({
  isMobile,
}) => {
  test.skip(isMobile, 'one measurement is enough');
  const kb = routeJsKb();
  const report = Object.entries(kb)
    .map(([route, size]) => `${route}: ${size.toFixed(1)} KB (≤ ${ROUTE_CEILING_KB[route]})`)
    .join('\n');
  console.log(report);
  for (const [route, size] of Object.entries(kb)) {
    expect(ROUTE_CEILING_KB[route], `${route} has a ceiling`).toBeDefined();
    expect(size, report).toBeLessThanOrEqual(ROUTE_CEILING_KB[route]!);
  }
});

/**
 * What a visitor's browser really transfers for each public page's scripts (issue #20: ≤ 170 KB, home ≤ 160),
 * as Lighthouse counts it: compressed bodies (brotli where the build wrote a copy) plus each response's
 * headers, every script the page loads until the network is quiet — the route's own and its lazy parts.
 */
test('each public page transfers at most its JS budget, headers included', async ({ browser, isMobile, request }) => {
  test.skip(isMobile, 'one measurement is enough');
  const ads = (await (await request.get('/api/market/ads')).json()) as { items: { id: string }[] };
  const report: string[] = [];
  for (const [route, path] of Object.entries(publicPagePaths(ads.items[0]!.id))) {
    // A first visit each: nothing in the browser's cache.
    const context = await browser.newContext();
    const page = await context.newPage();
    const sizes: Promise<{ url: string; bytes: number; encoding: string }>[] = [];
    const onFinished = (finished: BrowserRequest) => {
      if (finished.resourceType() !== 'script') return;
      sizes.push(
        (async () => {
          const [{ responseBodySize, responseHeadersSize }, response] = await Promise.all([
            finished.sizes(),
            finished.response(),
          ]);
          const encoding = (await response?.headerValue('content-encoding')) ?? 'none';
          return { url: new URL(finished.url()).pathname, bytes: responseBodySize + responseHeadersSize, encoding };
        })(),
      );
    };
    page.on('requestfinished', onFinished);
    await page.goto(`${path}?lng=en`, { waitUntil: 'networkidle' });
    const files = await Promise.all(sizes);
    await context.close();
    const kb = files.reduce((sum, file) => sum + file.bytes, 0) / 1024;
    const list = files.map((file) => `  ${file.url} ${(file.bytes / 1024).toFixed(1)} KB ${file.encoding}`).join('\n');
    report.push(`${route}: ${kb.toFixed(1)} KB in ${files.length} files (≤ ${ROUTE_CEILING_KB[route]})\n${list}`);
    expect(files.length, `${route} loaded its scripts`).toBeGreaterThan(1);
    // Chromium asks for brotli, and the build wrote a brotli copy of every script big enough to gain.
    expect(
      files.filter((file) => file.bytes > 2048 && file.encoding !== 'br'),
      list,
    ).toEqual([]);
    expect(kb, report.at(-1)).toBeLessThanOrEqual(ROUTE_CEILING_KB[route]!);
  }
  console.log(report.join('\n'));
});
