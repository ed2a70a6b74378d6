import { expect, test } from './test';
import { apiAs } from './support';

/**
 * Riders as people (issue #38): a visitor opens a rider's page from the standings; a secretary's new
 * entry with a rider's name and birth date is that rider, and the participants list links to a page
 * with both stages.
 */
const year = new Date().getFullYear();

test('a visitor opens a rider page from the standings', async ({ page }) => {
  await page.goto(`/competitions/demo/baltic-cup-${year}`);
  await page.getByRole('button', { name: 'Mārtiņš Ozols' }).first().click();
  await page.getByTestId('rider-page-link').click();
  await expect(page).toHaveURL(/\/riders\/r-[0-9a-f]+$/);
  const rider = page.getByTestId('rider-page');
  await expect(rider.getByRole('heading', { level: 1, name: 'Mārtiņš Ozols' })).toBeVisible();
  // What visitors see today: name, club, class, birth year — no birth date.
  await expect(rider).toContainText('MK Trial Rīga · Expert · born 1996');
  await expect(rider).not.toContainText('1996-04-12');
  await expect(rider.getByTestId('rider-statistics')).toContainText('%');
  await expect(rider.getByTestId('rider-championship')).toContainText(`Baltic Trial Cup ${year}`);
  const stages = page.getByTestId(test.info().project.name === 'phone' ? 'rider-stage-card' : 'rider-stage');
  await expect(stages.filter({ hasText: 'Round 1 — Sigulda' })).toHaveCount(1);
  await expect(stages.filter({ hasText: 'Round 2 — Tartu' })).toHaveCount(1);
});

test("a secretary's entry that matches a rider joins that rider's page", async ({ page, playwright, baseURL }) => {
  const secretary = await apiAs(await playwright.request.newContext({ baseURL }), baseURL!, 'secretary@trialhub.demo');
  const name = `Riders E2E ${test.info().project.name} ${Date.now().toString(36)}`;
  const form = (racingNumber: number, typed: string) => ({
    form: {
      name: typed,
      racingNumber,
      racingClass: 'Expert',
      birthDate: '1991.05.06',
      gender: 'male',
      clubId: 'MK Trial Rīga',
      bike: null,
      license: null,
      team: null,
    },
    confirmClassAge: true,
  });
  const number = 800 + Math.floor(Math.random() * 150);
  for (const [stageId, typed] of [
    ['demo-stage-3', name],
    ['demo-stage-4', name.toUpperCase()],
  ] as const) {
    await secretary('post', `/api/stages/${stageId}/participants`, form(number, typed));
  }
  await page.goto('/competitions/demo/baltic-cup-' + year + '/round-4-parnu-open');
  await page.getByPlaceholder('Search by name or number...').fill(String(number));
  await page.getByTestId('rider-link').filter({ hasText: name.toUpperCase() }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const stages = page.getByTestId(test.info().project.name === 'phone' ? 'rider-stage-card' : 'rider-stage');
  await expect(stages).toHaveCount(2);
});
