import { type Locator, type Page, devices } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, createRaceDay, judgeScores } from './support';

/**
 * The observer's scoring screen (issue #35 points 7–10): all of it on one phone screen in every
 * language and the sunlight theme, the waiting count first in the sync badge, a stopped phone offering
 * only what still works, and after a score the rider's progress, total and the riders not yet seen.
 */
const SITE_BAR = 60;
const sizes = [
  [360, 640],
  [390, 844],
  [412, 915],
] as const;

async function type(page: Page, number: number) {
  const keypad = page.getByTestId('keypad');
  for (const digit of String(number)) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await expect(page.getByTestId('rider-name')).toHaveText(new RegExp(`${number}$`));
}

/** A score tap in any language: the buttons are 0, 1, 2, 3, 5 in that order. */
async function score(page: Page, number: number, points: number) {
  await type(page, number);
  await page.getByTestId('score-buttons').getByRole('button').nth([0, 1, 2, 3, 5].indexOf(points)).click();
  await expect(page.getByTestId('last-action')).toContainText(`#${number} · S1`);
}

/** Controls outside the screen (or under the site's sticky bar), as `name x,y w×h`. */
async function outside(page: Page, controls: Locator[]) {
  const { width, height } = page.viewportSize()!;
  const off: string[] = [];
  for (const control of controls) {
    const box = (await control.boundingBox())!;
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText()).trim();
    if (box.x < 0 || box.y < SITE_BAR || box.x + box.width > width + 0.5 || box.y + box.height > height + 0.5)
      off.push(`${name} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`);
  }
  return off;
}

/** Texts shown cut (with an ellipsis or clipped) among `labels`. */
const cut = (labels: Locator) =>
  labels.evaluateAll((els) => els.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));

