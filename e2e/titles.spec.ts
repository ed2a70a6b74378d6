import { expect, test } from './test';
import { keepLanguage } from './support';

/** Every page names itself in the tab, most specific part first (issue #18). */
test('each page has its own title, in the page language', async ({ page }) => {
  const stage = '/competitions/demo/baltic-cup-2026/round-3-cesis';
  const expected: [string, string][] = [
    ['/', 'Competitions | TrialHub'],
    [stage, 'Round 3 — Cēsis — Baltic Trial Cup 2026 | TrialHub'],
    [`${stage}/results`, 'Results — Round 3 — Cēsis — Baltic Trial Cup 2026 | TrialHub'],
    ['/competitions/demo/baltic-cup-2026', 'Standings — Baltic Trial Cup 2026 | TrialHub'],
    ['/market', 'Market | TrialHub'],
    ['/login', 'Sign in | TrialHub'],
    ['/no-such-page', 'Page not found | TrialHub'],
  ];
  for (const [path, title] of expected) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  // Latvian: the same page, its words translated; the data (names) as entered.
  await keepLanguage(page, 'lv');
  await page.goto(`${stage}/results`);
  await expect(page).toHaveTitle('Rezultāti — Round 3 — Cēsis — Baltic Trial Cup 2026 | TrialHub');
  await page.goto('/competitions/demo/baltic-cup-2026');
  await expect(page).toHaveTitle('Kopvērtējums — Baltic Trial Cup 2026 | TrialHub');
  await keepLanguage(page, 'en');
});
