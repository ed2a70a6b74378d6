import { type APIRequestContext, type Browser, type Page, devices, expect } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { type CompactResult, type StageResult, dayIn, zonedTime } from '@trialhub/domain';

export const demoPassword = 'trialhub-demo';

/** The judge app's score button for these points, as its label says them ("Give 1 point", "Give 3 points"). */
export const giveButton = (points: number) => ({ name: `Give ${points} point${points === 1 ? '' : 's'}`, exact: true });

/** Signs in through the login page, as a user would. */
export async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await page.getByRole('textbox', { name: /^password/i }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * The reader's language kept as the app keeps it (rememberLanguage): in the storage and in the cookie the
 * server renders by, which comes first in the spec's order (§9) — a storage entry alone loses to it.
 */
export async function keepLanguage(page: Page, language: string) {
  await page.evaluate((lng) => {
    localStorage.setItem('i18nextLng', lng);
    document.cookie = `i18next=${lng};path=/;max-age=31536000;samesite=lax`;
  }, language);
}

/**
 * Every result of a stage, whole, as visitors read them (decision 037): the list names the results and
 * carries their scores; each rider's own route carries the history (events, who, when).
 */
export async function wholeResults(request: APIRequestContext, stageId: string): Promise<StageResult[]> {
  const list = (await (await request.get(`/api/stages/${stageId}/results`)).json()) as CompactResult[];
  return Promise.all(
    list.map(
      async (r) =>
        (await (await request.get(`/api/stages/${stageId}/results/${r.participantId}`)).json()) as StageResult,
    ),
  );
}

/** An API session as the demo admin (for changing data behind a page the test watches). */
export async function adminApi(request: APIRequestContext, baseURL: string) {
  const res = await request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@trialhub.demo', password: demoPassword },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBeTruthy();
  return {
    patchStage: async (stageId: string, patch: Record<string, unknown>) => {
      const r = await request.patch(`/api/admin/stages/${stageId}`, { data: patch, headers: { origin: baseURL } });
      expect(r.status(), await r.text()).toBe(200);
    },
  };
}

/** Demo stage ids (apps/server/src/db/seed-demo.ts). */
export const demoStages = {
  pastOld: 'Round 1 — Sigulda',
  pastRecent: 'Round 2 — Tartu',
  today: 'Round 3 — Cēsis',
  upcomingOpenFree: 'Round 4 — Pärnu Open Free',
  draft: 'Round 5 — Season final',
};

/**
 * An API session as a demo user: `call(method, url, data)` checks the answer is ok and returns its
 * JSON (null for an empty body). Pass a request context of its own for each role that must stay
 * signed in side by side (one context holds one session).
 */
export async function apiAs(request: APIRequestContext, baseURL: string, email: string) {
  const r = await request.post('/api/auth/sign-in/email', {
    data: { email, password: demoPassword },
    headers: { origin: baseURL },
  });
  expect(r.ok()).toBeTruthy();
  return async (method: 'post' | 'put' | 'get', url: string, data?: unknown) => {
    const res = await request[method](url, { data, headers: { origin: baseURL } });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBeTruthy();
    const text = await res.text();
    return text ? JSON.parse(text) : null;
  };
}

/**
 * A race day of its own (own institution and championship, so the demo's pages stay as they are):
 * a published stage today with one class 'Open' riding sections 1–4 once, `riders` riders numbered
 * from 100, and the demo judge as its judge. Returns the stage id, the riders' ids and the stage path.
 */
export async function createRaceDay(
  request: APIRequestContext,
  baseURL: string,
  key: string,
  options: {
    riders: number;
    type?: 'classic' | 'openFree';
    judgeSection?: number | null;
    bike?: string | null;
    descriptionEn?: string | null;
    womenClasses?: boolean;
    /** Laps of the class (default 1). */
    laps?: number;
    /** The class's youngest age (default 0: a published stage states every class's ages, issue #37 point 6). */
    minAge?: number;
  },
) {
  const {
    riders,
    type = 'classic',
    judgeSection = null,
    bike = null,
    descriptionEn = null,
    womenClasses = false,
    laps = 1,
    minAge = 0,
  } = options;
  const admin = await apiAs(request, baseURL, 'admin@trialhub.demo');
  // A retry runs the test again on the same server: a fresh institution id keeps it from meeting its first try.
  const institution = `e2e-${key}-${Date.now().toString(36)}`;
  await admin('post', '/api/admin/institutions', { id: institution, name: `E2E ${key}` });
  const championship = (await admin('post', `/api/admin/institutions/${institution}/championships`, {
    slug: 'cup',
    displayName: 'E2E Cup',
    hasWomenClasses: womenClasses,
    hasClubStandings: false,
    hasTeamCompetition: false,
    teams: [],
    classes: [],
    pointsTable: [20, 17, 15],
    otherPlacesPoints: 1,
  })) as { id: string };
  const stage = (await admin('post', `/api/admin/championships/${championship.id}/stages`, {
    slug: 'race-day',
    title: `Race day ${key}`,
  })) as { id: string };
  // Today from midnight at the venue (Riga, the default zone), whatever the runner's zone.
  const start = zonedTime('Europe/Riga', dayIn('Europe/Riga', new Date()), '00:00');
  await admin('put', `/api/admin/stages/${stage.id}`, {
    slug: 'race-day',
    title: `Race day ${key}`,
    location: 'Forest',
    competitionStartDate: start.toISOString(),
    competitionEndDate: new Date(start.getTime() + 24 * 3600_000 - 60_000).toISOString(),
    registrationEndDate: null,
    status: 'published',
    competitionOrganizer: null,
    googleMaps: null,
    waze: null,
    competitionType: type,
    manualDnf: false,
    showEndTimeDiff: false,
    descriptionLv: null,
    descriptionEt: null,
    descriptionEn,
    sectionCount: 4,
    classes: [
      {
        name: 'Open',
        color: '#1c7ed6',
        startTime: '10:00',
        endTime: '16:00',
        yearsFrom: minAge,
        yearsTo: null,
        laps,
        lapSections: [1, 2, 3, 4],
        order: 1,
      },
    ],
    openFree:
      type === 'openFree' ? { gatePoints: { A: 10, B: 20, C: 30, D: 40 }, timeLimitSeconds: 120, faultLimit: 3 } : null,
    sponsors: [],
    regulationFileId: null,
  });
  const secretary = await apiAs(request, baseURL, 'secretary@trialhub.demo');
  const ids: string[] = [];
  for (let i = 0; i < riders; i++) {
    const added = (await secretary('post', `/api/stages/${stage.id}/participants`, {
      form: {
        name: `Rider ${key} ${100 + i}`,
        racingNumber: 100 + i,
        racingClass: 'Open',
        birthDate: '1990.01.01',
        bike,
        license: null,
        clubId: null,
        gender: 'male',
        team: null,
      },
    })) as { id: string };
    ids.push(added.id);
  }
  const [judge] = (await secretary('get', '/api/judging/candidates?q=judge@trialhub')) as { userId: string }[];
  await secretary('put', `/api/stages/${stage.id}/judges/${judge!.userId}`, { section: judgeSection });
  return { stageId: stage.id, ids, judgeId: judge!.userId, path: `/competitions/${institution}/cup/race-day` };
}

/** The demo judge scores through the judge app's API (what the app's sync engine sends). */
export async function judgeScores(
  request: APIRequestContext,
  baseURL: string,
  stageId: string,
  scores: [participantId: string, section: number, points: number][],
) {
  const judge = await apiAs(request, baseURL, 'judge@trialhub.demo');
  const ops = scores.map(([participantId, section, points], i) => ({
    opId: randomUUID(),
    seq: (Date.now() % 1_000_000) + i,
    kind: 'score',
    participantId,
    section,
    lap: 1,
    points,
    at: new Date(Date.now() - 60_000 + i * 1000).toISOString(),
  }));
  const body = (await judge('post', `/api/judging/stages/${stageId}/ops`, {
    deviceId: `e2e-${randomUUID()}`,
    ops,
  })) as {
    outcomes: { outcome: string }[];
  };
  expect(body.outcomes.every((o) => o.outcome === 'applied')).toBe(true);
}

/**
 * An observer's phone of its own: no account, its own storage, a touch screen (Pixel 7, or `viewport`);
 * `address` is the network it is on (the e2e server trusts X-Forwarded-For, as behind a proxy).
 */
export async function observerPhone(
  browser: Browser,
  { address, viewport }: { address?: string; viewport?: { width: number; height: number } } = {},
) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    ...(viewport ? { viewport } : {}),
    ...(address ? { extraHTTPHeaders: { 'x-forwarded-for': address } } : {}),
  });
  return { context, page: await context.newPage() };
}

