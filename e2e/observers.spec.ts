import { type Browser, type Page, devices, expect, test } from '@playwright/test';
import type { StageResult } from '@trialhub/domain';
import { createRaceDay, signIn } from './support';

/**
 * Observers without accounts (issue #17, decision 029): the secretary makes a link and a PIN; a phone
 * with no account opens it, scores with the network cut and a reload, hands the section to a second
 * phone, and delivers what it held after the secretary revoked it. The server ends with every score
 * once, under the right names, and the two taps on one slot kept as a conflict.
 */
const pointsFor = (n: number) => [0, 1, 2, 3, 5][n % 5]!;

async function score(page: Page, number: number, points = pointsFor(number)) {
  const keypad = page.getByTestId('keypad');
  for (const digit of String(number)) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await expect(page.getByTestId('rider-name')).toHaveText(new RegExp(`${number}$`));
  await page.getByRole('button', { name: `Give ${points} points` }).click();
  await expect(page.getByTestId('last-action')).toContainText(`#${number} · S1 L1 · ${points}`);
}

/** A phone of its own: no account, its own storage. */
async function phone(browser: Browser) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  return { context, page: await context.newPage() };
}

test('an observer with no account scores offline, hands the section on, and delivers after revocation', async ({
  page,
  request,
  baseURL,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const key = `obs-${testInfo.project.name}`;
  const { stageId, path } = await createRaceDay(request, baseURL!, key, { riders: 6 });

  // The secretary makes a link and a PIN for section 1.
  await signIn(page, 'secretary@trialhub.demo');
  await page.goto(`${path}/judges`);
  const card = page.getByTestId('observers');
  await card.getByLabel('Observer’s name').fill('Anna Observer');
  await card.getByRole('combobox', { name: 'Section' }).click();
  await page.getByRole('option', { name: 'Section 1', exact: true }).click();
  await card.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByTestId('observer-qr').locator('svg')).toBeVisible();
  const link = (await page.getByTestId('observer-link').getAttribute('data-link'))!;
  const pin = (await page.getByTestId('observer-pin').textContent())!.trim();
  expect(link).toMatch(/\/observe#t=/);
  expect(pin).toMatch(/^\d{6}$/);
  await page.screenshot({ path: testInfo.outputPath('observer-created.png') });
  await page.keyboard.press('Escape');

  // Phone A opens the link: the judge app for section 1, as Anna.
  const a = await phone(browser);
  await a.page.goto(link);
  await expect(a.page.getByTestId('section-button')).toHaveText('Section 1');
  await expect(a.page.getByTestId('observer-bar')).toContainText('Scoring as Anna Observer');
  await a.page.waitForFunction(
    async () => !!(await navigator.serviceWorker.ready).active && !!navigator.serviceWorker.controller,
  );
  await a.context.setOffline(true);
  await score(a.page, 100);
  await score(a.page, 101);
  await a.page.reload();
  await expect(a.page.getByTestId('sync-badge')).toHaveText(/waiting: 2/);
  await score(a.page, 102);
  await expect(a.page.getByTestId('sync-badge')).toHaveText(/waiting: 3/);

  // Back in signal, but its deliveries keep failing (a weak signal): it asks for a hand-off code.
  await a.page.route('**/api/judging/stages/*/ops', (route) => route.abort());
  await a.context.setOffline(false);
  await a.page.getByRole('button', { name: 'Hand to another phone' }).click();
  await expect(a.page.getByTestId('handoff-qr').locator('svg')).toBeVisible();
  const code = (await a.page.getByTestId('handoff-code').textContent())!.trim();
  await a.page.screenshot({ path: testInfo.outputPath('handoff-code.png') });

  // Phone B takes the section over by typing the code, under its own name.
  const b = await phone(browser);
  await b.page.goto('/observe');
  await b.page.getByTestId('observe-handoff-code').fill(code);
  await b.page.getByLabel('Your name').fill('Ben Observer');
  await b.page.getByRole('button', { name: 'Take the section over' }).click();
  await expect(b.page.getByTestId('observer-bar')).toContainText('Scoring as Ben Observer');
  await expect(b.page.getByTestId('section-button')).toHaveText('Section 1');
  await score(b.page, 103);
  // Ben scores rider 100 too, which Anna's phone still holds: both taps must be kept.
  await score(b.page, 100, 3);
  await expect(b.page.getByTestId('sync-badge')).toHaveText('All sent', { timeout: 20_000 });

  // Phone A learns it was handed on: no new scores, still sending what it holds.
  await expect(a.page.getByTestId('observer-stopped')).toContainText('handed to another phone');
  await expect(a.page.getByTestId('observer-stopped')).toContainText('keeps sending the 3 scores');
  await a.page.getByTestId('keypad').getByRole('button', { name: '4', exact: true }).click();
  await expect(a.page.getByRole('button', { name: 'Give 0 points' })).toBeDisabled();
  await a.page.screenshot({ path: testInfo.outputPath('observer-stopped.png') });

  // The secretary revokes Anna's link; then phone A's deliveries get through.
  await page.reload();
  const row = page.getByTestId('observer-row').filter({ hasText: 'Anna Observer' });
  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  await a.page.unroute('**/api/judging/stages/*/ops');
  // Its sync loop retries on its own (backing off to at most 30 s between tries).
  await expect(a.page.getByTestId('observer-stopped')).toContainText('Everything it took has been delivered', {
    timeout: 60_000,
  });

  // Race control shows each phone: name, last sync, and the scores that came after revocation.
  await expect(row.getByTestId('observer-late')).toContainText('3 scores after revocation', { timeout: 20_000 });
  // Ben's phone has a row of its own (a credential made by the hand-off), still valid.
  const benRow = page.getByTestId('observer-row').filter({ hasText: 'Ben Observer' });
  await expect(benRow.getByRole('button', { name: 'Revoke' })).toBeVisible();
  // Race control names the phone that holds section 1 now.
  await expect(page.getByTestId('progress-section-1')).toContainText('Ben Observer');
  await expect(page.getByTestId('progress-section-1')).not.toContainText('Anna Observer');
  await page.screenshot({ path: testInfo.outputPath('observer-devices.png'), fullPage: true });

  // The server holds every score once, under the right names; rider 100 has both taps, a conflict.
  const results = (await (await request.get(`/api/stages/${stageId}/results`)).json()) as StageResult[];
  const byNumber = new Map(results.map((r) => [r.participant.racingNumber, r.sections]));
  for (const n of [101, 102]) {
    expect(byNumber.get(n)!.map((s) => s.events.map((e) => [e.by, e.points, e.late]))).toEqual([
      [['Anna Observer', pointsFor(n), true]],
    ]);
  }
  expect(byNumber.get(103)![0]!.events.map((e) => [e.by, e.points])).toEqual([['Ben Observer', pointsFor(103)]]);
  const shared = byNumber.get(100)![0]!;
  expect(shared.conflict).toBe(true);
  expect(shared.events.map((e) => [e.by, e.points]).sort()).toEqual([
    ['Anna Observer', pointsFor(100)],
    ['Ben Observer', 3],
  ]);
  await a.context.close();
  await b.context.close();
});

test('a PIN opens the judge app on a phone with no account; a wrong one is refused', async ({
  page,
  request,
  baseURL,
  browser,
}, testInfo) => {
  const key = `pin-${testInfo.project.name}`;
  const { path } = await createRaceDay(request, baseURL!, key, { riders: 2 });
  await signIn(page, 'secretary@trialhub.demo');
  await page.goto(`${path}/judges`);
  const card = page.getByTestId('observers');
  await card.getByLabel('Observer’s name').fill('Pin Observer');
  await card.getByRole('button', { name: 'Create' }).click();
  const pin = (await page.getByTestId('observer-pin').textContent())!.trim();

  const c = await phone(browser);
  await c.page.goto('/observe');
  await c.page.getByRole('combobox', { name: 'Competition' }).click();
  await c.page.getByRole('option', { name: `Race day ${key}` }).click();
  const wrong = String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
  await c.page.getByRole('textbox', { name: 'PIN' }).first().click();
  await c.page.keyboard.type(wrong);
  await c.page.getByRole('button', { name: 'Open the judge app' }).click();
  await expect(c.page.getByTestId('observe-error')).toContainText('wrong, expired or revoked');
  await c.page.screenshot({ path: testInfo.outputPath('observe-pin.png') });
  await c.page.getByRole('textbox', { name: 'PIN' }).first().click();
  for (let i = 0; i < 6; i++) await c.page.keyboard.press('Backspace');
  await c.page.getByRole('textbox', { name: 'PIN' }).first().click();
  await c.page.keyboard.type(pin);
  await c.page.getByRole('button', { name: 'Open the judge app' }).click();
  await expect(c.page.getByTestId('observer-bar')).toContainText('Scoring as Pin Observer');
  // A whole-stage credential: the observer picks the section.
  await expect(c.page.getByRole('dialog')).toContainText('Choose');
  // The screens in the other languages (looked at by eye: testInfo output).
  await c.page.keyboard.press('Escape');
  for (const [language, label] of [
    ['Latviešu', 'lv'],
    ['Eesti', 'et'],
  ] as const) {
    await c.page.getByRole('combobox', { name: /Language|Valoda|Keel/ }).selectOption(language);
    await c.page.screenshot({ path: testInfo.outputPath(`judge-app-observer-${label}.png`) });
    await c.page.goto('/observe');
    await expect(c.page.getByRole('heading', { level: 1 })).toHaveText(label === 'lv' ? 'Novērotājs' : 'Vaatleja');
    await c.page.screenshot({ path: testInfo.outputPath(`observe-${label}.png`), fullPage: true });
    await page.getByRole('combobox', { name: /Language|Valoda|Keel/ }).selectOption(language);
    await page.screenshot({ path: testInfo.outputPath(`observers-card-${label}.png`), fullPage: true });
    await c.page.goBack();
  }
  await c.context.close();
});
