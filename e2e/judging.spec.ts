import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, createRaceDay, giveButton, judgeScores, signIn, wholeResults } from './support';

/**
 * The judge app on race day (issue 6). A stage of its own (own institution and championship, so the
 * demo's pages stay as they are) with 50 riders in one class that rides section 1 once.
 */
/** The scores points for racing number n: a fixed pattern, so the test knows what the server must hold. */
const pointsFor = (n: number) => [0, 1, 2, 3, 5][n % 5]!;

async function score(page: Page, number: number) {
  const keypad = page.getByTestId('keypad');
  for (const digit of String(number)) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await expect(page.getByTestId('rider-name')).toHaveText(new RegExp(`${number}$`));
  await page.getByRole('button', giveButton(pointsFor(number))).click();
  await expect(page.getByTestId('last-action')).toContainText(`#${number} · S1 L1 · ${pointsFor(number)}`);
}

test.describe('judge app', () => {
  test.skip(({ isMobile }) => !isMobile, 'the judge app is used on a phone');

  test('scores 50 riders with the network cut and a reload midway; the server ends with each score once', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const { stageId, path } = await createRaceDay(request, baseURL!, 'offline', { riders: 50, judgeSection: 1 });
    await signIn(page, 'judge@trialhub.demo');
    await page.goto(`${path}/judge`);
    // The secretary assigned section 1: the app starts there, online and with nothing waiting.
    await expect(page.getByTestId('section-button')).toHaveText('Section 1');
    await expect(page.getByTestId('sync-badge')).toHaveText('All sent');
    // The service worker must hold the app before the network goes.
    await page.waitForFunction(
      async () => !!(await navigator.serviceWorker.ready).active && !!navigator.serviceWorker.controller,
    );

    await context.setOffline(true);
    for (let n = 100; n < 125; n++) await score(page, n);
    await expect(page.getByTestId('sync-badge')).toHaveText('25 waiting · offline');

    await page.reload();
    await expect(page.getByTestId('section-button')).toHaveText('Section 1');
    await expect(page.getByTestId('sync-badge')).toHaveText(/^25 waiting/);
    for (let n = 125; n < 150; n++) await score(page, n);
    await expect(page.getByTestId('sync-badge')).toHaveText(/^50 waiting/);

    await context.setOffline(false);
    await expect(page.getByTestId('sync-badge')).toHaveText('All sent', { timeout: 20_000 });

    const results = await wholeResults(request, stageId);
    expect(results).toHaveLength(50);
    for (const r of results) {
      expect(r.sections, r.participant.name).toHaveLength(1);
      expect(r.sections[0]!.events).toHaveLength(1);
      expect(r.total).toBe(pointsFor(r.participant.racingNumber!));
    }
  });

  test('one thumb: find by number or list, see the lap, correct and undo, see what is left', async ({
    page,
    request,
    baseURL,
  }) => {
    const { stageId, path } = await createRaceDay(request, baseURL!, 'thumb', { riders: 6, judgeSection: 1 });
    await signIn(page, 'judge@trialhub.demo');
    await page.goto(`${path}/judge`);
    await expect(page.getByTestId('section-button')).toHaveText('Section 1');

    // A number nobody has.
    await page.getByTestId('keypad').getByRole('button', { name: '9', exact: true }).click();
    await expect(page.getByText('No rider with number 9')).toBeVisible();
    await expect(page.getByRole('button', giveButton(0))).toBeDisabled();
    await page.getByRole('button', { name: 'Clear' }).click();

    await score(page, 103);
    // Correcting: the same rider again shows the score and a tap replaces it.
    for (const d of '103') await page.getByTestId('keypad').getByRole('button', { name: d, exact: true }).click();
    await expect(page.getByText('Already scored 3 on this lap: a tap corrects it')).toBeVisible();
    await page.getByRole('button', giveButton(1)).click();
    await expect(page.getByTestId('sync-badge')).toHaveText('All sent');

    // Undo takes the last score back.
    await score(page, 104);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByTestId('sync-badge')).toHaveText('All sent');

    // The list shows the class and what each rider has at this section.
    await page.getByText('List', { exact: true }).click();
    const list = page.getByTestId('rider-list');
    await expect(list.getByText('#103 Rider thumb 103')).toBeVisible();
    await list.getByText('#105 Rider thumb 105').click();
    await expect(page.getByTestId('rider-name')).toHaveText('Rider thumb 105');
    await page.getByRole('button', giveButton(0)).click();

    // Not yet seen here: the riders with no score on the class's current lap, under the keypad.
    await expect(page.getByText('Not yet seen in the current lap: 4')).toBeVisible();
    await expect(page.getByTestId('not-seen-rider')).toHaveText([/^#100 /, /^#101 /, /^#102 /, /^#104 /]);

    await page.getByTestId('sync-badge').click();
    await expect(page.getByTestId('sync-list').getByText(/#104 .* undo/)).toBeVisible();
    await page.keyboard.press('Escape');

    await expect
      .poll(async () => {
        const results = await wholeResults(request, stageId);
        return results
          .map((r) => [r.participant.racingNumber, r.total, r.sections[0]?.events.map((e) => e.name).join('+')])
          .sort();
      })
      .toEqual([
        [103, 1, 'JudgeSetPoints+EditedTo'],
        [104, null, 'JudgeSetPoints+JudgeUndo'],
        [105, 0, 'JudgeSetPoints'],
      ]);
  });

  test('open-free: an attempt with gates, a taken-back gate and faults up to the limit is saved with every event', async ({
    page,
    request,
    baseURL,
  }) => {
    const { stageId, path } = await createRaceDay(request, baseURL!, 'open', {
      riders: 2,
      type: 'openFree',
      judgeSection: 1,
    });
    const rider = { racingNumber: 101, name: 'Rider open 101' };
    await signIn(page, 'judge@trialhub.demo');
    await page.goto(`${path}/judge`);
    await expect(page.getByTestId('section-button')).toHaveText('Section 1');
    for (const d of String(rider.racingNumber)) {
      await page.getByTestId('keypad').getByRole('button', { name: d, exact: true }).click();
    }
    await expect(page.getByTestId('rider-name')).toContainText(rider.name);
    await page.getByRole('button', { name: 'Start attempt' }).click();
    await expect(page.getByTestId('attempt-timer')).toHaveText(/^[12]:\d\d$/);
    await page.getByRole('button', { name: 'A +10' }).click();
    await page.getByRole('button', { name: 'C +30' }).click();
    await page.getByRole('button', { name: 'Remove gate A points' }).click();
    await expect(page.getByTestId('attempt-points')).toHaveText('30');
    // The draft attempt survives a reload (it is kept on the device, not in memory).
    await page.reload();
    await expect(page.getByTestId('attempt-points')).toHaveText('30');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: '+ Fault' }).click();
    await expect(page.getByTestId('attempt-finished')).toHaveText('Too many faults');
    await expect(page.getByRole('button', { name: 'B +20' })).toBeDisabled();
    await page.getByRole('button', { name: 'Save attempt' }).click();

    // The saved banner shows the points the attempt adds up to.
    await expect(page.getByTestId('last-action')).toContainText(`#${rider.racingNumber} · S1 L1 · 30`);
    await expect(page.getByTestId('sync-badge')).toHaveText('All sent');
    const results = await wholeResults(request, stageId);
    const mine = results.find((r) => r.participant.racingNumber === rider.racingNumber)!;
    expect(mine.total).toBe(30);
    expect(mine.sections[0]!.events.map((e) => e.name)).toEqual([
      'JudgeAddPointsA',
      'JudgeAddPointsC',
      'JudgeRemovePointsA',
      'JudgeAddFault',
      'JudgeAddFault',
      'JudgeAddFault',
      'TooManyFaults',
    ]);
    expect(mine.sections[0]!.events.every((e) => e.by === 'Jānis Tiesnesis' && typeof e.time === 'number')).toBe(true);
  });

  test('a rider who is not a judge of the stage gets the 401 screen', async ({ page }) => {
    await signIn(page, 'rider@trialhub.demo');
    await page.goto('/competitions/demo/baltic-cup-2026/round-3-cesis/judge');
    await expect(page).toHaveURL(/\/401$/);
  });
});