/** A secretary's observer credential made through the API (the observers card is tested in observers.spec.ts). */
export async function observerCredential(
  request: APIRequestContext,
  baseURL: string,
  stageId: string,
  name: string,
  section: number | null = 1,
  extra: { trainee?: boolean } = {},
) {
  const secretary = await apiAs(request, baseURL, 'secretary@trialhub.demo');
  return (await secretary('post', `/api/stages/${stageId}/observers`, { name, section, ...extra })) as {
    token: string;
    pin: string;
    credential: { id: string };
  };
}

/** Opens the judge app at /observe with the stage picked and the PIN typed, as an observer does. */
export async function typePin(page: Page, stageTitle: string, pin: string) {
  const stage = page.getByRole('combobox', { name: /Competition|Sacensības|Võistlus/ });
  if ((await stage.inputValue()) !== stageTitle) {
    await stage.click();
    await page.getByRole('option', { name: stageTitle }).click();
  }
  const boxes = page.getByRole('textbox', { name: 'PIN' });
  await boxes.first().click();
  for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
  await boxes.first().click();
  await page.keyboard.type(pin);
  await expect(boxes.last()).toHaveValue(pin.at(-1)!);
  await page
    .getByRole('button', { name: /^(Open the judge app|Atvērt tiesneša lietotni|Ava kohtuniku rakendus)$/ })
    .click();
}

/**
 * One score on the judge app (English), by what the observer taps: the number's digits on the keypad,
 * then the score button, found by their names, not by where they sit. The buttons are enabled once the
 * number is a rider of the section, and disabled again once the tap is saved (the app moves on).
 */
export async function tapScore(page: Page, number: number, points: number) {
  const give = page.getByRole('button', giveButton(points));
  await expect(give).toBeDisabled();
  for (const digit of String(number)) await page.getByRole('button', { name: digit, exact: true }).click();
  await expect(give).toBeEnabled();
  await give.click();
  await expect(give).toBeDisabled();
}
