import { expect, test } from '@playwright/test';
import { signIn } from './support';

// What the admin pages look like on a phone and a desktop: nothing cut off or wrapped out of place.

test('a racing class on the stage edit page fits its card: colour swatch shown, delete on the fields row', async ({
  page,
  isMobile,
}) => {
  await signIn(page, 'admin@trialhub.demo');
  await page.goto('/championship');
  await page.getByRole('link', { name: /Baltic Trial Cup/ }).click();
  await page.getByRole('link', { name: 'Round 1 — Sigulda' }).click();
  const card = page.getByTestId('racing-class').first();
  await expect(card.getByRole('textbox', { name: 'Class' })).toHaveValue('Expert');
  const cardBox = (await card.boundingBox())!;
  for (const input of await card.locator('input:visible').all()) {
    const box = (await input.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(cardBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  }
  const swatch = (await card.locator('.mantine-ColorSwatch-root').boundingBox())!;
  expect(swatch.width).toBeGreaterThanOrEqual(14);
  // The time fields are wide enough for "10:00 AM".
  expect((await card.getByLabel('Start', { exact: true }).boundingBox())!.width).toBeGreaterThanOrEqual(120);
  const remove = (await card.getByRole('button', { name: 'Remove class Expert' }).boundingBox())!;
  const row = (await card.getByRole('textbox', { name: isMobile ? 'Order' : 'Class' }).boundingBox())!;
  // The delete button sits on a row of fields (the first on a desktop, the last on a phone), not under them.
  expect(Math.abs(remove.y + remove.height / 2 - (row.y + row.height / 2))).toBeLessThan(12);
});
