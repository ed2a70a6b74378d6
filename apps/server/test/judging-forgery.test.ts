import { randomUUID } from 'node:crypto';
import {
  type JudgeBatchResponse,
  type JudgingStage,
  type StageResult,
  JUDGE_CLOCK_ALLOWANCE_MS,
  parseSheet,
  sheetToCsv,
} from '@trialhub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionScores } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';

/**
 * Judging cannot be distorted by a judge (issue #15 point 3): a forged device clock, a section the
 * judge was not given, a rename to take back someone else's score, another stage, a removed judge.
 * Three judge accounts: the demo judge and the two demo riders, who declare themselves judges.
 */
let server: TestServer;
let judging: JudgingStage;
const STAGE = 'demo-stage-3'; // classic, today
const OTHER_STAGE = 'demo-stage-4';
const RIHARDS = 'rider@trialhub.demo';
const KERTU = 'rider2@trialhub.demo';
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const [email, name] of [
    [RIHARDS, 'Rihards Braucējs'],
    [KERTU, 'Kertu Kask'],
  ] as const)
    await rename(email, name);
  const candidates = (await (await call('secretary', 'GET', '/api/judging/candidates?q=')).json()) as {
    userId: string;
    name: string;
  }[];
  ids[RIHARDS] = candidates.find((c) => c.name === 'Rihards Braucējs')!.userId;
  ids[KERTU] = candidates.find((c) => c.name === 'Kertu Kask')!.userId;
  for (const email of [RIHARDS, KERTU]) await assign(email, null);
  judging = (await (await call('judge', 'GET', `/api/judging/stages/${STAGE}`)).json()) as JudgingStage;
}, 180_000); // a server start, two renames and two assignments, on a busy machine
afterAll(async () => server?.close());

