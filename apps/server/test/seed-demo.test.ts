import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Profile, type StageSummary, homeSections, dayIn, zonedTime } from '@trialhub/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { championships, institutions, participants, results, sectionScores, stages, users } from '../src/db/schema.js';
import { DEMO_PASSWORD, DEMO_TIME_ZONE, demoAccounts, seedDemo } from '../src/db/seed-demo.js';
import { type RunningServer, startServer } from '../src/start-server.js';
import { createTestDatabase } from './helper.js';

// A fixed noon in Riga (the demo's zone), so "today's stage" is running and nothing sits on a day boundary.
const now = zonedTime(DEMO_TIME_ZONE, '2026-06-15', '12:00');
const sameLocalDay = (iso: string) => dayIn(DEMO_TIME_ZONE, new Date(iso)) === '2026-06-15';
/** 'YYYY-MM-DD HH:MM' on a Riga wall clock. */
const rigaClock = (instant: Date | string) =>
  new Date(instant).toLocaleString('sv-SE', { timeZone: DEMO_TIME_ZONE }).slice(0, 16);

// A database that outlives a server (a data dir, or a PostgreSQL database), so the last test can restart on it.
const adminUrl = process.env.TEST_DATABASE_URL;
let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialhub-seed-'));
let server: RunningServer;

function start(demo: boolean): Promise<RunningServer> {
  const config = { ...readConfig({}), dataDir, databaseUrl: database?.url ?? null, demo, webDistDir: null };
  return startServer({ config, authSecret: 'seed-test-secret-seed-test-secret-0123', port: 0, rateLimit: false });
}

async function publishedStages(): Promise<StageSummary[]> {
  const res = await fetch(`${server.url}/api/stages`);
  expect(res.status).toBe(200);
  return (await res.json()) as StageSummary[];
}

async function tableCounts() {
  const { db } = server.database;
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries({ institutions, championships, stages, participants, results, users })) {
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(table);
    counts[name] = Number(n);
  }
  return counts;
}

