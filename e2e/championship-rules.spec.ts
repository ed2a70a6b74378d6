import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test';
import { type AdminChampionship, DEFAULT_RULES } from '@trialhub/domain';
import { apiAs, createRaceDay, judgeScores, signIn } from './support';

/**
 * Championship rules (issue #16, docs/decisions/019): an admin changes the counting rule and the
 * tie-break in the championship's Rules section; a visitor's standings page prints the new summary and
 * the column beside Total follows. The demo championship (two published stages) gets its default rules
 * back at the end, so other specs see it as before.
 */
const year = new Date().getFullYear();
const standingsPage = `/competitions/demo/baltic-cup-${year}`;
const adminPage = `/championship/demo/baltic-cup-${year}`;

test('an admin sets the rules; the standings summary and the counted column follow', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const summary = visitor.getByTestId('rules-summary');
  const expert = visitor.getByTestId('standings-class-Expert');
  try {
    // The defaults: the spec's best N−1 of N, beside Total.
    await visitor.goto(standingsPage);
    await expect(summary).toContainText('Counted total: all stages but the worst one (best 1 of 2).');
    await expect(summary).toContainText('Points by place: 20, 17, 15, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1');
    await expect(summary).toContainText('Ties: more results, then the better result on the latest stage.');
    await expect(expert.getByTestId('counting-column')).toHaveText('Best 1 of 2');

    await signIn(page, 'admin@trialhub.demo');
    await page.goto(adminPage);
    const rules = page.getByTestId('championship-rules');
    await expect(rules).toBeVisible();
    // A bad number is refused in the form, with the field's own message, and nothing is saved.
    await rules.getByRole('combobox', { name: 'Counting rule for the total beside Total' }).click();
    await page.getByRole('option', { name: 'Drop the K worst stages' }).click();
    const k = rules.getByRole('textbox', { name: 'K: worst stages dropped' });
    await k.fill('0');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(rules.getByText('Enter a whole number of stages from 1 to 50')).toBeVisible();
    // Every stage counts, and more best results break ties.
    await rules.getByRole('combobox', { name: 'Counting rule for the total beside Total' }).click();
    await page.getByRole('option', { name: 'All stages', exact: true }).click();
    await rules.getByRole('combobox', { name: 'Tie-break' }).click();
    await page.getByRole('option', { name: 'More best stage places first (wins, then seconds …)' }).click();
    await rules.getByRole('textbox', { name: 'Minimum results to appear in the final standings' }).fill('2');
    await rules.getByRole('textbox', { name: 'Time penalty: points per started minute late' }).fill('2');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();

    await visitor.reload();
    await expect(summary).toContainText('Counted total: every stage counts.');
    await expect(summary).toContainText('Final standings list riders with at least 2 results.');
    await expect(summary).toContainText(
      'Late finish: 2 penalty points per started minute past the class end time (stages that show it).',
    );
    await expect(summary).toContainText(
      'Ties: more best stage places (wins, then second places …), then more results.',
    );
    await expect(expert.getByTestId('standing-row').first()).toBeVisible();
    await expect(expert.getByTestId('counting-column')).toHaveCount(0);

    // Best N of the stages, N = 1: the column is back, titled by the rule.
    await rules.getByRole('combobox', { name: 'Counting rule for the total beside Total' }).click();
    await page.getByRole('option', { name: 'Best N of the stages' }).click();
    await rules.getByRole('textbox', { name: 'N: stages that count' }).fill('1');
    // The first save's toast may still show: wait for this save's own answer.
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/admin/championships/') && r.request().method() === 'PUT' && r.ok(),
    );
    await page.getByRole('button', { name: 'Save' }).first().click();
    await saved;
    await visitor.reload();
    await expect(summary).toContainText('Counted total: the best 1 stage results (best 1 of 2).');
    await expect(expert.getByTestId('counting-column')).toHaveText('Best 1 of 2');
  } finally {
    // The demo championship's defaults back, whatever happened above.
    const admin = await apiAs(await playwright.request.newContext({ baseURL }), baseURL!, 'admin@trialhub.demo');
    const c = (await admin(
      'get',
      `/api/admin/institutions/demo/championships/baltic-cup-${year}`,
    )) as AdminChampionship;
    const { id, institutionId: _i, institutionName: _n, stages: _s, ...input } = c;
    await admin('put', `/api/admin/championships/${id}`, { ...input, rules: DEFAULT_RULES });
    await visitorContext.close();
  }
});

