import { expect, test } from './test';

/**
 * On a phone, every control of a public page a finger aims at is at least 44 px tall (issue #37 point
 * 17): buttons, tabs, inputs, the language choice, the menu and show/hide toggles. Links inside running
 * text and the rows of a table are left as they are (see apps/web/src/app/touch-targets.css).
 */
const base = `/competitions/demo/baltic-cup-${new Date().getFullYear()}`;
const pages = ['/', base, `${base}/round-3-cesis`, `${base}/round-1-sigulda/results`, '/market', 'ad'];

test('public pages: every control outside a table is at least 44 px tall on a phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'a phone’s touch screen');
  test.slow();
  const ads = (await (await page.request.get('/api/market/ads')).json()) as { items: { id: string }[] };
  const small: string[] = [];
  for (const target of pages) {
    const path = target === 'ad' ? `/market/ads/${ads.items[0]!.id}` : target;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const found = await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          'button, [role=tab], input:not([type=hidden]), select, .mantine-Input-input, [aria-expanded]',
        ),
      ]
        .filter((el) => !el.closest('table'))
        .map((el) => {
          // A native select or input laid over its visible box is as big as that box.
          const box = (el.matches('select') && el.parentElement ? el.parentElement : el).getBoundingClientRect();
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40);
          return { name, width: box.width, height: box.height };
        })
        .filter((c) => c.width > 0 && c.height > 0 && c.height < 44)
        .map((c) => `${c.name} ${Math.round(c.width)}×${Math.round(c.height)}`),
    );
    small.push(...found.map((c) => `${path}: ${c}`));
  }
  expect(small).toEqual([]);
});
