import { expect, test } from './test';
import { createRaceDay, signIn } from './support';

/**
 * Start lists (issue #39): the secretary sets the start on the stage's start list page (on a phone);
 * a visitor sees every rider's start time on the stage page, on the venue's clock.
 */
test('a secretary sets a start list and visitors see each rider’s start time on the stage page', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const { path } = await createRaceDay(request, baseURL!, 'start', { riders: 5 });
  await signIn(page, 'secretary@trialhub.demo');
  await page.goto(`${path}/start-list`);
  await expect(page.getByRole('heading', { name: 'Start list', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add a start group' }).click();
  const block = page.getByTestId('start-block-form');
  await expect(block.getByRole('checkbox', { name: 'Open' })).toBeChecked();
  await block.getByLabel('First start').fill('10:30');
  await block.getByLabel('Interval (min)').fill('2');
  await block.getByLabel('Riders per start').fill('2');
  await block.getByLabel('Order').selectOption('number');
  await page.getByRole('button', { name: 'Save start list' }).click();
  await expect(page.getByText('Start list saved')).toBeVisible({ timeout: 30_000 });

  // A visitor on a phone of his own.
  const visitor = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  try {
    await visitor.goto(path);
    const list = visitor.getByTestId('start-list');
    await expect(list.getByRole('heading', { name: 'Start list' })).toBeVisible({ timeout: 30_000 });
    const rows = list.getByTestId('start-row');
    await expect(rows).toHaveCount(5);
    const texts = await rows.allInnerTexts();
    expect(texts.map((t) => t.split(/\s+/).slice(0, 2).join(' '))).toEqual([
      '10:30 100',
      '10:30 101',
      '10:32 102',
      '10:32 103',
      '10:34 104',
    ]);
    await expect(list).toContainText('By number');
    // The rows fit the phone: no sideways scrolling.
    const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await visitor.close();
  }
});
