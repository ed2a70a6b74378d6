import { expect, test } from './test';
import type { JudgingStage, StandingsTables } from '@trialhub/domain';
import { apiAs, signIn } from './support';

/**
 * Rules a federation can rely on (issue #16), on a championship of its own per project: one stage with
 * women classes, two classes (Expert order 1, Hobby order 2), a girl who is 12 on the stage's date, and a
 * registered rider who never starts.
 */
const classRow = (name: string, order: number) => ({
  name,
  color: '#1c7ed6',
  startTime: '10:00',
  endTime: '16:00',
  yearsFrom: 0,
  yearsTo: null,
  laps: 1,
  lapSections: [1, 2],
  order,
});
const champClass = (name: string, order: number) => ({
  name,
  order,
  bgColor: '#c2255c',
  borderColor: '#a61e4d',
  clubStandingMultiplier: 1,
});

test('DNS for a rider who never started unblocks approval; women ranked by class order; a 12-year-old is a Junior; the tables JSON is what the page shows', async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  // Builds its own championship and walks the whole approval path in the browser.
  test.setTimeout(240_000);
  const key = testInfo.project.name;
  const api = async (email: string) => apiAs(await playwright.request.newContext({ baseURL }), baseURL!, email);
  const admin = await api('admin@trialhub.demo');
  const secretary = await api('secretary@trialhub.demo');
  const judge = await api('judge@trialhub.demo');
  const institution = `e2e-rules-${key}-${Date.now().toString(36)}`; // fresh on a retry
  await admin('post', '/api/admin/institutions', { id: institution, name: `E2E rules ${key}` });
  const championship = (await admin('post', `/api/admin/institutions/${institution}/championships`, {
    slug: 'cup',
    displayName: `Rules Cup ${key}`,
    hasWomenClasses: true,
    hasClubStandings: true,
    hasTeamCompetition: false,
    teams: [],
    classes: [
      champClass('Expert', 1),
      champClass('Hobby', 2),
      champClass('Women', 3),
      champClass('Juniors', 4),
      champClass('Girls', 5),
    ],
    pointsTable: [20, 17, 15],
    otherPlacesPoints: 1,
  })) as { id: string };
  const stage = (await admin('post', `/api/admin/championships/${championship.id}/stages`, {
    slug: 'round-1',
    title: 'Round 1',
  })) as { id: string };
  const start = new Date(Date.now() - 3600_000);
  await admin('put', `/api/admin/stages/${stage.id}`, {
    slug: 'round-1',
    title: 'Round 1',
    location: 'Sigulda',
    competitionStartDate: start.toISOString(),
    competitionEndDate: new Date(Date.now() + 3600_000).toISOString(),
    registrationEndDate: null,
    status: 'published',
    competitionOrganizer: null,
    googleMaps: null,
    waze: null,
    competitionType: 'classic',
    manualDnf: false,
    showEndTimeDiff: false,
    descriptionLv: null,
    descriptionEt: null,
    descriptionEn: null,
    sectionCount: 2,
    classes: [classRow('Expert', 1), classRow('Hobby', 2)],
    openFree: null,
    sponsors: [],
    regulationFileId: null,
  });
  // Zane turns 12 on the stage's (UTC) date: a Junior, not a Girl.
  const day = start.toISOString().slice(0, 10);
  const twelve = `${Number(day.slice(0, 4)) - 12}.${day.slice(5, 7)}.${day.slice(8, 10)}`;
  const riders = [
    { name: 'Eva Expert', number: 1, cls: 'Expert', born: '1990.01.01', points: 5 },
    { name: 'Liva Hobby', number: 2, cls: 'Hobby', born: '1992.01.01', points: 0 },
    { name: 'Zane Young', number: 3, cls: 'Hobby', born: twelve, points: 1 },
    { name: 'Dace Absent', number: 4, cls: 'Hobby', born: '1995.01.01', points: null },
  ];
  for (const r of riders)
    await secretary('post', `/api/stages/${stage.id}/participants`, {
      form: {
        name: r.name,
        racingNumber: r.number,
        racingClass: r.cls,
        birthDate: r.born,
        bike: null,
        license: null,
        clubId: 'MK Trial Rīga',
        gender: 'female',
        team: null,
      },
    });
  const [judgeUser] = (await secretary('get', '/api/judging/candidates?q=judge@trialhub')) as { userId: string }[];
  await secretary('put', `/api/stages/${stage.id}/judges/${judgeUser!.userId}`, { section: null });
  const judging = (await judge('get', `/api/judging/stages/${stage.id}`)) as JudgingStage;
  const ops = judging.riders.flatMap((rider) => {
    const r = riders.find((x) => x.number === rider.racingNumber)!;
    if (r.points === null) return [];
    return [1, 2].map((section) => ({
      opId: crypto.randomUUID(),
      seq: section + rider.racingNumber! * 10,
      kind: 'score',
      participantId: rider.id,
      section,
      lap: 1,
      at: new Date().toISOString(),
      points: section === 1 ? r.points : 0,
    }));
  });
  await judge('post', `/api/judging/stages/${stage.id}/ops`, { deviceId: `e2e-rules-${key}`, ops });
  const base = `/competitions/${institution}/cup`;

  // Approval stops and names Dace, who has no score at all; the link opens her row.
  await signIn(page, 'secretary@trialhub.demo');
  await page.goto(`${base}/round-1/results`);
  const banner = page.getByTestId('approval-banner');
  await banner.getByRole('button', { name: 'Approve results' }).click();
  await expect(page.getByText('Not all participants finished or DNF/DQ')).toBeVisible();
  const offenders = page.getByTestId('approval-offender');
  await expect(offenders).toHaveCount(1);
  await expect(offenders).toHaveText('Hobby · #4 Dace Absent');
  await offenders.getByRole('link').click();
  await expect(page).toHaveURL(/#/);
  const dace = page.locator(`[data-testid="result-row"]`).filter({ hasText: 'Dace Absent' });
  await expect(dace.getByTestId('not-started')).toHaveText('Not started');
  page.once('dialog', (d) => void d.accept());
  await dace.getByRole('button', { name: 'Result actions for Dace Absent' }).click();
  await page.getByRole('menuitem', { name: 'Set DNS (did not start)' }).click();
  await expect(page.getByText('Status set')).toBeVisible();
  await expect(dace.getByTestId('status')).toHaveText('DNS');

  // Now approval goes through; generation and publishing as always.
  await banner.getByRole('button', { name: 'Approve results' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Positions set')).toBeVisible();
  await banner.getByRole('button', { name: 'Generate standings' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Standings and women classes updated successfully')).toBeVisible();
  await banner.getByRole('button', { name: 'Publish standings' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(banner.getByText('Standings are now public and cannot be changed')).toBeVisible();

  // A visitor's standings page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(base);
  const row = (group: string, name: string) =>
    visitor.getByTestId(`standings-class-${group}`).getByTestId('standing-row').filter({ hasText: name });
  // Eva (Expert) ranks above Liva (Hobby) in Women though Liva's total (0) beat Eva's (5).
  await expect(row('Women', 'Eva Expert')).toContainText('20');
  await expect(row('Women', 'Eva Expert').getByRole('cell').first()).toHaveText('1');
  await expect(row('Women', 'Liva Hobby')).toContainText('17');
  await expect(row('Women', 'Dace Absent')).toContainText('DNS');
  await expect(row('Juniors', 'Zane Young')).toContainText('20');
  await expect(visitor.getByTestId('standings-class-Girls')).toHaveCount(0);
  await expect(visitor.getByTestId('women-group-note')).toContainText('ranked by class order');

  // The JSON tables are what the page shows: individual positions and totals, clubs.
  const res = await visitor.request.get(`/api/standings/${institution}/cup/tables`);
  expect(res.ok()).toBeTruthy();
  const tables = (await res.json()) as StandingsTables;
  for (const p of tables.individual) {
    const shown = row(p.group, p.name);
    await expect(shown.getByRole('cell').first()).toHaveText(String(p.position));
    await expect(shown).toContainText(String(p.total));
  }
  expect(tables.individual.find((p) => p.group === 'Juniors')?.name).toBe('Zane Young');
  await visitor.getByRole('tab', { name: 'Club standings' }).click();
  expect(tables.clubs.length).toBeGreaterThan(0);
  for (const c of tables.clubs) {
    await expect(visitor.getByText(`${c.position}. ${c.name}`)).toBeVisible();
    await expect(visitor.getByTestId('group-total').nth(c.position - 1)).toHaveText(String(c.totalPoints));
  }
  await visitorContext.close();
});