test('the scoring screen fits 360×640, 390×844 and 412×915 in en/lv/et and sunlight; offline the badge shows the count first; revoked, the phone offers only what works', async ({
  request,
  baseURL,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the observer’s screen is a phone’s');
  test.setTimeout(420_000);
  const { stageId, path } = await createRaceDay(request, baseURL!, `fit-${testInfo.project.name}`, {
    riders: 4,
    laps: 3,
  });
  const secretary = await apiAs(request, baseURL!, 'secretary@trialhub.demo');
  const { token, credential } = (await secretary('post', `/api/stages/${stageId}/observers`, {
    name: 'Fitting Observer',
    section: 1,
  })) as { token: string; credential: { id: string } };
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  await page.goto(`/observe#t=${token}`);
  await expect(page.getByTestId('scoring-as')).toHaveText('Scoring as Fitting Observer');
  await page.waitForFunction(
    async () => !!(await navigator.serviceWorker.ready).active && !!navigator.serviceWorker.controller,
  );
  // #100 has two laps: its line then carries two 'Correct lap' buttons, the widest the lap row gets.
  await score(page, 100, 3);
  await score(page, 100, 1);
  await expect(page.getByTestId('sync-badge')).toHaveText('All sent', { timeout: 30_000 });
  await context.setOffline(true);
  await score(page, 101, 2);
  await score(page, 102, 5);

  const badge = page.getByTestId('sync-badge');
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    for (const lng of ['en', 'lv', 'et'] as const) {
      await page.goto(`${path}/judge?lng=${lng}`);
      // The count first, whole: "2 waiting · offline", never "Offline · waiting…".
      await expect(badge).toHaveText(
        { en: '2 waiting · offline', lv: '2 gaida · bez tīkla', et: '2 ootel · võrguta' }[lng],
      );
      for (const sunlight of [false, true]) {
        const toggle = page.getByTestId('sunlight-toggle');
        if ((await toggle.getAttribute('aria-pressed')) !== String(sunlight)) await toggle.click();
        await expect(page.getByTestId('judge-screen')).toHaveAttribute('data-sunlight', String(sunlight));
        await type(page, 100);
        await expect(page.getByTestId('correct-lap-2')).toBeVisible();
        const where = `${width}×${height} ${lng}${sunlight ? ' sunlight' : ''}`;
        const keys = await page.getByTestId('keypad').getByRole('button').all();
        const scores = await page.getByTestId('score-buttons').getByRole('button').all();
        expect(keys, where).toHaveLength(12);
        expect(scores, where).toHaveLength(5);
        const controls = [
          page.getByTestId('section-button'),
          badge,
          page.getByTestId('sunlight-toggle'),
          page.getByTestId('rider-line'),
          ...scores,
          ...keys,
        ];
        expect(await outside(page, controls), where).toEqual([]);
        // Between the rider line and the score buttons only the lap row: no empty gap.
        const line = (await page.getByTestId('rider-line').boundingBox())!;
        const first = (await scores[0]!.boundingBox())!;
        expect(first.y - (line.y + line.height), where).toBeLessThanOrEqual(48 + 2 * 8);
        expect(await cut(page.getByTestId('judge-top-bar').locator('.mantine-Badge-label, span')), where).toEqual([]);
        // Every key tapped (the bottom row too) without the page moving.
        await keys[10]!.click();
        await keys[9]!.click();
        expect(await page.evaluate(() => window.scrollY), where).toBe(0);
        if (width === 360)
          await page.screenshot({ path: testInfo.outputPath(`fits-${where.replace(/\W+/g, '-')}.png`) });
      }
    }
  }

  // The secretary revokes the link; the two offline taps were never announced: refused (decision 029).
  await secretary('post', `/api/stages/${stageId}/observers/${credential.id}/revoke`);
  await context.setOffline(false);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(`${path}/judge?lng=et`);
  await expect(badge).toHaveText('2 tagasi lükatud', { timeout: 60_000 });
  expect(await cut(page.getByTestId('judge-top-bar').locator('.mantine-Badge-label, span'))).toEqual([]);
  const stopped = page.getByTestId('observer-stopped');
  await expect(stopped).toContainText('Sekretär tühistas selle vaatleja lingi');
  await expect(stopped).toContainText('2 tulemust jäi vastu võtmata');
  // Nothing that cannot work any more: no keypad, score or lap buttons, no hand-off, no keypad choice.
  await expect(page.getByTestId('keypad')).toHaveCount(0);
  await expect(page.getByTestId('score-buttons')).toHaveCount(0);
  await expect(page.getByTestId('lap-row')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Anna teisele telefonile' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Number' })).toHaveCount(0);
  // What still works: reading the section's list and what the phone holds.
  await expect(page.getByTestId('rider-list')).toContainText('#100');
  await page.screenshot({ path: testInfo.outputPath('revoked-et-360.png') });
  await stopped.getByRole('button', { name: 'Mis selles telefonis on' }).click();
  // Each refused score whole: the rider, and under it why (the reason once pushed the rider out of sight).
  const refusedRows = page.getByTestId('sync-refused');
  await expect(refusedRows).toHaveCount(2);
  await expect(refusedRows.getByText(/^#10[12] Rider /)).toHaveCount(2);
  await expect(refusedRows.first()).toContainText('Saabus pärast telefoni peatamist');
  await page.screenshot({ path: testInfo.outputPath('revoked-held-et-360.png') });
  await context.close();
});

