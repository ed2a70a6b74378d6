import { type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test } from './test';
import type { JudgingStage } from '@trialhub/domain';
import { apiAs as apiSession, signIn } from './support';

/**
 * Approval and standings (issue 8). A championship of its own per project (so the demo stays as it is
 * and desktop and phone each walk the whole path): two stages, stage 1 already through the approval
 * path, and one rider who changed club for stage 2 — the identity conflict the secretary resolves.
 */
/** Each role gets its own cookie jar. */
async function apiAs(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, email: string) {
  return apiSession(await playwright.request.newContext({ baseURL }), baseURL, email);
}

const riders = [
  { name: 'Anna Ozola', number: 7, club: 'MK Trial Rīga', clubOnStage2: 'Pärnu MK', team: 'Ozoli', points: [0, 1] },
  { name: 'Berta Kalna', number: 8, club: 'Pärnu MK', clubOnStage2: 'Pärnu MK', team: 'Ozoli', points: [2, 2] },
  { name: 'Cilda | Pipe', number: 9, club: 'MK Trial Rīga', clubOnStage2: 'MK Trial Rīga', team: null, points: [5, 3] },
];

/**
 * `women`: the championship has women classes (with a 'Women' class) and the riders are women.
 * `namesake`: on stage 2 another Anna Ozola (#17, born 2008: another rider record) rides instead of Anna #7.
 */
async function createChampionship(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  key: string,
  { women = false, namesake = false } = {},
) {
  const admin = await apiAs(playwright, baseURL, 'admin@trialhub.demo');
  const institution = `e2e-standings-${key}-${Date.now().toString(36)}`; // fresh on a retry
  await admin('post', '/api/admin/institutions', { id: institution, name: `E2E standings ${key}` });
  const open = { name: 'Open', order: 1, bgColor: '#1c7ed6', borderColor: '#1864ab', clubStandingMultiplier: 1.5 };
  const womenClass = { name: 'Women', order: 2, bgColor: '#c2255c', borderColor: '#a61e4d', clubStandingMultiplier: 1 };
  const championshipBody = {
    slug: 'cup',
    displayName: `Standings Cup ${key}`,
    hasWomenClasses: women,
    hasClubStandings: true,
    hasTeamCompetition: true,
    teams: ['Ozoli'],
    classes: women ? [open, womenClass] : [open],
    pointsTable: [20, 17, 15],
    otherPlacesPoints: 1,
  };
  const championship = (await admin(
    'post',
    `/api/admin/institutions/${institution}/championships`,
    championshipBody,
  )) as { id: string };
  /** The admin changes the championship's classes (the rest as created). */
  const setClasses = (classes: (typeof open)[]) =>
    admin('put', `/api/admin/championships/${championship.id}`, { ...championshipBody, classes });
  const secretary = await apiAs(playwright, baseURL, 'secretary@trialhub.demo');
  const judge = await apiAs(playwright, baseURL, 'judge@trialhub.demo');
  const [judgeUser] = (await secretary('get', '/api/judging/candidates?q=judge@trialhub')) as { userId: string }[];
  const stageIds: string[] = [];
  for (const [i, slug] of ['round-1', 'round-2'].entries()) {
    const stage = (await admin('post', `/api/admin/championships/${championship.id}/stages`, {
      slug,
      title: `Round ${i + 1}`,
    })) as { id: string };
    stageIds.push(stage.id);
    const start = new Date(Date.now() - (2 - i) * 24 * 3600_000);
    await admin('put', `/api/admin/stages/${stage.id}`, {
      slug,
      title: `Round ${i + 1}`,
      location: i === 0 ? 'Sigulda' : 'Tartu',
      competitionStartDate: start.toISOString(),
      competitionEndDate: new Date(Date.now() + (i + 1) * 3600_000).toISOString(),
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
      classes: [
        {
          name: 'Open',
          color: '#1c7ed6',
          startTime: '10:00',
          endTime: '16:00',
          yearsFrom: 0,
          yearsTo: null,
          laps: 1,
          lapSections: [1, 2],
          order: 1,
        },
      ],
      openFree: null,
      sponsors: [],
      regulationFileId: null,
    });
    const onStage = riders.map((r) =>
      namesake && i === 1 && r.number === 7 ? { ...r, number: 17, birthDate: '2008.05.05' } : r,
    );
    for (const r of onStage) {
      await secretary('post', `/api/stages/${stage.id}/participants`, {
        form: {
          name: r.name,
          racingNumber: r.number,
          racingClass: 'Open',
          birthDate: 'birthDate' in r ? r.birthDate : '1990.01.01',
          bike: null,
          license: null,
          clubId: i === 0 ? r.club : r.clubOnStage2,
          gender: women ? 'female' : 'male',
          team: r.team,
        },
      });
    }
    await secretary('put', `/api/stages/${stage.id}/judges/${judgeUser!.userId}`, { section: null });
    const judging = (await judge('get', `/api/judging/stages/${stage.id}`)) as JudgingStage;
    const ops = judging.riders.flatMap((rider) => {
      const r = onStage.find((x) => x.number === rider.racingNumber)!;
      return [1, 2].map((section) => ({
        opId: crypto.randomUUID(),
        seq: section + rider.racingNumber! * 10 + i * 1000,
        kind: 'score',
        participantId: rider.id,
        section,
        lap: 1,
        at: new Date().toISOString(),
        points: section === 1 ? r.points[i]! : 0,
      }));
    });
    await judge('post', `/api/judging/stages/${stage.id}/ops`, { deviceId: `e2e-standings-${key}`, ops });
  }
  // Stage 1 goes through the whole approval path over the API; stage 2 is the test's.
  await secretary('post', `/api/stages/${stageIds[0]}/results/approve`);
  await secretary('post', `/api/stages/${stageIds[0]}/standings/generate`, {});
  await secretary('post', `/api/stages/${stageIds[0]}/standings/publish`);
  return { base: `/competitions/${institution}/cup`, setClasses, open, womenClass };
}

