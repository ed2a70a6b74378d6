import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, createRaceDay, judgeScores, signIn } from './support';

/**
 * "Ask the clerk" (score queries): a rider asks about a score of their own result, the secretary's
 * open results page shows the query live and answers it, the rider's open page shows the answer
 * live; once the results are approved the rider can no longer ask. A race day of its own per project.
 */

const row = (page: Page, id: string) => page.locator(`[data-testid="result-row"][data-participant="${id}"]`);

test('a rider asks the clerk about a score; the secretary answers live; after approval asking is over', async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  const api = await playwright.request.newContext({ baseURL });
  // The demo rider is the only entry: approval counts every entry (an unscored one would block it).
  const { stageId, path } = await createRaceDay(api, baseURL!, `queries-${testInfo.project.name}`, { riders: 0 });
  const results = `${path}/results`;

  // The demo rider joins the race day with their own account, as the registration form does.
  const riderApi = await apiAs(await playwright.request.newContext({ baseURL }), baseURL!, 'rider@trialhub.demo');
  const entry = (await riderApi('post', `/api/stages/${stageId}/participants/join`, {
    form: {
      name: 'Rihards Braucējs',
      racingNumber: 16,
      racingClass: 'Open',
      birthDate: '1994.03.17',
      bike: 'Beta EVO 250',
      license: null,
      clubId: null,
      gender: 'male',
      team: null,
    },
  })) as { id: string };
  await judgeScores(api, baseURL!, stageId, [
    [entry.id, 1, 5],
    [entry.id, 2, 0],
  ]);

  // The secretary keeps the results page open in another browser.
  const clerk = await (await browser.newContext({ ...testInfo.project.use })).newPage();
  await signIn(clerk, 'secretary@trialhub.demo');
  await clerk.goto(results);
  const panel = clerk.getByTestId('queries-panel');
  await expect(panel.getByTestId('open-queries-count')).toHaveText('0');
  await expect(panel.getByText('No open queries')).toBeVisible();

  // The rider opens their result, picks section 1 lap 1 and asks.
  await signIn(page, 'rider@trialhub.demo');
  await page.goto(results);
  await row(page, entry.id).getByRole('button', { name: 'Details' }).click();
  const details = page.getByTestId(`details-${entry.id}`);
  await details.getByTestId('cell-1-1').click();
  await details.getByRole('button', { name: 'Ask the clerk about this score' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask the clerk: section 1, lap 1' });
  await dialog.getByRole('button', { name: 'Send to the clerk' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('I rode it clean up to the last gate — a 5?');
  await dialog.getByRole('button', { name: 'Send to the clerk' }).click();
  await expect(dialog).toBeHidden();
  const mine = details.getByTestId('my-queries');
  await expect(mine.getByTestId('score-query')).toHaveAttribute('data-status', 'open');
  await expect(mine.getByText('Waiting for the clerk')).toBeVisible();
  // One open query per score: the button is gone on that cell, the cell is marked.
  await expect(details.getByRole('button', { name: 'Ask the clerk about this score' })).toHaveCount(0);
  await expect(details.getByTestId('cell-1-1')).toHaveAttribute('data-query', 'open');

  // Live on the secretary's page: the count, the rider, the points then and now, the message.
  await expect(panel.getByTestId('open-queries-count')).toHaveText('1');
  const query = panel.getByTestId('score-query');
  await expect(query).toContainText('Rihards Braucējs');
  await expect(query).toContainText('#16');
  await expect(query.getByTestId('points-then-now')).toContainText('Points then 5, now 5');
  await expect(query.getByTestId('query-message')).toContainText('I rode it clean up to the last gate');
  // The link opens the rider's details at that cell.
  await query.getByRole('link', { name: 'Show in results' }).click();
  await expect(clerk.getByTestId(`details-${entry.id}`).getByTestId('section-panel')).toContainText('Section 1, lap 1');
  await expect(clerk.getByTestId(`details-${entry.id}`).getByTestId('section-panel')).toContainText(
    'I rode it clean up to the last gate',
  );

  // The secretary answers: the score stands.
  await query.getByRole('button', { name: 'Answer' }).click();
  const answer = clerk.getByRole('dialog');
  await answer.getByRole('textbox', { name: 'Your answer' }).fill('The observer saw a foot down at the exit gate.');
  await answer.getByRole('radio', { name: 'Score stands' }).check();
  await answer.getByRole('button', { name: 'Send answer' }).click();
  await expect(answer).toBeHidden();
  await expect(panel.getByTestId('open-queries-count')).toHaveText('0');
  await expect(panel.getByTestId('score-query')).toHaveCount(0);
  await panel.getByRole('switch', { name: 'Show answered' }).click();
  await expect(panel.getByTestId('score-query')).toHaveAttribute('data-status', 'answered');

  // Live on the rider's page: the answer and the outcome; the score itself did not change.
  await expect(mine.getByTestId('score-query')).toHaveAttribute('data-status', 'answered');
  await expect(mine.getByTestId('outcome')).toHaveText('Score stands');
  await expect(mine.getByTestId('query-answer')).toContainText('The observer saw a foot down at the exit gate.');
  await expect(details.getByTestId('cell-1-1')).toHaveText('5');

  // The rider finishes, the secretary approves: the button is gone.
  await judgeScores(api, baseURL!, stageId, [
    [entry.id, 3, 1],
    [entry.id, 4, 0],
  ]);
  // A last query, left open: the secretary's approve dialog warns about it before approving.
  const rider = await apiAs(await playwright.request.newContext({ baseURL }), baseURL!, 'rider@trialhub.demo');
  await rider('post', `/api/stages/${stageId}/results/${entry.id}/queries`, { section: 3, lap: 1, message: 'And 3?' });
  await clerk.getByTestId('approval-banner').getByRole('button', { name: 'Approve results' }).click();
  await expect(clerk.getByTestId('open-queries-warning')).toContainText(
    "1 rider's query about a score is not answered yet. Once approved, riders can no longer ask.",
  );
  await clerk.getByRole('button', { name: 'Proceed' }).click();
  await expect(clerk.getByText('Positions set')).toBeVisible();
  await page.reload();
  await row(page, entry.id).getByRole('button', { name: 'Details' }).click();
  await page.getByTestId(`details-${entry.id}`).getByTestId('cell-2-1').click();
  await expect(page.getByTestId('section-panel')).toContainText('Section 2, lap 1');
  await expect(page.getByRole('button', { name: 'Ask the clerk about this score' })).toHaveCount(0);
  await expect(page.getByTestId('my-queries').getByText('Score stands')).toBeVisible();
});
