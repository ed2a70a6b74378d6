import { expect, test } from './test';
import { createRaceDay, judgeScores, signIn } from './support';

/**
 * Provisional results and the protest window (issue #19, decision 027): the secretary publishes the
 * results as provisional with a 30-minute window; a visitor's open results page turns Provisional with
 * a countdown without a reload; approving before the window closes asks for confirmation first, and
 * the visitor's page then says Approved. A race day of its own per project.
 */
test('secretary publishes provisional results with a 30-minute window; visitors see the countdown; early approval asks first', async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  const api = await playwright.request.newContext({ baseURL });
  const { stageId, ids, path } = await createRaceDay(api, baseURL!, `protest-${testInfo.project.name}`, { riders: 1 });
  const results = `${path}/results`;
  // The only rider rides all four sections: finished, so only the window stands before approval.
  await judgeScores(api, baseURL!, stageId, [
    [ids[0]!, 1, 0],
    [ids[0]!, 2, 1],
    [ids[0]!, 3, 5],
    [ids[0]!, 4, 2],
  ]);

  // A visitor follows the results: Live while nothing is published.
  await page.goto(results);
  const state = page.getByTestId('results-state');
  await expect(state).toHaveAttribute('data-state', 'live');
  await expect(state).toContainText('Live');

  // The secretary publishes the provisional results with a 30-minute protest window.
  const clerk = await (await browser.newContext({ ...testInfo.project.use })).newPage();
  await signIn(clerk, 'secretary@trialhub.demo');
  await clerk.goto(results);
  await clerk.getByRole('button', { name: 'Publish provisional results' }).click();
  const dialog = clerk.getByTestId('publish-provisional-dialog');
  await expect(dialog.getByRole('textbox', { name: 'Protest window, minutes' })).toHaveValue('30');
  await clerk.screenshot({ path: testInfo.outputPath('publish-dialog.png') });
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(clerk.getByText('Provisional results published')).toBeVisible();
  await expect(clerk.getByRole('button', { name: 'Publish again' })).toBeVisible();

  // The visitor's page turns Provisional with the window's close and a running countdown, no reload.
  await expect(state).toHaveAttribute('data-state', 'provisional');
  await expect(state).toContainText('Provisional');
  await expect(state).toContainText(/Published .+ · Protests until .+\d{2}:\d{2}/);
  const countdown = page.getByTestId('protest-countdown');
  await expect(countdown).toHaveText(/^(30:00|29:\d{2}) left to ask the clerk$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!);
  await page.screenshot({ path: testInfo.outputPath('provisional-en.png') });
  for (const lng of ['lv', 'et']) {
    await page.goto(`${results}?lng=${lng}`);
    await expect(page.getByTestId('protest-countdown')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`provisional-${lng}.png`) });
  }
  await expect(page.getByTestId('results-state')).toContainText('Esialgne');
  await page.goto(`${results}?lng=en`);

  // Approving now, inside the window, asks for confirmation first and says until when riders may ask.
  await clerk.getByRole('button', { name: 'Approve results' }).click();
  const approve = clerk.getByRole('dialog', { name: 'Approve results' });
  await expect(approve.getByTestId('approve-early-warning')).toContainText(
    /The protest window is open until .+ left\)/,
  );
  await clerk.screenshot({ path: testInfo.outputPath('approve-early.png') });
  await approve.getByRole('button', { name: 'Proceed' }).click();
  await expect(clerk.getByText('Positions set')).toBeVisible();

  // The visitor's page says Approved; the countdown is gone.
  await expect(page.getByTestId('results-state')).toHaveAttribute('data-state', 'approved');
  await expect(page.getByTestId('protest-countdown')).toHaveCount(0);
});