/** The secretary approves round 2 on its results page; returns the approval banner. */
async function approveRound2(page: Page, base: string) {
  await signIn(page, 'secretary@trialhub.demo');
  await page.goto(`${base}/round-2/results`);
  const banner = page.getByTestId('approval-banner');
  await banner.getByRole('button', { name: 'Approve results' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Positions set')).toBeVisible();
  return banner;
}

test('a secretary approves, generates, resolves a conflict and publishes; a visitor sees the standings', async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const { base } = await createChampionship(playwright, baseURL!, testInfo.project.name);

  // A visitor has the standings page open: stage 1 only.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(base);
  await expect(visitor.getByTestId('standings-badge')).toHaveText('PENDING APPROVAL');
  const annaRow = visitor.getByTestId('standing-row').filter({ hasText: 'Anna Ozola' });
  await expect(annaRow).toContainText('20');
  await expect(visitor.getByTestId('standings-stage-card')).toHaveCount(1);

  await signIn(page, 'secretary@trialhub.demo');
  await page.goto(`${base}/round-2/results`);
  const banner = page.getByTestId('approval-banner');
  await banner.getByRole('button', { name: 'Approve results' }).click();
  await expect(page.getByText("It won't be able to change position once approved. Proceed?")).toBeVisible();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Positions set')).toBeVisible();

  await banner.getByRole('button', { name: 'Generate standings' }).click();
  await expect(page.getByText('Generate summary for stage #2 in championship?')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed' }).click();
  // Anna rides for another club now: the generation stops with the conflict.
  const dialog = page.getByRole('dialog', { name: 'Validation Errors' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('validation-error')).toHaveCount(1);
  await expect(dialog.getByTestId('validation-error')).toContainText('Anna Ozola');
  await dialog.getByText('New: Pärnu MK').click();
  await dialog.getByRole('button', { name: 'Re-run generation' }).click();
  await expect(page.getByText('Standings updated successfully')).toBeVisible();

  await banner.getByRole('button', { name: 'Publish standings' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(banner.getByText('Standings are now public and cannot be changed')).toBeVisible();

  // The open visitor page updates live: stage 2 arrives, Anna now rides for Pärnu MK.
  await expect(visitor.getByTestId('standings-stage-card')).toHaveCount(2);
  await expect(annaRow).toContainText('40');
  // The rider's season: every stage with points.
  await annaRow.getByRole('button', { name: 'Anna Ozola' }).click();
  const season = visitor.getByTestId('rider-season');
  await expect(season).toContainText('Open: position 1, 40 points · Pärnu MK');
  await expect(season.getByRole('row')).toHaveCount(3);
  await visitor.keyboard.press('Escape');
  await visitor.getByRole('tab', { name: 'Club standings' }).click();
  await expect(visitor).toHaveURL(/standings=club/);
  await expect(visitor.getByText('1. Pärnu MK')).toBeVisible();
  // A club's section links its club page (issue #38), as club names in the participants and results lists do.
  await visitor.getByRole('link', { name: 'Pärnu MK: club page' }).click();
  await expect(visitor).toHaveURL(/\/clubs\/P%C3%A4rnu%20MK$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Pärnu MK' })).toBeVisible();
  await visitor.goBack();
  await visitor.getByRole('tab', { name: 'Family cup standings' }).click();
  await expect(visitor.getByText('1. Ozoli')).toBeVisible();

  // The secretary approves the standings and exports the three Markdown files.
  await page.goto(base);
  // The Admin column names the stage entries behind Anna's standing.
  await page.getByTestId('standing-row').filter({ hasText: 'Anna Ozola' }).getByTestId('linked-entries').hover();
  await expect(page.getByRole('tooltip')).toContainText('Tartu');
  await expect(page.getByRole('tooltip')).toContainText('Open · Pärnu MK');
  // Approving changes what the public sees: it asks first, and Cancel changes nothing.
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve' });
  await expect(confirm).toContainText('everyone sees them');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('standings-badge')).toHaveText('PENDING APPROVAL');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await confirm.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByTestId('standings-badge')).toHaveText('APPROVED');
  await page.getByRole('button', { name: 'Export' }).click();
  const names: string[] = [];
  page.on('download', (d) => names.push(d.suggestedFilename()));
  await page.getByRole('menuitem', { name: 'Export All as MD' }).click();
  await expect.poll(() => names.length).toBe(3);
  expect(names).toEqual([
    'cup-standings-by-class.md',
    'cup-club-standings.md',
    `Standings Cup ${testInfo.project.name}.md`,
  ]);
  await expect(visitor.getByTestId('standings-badge')).toHaveText('APPROVED');
  await visitorContext.close();
});

test("women classes: the toasts say so, and a championship without the women's class stops the generation naming it", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const { base, setClasses, open, womenClass } = await createChampionship(
    playwright,
    baseURL!,
    `women-${testInfo.project.name}`,
    { women: true },
  );
  // Stage 1 went through with the 'Women' class; now an admin has taken it away.
  await setClasses([open]);

  const banner = await approveRound2(page, base);

  await banner.getByRole('button', { name: 'Generate standings' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(
    page.getByText('Error updating standings or women classes — Class order not found for class Women'),
  ).toBeVisible();

  // The class is back: the generation goes through (after the club conflict) and says so.
  await setClasses([open, womenClass]);
  await banner.getByRole('button', { name: 'Generate standings' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  // Anna's club changed: in her class and in the women's group alike.
  const dialog = page.getByRole('dialog', { name: 'Validation Errors' });
  await expect(dialog.getByTestId('validation-error')).toHaveCount(2);
  for (const pick of await dialog.getByText('New: Pärnu MK').all()) await pick.click();
  await dialog.getByRole('button', { name: 'Re-run generation' }).click();
  await expect(page.getByText('Standings and women classes updated successfully')).toBeVisible();

  // The standings have the women's group too, with both stages.
  await page.goto(base);
  const women = page.getByTestId('standings-class-Women');
  await expect(women.getByTestId('standing-row').filter({ hasText: 'Anna Ozola' })).toContainText('40');
});

test('two riders of one name: the secretary says they are different people, and each keeps a standing (decision 090)', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const { base } = await createChampionship(playwright, baseURL!, `namesake-${testInfo.project.name}`, {
    namesake: true,
  });
  const banner = await approveRound2(page, base);
  await banner.getByRole('button', { name: 'Generate standings' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();

  // The stored Anna (born 1990, #7, MK Trial Rīga) and this stage's Anna (born 2008, #17, Pärnu MK) are two
  // rider records: the field questions, and first whether they are one person.
  const dialog = page.getByRole('dialog', { name: 'Validation Errors' });
  await expect(dialog.getByTestId('validation-error')).toHaveCount(3);
  const question = dialog.getByTestId('identity-question');
  await expect(question).toHaveCount(1);
  await expect(question).toContainText('Anna Ozola (Open): the stored standing and this stage');
  await question.getByRole('button', { name: 'Different people' }).click();
  await expect(page.getByText('Standings updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Each Anna has her own row: stage 1's 20 points stay with the first, the newcomer has her own.
  await page.goto(base);
  const annas = page.getByTestId('standing-row').filter({ hasText: 'Anna Ozola' });
  await expect(annas).toHaveCount(2);
  await expect(annas.filter({ hasText: '#7' })).toContainText('20');
  await expect(annas.filter({ hasText: '#17' })).toBeVisible();

  // Asked once: generating the stage again asks nothing.
  await page.goto(`${base}/round-2/results`);
  await banner.getByRole('button', { name: 'Re-generate standings' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Standings updated successfully')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Validation Errors' })).toBeHidden();
});
