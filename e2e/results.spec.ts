import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, createRaceDay, judgeScores, signIn } from './support';

/**
 * Live results and the secretary's corrections (issue 7), on a race day of its own (own institution
 * and championship, so the demo's pages stay as they are): 3 riders in one class, 4 sections, 1 lap.
 */
/** A race day with 3 riders on Beta bikes; the path is its results page. */
async function createResultsDay(request: APIRequestContext, baseURL: string, key: string) {
  const day = await createRaceDay(request, baseURL, key, {
    riders: 3,
    bike: 'Beta',
    descriptionEn: 'A day of live results.',
  });
  return { ...day, path: `${day.path}/results` };
}

const row = (page: Page, id: string) => page.locator(`[data-testid="result-row"][data-participant="${id}"]`);

/** Riders with a result (participant ids) in the order the page shows them; secretaries also see unscored entries. */
async function namesInOrder(page: Page): Promise<string[]> {
  return page
    .getByTestId('result-row')
    .evaluateAll((rows) =>
      rows
        .filter((r) => !r.querySelector('[data-testid="not-started"]'))
        .map((r) => r.getAttribute('data-participant')!),
    );
}

test('a judge’s score appears on an open results page without a reload, ranked in the browser', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const api = await playwright.request.newContext({ baseURL });
  const { stageId, ids, path } = await createResultsDay(api, baseURL!, `live-${testInfo.project.name}`);
  const [a, b] = ids as [string, string];
  await page.goto(path);
  await expect(page.getByTestId('no-one-started')).toHaveText('No one started');
  // Riders entered count before anyone starts (it read 'Participants: 0' on a running stage).
  await expect(page.getByTestId('class-count')).toHaveText('Started 0 of 3');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await judgeScores(api, baseURL!, stageId, [[a, 1, 5]]);
  await expect(row(page, a).getByTestId('points')).toHaveText('5');
  await expect(row(page, a).getByTestId('place')).toHaveText('1');

  await judgeScores(api, baseURL!, stageId, [[b, 1, 1]]);
  await expect(row(page, b).getByTestId('points')).toHaveText('1');
  // Lower is better on a classic stage: the new score goes first.
  await expect.poll(() => namesInOrder(page)).toEqual([b, a]);
  await expect(page.getByTestId('class-count')).toHaveText('Started 2 of 3');

  // A rider's later scores come as just the changed section: b's second section puts a back on top.
  await judgeScores(api, baseURL!, stageId, [[b, 2, 5]]);
  await expect(row(page, b).getByTestId('points')).toHaveText('6');
  await expect.poll(() => namesInOrder(page)).toEqual([a, b]);

  // The Sections tab: how each section rode (section 1: 5 and 1, section 2: 5), live as well.
  await page.getByRole('tab', { name: 'Sections' }).click();
  const stats = page.getByTestId('section-stats-Open');
  await expect(stats.getByTestId('section-stat-1').getByTestId('average')).toHaveText('3.00');
  await expect(stats.getByTestId('section-stat-2')).toHaveAttribute('data-mark', 'hardest');
  await expect(stats.getByTestId('section-stat-1')).toHaveAttribute('data-mark', 'easiest');
  await judgeScores(api, baseURL!, stageId, [[a, 2, 1]]);
  await expect(stats.getByTestId('section-stat-2').getByTestId('average')).toHaveText('3.00');
  await expect(stats.getByTestId('section-stat-2')).not.toHaveAttribute('data-mark');
  // The same document all along: no reload happened.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await api.dispose();
});

test('a score taken while the server-rendered results page is still loading shows once the page is live', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const api = await playwright.request.newContext({ baseURL });
  const { stageId, ids, path } = await createResultsDay(api, baseURL!, `ssr-gap-${testInfo.project.name}`);
  const [a] = ids as [string];
  // The page arrives rendered with its data; its script is held back, as on a slow phone at the venue.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByTestId('no-one-started')).toHaveText('No one started');
  // Meanwhile a judge scores: the page's data no longer has it, and the live stream is not open yet.
  await judgeScores(api, baseURL!, stageId, [[a, 1, 5]]);
  release();
  // The live connection resumes from where the rendered data was read, so the score arrives.
  await expect(row(page, a).getByTestId('points')).toHaveText('5');
  await expect(row(page, a).getByTestId('place')).toHaveText('1');
  await api.dispose();
});

