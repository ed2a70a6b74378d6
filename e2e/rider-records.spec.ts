import { expect, test } from './test';
import { apiAs, signIn } from './support';

/**
 * Rider records (issue #38, decision 080): a secretary merges two records of one rider from the namesakes
 * list; a visitor goes from a rider's page to his club's page and back to a rider.
 */
test('a secretary merges namesakes who are one rider', async ({ page, playwright, baseURL }) => {
  const secretary = await apiAs(await playwright.request.newContext({ baseURL }), baseURL!, 'secretary@trialhub.demo');
  const name = `Namesake ${test.info().project.name} ${Date.now().toString(36)}`;
  for (const [stageId, birthDate] of [
    ['demo-stage-4', '1990.01.01'],
    ['demo-stage-5', '1990.01.02'],
  ] as const)
    await secretary('post', `/api/stages/${stageId}/participants`, {
      form: {
        name,
        racingNumber: null,
        racingClass: 'Hobby',
        birthDate,
        gender: 'male',
        clubId: 'Cēsu Trials',
        bike: null,
        license: null,
        team: null,
      },
      confirmClassAge: true,
    });
  expect(await secretary('get', `/api/riders?q=${encodeURIComponent(name)}`)).toHaveLength(2);

  await signIn(page, 'secretary@trialhub.demo');
  await page.goto('/rider-records');
  const group = page.getByTestId('rider-namesakes').filter({ hasText: name });
  await expect(group.getByRole('link', { name })).toHaveCount(2);
  await group.getByRole('button', { name: 'Same rider → merge' }).click();
  await expect(page.getByTestId('rider-namesakes').filter({ hasText: name })).toHaveCount(0);
  const [rider] = (await secretary('get', `/api/riders?q=${encodeURIComponent(name)}`)) as { id: string }[];
  expect(await secretary('get', `/api/riders?q=${encodeURIComponent(name)}`)).toHaveLength(1);

  // The secretary sees both stages (one is a draft) on the one rider's page.
  await page.goto(`/riders/${rider!.id}`);
  const stages = page.getByTestId(test.info().project.name === 'phone' ? 'rider-stage-card' : 'rider-stage');
  await expect(stages).toHaveCount(2);
});

test("a visitor goes from a rider's page to the club's page", async ({ page }) => {
  await page.goto(`/clubs/${encodeURIComponent('Pärnu MK')}`);
  const club = page.getByTestId('club-page');
  await expect(club.getByRole('heading', { level: 1, name: 'Pärnu MK' })).toBeVisible();
  // Other specs' championships may list the club too: the demo's is among them.
  await expect(club.getByTestId('club-standing').filter({ hasText: 'Baltic Trial Cup' })).toBeVisible();
  await club.getByTestId('club-rider').getByRole('link', { name: 'Rasmus Kask' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rasmus Kask' })).toBeVisible();
  await page.getByTestId('club-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pärnu MK' })).toBeVisible();
});
