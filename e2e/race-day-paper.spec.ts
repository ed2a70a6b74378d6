import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, createRaceDay, giveButton, judgeScores, signIn, wholeResults } from './support';

/**
 * Issue #17, "An app that stays" and "Paper fallback": the installable judge app for outdoor use on a
 * phone, and the secretary's paper sheets and keyed entry at a desk.
 */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

async function type(page: Page, number: number) {
  const keypad = page.getByTestId('keypad');
  for (const digit of String(number)) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await expect(page.getByTestId('rider-name')).toHaveText(new RegExp(`${number}$`));
}

/** Saves the keyed sheet by keyboard, as a secretary at a desk does, and waits for its tally. */
async function saveKeyed(page: Page, tally: string) {
  await page.getByTestId('keyed-save').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('keyed-result')).toHaveText(tally);
}

/** Takes the paper's value over the phone's in a conflict (by keyboard), saves it, and checks none is left. */
async function usePaper(page: Page, conflict: Locator, label: string) {
  await conflict.getByRole('button', { name: label }).focus();
  await page.keyboard.press('Enter');
  await saveKeyed(page, 'Saved: 1 · refused: 0');
  await expect(page.getByTestId('keyed-conflicts')).toHaveCount(0);
}

/** The stage's results by racing number, as visitors read them. */
async function resultsByNumber(request: APIRequestContext, stageId: string) {
  const results = await wholeResults(request, stageId);
  return new Map(results.map((r) => [r.participant.racingNumber, r]));
}

