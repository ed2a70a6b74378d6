import type { CompactResult, StageResult, StandingsView } from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants, results, sectionScores, users } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';
import { type LiveConnection, type LiveFrame, openLive } from './live-client.js';

/**
 * Issue #15 points 2 and 5: what each role gets of a rider, through the API and the live topics
 * (packages/domain/src/privacy.ts has the rule), and who may subscribe to a stage's topics.
 */
let server: TestServer;
const PAST = 'demo-stage-1'; // approved, every rider has a result
const TODAY = 'demo-stage-3'; // race day, judged by the demo judge
const UPCOMING = 'demo-stage-4'; // published, registration open
const DRAFT = 'demo-stage-5';

/** The readers of issue #15; 'adminOnly' is an admin without the secretary role (the demo admin has both). */
const readers = ['anonymous', 'rider', 'anotherRider', 'judge', 'secretary', 'admin', 'adminOnly'] as const;
type Reader = (typeof readers)[number];
const cookies = new Map<Reader, string | undefined>();

beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(async () => server?.close());

/** The reader's session cookie (none for a visitor), signed in on first use. */
async function cookieOf(reader: Reader): Promise<string | undefined> {
  if (!cookies.has(reader)) cookies.set(reader, await signInAs(reader));
  return cookies.get(reader);
}

async function signInAs(reader: Reader): Promise<string | undefined> {
  if (reader === 'anonymous') return undefined;
  if (reader === 'anotherRider') return server.signIn('rider2@trialhub.demo');
  if (reader !== 'adminOnly') return server.loginAs(reader);
  // An admin who is not a secretary: a fresh account given only the admin role.
  const email = 'only-admin@example.com';
  const signUp = await server.fetch('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { origin: server.url },
    body: JSON.stringify({ email, password: 'only-admin-password', name: 'Olga Admin' }),
  });
  expect(signUp.status).toBe(200);
  await server.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, email));
  return signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const get = async (reader: Reader, path: string) => server.fetch(path, { cookie: await cookieOf(reader) });
const sees = (reader: Reader) => (reader === 'secretary' || reader === 'admin' ? 'secretary' : 'public');

const PUBLIC_RESULT_RIDER = ['bike', 'club', 'id', 'name', 'racingClass', 'racingNumber', 'team'];
const SECRETARY_RESULT_RIDER = [...PUBLIC_RESULT_RIDER, 'birthDate', 'gender'].sort();
const PUBLIC_PARTICIPANT = [
  'bike',
  'birthYear',
  'clubId',
  'createdOn',
  'id',
  'name',
  'racingClass',
  'racingNumber',
  'team',
];
const SECRETARY_PARTICIPANT = [
  ...PUBLIC_PARTICIPANT,
  'birthDate',
  'email',
  'gender',
  'hasResult',
  'license',
  'modifiedOn',
  'status',
].sort();

/** No e-mail address anywhere in a response or event. */
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;