beforeAll(async () => {
  if (adminUrl) database = await createTestDatabase(adminUrl);
  server = await start(false);
  await seedDemo(server.database.db, server.auth, now);
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('publishes at least four stages around the day it is seeded: two past, one today, one upcoming, one openFree', async () => {
  const published = await publishedStages();
  expect(published.length).toBeGreaterThanOrEqual(4);
  const past = published.filter((s) => Date.parse(s.competitionEndDate) < now.getTime());
  const today = published.filter(
    (s) => sameLocalDay(s.competitionStartDate) && Date.parse(s.competitionEndDate) > now.getTime(),
  );
  const upcoming = published.filter((s) => Date.parse(s.competitionStartDate) > now.getTime());
  expect(past.length).toBeGreaterThanOrEqual(2);
  expect(today.length).toBeGreaterThanOrEqual(1);
  expect(upcoming.length).toBeGreaterThanOrEqual(1);
  expect(published.some((s) => s.competitionType === 'openFree')).toBe(true);

  // As the home page shows them: today's stage is still among the upcoming ones.
  const sections = homeSections(published, now);
  expect(sections.upcoming.map((s) => s.id)).toEqual(expect.arrayContaining([today[0]!.id, upcoming[0]!.id]));
  expect(sections.previousByYear.flatMap((g) => g.stages)).toHaveLength(past.length);
});

it('turns a Riga wall-clock time into the right instant, summer and winter time alike', () => {
  expect(zonedTime('Europe/Riga', '2026-01-10', '23:59').toISOString()).toBe('2026-01-10T21:59:00.000Z');
  expect(zonedTime('Europe/Riga', '2026-06-15', '09:00').toISOString()).toBe('2026-06-15T06:00:00.000Z');
  // Clocks go forward on 29 March 2026 at 03:00 and back on 25 October at 04:00.
  expect(zonedTime('Europe/Riga', '2026-03-28', '10:00').toISOString()).toBe('2026-03-28T08:00:00.000Z');
  expect(zonedTime('Europe/Riga', '2026-03-29', '10:00').toISOString()).toBe('2026-03-29T07:00:00.000Z');
  expect(zonedTime('Europe/Riga', '2026-10-25', '10:00').toISOString()).toBe('2026-10-25T08:00:00.000Z');
  expect(dayIn('Europe/Riga', new Date('2026-06-15T22:30:00Z'))).toBe('2026-06-16');
});

it('shows the stages at Riga wall-clock times whatever the server zone, riders inside their class times', async () => {
  const { db } = server.database;
  const byId = new Map((await db.select().from(stages)).map((s) => [s.id, s]));
  const clock = (id: string, field: 'competitionStartDate' | 'competitionEndDate' | 'registrationEndDate') =>
    rigaClock(byId.get(id)![field]!);
  expect(clock('demo-stage-1', 'competitionStartDate')).toBe('2026-05-04 10:00');
  expect(clock('demo-stage-1', 'competitionEndDate')).toBe('2026-05-04 16:00');
  // Today's stage: a race day from 09:00 to 17:00 when seeded at noon.
  expect(clock('demo-stage-3', 'competitionStartDate')).toBe('2026-06-15 09:00');
  expect(clock('demo-stage-3', 'competitionEndDate')).toBe('2026-06-15 17:00');
  // Round 4 (in three weeks) takes entries until 23:59 the day before.
  expect(clock('demo-stage-4', 'competitionStartDate')).toBe('2026-07-06 10:00');
  expect(clock('demo-stage-4', 'registrationEndDate')).toBe('2026-07-05 23:59');

  // Every rider of the scored stages starts when their class starts and is scored before it ends.
  const classOf = new Map(
    (await db.select().from(participants)).map((p) => [`${p.stageId}:${p.id}`, p.racingClass] as const),
  );
  const timesOf = (stageId: string, cls: string) => {
    const c = byId.get(stageId)!.classes.find((k) => k.name === cls)!;
    return [c.startTime!, c.endTime!];
  };
  const scored = await db.select().from(results);
  expect(scored.length).toBeGreaterThan(30);
  for (const r of scored) {
    const [start] = timesOf(r.stageId, classOf.get(`${r.stageId}:${r.participantId}`)!);
    expect(rigaClock(r.startedOn!).slice(11), `${r.stageId} ${r.participant.name}`).toBe(start);
  }
  for (const s of await db.select().from(sectionScores)) {
    const [start, end] = timesOf(s.stageId, classOf.get(`${s.stageId}:${s.participantId}`)!);
    const time = rigaClock(s.createdAt).slice(11);
    expect(time > start! && time < end!, `${s.stageId} ${s.participantId} ${time}`).toBe(true);
  }
});

it("prefills the demo riders' join form from their latest entry", async () => {
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: 'rider2@trialhub.demo', password: DEMO_PASSWORD }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const me = await fetch(`${server.url}/api/me`, { headers: { cookie } });
  expect(me.status).toBe(200);
  expect(((await me.json()) as Profile).participationData).toMatchObject({
    name: 'Kertu Kask',
    racingNumber: 25,
    racingClass: 'Hobby',
    birthDate: '2000-06-06',
    bike: 'TRRS One 125',
    clubId: 'Pärnu MK',
    gender: 'female',
  });
  const rider = await server.database.db.select().from(users).where(eq(users.email, 'rider@trialhub.demo'));
  expect(rider[0]!.participationData).toMatchObject({ racingNumber: 16, racingClass: 'Clubman' });
});

it('also has a draft stage, which is not listed publicly', async () => {
  const drafts = await server.database.db.select({ id: stages.id }).from(stages).where(eq(stages.status, 'draft'));
  expect(drafts.length).toBeGreaterThanOrEqual(1);
  const listed = (await publishedStages()).map((s) => s.id);
  for (const draft of drafts) expect(listed).not.toContain(draft.id);
});

it('changes nothing when run again on a seeded database', async () => {
  const before = await tableCounts();
  expect(before.stages).toBeGreaterThanOrEqual(5);
  const again = await seedDemo(server.database.db, server.auth, new Date());
  await seedDemo(server.database.db, server.auth);
  expect(await tableCounts()).toEqual(before);
  expect(again.map((a) => a.email)).toEqual(demoAccounts.map((a) => a.email));
});

it('lets every demo account sign in with the demo password', async () => {
  for (const account of demoAccounts) {
    const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: account.email, password: DEMO_PASSWORD }),
    });
    expect(res.status, account.email).toBe(200);
  }
});

it('keeps the demo data across a restart, migrating and seeding nothing twice', async () => {
  const stagesBefore = await publishedStages();
  const countsBefore = await tableCounts();
  await server.close();
  server = await start(true); // DEMO on: it must see the seeded database and leave it alone
  expect(await publishedStages()).toEqual(stagesBefore);
  expect(await tableCounts()).toEqual(countsBefore);
});

it('seeded late in the evening, race day is still on (the home page shows it among the upcoming)', async () => {
  const { openDb } = await import('../src/db/open-db.js');
  const { createAuth } = await import('../src/auth/auth.js');
  const { createMailer } = await import('../src/mail/mailer.js');
  const late = zonedTime(DEMO_TIME_ZONE, '2026-06-15', '22:30');
  const memory = await openDb({ dataDir: null });
  try {
    const auth = createAuth({
      db: memory.db,
      publicUrl: 'http://localhost',
      secret: 'late-seed-secret-late-seed-secret-0123',
      adminEmails: [],
      mailer: createMailer({ smtpUrl: null, from: 'x@y.z', localMode: true }),
      google: null,
      secureCookies: false,
    });
    await seedDemo(memory.db, auth, late);
    const rows = await memory.db.select().from(stages).where(eq(stages.id, 'demo-stage-3'));
    expect(rigaClock(rows[0]!.competitionStartDate)).toBe('2026-06-15 09:00');
    // Hours of racing left for whoever opens the demo, even this late.
    expect(rows[0]!.competitionEndDate.getTime()).toBeGreaterThanOrEqual(late.getTime() + 4 * 3_600_000);
  } finally {
    await memory.close();
  }
});
