import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';

/**
 * Every public page a visitor reaches, in each language and on both viewports, including the states a
 * walk reaches besides the default one (the club and team standings, an unknown page): no serious or
 * critical accessibility violation (axe-core), and no moderate one of the kinds a visitor's screen
 * reader trips over (heading order, duplicate landmarks). a11y-and-language.spec.ts checks the signed-in
 * screens.
 */
const base = `/competitions/demo/baltic-cup-${new Date().getFullYear()}`;
const pages = [
  '/',
  base,
  `${base}?standings=club`,
  `${base}?standings=team`,
  `${base}/round-3-cesis`,
  `${base}/round-1-sigulda/results`,
  '/market',
  'ad',
  '/about',
  '/nowhere',
];
const MODERATE_TOO = new Set(['heading-order', 'landmark-unique']);

for (const lng of ['en', 'lv', 'et']) {
  test(`public pages in ${lng}: no serious accessibility violation in any state`, async ({ page }) => {
    // Ten pages, each loaded and analysed: several pages' worth of time.
    test.slow();
    const ads = (await (await page.request.get('/api/market/ads')).json()) as { items: { id: string }[] };
    const found: string[] = [];
    for (const target of pages) {
      const path = target === 'ad' ? `/market/ads/${ads.items[0]!.id}` : target;
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      found.push(
        ...violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical' || MODERATE_TOO.has(v.id))
          .map((v) => `${path}: ${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      );
    }
    expect(found).toEqual([]);
  });
}
