import { expect, test } from './test';
import { apiAs, createRaceDay, judgeScores, signIn } from './support';

/**
 * A secretary's write whose answer is lost on the way back (issue #40, decision 076): the server applied
 * it, the browser saw the connection drop, the app sends it again with the same Idempotency-Key — and
 * the server applies it once.
 */
test('a penalty whose answer was dropped is sent again with its key and added once', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const api = await playwright.request.newContext({ baseURL });
  const day = await createRaceDay(api, baseURL!, `retry-${testInfo.project.name}`, { riders: 2 });
  const [a] = day.ids as [string, string];
  await judgeScores(api, baseURL!, day.stageId, [[a, 1, 1]]);

  // The first request reaches the server and its answer is thrown away; later ones pass.
  const keys: string[] = [];
  await page.route(`**/api/stages/${day.stageId}/results/${a}/penalties`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    if (keys.length === 1) {
      const answer = await route.fetch();
      expect(answer.status()).toBe(201);
      return route.abort('connectionreset');
    }
    return route.continue();
  });

  await signIn(page, 'secretary@trialhub.demo');
  await page.goto(`${day.path}/results`);
  await page
    .locator(`[data-testid="result-row"][data-participant="${a}"]`)
    .getByRole('button', { name: 'Details' })
    .click();
  const penalty = page.getByTestId(`details-${a}`).getByTestId('penalty-box');
  await penalty.getByRole('textbox', { name: 'Penalty points' }).fill('5');
  await penalty.getByRole('button', { name: 'Add penalty' }).click();
  await expect(page.getByText('Penalty points added')).toBeVisible();

  // Two requests, one key, one penalty — on the page and on the server.
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
  expect(keys[1]).toBe(keys[0]);
  await expect(penalty.getByRole('button', { name: 'Remove' })).toHaveCount(1);
  const secretary = await apiAs(api, baseURL!, 'secretary@trialhub.demo');
  const result = (await secretary('get', `/api/stages/${day.stageId}/results/${a}`)) as {
    penalty: { totalPoints: number; events: unknown[] };
  };
  expect(result.penalty.totalPoints).toBe(5);
  expect(result.penalty.events).toHaveLength(1);

  // A new action is a new key.
  await penalty.getByRole('textbox', { name: 'Penalty points' }).fill('1');
  await penalty.getByRole('button', { name: 'Add penalty' }).click();
  await expect(penalty.getByRole('button', { name: 'Remove' })).toHaveCount(2);
  expect(keys).toHaveLength(3);
  expect(keys[2]).not.toBe(keys[0]);
});
