import { createRaceDay, judgeScores } from './support';
import { expect, test } from './test';

/**
 * A class shows its first 25 rows until 'Show all' (issue #36 point 2): the rendered page and its
 * hydration carry what the first screens show. With JavaScript the button shows the rest in place;
 * without, it is a link the server renders in full; a rider the address points at is shown anyway.
 */
test('a long class shows its first rows, then all of them; the linked rider wherever they rank', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const day = await createRaceDay(page.request, baseURL!, `rows-${testInfo.project.name}`, { riders: 30 });
  // Every rider has a score, so the ranking is the order of points: rider i has i % 4 … the last ranks low.
  await judgeScores(
    page.request,
    baseURL!,
    day.stageId,
    day.ids.map((id, i): [string, number, number] => [id, 1, [0, 1, 2, 3, 5][i % 5]!]),
  );
  const path = `${day.path}/results`;
  const rows = page.getByTestId('result-row');

  await page.goto(path);
  await expect(rows).toHaveCount(25);
  await page.getByTestId('show-all-rows').click();
  await expect(rows).toHaveCount(30);
  await expect(page.getByTestId('show-all-rows')).toHaveCount(0);

  // A link to a rider ranked below the first rows: their row is there.
  const last = await page.evaluate(() => [...document.querySelectorAll('[data-testid="result-row"]')].at(-1)!.id);
  await page.goto(`${path}#${last}`);
  await expect(rows).toHaveCount(26);
  await expect(page.locator(`[id="${last}"]`)).toBeVisible();

  // Without JavaScript: the server's page, with a link to the whole list that works.
  const context = await browser.newContext({ javaScriptEnabled: false, ...testInfo.project.use });
  const plain = await context.newPage();
  await plain.goto(path);
  await expect(plain.getByTestId('result-row')).toHaveCount(25);
  await plain.getByTestId('show-all-rows').click();
  await expect(plain).toHaveURL(/\?rows=all$/);
  await expect(plain.getByTestId('result-row')).toHaveCount(30);
  await context.close();
});