test.describe('judges configuration and the standalone judge', () => {
  test.skip(({ isMobile }) => isMobile, 'the secretary configures judges at a desk');

  test('a secretary moves a judge to another section, shows the QR link, removes and re-adds them', async ({
    page,
    request,
    baseURL,
  }) => {
    const { path } = await createRaceDay(request, baseURL!, 'config', { riders: 1, judgeSection: 1 });
    await signIn(page, 'secretary@trialhub.demo');
    await page.goto(path);
    await page.getByRole('link', { name: 'Judges' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}/judges$`));
    const list = page.getByTestId('judge-list');
    await expect(list.getByText('Jānis Tiesnesis')).toBeVisible();
    await expect(list.getByText('not yet')).toBeVisible();

    await list.getByRole('combobox', { name: 'Section' }).click();
    await page.getByRole('option', { name: 'Section 3' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('judge-list').getByRole('combobox', { name: 'Section' })).toHaveValue('Section 3');

    await page.getByRole('button', { name: 'Judge app link for Jānis Tiesnesis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Judge app for Jānis Tiesnesis' });
    await expect(dialog.locator('svg').first()).toBeVisible();
    await expect(dialog.getByRole('link')).toHaveAttribute('href', `${baseURL}${path}/judge`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Remove Jānis Tiesnesis' }).click();
    await page.getByRole('dialog', { name: 'Remove judge' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('No judges yet.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Judge', exact: true }).fill('tiesn');
    await page.getByRole('option', { name: /Jānis Tiesnesis/ }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByTestId('judge-list').getByText('Jānis Tiesnesis')).toBeVisible();
  });

  test('a paper-free training: scores on the standalone sheet, exported, previewed and imported into a stage', async ({
    page,
    request,
    baseURL,
  }) => {
    const { stageId, path } = await createRaceDay(request, baseURL!, 'import', { riders: 3, judgeSection: 1 });
    await page.goto('/judge-standalone');
    await page.getByLabel('Event name').fill('Saturday training');
    await page.getByLabel('Your name').fill('Paper Pēteris');
    await page.getByLabel('Sections').fill('4');
    await page.getByLabel('Laps').fill('1');
    await page.getByRole('button', { name: 'Start scoring' }).click();
    const keypad = page.getByTestId('keypad');
    for (const [number, points] of [
      ['100', 3],
      ['101', 5],
      ['777', 0],
    ] as const) {
      for (const d of number) await keypad.getByRole('button', { name: d, exact: true }).click();
      await page.getByRole('button', giveButton(points)).click();
    }
    await expect(page.getByText('Scores on this device: 3')).toBeVisible();
    // The sheet outlives a reload: it is kept on the device.
    await page.reload();
    await expect(page.getByText('Scores on this device: 3')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export JSON' }).click();
    const file = await (await downloading).path();

    await signIn(page, 'secretary@trialhub.demo');
    await page.goto(`${path}/judges`);
    const card = page.getByTestId('import-sheet');
    await card.getByTestId('import-file').setInputFiles(file);
    await expect(card.getByLabel("Judge's name")).toHaveValue('Paper Pēteris');
    await card.getByRole('button', { name: 'Preview' }).click();
    await expect(card.getByTestId('import-summary')).toHaveText('New 2 · already there 0 · differ 0 · refused 1');
    await expect(card.getByText('No rider with this number')).toBeVisible();
    await card.getByRole('button', { name: 'Add 2 scores to the results' }).click();
    await expect(card.getByTestId('import-committed')).toHaveText('2 scores added');

    const results = await wholeResults(request, stageId);
    expect(results.map((r) => [r.participant.racingNumber, r.total, r.sections[0]!.judge]).sort()).toEqual([
      [100, 3, 'Paper Pēteris'],
      [101, 5, 'Paper Pēteris'],
    ]);
  });
});

test('race control: the judges page counts scores per section live and names a rider who skipped one', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const { stageId, ids, judgeId, path } = await createRaceDay(request, baseURL!, `control-${testInfo.project.name}`, {
    riders: 3,
    judgeSection: 2,
  });
  await signIn(page, 'secretary@trialhub.demo');
  await page.goto(`${path}/judges`);
  const control = page.getByTestId('race-control');
  const section = (n: number) => control.getByTestId(`progress-section-${n}`);
  await expect(section(2).getByTestId('progress-count')).toHaveText('0 / 3');
  await expect(section(2)).toContainText('Jānis Tiesnesis');

  // The judge scores two riders on section 2, one of them on section 3 too, never on section 1.
  await judgeScores(request, baseURL!, stageId, [
    [ids[0]!, 2, 1],
    [ids[1]!, 2, 0],
  ]);
  // A judge with a section scores only that one: the secretary moves him on to section 3.
  const secretary = await apiAs(request, baseURL!, 'secretary@trialhub.demo');
  await secretary('put', `/api/stages/${stageId}/judges/${judgeId}`, { section: 3 });
  await judgeScores(request, baseURL!, stageId, [[ids[1]!, 3, 5]]);
  await expect(section(2).getByTestId('progress-count')).toHaveText('2 / 3');
  await expect(section(3).getByTestId('progress-count')).toHaveText('1 / 3');
  await expect(section(1).getByTestId('progress-count')).toHaveText('0 / 3');
  await expect(section(1).getByTestId('possibly-missed')).toHaveText('2');
  await expect(section(2).getByTestId('possibly-missed')).toHaveCount(0);
  await section(1).getByTestId('possibly-missed').click();
  const missed = page.getByRole('dialog');
  await expect(missed).toContainText('Possibly missed this section');
  await expect(missed).toContainText(`#100 Rider control-${testInfo.project.name} 100`);
  await expect(missed).toContainText(`#101 Rider control-${testInfo.project.name} 101`);
});