async function call(who: string, method: string, path: string, body?: unknown) {
  const cookie = who.includes('@') ? await server.signIn(who) : await server.loginAs(who as 'judge');
  return server.fetch(path, {
    method,
    cookie,
    headers: { origin: server.url },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Through the profile page's API, as a user renames himself. */
async function rename(email: string, displayName: string) {
  const res = await call(email, 'PATCH', '/api/me', { displayName, isJudge: true });
  expect(res.status).toBe(200);
}

async function assign(email: string, section: number | null, stageId = STAGE) {
  const res = await call('secretary', 'PUT', `/api/stages/${stageId}/judges/${ids[email]}`, { section });
  expect(res.status).toBe(200);
}

let seq = 0;
function op(patch: Record<string, unknown>) {
  return { opId: randomUUID(), seq: seq++, kind: 'score', section: 1, lap: 1, at: new Date().toISOString(), ...patch };
}

async function send(who: string, ops: unknown[], stageId = STAGE) {
  const res = await call(who, 'POST', `/api/judging/stages/${stageId}/ops`, { deviceId: `dev-${who}`, ops });
  return { status: res.status, body: res.status === 200 ? ((await res.json()) as JudgeBatchResponse) : null };
}

const used = new Set<string>();
function rider() {
  const found = judging.riders.find((r) => ['Expert', 'Clubman'].includes(r.racingClass) && !used.has(r.id));
  used.add(found!.id);
  return found!;
}

/** A section of a rider's whole result, with its history (decision 037). */
async function sectionOf(participantId: string, section: number) {
  const res = await server.fetch(`/api/stages/${STAGE}/results/${participantId}`);
  if (res.status === 404) return undefined;
  return ((await res.json()) as StageResult).sections.find((s) => s.section === section);
}

describe('a forged device clock', () => {
  it('cannot make a tap dated 2099 beat a later tap, nor put 2099 into the history', async () => {
    const r = rider();
    const before = Date.now();
    const forged = await send(RIHARDS, [
      op({ participantId: r.id, section: 2, points: 0, at: '2099-01-01T00:00:00.000Z' }),
    ]);
    expect(forged.body!.outcomes[0]).toMatchObject({ outcome: 'applied' });
    // An honest judge taps the same rider afterwards: the later tap decides.
    const honest = await send('judge', [op({ participantId: r.id, section: 2, points: 5 })]);
    expect(honest.body!.outcomes[0]).toMatchObject({ outcome: 'applied' });
    const section = (await sectionOf(r.id, 2))!;
    expect(section).toMatchObject({ points: 5, judge: 'Jānis Tiesnesis', conflict: true });
    // The forged time is kept no further ahead than the server's clock and the allowance.
    const forgedAt = Date.parse(section.events[0]!.timestamp);
    expect(forgedAt).toBeLessThanOrEqual(Date.now() + JUDGE_CLOCK_ALLOWANCE_MS);
    expect(forgedAt).toBeGreaterThanOrEqual(before);
    expect(Date.parse(section.createdOn)).toBeLessThanOrEqual(Date.now());
  });

  it('cannot win within the allowance either: of two honest judges, the one who taps later wins', async () => {
    const r = rider();
    // Kertu's phone runs a minute fast; Jānis's is right and taps after her.
    const fast = new Date(Date.now() + 60_000).toISOString();
    await send(KERTU, [op({ participantId: r.id, section: 3, points: 1, at: fast })]);
    await send('judge', [op({ participantId: r.id, section: 3, points: 2 })]);
    const section = (await sectionOf(r.id, 3))!;
    expect(section.points).toBe(2);
    // Within the allowance the device's time is kept as it was for the history.
    expect(section.events[0]!.timestamp).toBe(fast);
  });

  it('keeps a tap made offline hours ago with its own time, and it loses to a tap made after it', async () => {
    const r = rider();
    await send('judge', [
      op({ participantId: r.id, section: 4, points: 3, at: new Date(Date.now() - 60_000).toISOString() }),
    ]);
    const offline = new Date(Date.now() - 3 * 3600_000).toISOString();
    const late = await send(KERTU, [op({ participantId: r.id, section: 4, points: 5, at: offline })]);
    expect(late.body!.outcomes[0]).toMatchObject({ outcome: 'applied' });
    const section = (await sectionOf(r.id, 4))!;
    expect(section.points).toBe(3);
    expect(section.events.map((e) => e.timestamp)).toContain(offline);
  });
});

describe('a judge given a section', () => {
  it('may score and clear only that section', async () => {
    const r = rider();
    await assign(RIHARDS, 3);
    try {
      const own = await send(RIHARDS, [op({ participantId: r.id, section: 3, points: 2 })]);
      expect(own.body!.outcomes[0]).toMatchObject({ outcome: 'applied' });
      const other = await send(RIHARDS, [op({ participantId: r.id, section: 5, points: 0 })]);
      expect(other.body!.outcomes[0]).toMatchObject({ outcome: 'rejected', reason: 'otherSection' });
      expect(await sectionOf(r.id, 5)).toBeUndefined();
      // A judge with no section (the demo judge here) still scores any section.
      await send('judge', [op({ participantId: r.id, section: 5, points: 1 })]);
      const clear = await send(RIHARDS, [op({ kind: 'clear', participantId: r.id, section: 5 })]);
      expect(clear.body!.outcomes[0]).toMatchObject({ outcome: 'rejected', reason: 'otherSection' });
      expect((await sectionOf(r.id, 5))!.points).toBe(1);
    } finally {
      await assign(RIHARDS, null);
    }
  });
});

describe('taking back a score', () => {
  it('matches the judge by account, not by display name', async () => {
    const r = rider();
    await send(RIHARDS, [
      op({ participantId: r.id, section: 6, points: 5, at: new Date(Date.now() - 5_000).toISOString() }),
    ]);
    // Kertu renames herself to Rihards's name and tries to take his score back.
    await rename(KERTU, 'Rihards Braucējs');
    try {
      const stolen = await send(KERTU, [op({ kind: 'clear', participantId: r.id, section: 6 })]);
      expect(stolen.body!.outcomes[0]).toMatchObject({ outcome: 'rejected', reason: 'nothingToClear' });
      expect(await sectionOf(r.id, 6)).toMatchObject({ points: 5, deleted: false });
    } finally {
      await rename(KERTU, 'Kertu Kask');
    }
    // Rihards renames himself and still takes his own score back; the history shows names.
    await rename(RIHARDS, 'Rihards B.');
    try {
      const own = await send(RIHARDS, [op({ kind: 'clear', participantId: r.id, section: 6 })]);
      expect(own.body!.outcomes[0]).toMatchObject({ outcome: 'applied' });
      const section = (await sectionOf(r.id, 6))!;
      expect(section.deleted).toBe(true);
      expect(section.events.map((e) => [e.name, e.by])).toEqual([
        ['JudgeSetPoints', 'Rihards Braucējs'],
        ['JudgeUndo', 'Rihards B.'],
      ]);
      // The account id is kept internally, never shown publicly.
      expect(JSON.stringify(section)).not.toContain(ids[RIHARDS]!);
      const [row] = await server.database.db.select().from(sectionScores).where(eq(sectionScores.participantId, r.id));
      expect(row!.events.map((e) => e.byId)).toEqual([ids[RIHARDS], ids[RIHARDS]]);
    } finally {
      await rename(RIHARDS, 'Rihards Braucējs');
    }
  });
});

describe('who may score this stage', () => {
  it('refuses a judge of another stage only', async () => {
    const r = rider();
    await call('secretary', 'DELETE', `/api/stages/${STAGE}/judges/${ids[KERTU]}`);
    await assign(KERTU, null, OTHER_STAGE);
    try {
      const res = await send(KERTU, [op({ participantId: r.id, section: 1, points: 0 })]);
      expect(res.status).toBe(403);
      expect(await sectionOf(r.id, 1)).toBeUndefined();
    } finally {
      await call('secretary', 'DELETE', `/api/stages/${OTHER_STAGE}/judges/${ids[KERTU]}`);
      await assign(KERTU, null);
    }
  });

  it('refuses a judge the secretary removed from the stage, also for operations queued before', async () => {
    const r = rider();
    const queued = [
      op({ participantId: r.id, section: 1, points: 0, at: new Date(Date.now() - 60_000).toISOString() }),
    ];
    expect((await call('secretary', 'DELETE', `/api/stages/${STAGE}/judges/${ids[KERTU]}`)).status).toBe(204);
    try {
      expect((await send(KERTU, queued)).status).toBe(403);
      expect((await call(KERTU, 'GET', `/api/judging/stages/${STAGE}`)).status).toBe(403);
      expect(await sectionOf(r.id, 1)).toBeUndefined();
    } finally {
      await assign(KERTU, null);
    }
  });
});

describe('a standalone sheet exported as CSV and imported', () => {
  it('stores the scores as judged by the sheet’s judge, not by the secretary who imported it', async () => {
    const r = rider();
    const csv = sheetToCsv({
      format: 'trialhub-score-sheet',
      version: 1,
      title: 'Paper',
      judge: 'Pēteris "Papīrs", Jr.',
      sections: 6,
      laps: 2,
      entries: [{ racingNumber: r.racingNumber!, section: 2, lap: 2, points: 3, at: '2026-11-23T11:00:00.000Z' }],
    });
    const parsed = parseSheet(csv);
    if (!parsed.ok) throw new Error('sheet not read back');
    const res = await call('secretary', 'POST', `/api/stages/${STAGE}/judging/import`, {
      judge: parsed.judge,
      entries: parsed.entries,
      commit: true,
    });
    expect(res.status).toBe(200);
    const whole = (await (await server.fetch(`/api/stages/${STAGE}/results/${r.id}`)).json()) as StageResult;
    const section = whole.sections.find((s) => s.lap === 2)!;
    expect(section).toMatchObject({ judge: 'Pēteris "Papīrs", Jr.', points: 3 });
    expect(section.events.map((e) => e.by)).toEqual(['Pēteris "Papīrs", Jr.']);
  });
});