test('a rider’s history loads when their details open and follows live scores and corrections (decision 037)', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const api = await playwright.request.newContext({ baseURL });
  const { stageId, ids, path } = await createResultsDay(api, baseURL!, `history-${testInfo.project.name}`);
  const [a, b] = ids as [string, string];
  await judgeScores(api, baseURL!, stageId, [
    [a, 1, 3],
    [b, 1, 1],
  ]);
  await page.goto(path);
  await expect(row(page, a).getByTestId('points')).toHaveText('3');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // The history is not in the list: opening the details reads the rider's whole result.
  const whole = page.waitForResponse((r) => r.url().endsWith(`/api/stages/${stageId}/results/${a}`));
  await row(page, a).getByRole('button', { name: 'Details' }).click();
  expect((await whole).status()).toBe(200);
  const details = page.getByTestId(`details-${a}`);
  await expect(details.getByTestId('cell-1-1')).toHaveText('3');
  await details.getByTestId('cell-1-1').click();
  const history = details.getByTestId('section-panel').getByTestId('section-history');
  await expect(history.locator('tbody tr')).toHaveCount(1);
  await expect(history).toContainText('Judge scored');
  await expect(history).toContainText('Jānis Tiesnesis');
  await expect(details.getByTestId('penalty-box')).toContainText('No penalty points');

  // The judge changes a's score and scores another section; b is scored too: the open history follows.
  await judgeScores(api, baseURL!, stageId, [
    [a, 1, 2],
    [b, 2, 0],
    [a, 2, 5],
  ]);
  await expect(history.locator('tbody tr')).toHaveCount(2);
  await expect(history).toContainText('Changed to');
  await expect(details.getByTestId('cell-1-1')).toHaveText('2');
  await expect(details.getByTestId('cell-2-1')).toHaveText('5');
  await expect(row(page, a).getByTestId('points')).toHaveText('7');

  // A secretary's penalty (a whole result on the live topic) shows with its reason in the open details.
  const secretary = await apiAs(api, baseURL!, 'secretary@trialhub.demo');
  await secretary('post', `/api/stages/${stageId}/results/${a}/penalties`, { points: '2', reason: 'Outside help' });
  await expect(details.getByTestId('penalty-box')).toContainText('Outside help');
  await expect(row(page, a).getByTestId('points')).toHaveText('9');
  await expect(history.locator('tbody tr')).toHaveCount(2);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('details-live.png'), fullPage: true });
  await api.dispose();
});

test('a score taken between a client-side page’s data read and its live connection shows (decision 039)', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const api = await playwright.request.newContext({ baseURL });
  const { stageId, ids, path } = await createResultsDay(api, baseURL!, `nav-gap-${testInfo.project.name}`);
  const [a, b] = ids as [string, string];
  const stagePath = path.replace(/\/results$/, '');
  // The stage page, server-rendered; the app has taken it over once its own live stream answers.
  const stageLive = page.waitForResponse((r) => r.url().includes('/api/live?'));
  await page.goto(stagePath);
  await stageLive;
  // The results page's live connection is held back until its data has been read and a judge has scored.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const resultsTopic = encodeURIComponent(`stage:${stageId}:results`);
  await page.route(
    (url) => url.pathname === '/api/live' && url.search.includes(resultsTopic),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const read = page.waitForResponse((r) => r.url().endsWith(`/api/stages/${stageId}/results`));
  await page.getByRole('link', { name: 'Results' }).click();
  await read;
  await expect(page.getByTestId('no-one-started')).toHaveText('No one started');
  await judgeScores(api, baseURL!, stageId, [[a, 1, 5]]);
  release();
  // The stream resumes from where the results were read, so the server replays the score.
  await expect(row(page, a).getByTestId('points')).toHaveText('5');
  await expect(row(page, a).getByTestId('place')).toHaveText('1');

  // Back on the stage page (the results no longer followed) a second rider scores; the results page,
  // opened again within the cached data's freshness, shows it all the same.
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Results' })).toBeVisible();
  await judgeScores(api, baseURL!, stageId, [[b, 1, 2]]);
  await page.getByRole('link', { name: 'Results' }).click();
  await expect(row(page, b).getByTestId('points')).toHaveText('2');
  await expect(row(page, b).getByTestId('place')).toHaveText('1');
  await api.dispose();
});

