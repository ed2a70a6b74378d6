import type { PlaywrightWorkerArgs } from '@playwright/test';
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

/**
 * The page a crowd opens carries what its first screen shows (issue #36 point 2): the server renders
 * and hands over each class's first rows only, the class's counts still right; the browser reads the
 * whole list once interactive, so 'Show all' has every rider and a score for a rider who was not on
 * the first page reaches their row live.
 */
test('the first page hands over the first rows only; the rest and their live scores come after', async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.slow();
  const riders = 40;
  const day = await createRaceDay(page.request, baseURL!, `first-${testInfo.project.name}`, { riders });
  await judgeScores(
    page.request,
    baseURL!,
    day.stageId,
    day.ids.map((id, i): [string, number, number] => [id, 1, [0, 1, 2, 3, 5][i % 5]!]),
  );
  const path = `${day.path}/results`;

  // The server's page for a visitor: 25 rows rendered, the data of those 25 handed over (not 40).
  const visitor = await playwright.request.newContext({ baseURL });
  const html = await (await visitor.get(path)).text();
  await visitor.dispose();
  const json = /<script id="ssr-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json, 'a rendered page').toBeTruthy();
  const handed = (JSON.parse(json!) as { queries: [unknown[], unknown][] }).queries.find(
    ([key]) => key[0] === 'results',
  )![1] as { participantId: string }[];
  expect(handed).toHaveLength(25);
  expect(html.match(/data-testid="result-row"/g)).toHaveLength(25);
  const notHanded = day.ids.filter((id) => !handed.some((r) => r.participantId === id));
  expect(notHanded).toHaveLength(riders - 25);

  // In a visitor's browser: the class still counts 40, and 'Show all' shows all 40.
  const context = await browser.newContext({ ...testInfo.project.use });
  const reader = await context.newPage();
  await reader.goto(path);
  await expect(reader.locator('html[data-hydrated]')).toHaveCount(1);
  const rows = reader.getByTestId('result-row');
  await expect(rows).toHaveCount(25);
  await expect(reader.getByTestId('show-all-rows')).toContainText(String(riders));
  await expect(reader.getByTestId('class-count')).toContainText(String(riders));

  // A rider who was not on the first page scores again: their row, once shown, has it (live).
  const late = notHanded[0]!;
  const before = await visitorTotal(baseURL!, playwright, day.stageId, late);
  await judgeScores(page.request, baseURL!, day.stageId, [[late, 2, 3]]);
  await reader.getByTestId('show-all-rows').click();
  await expect(rows).toHaveCount(riders);
  await expect(reader.locator(`[id="${late}"]`).getByTestId('points')).toContainText(String(before + 3));
  await context.close();
});

/** A rider's total as the public results read says. */
async function visitorTotal(
  baseURL: string,
  playwright: PlaywrightWorkerArgs['playwright'],
  stageId: string,
  participantId: string,
): Promise<number> {
  const api = await playwright.request.newContext({ baseURL });
  const list = (await (await api.get(`/api/stages/${stageId}/results`)).json()) as {
    participantId: string;
    total: number | null;
  }[];
  await api.dispose();
  return list.find((r) => r.participantId === participantId)!.total!;
}