test.describe('the judge app on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the judge app is used on a phone');

  test('is installable: the manifest is served, valid, and its icons load', async ({ page, request }) => {
    // The judge pages link the judge app's manifest (the public pages link none: manifests.spec.ts).
    await page.goto('/judge-standalone');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      id: string;
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      id: '/judge-standalone',
      name: 'TrialHub judge',
      display: 'standalone',
      theme_color: '#1f3d2b',
    });
    expect(manifest.start_url).toMatch(/^\//);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      const [w, h] = icon.sizes.split('x').map(Number);
      expect(pngSize(await file.body())).toEqual({ width: w, height: h });
    }
    // The start URL opens a page of the app (the standalone judge when no judge app was opened yet).
    await page.goto(manifest.start_url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('outdoors: wake lock, install prompt, 48 px controls, a remembered sunlight theme, an explicit lap correction, storage kept', async ({
    page,
    request,
    baseURL,
  }) => {
    const { stageId, path } = await createRaceDay(request, baseURL!, 'outdoor', {
      riders: 3,
      judgeSection: 1,
      laps: 2,
    });
    // Count the app's screen wake lock requests (the browser's own API still answers them).
    await page.addInitScript(() => {
      const wakeLock = navigator.wakeLock;
      if (!wakeLock) return;
      const request = wakeLock.request.bind(wakeLock);
      (window as unknown as { wakeLocks: number }).wakeLocks = 0;
      wakeLock.request = (type) => {
        (window as unknown as { wakeLocks: number }).wakeLocks++;
        return request(type);
      };
    });
    await signIn(page, 'judge@trialhub.demo');
    await page.goto(`${path}/judge`);
    await expect(page.getByTestId('section-button')).toHaveText('Section 1');
    // A section is open: the screen is asked to stay on.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { wakeLocks: number }).wakeLocks))
      .toBeGreaterThan(0);

    // The browser's install offer becomes the app's own prompt; Install hands it back to the browser.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => void ((window as unknown as { prompted: boolean }).prompted = true),
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
    await page.getByTestId('install-prompt').getByRole('button', { name: 'Install' }).click();
    await expect(page.getByTestId('install-prompt')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { prompted: boolean }).prompted)).toBe(true);
    await type(page, 100);

    // Every control a thumb uses is at least 48 px high; neighbouring keys are 8 px apart.
    const screen = page.getByTestId('judge-screen');
    for (const button of await screen.locator('button:visible').all()) {
      const box = (await button.boundingBox())!;
      const label = (await button.getAttribute('aria-label')) ?? (await button.innerText());
      expect(box.height, label).toBeGreaterThanOrEqual(48);
    }
    const keys = page.getByTestId('keypad').getByRole('button');
    const [one, two] = [(await keys.nth(0).boundingBox())!, (await keys.nth(1).boundingBox())!];
    expect(two.x - (one.x + one.width)).toBeGreaterThanOrEqual(8);

    // Sunlight: one tap, and it stays after a reload.
    await page.getByTestId('sunlight-toggle').click();
    await expect(screen).toHaveAttribute('data-sunlight', 'true');
    await expect(page.getByTestId('sunlight-toggle')).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByTestId('judge-screen')).toHaveAttribute('data-sunlight', 'true');

    // Lap 1, then the same rider again: the next lap is the one scored, correcting lap 1 is its own button.
    await type(page, 100);
    await expect(page.getByTestId('lap-now')).toHaveText('Scoring lap 1');
    await page.getByRole('button', giveButton(3)).click();
    await expect(page.getByTestId('last-action')).toContainText('#100 · S1 L1 · 3');
    await type(page, 100);
    await expect(page.getByTestId('lap-now')).toHaveText('Scoring lap 2');
    await page.getByTestId('correct-lap-1').click();
    await expect(page.getByTestId('lap-now')).toHaveText('Correcting lap 1 — now 3');
    await page.getByRole('button', giveButton(1)).click();
    await expect(page.getByTestId('last-action')).toContainText('#100 · S1 L1 · 1');
    await expect(page.getByTestId('sync-badge')).toHaveText('All sent');

    // The first score asked for persistent storage; the sync drawer says what the browser answered.
    await page.getByTestId('sync-badge').click();
    await expect(page.getByTestId('storage-status')).toHaveAttribute('data-state', /granted|denied/);
    await page.keyboard.press('Escape');

    const results = await wholeResults(request, stageId);
    const mine = results.find((r) => r.participant.racingNumber === 100)!;
    expect(mine.sections.map((s) => [s.lap, s.points])).toEqual([[1, 1]]);

    // The results history shows translated labels, never the stored event names.
    await page.goto(`${path}/results`);
    await page
      .locator(`[data-testid="result-row"][data-participant="${mine.participant.id}"]`)
      .getByRole('button', { name: 'Details' })
      .click();
    const details = page.getByTestId(`details-${mine.participant.id}`);
    await details.getByTestId('cell-1-1').click();
    const history = details.getByTestId('section-history');
    await expect(history).toContainText('Judge scored');
    await expect(history).toContainText('Changed to');
    await expect(history).not.toContainText(/JudgeSetPoints|EditedTo/);
  });
});