test('the secretary edits a section, adds and removes a penalty, sets DNF — every open page follows', async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  const api = await playwright.request.newContext({ baseURL });
  const { stageId, ids, path } = await createResultsDay(api, baseURL!, `edit-${testInfo.project.name}`);
  const [a, b] = ids as [string, string];
  await judgeScores(api, baseURL!, stageId, [
    [a, 1, 1],
    [a, 2, 0],
    [b, 1, 5],
    [b, 2, 0],
  ]);

  // A spectator watches in another browser.
  const spectatorContext = await browser.newContext();
  const spectator = await spectatorContext.newPage();
  await spectator.goto(path);
  await expect.poll(() => namesInOrder(spectator)).toEqual([a, b]);

  await signIn(page, 'secretary@trialhub.demo');
  await page.goto(path);
  page.on('dialog', (dialog) => void dialog.accept());
  await expect.poll(() => namesInOrder(page)).toEqual([a, b]);

  // Section 1 of rider b: 5 → 0. The history keeps the judge's score and the secretary's EditedTo.
  await row(page, b).getByRole('button', { name: 'Details' }).click();
  const details = page.getByTestId(`details-${b}`);
  await details.getByTestId('cell-1-1').click();
  const panel = details.getByTestId('section-panel');
  await panel.getByRole('textbox', { name: 'Points' }).fill('0');
  await panel.getByRole('button', { name: 'Save points' }).click();
  await expect(page.getByText('Total points updated')).toBeVisible();
  await expect(row(page, b).getByTestId('points')).toHaveText('0');
  await expect(panel.getByTestId('section-history')).toContainText('Judge scored');
  await expect(panel.getByTestId('section-history')).toContainText('Changed to');
  // Who corrected it: the secretary's display name (another spec may have changed it, so ask).
  const me = (await (await page.request.get('/api/me')).json()) as { displayName: string };
  await expect(panel.getByTestId('section-history')).toContainText(me.displayName);
  await expect.poll(() => namesInOrder(page)).toEqual([b, a]);
  await expect.poll(() => namesInOrder(spectator)).toEqual([b, a]);

  // A 4 is not a classic score: it becomes 0 (spec §5), and letters are refused before sending.
  await panel.getByRole('textbox', { name: 'Points' }).fill('x');
  await panel.getByRole('button', { name: 'Save points' }).click();
  await expect(panel.getByText('Points: digits only')).toBeVisible();

  // A penalty of 3 puts b behind a again (3 > 1); removing it brings b back to first.
  const penalty = details.getByTestId('penalty-box');
  await penalty.getByRole('textbox', { name: 'Penalty points' }).fill('3');
  await penalty.getByRole('button', { name: 'Add penalty' }).click();
  // A write's answer: at a load of 30 it took more than the default 15 s (the toast said "Adding…").
  await expect(page.getByText('Penalty points added')).toBeVisible({ timeout: 60_000 });
  await expect(penalty).toContainText('Added by the secretary');
  await expect(row(page, b).getByTestId('points')).toHaveText('3');
  await expect.poll(() => namesInOrder(spectator)).toEqual([a, b]);
  await expect(row(spectator, b).getByTestId('points')).toHaveText('3');

  await penalty.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Penalty points removed')).toBeVisible();
  await expect(row(page, b).getByTestId('points')).toHaveText('0');
  await expect.poll(() => namesInOrder(spectator)).toEqual([b, a]);

  // DNF: no place number, a DNF mark, ranked after everyone with a place.
  await row(page, b)
    .getByRole('button', { name: /Result actions for/ })
    .click();
  await page.getByRole('menuitem', { name: 'Set DNF' }).click();
  await expect(page.getByText('Status set')).toBeVisible();
  await expect(row(spectator, b).getByTestId('status')).toHaveText('DNF');
  await expect(row(spectator, b).getByTestId('place')).toHaveText('–');
  await expect.poll(() => namesInOrder(spectator)).toEqual([a, b]);
  await row(page, b)
    .getByRole('button', { name: /Result actions for/ })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Set DNF' })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: 'Delete result' })).toBeDisabled();

  await page.keyboard.press('Escape');

  // The audit trail: every correction with who did it.
  const log = page.getByTestId('change-log');
  await log.getByRole('button', { name: 'Change log' }).click();
  for (const text of ['Section edited', 'S1 L1: 5 → 0', 'Penalty added', 'Penalty removed', 'Status set']) {
    await expect(log.getByText(text).first()).toBeVisible();
  }
  // Who, by display name: never an e-mail address (issue #15, #22).
  await expect(log.getByText(me.displayName).first()).toBeVisible();
  await expect(log.getByText('@trialhub.demo')).toHaveCount(0);
  // Spectators have no change log.
  await expect(spectator.getByTestId('change-log')).toHaveCount(0);

  await spectatorContext.close();
  await api.dispose();
});

