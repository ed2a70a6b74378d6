import AxeBuilder from '@axe-core/playwright';
import { devices } from '@playwright/test';
import { expect, test } from './test';
import { createRaceDay, judgeScores, signIn, tapScore } from './support';

/**
 * Spectators' "latest scores" (issue #37 point 19): a clean section (0 points) changes no total and no
 * place, so with the class collapsed nothing on the page moved and "live looked stuck". The ticker
 * shows each score as it comes in — rider, section, points and the judge, as every visitor sees them —
 * on the results page and the big screen.
 */
test('a judge’s 0 shows in the spectator’s ticker with the class collapsed, and on the big screen', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { stageId, ids, path } = await createRaceDay(request, baseURL!, 'ticker', {
    riders: 2,
    judgeSection: 1,
    laps: 2,
  });
  // Rider 100 rode section 1's first lap for 3, so the clean second lap below changes no total.
  await judgeScores(request, baseURL!, stageId, [[ids[0]!, 1, 3]]);

  await page.goto(`${path}/results`);
  const ticker = page.getByTestId('score-ticker');
  await expect(ticker.getByRole('heading', { name: 'Latest scores' })).toBeVisible();
  await expect(ticker).toContainText('Scores appear here as the judges enter them.');
  // The spectator collapses the class: its total (3) is all it shows of rider 100.
  const open = page.getByTestId('class-Open').getByRole('button', { name: /^Open/ });
  if ((await open.getAttribute('aria-expanded')) === 'true') await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'false');

  // The judge, on their own phone, sees rider 100 clean section 1 on the second lap.
  const judgeContext = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const judge = await judgeContext.newPage();
    await signIn(judge, 'judge@trialhub.demo');
    await judge.goto(`${path}/judge`);
    await expect(judge.getByTestId('section-button')).toHaveText('Section 1');
    await tapScore(judge, 100, 0);
    await expect(judge.getByTestId('sync-badge')).toHaveText('All sent');
  } finally {
    await judgeContext.close();
  }

  const latest = ticker.getByTestId('ticker-score').first();
  await expect(latest).toContainText('#100 Rider ticker 100');
  await expect(latest).toContainText('Section 1, lap 2');
  await expect(latest).toContainText('by Jānis Tiesnesis');
  await expect(latest.getByText('0 points')).toBeAttached();
  await expect(latest).toBeInViewport();
  // The class stayed collapsed and the total did not move: the ticker is what showed the score.
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  // Readable to everyone: no serious accessibility violation in the ticker (contrast of its colours, its log).
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="score-ticker"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // The venue display shows the next score too.
  await page.goto(`${path}/results?view=big`);
  const strip = page.getByTestId('big-screen').getByTestId('score-ticker');
  await expect(strip).toContainText('Scores appear here as the judges enter them.');
  await judgeScores(request, baseURL!, stageId, [[ids[1]!, 1, 0]]);
  await expect(strip.getByTestId('ticker-score').first()).toContainText('#101 Rider ticker 101');
  await expect(strip.getByTestId('ticker-score').first()).toContainText('Section 1, lap 1');
  await expect(strip.getByTestId('ticker-score').first()).toBeInViewport();
});
