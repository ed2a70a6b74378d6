import { expect, test } from './test';
import { HOME_BUDGET_KB, ROUTE_BUDGET_KB, routeJsKb } from '../bench/route-js';

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