describe('stage results, per role', () => {
  let first: { participantId: string } | undefined;
  beforeAll(async () => {
    // Records from before names: who changed a result and who scored a section, by e-mail.
    [first] = await server.database.db.select().from(results).where(eq(results.stageId, PAST)).limit(1);
    await server.database.db
      .update(results)
      .set({ lastTimeChangedBy: 'judge@trialhub.demo' })
      .where(and(eq(results.stageId, PAST), eq(results.participantId, first!.participantId)));
    const [section] = await server.database.db
      .select()
      .from(sectionScores)
      .where(and(eq(sectionScores.stageId, PAST), eq(sectionScores.participantId, first!.participantId)))
      .limit(1);
    await server.database.db
      .update(sectionScores)
      .set({
        judge: 'judge@trialhub.demo',
        events: [...section!.events, { ...section!.events[0]!, name: 'EditedTo', by: 'judge@trialhub.demo' }],
      })
      .where(
        and(
          eq(sectionScores.stageId, PAST),
          eq(sectionScores.participantId, section!.participantId),
          eq(sectionScores.section, section!.section),
          eq(sectionScores.lap, section!.lap),
        ),
      );
  });

  it.each(readers)('%s gets only the rider fields of their screens, and people by name', async (reader) => {
    const res = await get(reader, `/api/stages/${PAST}/results`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const list = JSON.parse(text) as CompactResult[];
    expect(list.length).toBeGreaterThan(0);
    const expected = sees(reader) === 'secretary' ? SECRETARY_RESULT_RIDER : PUBLIC_RESULT_RIDER;
    for (const r of list) expect(Object.keys(r.participant).sort()).toEqual(expected);
    if (sees(reader) === 'public') expect(text).not.toMatch(/birthDate|"gender"/);
    expect(text).not.toMatch(EMAIL);
    // The list names no one who scored or changed anything (decision 037): the rider's own route does.
    expect(text).not.toMatch(/"(lastTimeChangedBy|judge|events|by|userDisplayName)"/);
  });

  it.each(readers)('%s gets a rider’s whole result with the same rider fields, and people by name', async (reader) => {
    const res = await get(reader, `/api/stages/${PAST}/results/${first!.participantId}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const whole = JSON.parse(text) as StageResult;
    const expected = sees(reader) === 'secretary' ? SECRETARY_RESULT_RIDER : PUBLIC_RESULT_RIDER;
    expect(Object.keys(whole.participant).sort()).toEqual(expected);
    if (sees(reader) === 'public') expect(text).not.toMatch(/birthDate|"gender"/);
    expect(text).not.toMatch(EMAIL);
    // The e-mail became the name part a new account's display name starts from.
    expect(whole.lastTimeChangedBy).toBe('judge');
    expect(whole.sections.some((s) => s.judge === 'judge' && s.events.at(-1)?.by === 'judge')).toBe(true);
  });
});

describe('participants, per role', () => {
  it.each(readers)('%s gets the participant fields of their screens', async (reader) => {
    const res = await get(reader, `/api/stages/${PAST}/participants`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as Record<string, unknown>[];
    const expected = sees(reader) === 'secretary' ? SECRETARY_PARTICIPANT : PUBLIC_PARTICIPANT;
    for (const p of list) expect(Object.keys(p).sort()).toEqual(expected);
  });

  it("a rider record's contact e-mail (issue #38) is on secretaries' screens only", async () => {
    const email = 'kontakts.braucejs@example.com';
    const added = await server.fetch(`/api/stages/${UPCOMING}/participants`, {
      method: 'POST',
      cookie: await cookieOf('secretary'),
      headers: { origin: server.url },
      body: JSON.stringify({
        form: {
          name: 'Kontakta Braucējs',
          racingNumber: 913,
          racingClass: 'Clubman',
          birthDate: '2010.04.05',
          bike: null,
          license: null,
          clubId: 'MK Trial Rīga',
          gender: 'male',
          team: null,
          email,
        },
      }),
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const { id } = (await added.json()) as { id: string };
    const [entry] = await server.database.db
      .select({ riderId: participants.riderId })
      .from(participants)
      .where(and(eq(participants.stageId, UPCOMING), eq(participants.id, id)));
    for (const reader of readers) {
      const list = await (await get(reader, `/api/stages/${UPCOMING}/participants`)).text();
      const page = await (await get(reader, `/api/riders/${entry!.riderId}`)).text();
      if (sees(reader) === 'secretary') expect(list).toContain(email);
      else expect(list).not.toMatch(EMAIL);
      // The rider page is public for everyone alike: never the contact e-mail.
      expect(page).not.toContain(email);
    }
  });
});

describe('standings, per role', () => {
  const path = () => `/api/standings/demo/baltic-cup-${new Date().getFullYear()}`;
  it.each(readers)('%s sees birth year and gender only as a secretary', async (reader) => {
    const view = (await (await get(reader, path())).json()) as StandingsView;
    expect(view.positions.length).toBeGreaterThan(0);
    if (sees(reader) === 'secretary') expect(view.positions.some((p) => p.birthYear !== null)).toBe(true);
    else expect(view.positions.every((p) => p.birthYear === null && p.gender === null)).toBe(true);
  });
});

describe('live events carry the public view, whoever listens', () => {
  let riderIds: string[];
  beforeAll(async () => {
    const list = (await (await get('anonymous', `/api/stages/${TODAY}/participants`)).json()) as { id: string }[];
    const scored = new Set(
      ((await (await get('anonymous', `/api/stages/${TODAY}/results`)).json()) as StageResult[]).map(
        (r) => r.participantId,
      ),
    );
    riderIds = list.map((p) => p.id).filter((id) => !scored.has(id));
  });

  const isEvent = (type: string, participantId: string) => (f: LiveFrame) =>
    f.event === 'message' && JSON.stringify(f.data).includes(type) && JSON.stringify(f.data).includes(participantId);

  it('results: judges’ scores and secretaries’ corrections, to a visitor and to a secretary alike', async () => {
    // A judge without a display name is named by e-mail where the score is recorded.
    const judgeEmail = 'judge@trialhub.demo';
    await server.database.db.update(users).set({ name: '' }).where(eq(users.email, judgeEmail));
    const id = riderIds.shift()!;
    const connections: LiveConnection[] = [];
    try {
      for (const reader of ['anonymous', 'secretary'] as const) {
        const live = await openLive(server.url, `stage:${TODAY}:results`, { cookie: await cookieOf(reader) });
        expect(live.response.status).toBe(200);
        await live.next((f) => f.event === 'ready');
        connections.push(live);
      }
      await server.judgeScores(TODAY, id, [[1, 1, 2]]); // first score: the whole result
      await server.judgeScores(TODAY, id, [[2, 1, 3]]); // then the section delta
      const edit = await server.fetch(`/api/stages/${TODAY}/results/${id}/sections/1/laps/1`, {
        method: 'PUT',
        cookie: await cookieOf('secretary'),
        headers: { origin: server.url },
        body: JSON.stringify({ points: '1' }),
      });
      expect(edit.status).toBe(200);
      // The secretary's own answer has the whole participant copy.
      expect(((await edit.json()) as StageResult).participant).toHaveProperty('birthDate');

      for (const live of connections) {
        const upserted = await live.next(isEvent('result.upserted', id));
        const scored = await live.next(isEvent('result.scored', id));
        const corrected = await live.next(isEvent('result.upserted', id));
        for (const frame of [upserted, corrected]) {
          const { result } = (frame.data as { data: { result: StageResult } }).data;
          expect(Object.keys(result.participant).sort()).toEqual(PUBLIC_RESULT_RIDER);
        }
        for (const frame of [upserted, scored, corrected]) {
          expect(JSON.stringify(frame.data)).not.toMatch(/birthDate|"gender"/);
          expect(JSON.stringify(frame.data)).not.toMatch(EMAIL);
        }
        // A score's delta is the list's part and who scored by display name (the ticker, decision 078):
        // no history (decision 037), no e-mail (the judge has no name here: the address's local part).
        expect(JSON.stringify(scored.data)).not.toMatch(/"judge":|events|lastTimeChangedBy/);
        expect((scored.data as { data: { by: string } }).data.by).toBe('judge');
      }
    } finally {
      for (const live of connections) live.close();
      await server.database.db.update(users).set({ name: 'Jānis Tiesnesis' }).where(eq(users.email, judgeEmail));
    }
  });

  it('the judge app: its answer and stage data name no rider’s birth date and no e-mail', async () => {
    await server.database.db.update(users).set({ name: '' }).where(eq(users.email, 'judge@trialhub.demo'));
    try {
      const id = riderIds.shift()!;
      const res = await server.fetch(`/api/judging/stages/${TODAY}/ops`, {
        method: 'POST',
        cookie: await cookieOf('judge'),
        headers: { origin: server.url },
        body: JSON.stringify({
          deviceId: 'privacy-test',
          ops: [
            {
              opId: crypto.randomUUID(),
              seq: 1,
              kind: 'score',
              participantId: id,
              section: 3,
              lap: 1,
              points: 0,
              at: new Date(Date.now() - 1000).toISOString(),
            },
          ],
        }),
      });
      expect(res.status).toBe(200);
      const answer = await res.text();
      // The answer carries outcomes only (decision 073): no rider's data at all.
      expect(answer).toContain('"outcome":"applied"');
      expect(answer).not.toMatch(/birthDate|"gender"|"name"|@/);
      const stage = await (await get('judge', `/api/judging/stages/${TODAY}`)).text();
      expect(stage).toContain('"judge":"judge"');
      expect(stage).not.toMatch(/birthDate|"gender"|"license"/);
    } finally {
      await server.database.db
        .update(users)
        .set({ name: 'Jānis Tiesnesis' })
        .where(eq(users.email, 'judge@trialhub.demo'));
    }
  });

  it('participants: a secretary’s new entry goes out without birth date, gender, licence or status', async () => {
    const live = await openLive(server.url, `stage:${UPCOMING}:participants`);
    try {
      await live.next((f) => f.event === 'ready');
      const res = await server.fetch(`/api/stages/${UPCOMING}/participants`, {
        method: 'POST',
        cookie: await cookieOf('secretary'),
        headers: { origin: server.url },
        body: JSON.stringify({
          form: {
            name: 'Privātā Braucēja',
            racingNumber: 912,
            racingClass: 'Clubman',
            birthDate: '2011.05.06',
            bike: 'GasGas',
            license: 'LV-PRIV-1',
            clubId: 'MK Trial Rīga',
            gender: 'female',
            team: null,
            email: 'privata.brauceja@example.com',
          },
        }),
      });
      expect(res.status).toBe(201);
      const frame = await live.next((f) => f.event === 'message' && JSON.stringify(f.data).includes('Privātā'));
      const { participant } = (frame.data as { data: { participant: Record<string, unknown> } }).data;
      expect(Object.keys(participant).sort()).toEqual(PUBLIC_PARTICIPANT);
      expect(participant.birthYear).toBe(2011);
      expect(JSON.stringify(frame.data)).not.toMatch(EMAIL);
    } finally {
      live.close();
    }
  });
});

describe('the change log', () => {
  it('names who made each correction by display name, never by e-mail', async () => {
    const id = ((await (await get('anonymous', `/api/stages/${TODAY}/results`)).json()) as StageResult[])[0]!
      .participantId;
    const penalty = await server.fetch(`/api/stages/${TODAY}/results/${id}/penalties`, {
      method: 'POST',
      cookie: await cookieOf('secretary'),
      headers: { origin: server.url },
      body: JSON.stringify({ points: '5', reason: '' }),
    });
    expect(penalty.status).toBe(201);
    const res = await get('secretary', `/api/stages/${TODAY}/results-log`);
    const text = await res.text();
    const log = JSON.parse(text) as { event: string; userName: string | null }[];
    expect(log.find((e) => e.event === 'new_penalty_points')?.userName).toBe('Sandra Sekretāre');
    expect(text).not.toMatch(EMAIL);
  });
});

describe('live topics follow the stage’s read rule', () => {
  const topics = (stageId: string) => [
    `stage:${stageId}:results`,
    `stage:${stageId}:participants`,
    `stage:${stageId}:queries`,
  ];
  const mayReadDraft = (reader: Reader) => reader === 'secretary' || reader === 'admin' || reader === 'adminOnly';

  it.each(readers)('%s: a draft stage’s topics as its results and participants through the API', async (reader) => {
    const expected = mayReadDraft(reader) ? 200 : 404;
    expect((await get(reader, `/api/stages/${DRAFT}/results`)).status).toBe(expected);
    expect((await get(reader, `/api/stages/${DRAFT}/participants`)).status).toBe(expected);
    expect((await get(reader, `/api/stages/${DRAFT}/participants/per-class`)).status).toBe(expected);
    for (const topic of [...topics(DRAFT), `stages,${topics(DRAFT)[0]}`]) {
      const live = await openLive(server.url, topic, { cookie: await cookieOf(reader) });
      // A stage's score queries are the secretaries' (issue #35), as the queries API: an admin without the
      // secretary role reads the draft's results and participants, not its queries.
      const status = topic.endsWith(':queries') && reader === 'adminOnly' ? 404 : expected;
      try {
        expect(live.response.status, topic).toBe(status);
        if (status === 200) expect((await live.next()).event).toBe('ready');
        else expect(await live.response.json()).toMatchObject({ error: { code: 'notFound' } });
      } finally {
        live.close();
      }
    }
  });

  it('refuses an unknown stage’s topics', async () => {
    const live = await openLive(server.url, 'stage:no-such-stage:results', { cookie: await cookieOf('secretary') });
    expect(live.response.status).toBe(404);
  });

  it('closes visitors’ connections when a stage goes back to draft; staff reconnect, visitors are refused', async () => {
    const visitor = await openLive(server.url, `stages,${topics(UPCOMING)[1]}`);
    const secretary = await openLive(server.url, topics(UPCOMING)[0]!, { cookie: await cookieOf('secretary') });
    try {
      await visitor.next((f) => f.event === 'ready');
      await secretary.next((f) => f.event === 'ready');
      const patch = async (status: string) =>
        server.fetch(`/api/admin/stages/${UPCOMING}`, {
          method: 'PATCH',
          cookie: await cookieOf('admin'),
          headers: { origin: server.url },
          body: JSON.stringify({ status }),
        });
      expect((await patch('draft')).status).toBe(200);
      await visitor.ended();
      await secretary.ended();
      const again = await openLive(server.url, topics(UPCOMING)[1]!);
      expect(again.response.status).toBe(404);
      const staff = await openLive(server.url, topics(UPCOMING)[0]!, { cookie: await cookieOf('secretary') });
      expect(staff.response.status).toBe(200);
      staff.close();
      expect((await patch('published')).status).toBe(200);
      const back = await openLive(server.url, topics(UPCOMING)[1]!);
      expect(back.response.status).toBe(200);
      back.close();
    } finally {
      visitor.close();
      secretary.close();
    }
  });
});