/** A race day of its own championship: rider 100 cleans sections 1–3 and misses 4; rider 101 rides all four for 2 each. */
async function missedSectionDay(request: APIRequestContext, baseURL: string, slug: string) {
  const day = await createRaceDay(request, baseURL, slug, { riders: 2 });
  const [partial, full] = day.ids as [string, string];
  await judgeScores(request, baseURL, day.stageId, [
    [partial, 1, 0],
    [partial, 2, 0],
    [partial, 3, 0],
    [full, 1, 2],
    [full, 2, 2],
    [full, 3, 2],
    [full, 4, 2],
  ]);
  return day;
}

/** The admin sets the championship's missed section to 5 points, applied by `by` (the option's label). */
async function setMissedSection(page: Page, day: { path: string }, by?: string) {
  await signIn(page, 'admin@trialhub.demo');
  await page.goto(day.path.replace('/competitions/', '/championship/').replace(/\/race-day$/, ''));
  const rules = page.getByTestId('championship-rules');
  await rules.getByRole('combobox', { name: 'Missed section (classic stages)' }).click();
  await page.getByRole('option', { name: '5 points per missed section' }).click();
  if (by) {
    await rules.getByRole('combobox', { name: 'Who applies the missed sections' }).click();
    await page.getByRole('option', { name: by }).click();
  }
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
}

test('missed section: an admin sets 5 points; the approval finishes the rider with the missing section and ranks her', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const day = await missedSectionDay(request, baseURL!, `missed-${testInfo.project.name}`);
  await setMissedSection(page, day);

  const secretaryContext = await browser.newContext();
  try {
    const secretary = await secretaryContext.newPage();
    await signIn(secretary, 'secretary@trialhub.demo');
    await secretary.goto(`${day.path}/results`);
    const row = secretary.getByTestId('result-row').filter({ hasText: `Rider missed-${testInfo.project.name} 100` });
    // Unfinished, the rider ranks after the finished one despite fewer points.
    await expect(row.getByTestId('points')).toHaveText('0');
    await expect(row.getByTestId('place')).toHaveText('2');
    // The rule finishes the rider at approval: nobody blocks it.
    const banner = secretary.getByTestId('approval-banner');
    await banner.getByRole('button', { name: 'Approve results' }).click();
    await secretary.getByRole('button', { name: 'Proceed' }).click();
    await expect(secretary.getByText('Positions set')).toBeVisible();
    // Section 4 counts 5: finished with 5 points, ahead of rider 101's 8.
    await expect(row.getByTestId('points')).toHaveText('5');
    await expect(row.getByTestId('place')).toHaveText('1');
  } finally {
    await secretaryContext.close();
  }
});

test('missed section left to the secretary: approval waits until she counts the rider from the result menu', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const day = await missedSectionDay(request, baseURL!, `missedsec-${testInfo.project.name}`);
  await setMissedSection(page, day, 'The secretary, rider by rider');

  const secretaryContext = await browser.newContext();
  try {
    const secretary = await secretaryContext.newPage();
    await signIn(secretary, 'secretary@trialhub.demo');
    await secretary.goto(`${day.path}/results`);
    const name = `Rider missedsec-${testInfo.project.name} 100`;
    const row = secretary.getByTestId('result-row').filter({ hasText: name });
    await expect(row.getByTestId('points')).toHaveText('0');
    // The approval does not apply the rule: it names the undecided rider and stops.
    const banner = secretary.getByTestId('approval-banner');
    await banner.getByRole('button', { name: 'Approve results' }).click();
    const refusal = secretary.getByRole('dialog');
    await expect(refusal).toContainText(name);
    await secretary.keyboard.press('Escape');
    await expect(refusal).toHaveCount(0);
    // The secretary counts the missed section from the rider's menu.
    secretary.once('dialog', (d) => {
      expect(d.message()).toContain('Count the section Rider missedsec');
      void d.accept();
    });
    await row.getByRole('button', { name: `Result actions for ${name}` }).click();
    await secretary.getByRole('menuitem', { name: 'Count missed sections (5 each)' }).click();
    await expect(row.getByTestId('points')).toHaveText('5');
    await expect(row.getByTestId('place')).toHaveText('1');
    // The finished rider's menu does not offer it.
    const other = secretary
      .getByTestId('result-row')
      .filter({ hasText: `Rider missedsec-${testInfo.project.name} 101` });
    await other.getByRole('button', { name: /^Result actions for/ }).click();
    await expect(secretary.getByRole('menuitem', { name: 'Count missed sections (5 each)' })).toHaveCount(0);
    await secretary.keyboard.press('Escape');
    // Now nobody blocks the approval.
    await banner.getByRole('button', { name: 'Approve results' }).click();
    await secretary.getByRole('button', { name: 'Proceed' }).click();
    await expect(secretary.getByText('Positions set')).toBeVisible();
  } finally {
    await secretaryContext.close();
  }
});
