import { expect, test } from './test';

const base = `/competitions/demo/baltic-cup-${new Date().getFullYear()}`;

test('a stage cell opens its card on a tap, titled as its column (location DD.MM)', async ({ page, isMobile }) => {
  await page.goto(base);
  const table = page.locator('[data-testid^="standings-class-"]').first();
  const cell = table.locator('tbody tr').first().locator('button[data-status]').first();
  await expect(cell).toBeVisible();
  // Which column the cell is in, and that column's heading.
  const column = await cell.evaluate((el) => (el.closest('td') as HTMLTableCellElement).cellIndex);
  const heading = (await table.locator('thead th').nth(column).innerText()).trim();
  expect(heading).toMatch(/ \d\d\.\d\d$/);
  const tap = () => (isMobile ? cell.tap() : cell.click());
  await tap();
  const card = page.getByTestId('stage-cell-card');
  await expect(card).toBeVisible();
  await expect(card.locator('p').first()).toHaveText(heading);
  await tap();
  await expect(card).toBeHidden();
});

test('on a phone, position and name stay in view while the standings scroll sideways', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the table fits a desktop');
  await page.goto(base);
  const table = page.locator('[data-testid^="standings-class-"]').first();
  const row = table.locator('tbody tr').first();
  const name = row.locator('td').nth(1);
  await expect(name).toBeVisible();
  // The rules summary sits above the tables: bring the row up to where a reader would be looking.
  await row.scrollIntoViewIfNeeded();
  const before = (await name.boundingBox())!;
  // Scroll the nearest ancestor that scrolls sideways all the way to the right.
  const scrolled = await table.evaluate((el) => {
    for (let a = el.parentElement; a; a = a.parentElement) {
      if (a.scrollWidth > a.clientWidth + 10 && getComputedStyle(a).overflowX !== 'visible') {
        a.scrollLeft = a.scrollWidth;
        return a.scrollLeft;
      }
    }
    return 0;
  });
  expect(scrolled).toBeGreaterThan(50);
  const after = (await name.boundingBox())!;
  expect(Math.abs(after.x - before.x)).toBeLessThan(2);
  await expect(row.locator('td').first()).toBeInViewport();
});