test('after a score the phone shows the rider’s laps left here and total, and the riders not yet seen with their class’s end time', async ({
  request,
  baseURL,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the observer’s screen is a phone’s');
  test.setTimeout(240_000);
  const { stageId, ids, path } = await createRaceDay(request, baseURL!, `progress-${testInfo.project.name}`, {
    riders: 3,
    laps: 3,
  });
  // A judge at section 2 gave #100 five: the phone's total counts it.
  await judgeScores(request, baseURL!, stageId, [[ids[0]!, 2, 5]]);
  const secretary = await apiAs(request, baseURL!, 'secretary@trialhub.demo');
  const { token } = (await secretary('post', `/api/stages/${stageId}/observers`, {
    name: 'Counting Observer',
    section: 1,
  })) as { token: string };
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/observe#t=${token}`);
  await expect(page.getByTestId('scoring-as')).toHaveText('Scoring as Counting Observer');

  const progress = page.getByTestId('rider-progress');
  const total = page.getByTestId('rider-total');
  await score(page, 100, 3);
  await expect(progress).toHaveText('Lap 1 of 3 — you will see #100 2 more times');
  await expect(total).toHaveText('#100 total: 8');
  // The others have not been seen in the current lap yet: listed with their class's end time.
  const notSeen = page.getByTestId('not-seen');
  await expect(notSeen.getByTestId('not-seen-rider')).toHaveText([/^#101 /, /^#102 /]);
  await expect(notSeen.getByTestId('not-seen-class')).toContainText('Open · lap 1 of 3');
  await expect(notSeen.getByTestId('not-seen-end')).toHaveText(/^(ends|ended) 16:00$/);
  await page.screenshot({ path: testInfo.outputPath('progress-lap1.png'), fullPage: true });

  await score(page, 100, 1);
  await expect(progress).toHaveText('Lap 2 of 3 — you will see #100 once more');
  await expect(total).toHaveText('#100 total: 9');
  // #100 is on lap 2 now: #101 and #102 still missed lap 1 too, and the list says so.
  await expect(notSeen.getByTestId('not-seen-class')).toContainText('Open · lap 2 of 3');
  await expect(notSeen.getByTestId('not-seen-rider').first()).toContainText('no score for L1, L2');
  await score(page, 101, 0);
  await expect(notSeen.getByTestId('not-seen-rider')).toHaveText([
    /^#101 Rider \S+ 101$/,
    /^#102 .*no score for L1, L2$/,
  ]);
  await score(page, 100, 5);
  await expect(progress).toHaveText('Lap 3 of 3 — the last time you see #100 here');
  await expect(total).toHaveText('#100 total: 14');
  // A wrong tap shows in the total at once, and Undo takes it back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('last-action')).toHaveCount(0);
  for (const lng of ['lv', 'et'] as const) {
    await page.goto(`${path}/judge?lng=${lng}`);
    await score(page, 100, 2);
    await expect(progress).toHaveText(
      { lv: '3. aplis no 3 — pēdējo reizi redzat #100 šeit', et: 'Ring 3/3 — #100 on siin viimast korda' }[lng],
    );
    await expect(total).toHaveText({ lv: '#100 kopā: 11', et: '#100 kokku: 11' }[lng]);
    await page.screenshot({ path: testInfo.outputPath(`progress-${lng}.png`), fullPage: true });
  }
  await context.close();
});

test('on a stage whose results are approved the phone says so and offers no keypad, lap buttons or hand-off', async ({
  request,
  baseURL,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the observer’s screen is a phone’s');
  const { stageId, ids, path } = await createRaceDay(request, baseURL!, `locked-${testInfo.project.name}`, {
    riders: 1,
  });
  await judgeScores(
    request,
    baseURL!,
    stageId,
    [1, 2, 3, 4].map((section) => [ids[0]!, section, 1] as const),
  );
  const secretary = await apiAs(request, baseURL!, 'secretary@trialhub.demo');
  const { token } = (await secretary('post', `/api/stages/${stageId}/observers`, {
    name: 'Late Observer',
    section: 1,
  })) as { token: string };
  await secretary('post', `/api/stages/${stageId}/results/approve`);
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  await page.goto(`/observe#t=${token}`);
  await expect(page.getByTestId('scoring-as')).toHaveText('Scoring as Late Observer');
  const texts: Record<string, [string, string]> = {
    en: ['Results of this stage are approved', 'What this phone holds'],
    lv: ['Šī posma rezultāti ir apstiprināti', 'Kas ir šajā tālrunī'],
    et: ['Selle etapi tulemused on kinnitatud', 'Mis selles telefonis on'],
  };
  for (const lng of ['en', 'lv', 'et'] as const) {
    await page.goto(`${path}/judge?lng=${lng}`);
    const locked = page.getByTestId('stage-locked');
    await expect(locked).toContainText(texts[lng]![0]);
    await expect(locked.getByRole('button', { name: texts[lng]![1] })).toBeVisible();
    await expect(page.getByTestId('keypad')).toHaveCount(0);
    await expect(page.getByTestId('score-buttons')).toHaveCount(0);
    await expect(page.getByTestId('lap-row')).toHaveCount(0);
    await expect(page.getByTestId('observer-bar')).toHaveCount(0);
    // Reading the section's scores still works.
    await expect(page.getByTestId('rider-list')).toContainText('#100');
    await page.screenshot({ path: testInfo.outputPath(`locked-${lng}.png`) });
  }
  await context.close();
});