test('CSV per class, print button and the big-screen mode for the venue', async ({
  page,
  playwright,
  baseURL,
  isMobile,
}, testInfo) => {
  test.skip(isMobile, 'venue screens and spreadsheets are desktop things');
  const api = await playwright.request.newContext({ baseURL });
  const { stageId, ids, path } = await createResultsDay(api, baseURL!, `venue-${testInfo.project.name}`);
  const [a, b] = ids as [string, string];
  await judgeScores(api, baseURL!, stageId, [
    [a, 1, 2],
    [b, 1, 0],
  ]);
  await page.goto(path);
  await expect.poll(() => namesInOrder(page)).toEqual([b, a]);

  await page.getByRole('button', { name: 'Export Open', exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('race-day-Open.csv');
  const csv = await (await download.createReadStream()).toArray();
  const lines = Buffer.concat(csv)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Place,Number,Name,Club,Bike,Points,Penalty,0,1,2,3,5,Lap 1 S1,Lap 1 S2,Lap 1 S3,Lap 1 S4,Finish,Status',
  );
  expect(lines[1]).toMatch(/^1,101,Rider venue-desktop 101,,Beta,0,/);
  expect(lines[2]).toMatch(/^2,100,Rider venue-desktop 100,,Beta,2,/);

  // Print opens every class and calls the browser's print; the print stylesheet hides the controls.
  await page.evaluate(() => {
    window.print = () => ((window as unknown as { printed: boolean }).printed = true);
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: boolean }).printed)).toBe(true);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Export Open', exact: true })).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await expect(page.getByTestId('results-table')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Big screen' }).click();
  const big = page.getByTestId('big-screen');
  await expect(big).toBeVisible();
  await expect(big.getByText('Open', { exact: true })).toBeVisible();
  await expect(big.locator('tbody tr').first()).toContainText('Rider venue-desktop 101');
  // Still live in big-screen mode, and it says so while the stage runs.
  await expect(big.getByTestId('big-screen-live')).toBeVisible();
  await judgeScores(api, baseURL!, stageId, [[ids[2]!, 1, 1]]);
  await expect(big.locator('tbody tr')).toHaveCount(3);
  await expect(big.locator('tbody tr').nth(1)).toContainText('Rider venue-desktop 102');
  await big.getByRole('button', { name: 'Exit' }).click();
  await expect(page.getByTestId('results-table')).toBeVisible();

  // A past stage's results are final: its big screen does not claim to be live.
  await page.goto(`/competitions/demo/baltic-cup-${new Date().getFullYear()}/round-1-sigulda/results?view=big`);
  await expect(page.getByTestId('big-screen').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('big-screen-live')).toHaveCount(0);
  await api.dispose();
});

test('a stage without a regulation says so (not that the file failed)', async ({ page }) => {
  await page.goto(`/competitions/demo/baltic-cup-${new Date().getFullYear()}/round-1-sigulda/results`);
  await page.getByRole('button', { name: 'Documents' }).click();
  await expect(page.getByText('This stage has no regulation')).toBeVisible();
  await expect(page.getByText('Cannot get regulation file')).toHaveCount(0);
});

test('the ranking table is a view of the classes tab, and on a phone it scrolls sideways to its last column', async ({
  page,
  isMobile,
}) => {
  await page.goto(`/competitions/demo/baltic-cup-${new Date().getFullYear()}/round-1-sigulda/results`);
  const tab = page.getByRole('tabpanel', { name: 'By classes' });
  const ranking = tab.getByRole('button', { name: 'Ranking table' });
  await expect(tab.getByRole('button', { name: 'Classes', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await ranking.click();
  await expect(ranking).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByTestId('ranking-table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('class-Expert')).toHaveCount(0);
  if (!isMobile) return;
  // The table is wider than the phone: its scroller (the browser's own, decision 038) reveals the Bike column.
  const bike = table.getByRole('columnheader', { name: 'Bike' });
  await expect(bike).not.toBeInViewport();
  await table.evaluate((t) => t.closest('.mantine-TableScrollContainer-scrollContainer')!.scrollBy({ left: 1000 }));
  await expect(bike).toBeInViewport();
});
