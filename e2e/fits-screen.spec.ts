import { type Locator } from '@playwright/test';
import { expect, test } from './test';
import { signIn } from './support';

// Screens with many fields or long words, on a phone and a desktop: nothing cut off or wrapped out of place.

test('a racing class on the stage edit page fits its card: colour swatch shown, delete on the fields row', async ({
  page,
  isMobile,
}) => {
  await signIn(page, 'admin@trialhub.demo');
  await page.goto('/championship');
  await page.getByRole('link', { name: /Baltic Trial Cup/ }).click();
  await page.getByRole('link', { name: 'Round 1 — Sigulda' }).click();
  const card = page.getByTestId('racing-class').first();
  await expect(card.getByRole('combobox', { name: 'Class' })).toHaveValue('Expert');
  const cardBox = (await card.boundingBox())!;
  for (const input of await card.locator('input:visible').all()) {
    const box = (await input.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(cardBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  }
  const swatch = (await card.locator('.mantine-ColorSwatch-root').boundingBox())!;
  expect(swatch.width).toBeGreaterThanOrEqual(14);
  // The time fields show their whole value (24-hour in every language, decision 089), nothing cut off.
  const start = card.getByLabel('Start', { exact: true });
  await expect(start).toHaveValue(/^\d\d:\d\d$/);
  expect(await start.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
  const remove = (await card.getByRole('button', { name: 'Remove class Expert' }).boundingBox())!;
  const row = (await card
    .getByRole(isMobile ? 'textbox' : 'combobox', { name: isMobile ? 'Order' : 'Class' })
    .boundingBox())!;
  // The delete button sits on a row of fields (the first on a desktop, the last on a phone), not under them.
  expect(Math.abs(remove.y + remove.height / 2 - (row.y + row.height / 2))).toBeLessThan(12);
});

/** The texts of the badges in `scope` that are cut off (shown with an ellipsis). */
function cutBadges(scope: Locator) {
  return scope
    .locator('.mantine-Badge-label')
    .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
}

test("the championship's stages list shows each stage's status, format and count in full", async ({ page }) => {
  await signIn(page, 'admin@trialhub.demo');
  await page.goto('/championship');
  await page.getByRole('link', { name: /Baltic Trial Cup/ }).click();
  const rows = page.getByTestId('stage-row');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(4)).toContainText('Draft — not public');
  await expect(rows.nth(3)).toContainText('Open free');
  expect(await cutBadges(page.locator('main'))).toEqual([]);
  const width = page.viewportSize()!.width;
  for (const link of await rows.getByRole('link', { name: 'Public page' }).all()) {
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
});

test("the secretary's participants table shows the status in full", async ({ page }) => {
  await signIn(page, 'secretary@trialhub.demo');
  await page.getByTestId('stage-card').filter({ hasText: 'Round 2 — Tartu' }).click();
  await expect(page.getByTestId('participant-row').first()).toContainText('Confirmed');
  expect(await cutBadges(page.getByTestId('participants-table'))).toEqual([]);
});

test('the market in Latvian shows long category names in full', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'lv'));
  await page.goto('/market');
  await expect(page.locator('.mantine-Badge-label', { hasText: 'Piekabes un transports' })).toBeVisible();
  expect(await cutBadges(page.locator('main'))).toEqual([]);
});

test("the stage header's icons stay beside their lines when a long Latvian date wraps", async ({ page }) => {
  await page.goto('/competitions/demo/baltic-cup-2026/round-3-cesis?lng=lv');
  const header = page.getByTestId('stage-header');
  await expect(header.getByTestId('add-to-calendar')).toBeVisible();
  for (const [text, name] of [
    [/\d\.2026\./, 'calendar-event'],
    ['Cēsis, Latvia', 'map-pin'],
  ] as const) {
    const line = header.locator('p', { hasText: text }).first();
    const icon = header.locator(`svg.tabler-icon-${name}`);
    const iconBox = (await icon.boundingBox())!;
    const lineBox = (await line.boundingBox())!;
    // Level with the text's first line, at its left (on a phone the icon once sat alone above the date).
    expect(Math.abs(iconBox.y + iconBox.height / 2 - (lineBox.y + 12))).toBeLessThan(8);
    expect(iconBox.x + iconBox.width).toBeLessThanOrEqual(lineBox.x);
  }
});

test('a table wider than the phone shades the edge with more columns behind it', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the tables fit a desktop');
  await page.goto(`/competitions/demo/baltic-cup-${new Date().getFullYear()}?lng=lv`);
  const hint = page.locator('[data-scroll-hint]').first();
  await expect(hint).toHaveAttribute('data-more-right', '');
  await expect(hint).not.toHaveAttribute('data-more-left');
  // Scrolled to its end: the shade moves to the left edge.
  await hint.locator('.mantine-TableScrollContainer-scrollContainer').evaluate((box) => {
    box.scrollLeft = box.scrollWidth;
  });
  await expect(hint).toHaveAttribute('data-more-left', '');
  await expect(hint).not.toHaveAttribute('data-more-right');
});