test.describe('the paper fallback at race control', () => {
  test.skip(({ isMobile }) => isMobile, 'the secretary keys sheets in at a desk');

  test('prints the sheets and keys one in by keyboard; a phone’s different score waits for a choice', async ({
    page,
    request,
    baseURL,
  }) => {
    const { stageId, ids, path } = await createRaceDay(request, baseURL!, 'paper', { riders: 3, laps: 2 });
    // A phone already sent rider 101's lap 1 at section 1.
    await judgeScores(request, baseURL!, stageId, [[ids[1]!, 1, 3]]);

    await signIn(page, 'secretary@trialhub.demo');
    await page.goto(`${path}/judges`);
    const paper = page.getByTestId('paper-sheets');
    const sheetHref = await paper.getByTestId('observer-sheet-link').getAttribute('href');
    expect(sheetHref).toBe(`/api/stages/${stageId}/observer-sheets.pdf?lang=en&section=1`);
    const sheet = await page.request.get(sheetHref!);
    expect(sheet.headers()['content-type']).toBe('application/pdf');
    expect((await sheet.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const lists = await page.request.get((await paper.getByTestId('start-lists-link').getAttribute('href'))!);
    expect(lists.headers()['content-type']).toBe('application/pdf');

    await paper.getByTestId('keyed-entry-link').click();
    await expect(page).toHaveURL(new RegExp(`${path}/judges\\?keyed=1$`));
    await expect(page.getByRole('heading', { name: 'Key in section 1' })).toBeVisible();

    // Keyboard only: the observer's name, Tab into the grid, a score key fills a box and moves on.
    await page.getByRole('textbox', { name: 'Observer on the sheet' }).focus();
    await page.keyboard.type('Ilze Bērziņa');
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-cell="100-1"]')).toBeFocused();
    // 100: 0 then 2; 101: 1 (the phone sent 3) then Enter leaves lap 2 empty; 102: 5, 5.
    for (const key of ['0', '2', '1', 'Enter', '5', '5']) await page.keyboard.press(key);
    await expect(page.locator('[data-cell="101-1"]')).toHaveAttribute('data-status', 'conflict');
    const conflict = page.getByTestId('conflict-101-1');
    await expect(conflict).toContainText('Keep phone: 3 (Jānis Tiesnesis');
    await expect(page.getByTestId('keyed-save')).toHaveText('Save scores: 4');

    // The other four save exactly once (saved twice: the second finds them there).
    await saveKeyed(page, 'Saved: 4 · refused: 0');
    await expect(page.locator('[data-cell="102-2"]')).toHaveAttribute('data-status', 'same');
    await expect(page.getByTestId('keyed-save')).toBeDisabled();

    // The secretary takes the paper's 1 over the phone's 3, by keyboard too.
    await usePaper(page, conflict, 'Use paper: 1');

    const byNumber = await resultsByNumber(request, stageId);
    const slots = (n: number) =>
      byNumber
        .get(n)!
        .sections.map((s) => [s.section, s.lap, s.points])
        .sort((a, b) => a[1]! - b[1]!);
    expect(slots(100)).toEqual([
      [1, 1, 0],
      [1, 2, 2],
    ]);
    expect(slots(101)).toEqual([[1, 1, 1]]);
    expect(slots(102)).toEqual([
      [1, 1, 5],
      [1, 2, 5],
    ]);
    for (const r of byNumber.values())
      for (const s of r.sections) {
        const paperEvents = s.events.filter((e) => e.by === 'Ilze Bērziņa');
        expect(paperEvents, `${r.participant.racingNumber} lap ${s.lap}`).toHaveLength(1);
      }
    expect(byNumber.get(101)!.sections[0]!.events.map((e) => [e.by, e.points])).toEqual([
      ['Jānis Tiesnesis', 3],
      ['Ilze Bērziņa', 1],
    ]);
  });

  test('keys in an open-free sheet: gates and faults by keyboard, the points shown, a phone’s attempt kept until chosen', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const { stageId, ids, path } = await createRaceDay(request, baseURL!, 'paper-open-free', {
      riders: 2,
      laps: 2,
      type: 'openFree',
    });
    // A phone already sent rider 101's lap 1 at section 1: gate A (10 points), then finish.
    const judge = await apiAs(request, baseURL!, 'judge@trialhub.demo');
    const at = new Date(Date.now() - 60_000).toISOString();
    const sent = (await judge('post', `/api/judging/stages/${stageId}/ops`, {
      deviceId: `e2e-${randomUUID()}`,
      ops: [
        {
          opId: randomUUID(),
          seq: 1,
          kind: 'score',
          participantId: ids[1],
          section: 1,
          lap: 1,
          at,
          events: [
            { name: 'JudgeAddPointsA', timestamp: at, time: 5, points: 10 },
            { name: 'ManualFinish', timestamp: at, time: 30, points: null },
          ],
        },
      ],
    })) as { outcomes: { outcome: string }[] };
    expect(sent.outcomes[0]!.outcome).toBe('applied');

    await signIn(page, 'secretary@trialhub.demo');
    await page.goto(`${path}/judges?keyed=1`);
    await expect(page.getByRole('heading', { name: 'Key in section 1' })).toBeVisible();
    await expect(page.getByTestId('keyed-intro')).toContainText('AC1 for gates A and C with one fault');
    await page.getByRole('textbox', { name: 'Observer on the sheet' }).focus();
    await page.keyboard.type('Mare Tamm');
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-cell="100-1"]')).toBeFocused();
    // 100: gates C and A with one fault; then every gate and the third fault. 101: gate B (the
    // phone sent gate A); then no gate and no fault. Letters tick and untick, Backspace takes back.
    for (const key of ['c', 'a', 'd', 'd', '1', 'Enter', 'a', 'b', 'c', 'd', '2', 'Backspace', '3', 'Enter'])
      await page.keyboard.press(key);
    await expect(page.locator('[data-cell="100-1"]')).toHaveValue('AC1');
    await expect(page.getByTestId('points-100-1')).toHaveText('40 pts');
    await expect(page.locator('[data-cell="100-2"]')).toHaveValue('ABCD3');
    await expect(page.getByTestId('points-100-2')).toHaveText('100 pts');
    await expect(page.locator('[data-cell="101-1"]')).toBeFocused();
    for (const key of ['b', 'Enter', '0']) await page.keyboard.press(key);
    await expect(page.getByTestId('points-101-2')).toHaveText('0 pts');
    await expect(page.locator('[data-cell="101-1"]')).toHaveAttribute('data-status', 'conflict');
    const conflict = page.getByTestId('conflict-101-1');
    await expect(conflict).toContainText('Keep phone: 10 (Jānis Tiesnesis');
    await expect(page.getByTestId('keyed-save')).toHaveText('Save scores: 3');
    await page.screenshot({ path: testInfo.outputPath('keyed-open-free-en.png'), fullPage: true });

    await saveKeyed(page, 'Saved: 3 · refused: 0');
    await expect(page.locator('[data-cell="100-2"]')).toHaveAttribute('data-status', 'same');
    await usePaper(page, conflict, 'Use paper: 20');

    const byNumber = await resultsByNumber(request, stageId);
    const laps = (n: number) =>
      byNumber
        .get(n)!
        .sections.map((s) => [s.lap, s.points])
        .sort((a, b) => a[0]! - b[0]!);
    expect(laps(100)).toEqual([
      [1, 40],
      [2, 100],
    ]);
    expect(laps(101)).toEqual([
      [1, 20],
      [2, 0],
    ]);
    expect(byNumber.get(100)!.total).toBe(140);
    // Each lap's events once, by the sheet's observer; the phone's attempt stays in the history.
    const lap1 = byNumber.get(100)!.sections.find((s) => s.lap === 1)!;
    expect(lap1.events.map((e) => [e.name, e.by])).toEqual([
      ['JudgeAddPointsA', 'Mare Tamm'],
      ['JudgeAddPointsC', 'Mare Tamm'],
      ['JudgeAddFault', 'Mare Tamm'],
      ['ManualFinish', 'Mare Tamm'],
    ]);
    expect(
      byNumber
        .get(101)!
        .sections.find((s) => s.lap === 1)!
        .events.map((e) => e.by),
    ).toEqual(['Jānis Tiesnesis', 'Jānis Tiesnesis', 'Mare Tamm', 'Mare Tamm']);

    // The grid in the other languages, and on a phone-sized screen (looked at by eye).
    await page.locator('[data-cell="100-1"]').focus();
    await page.keyboard.press('Delete');
    for (const key of ['b', '1']) await page.keyboard.press(key);
    for (const [language, label] of [
      ['Latviešu', 'lv'],
      ['Eesti', 'et'],
    ] as const) {
      await page.getByRole('combobox', { name: /Language|Valoda|Keel/ }).selectOption(language);
      await expect(page.getByTestId('keyed-intro')).toContainText('AC1');
      await page.screenshot({ path: testInfo.outputPath(`keyed-open-free-${label}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 412, height: 915 });
    await page.screenshot({ path: testInfo.outputPath('keyed-open-free-et-narrow.png'), fullPage: true });
  });
});
