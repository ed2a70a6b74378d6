import { expect, test } from './test';
import { instantOfWallClock } from '@trialhub/domain';
import { apiAs, createRaceDay, signIn } from './support';

/**
 * Venue time zones (issue #18): a stage's times are its venue's wall clock, the same in every browser,
 * with the zone named where the viewer's own clock differs; an admin types times on the venue's clock.
 */

test('a browser in UTC and one in Riga show the same wall-clock times; only the UTC one names the zone', async ({
  browser,
}) => {
  const seen: Record<string, string> = {};
  for (const timezoneId of ['UTC', 'Europe/Riga']) {
    const context = await browser.newContext({ timezoneId, locale: 'en-GB' });
    const page = await context.newPage();
    // Today's demo stage runs from 09:00 Riga time.
    await page.goto('/');
    const card = page.getByTestId('stage-card').filter({ hasText: 'Round 3' });
    await expect(card).toContainText('09:00');
    await card.click();
    const header = page.getByTestId('stage-header');
    await expect(header).toContainText('09:00');
    // A server-rendered page shows the reader's own clock once the browser has taken it over (decision 036).
    if (timezoneId === 'Europe/Riga') await expect(header).not.toContainText(/EET|GMT/);
    seen[timezoneId] = (await header.innerText()).replace(/\s+/g, ' ');
    await context.close();
  }
  expect(seen.UTC).toMatch(/09:00.*\d\d:\d\d EET/);
  expect(seen['Europe/Riga']).not.toMatch(/EET|GMT/);
});

test('an admin in New York types 10:00 for a Riga stage; changing the zone keeps 10:00 on the new clock', async ({
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  const api = await playwright.request.newContext({ baseURL });
  const { stageId, path } = await createRaceDay(api, baseURL!, `tz-${testInfo.project.name}`, { riders: 0 });
  const admin = await apiAs(api, baseURL!, 'admin@trialhub.demo');

  const context = await browser.newContext({ timezoneId: 'America/New_York', locale: 'en-GB' });
  const page = await context.newPage();
  await signIn(page, 'admin@trialhub.demo');
  await page.goto(path.replace('/competitions/', '/championship/'));
  const starts = page.getByLabel(/^Starts/);
  const ends = page.getByLabel(/^Ends/);
  await ends.fill('2027-06-05T18:00');
  await starts.fill('2027-06-05T10:00');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Saved').last()).toBeVisible();
  const saved = (await admin('get', `/api/admin/stages/${stageId}`)) as { competitionStartDate: string };
  expect(saved.competitionStartDate).toBe(instantOfWallClock('Europe/Riga', '2027-06-05T10:00'));

  await page.getByTestId('stage-time-zone').click();
  await page.getByTestId('stage-time-zone').fill('Europe/London');
  await page.getByRole('option', { name: 'Europe/London' }).click();
  // The field reads in the page's language (day first, 24-hour), not the en-GB browser's own format.
  await expect(starts).toHaveValue('05/06/2027 10:00');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Saved').last()).toBeVisible();
  const moved = (await admin('get', `/api/admin/stages/${stageId}`)) as {
    competitionStartDate: string;
    timeZone: string;
  };
  expect(moved).toMatchObject({ timeZone: 'Europe/London', competitionStartDate: '2027-06-05T09:00:00.000Z' });

  // The public page, in the admin's New York browser: London's 10:00, named.
  await page.goto(path);
  await expect(page.getByTestId('stage-header')).toContainText(/10:00–18:00\s(BST|GMT\+1)/);
  await context.close();
  await api.dispose();
});

test('a venue’s zone is named where the viewer’s clock differs, on every page, by one name in every language', async ({
  browser,
}) => {
  // Issue #37 point 13: Tallinn's clock is Riga's (no name anywhere); Tokyo's is not (named on the home
  // card, the stage and its results alike, "EET" in Estonian too, where Intl's own name is "GMT +2").
  const stage = '/competitions/demo/baltic-cup-2026/round-3-cesis';
  const zoneName = /\b(EES?T|GMT)\b/;
  for (const timezoneId of ['Europe/Tallinn', 'Asia/Tokyo']) {
    const context = await browser.newContext({ timezoneId, locale: 'en-GB' });
    const page = await context.newPage();
    for (const lng of ['et', 'lv', 'en']) {
      const pages = [
        { path: `/?lng=${lng}`, part: page.getByTestId('stage-card').filter({ hasText: 'Round 3' }) },
        { path: `${stage}?lng=${lng}`, part: page.getByTestId('stage-header') },
        { path: `${stage}/results?lng=${lng}`, part: page.getByTestId('class-Expert') },
      ];
      for (const { path, part } of pages) {
        await page.goto(path);
        if (timezoneId === 'Asia/Tokyo') await expect(part, path).toContainText(/\d\d:\d\d\sEES?T/);
        else await expect(page.locator('#root'), path).not.toContainText(zoneName);
      }
    }
    await context.close();
  }
});
