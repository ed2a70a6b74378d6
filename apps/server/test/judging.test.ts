import { randomUUID } from 'node:crypto';
import {
  type ImportSheetResponse,
  type JudgeBatchResponse,
  type JudgingStage,
  type ResultScoredEvent,
  type ResultsEvent,
  type SectionProgress,
  type StageJudge,
  type StageResult,
  type CompactResult,
  applyResultScored,
  compactResult,
} from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, participants, results, stageCommands, sectionScores, users } from '../src/db/schema.js';
import { type DemoRole, type TestServer, startTestServer } from './helper.js';
import { checkedAnswers } from './openapi-checked.js';
import { openLive } from './live-client.js';

let server: TestServer;
let judging: JudgingStage;
beforeAll(async () => {
  // Every described answer is checked against the OpenAPI document too (issue #41).
  server = await checkedAnswers(await startTestServer());
  judging = (await (await server.as('judge', 'GET', `/api/judging/stages/${TODAY}`)).json()) as JudgingStage;
});
afterAll(async () => server?.close());

const TODAY = 'demo-stage-3'; // classic; the demo judge judges it
const OPEN_FREE = 'demo-stage-4'; // open-free; the demo judge judges section 1
const APPROVED = 'demo-stage-1';
const DEVICE = 'device-0001';

let seq = 0;
function op(patch: Record<string, unknown>) {
  return { opId: randomUUID(), seq: seq++, kind: 'score', section: 1, lap: 1, at: new Date().toISOString(), ...patch };
}

async function send(ops: unknown[], stageId = TODAY, role: DemoRole = 'judge') {
  const response = await server.as(role, 'POST', `/api/judging/stages/${stageId}/ops`, { deviceId: DEVICE, ops });
  return { status: response.status, body: (await response.json()) as JudgeBatchResponse };
}

/** A rider of the given class who has nothing scored yet in this file. */
const used = new Set<string>();
function rider(...classes: string[]) {
  const wanted = classes.length ? classes : ['Expert', 'Clubman'];
  const found = judging.riders.find((r) => wanted.includes(r.racingClass) && !used.has(r.id));
  if (!found) throw new Error(`no free ${wanted.join('/')} rider`);
  used.add(found.id);
  return found;
}

/**
 * A new Expert rider entered in today's stage for one test (the demo's riders run out); `removeRider`
 * takes them out again with their result, so the other tests' counts stay.
 */
let entered = 0;
async function removeRider(id: string) {
  const { db } = server.database;
  await db.delete(sectionScores).where(and(eq(sectionScores.stageId, TODAY), eq(sectionScores.participantId, id)));
  await db.delete(results).where(and(eq(results.stageId, TODAY), eq(results.participantId, id)));
  await db.delete(participants).where(and(eq(participants.stageId, TODAY), eq(participants.id, id)));
}
async function newRider() {
  const id = `judging-test-rider-${++entered}`;
  await server.database.db.insert(participants).values({
    stageId: TODAY,
    id,
    name: `Test Rider ${entered}`,
    status: 'Confirmed',
    racingNumber: 900 + entered,
    racingClass: 'Expert',
    birthDate: '1990.01.01',
  });
  return { id };
}

/** A rider's whole result with each section's history (decision 037); undefined: none. */
async function resultOf(participantId: string, stageId = TODAY): Promise<StageResult | undefined> {
  const res = await server.as(null, 'GET', `/api/stages/${stageId}/results/${participantId}`);
  return res.status === 404 ? undefined : ((await res.json()) as StageResult);
}

/** A rider's entry in the stage's (compact) results list, as a spectator's page reads it. */
async function listedResultOf(participantId: string, stageId = TODAY): Promise<CompactResult | undefined> {
  const res = await server.as(null, 'GET', `/api/stages/${stageId}/results`);
  return ((await res.json()) as CompactResult[]).find((r) => r.participantId === participantId);
}

describe('the judge app’s stage data', () => {
  it('gives a judge the stage, riders and classes; others are refused', async () => {
    expect(judging.stage).toMatchObject({ id: TODAY, competitionType: 'classic', resultsLocked: false });
    expect(judging.riders).toHaveLength(20);
    expect(judging.judge).toMatchObject({ name: 'Jānis Tiesnesis', section: null });
    expect((await server.as('rider', 'GET', `/api/judging/stages/${TODAY}`)).status).toBe(403);
    expect((await server.as(null, 'GET', `/api/judging/stages/${TODAY}`)).status).toBe(401);
    expect((await server.as('judge', 'GET', `/api/judging/stages/nope`)).status).toBe(404);
  });

  it('tells a user which stages they judge', async () => {
    expect(await (await server.as('judge', 'GET', '/api/me/judge-stages')).json()).toEqual(
      expect.arrayContaining([TODAY, OPEN_FREE]),
    );
    expect(await (await server.as('rider', 'GET', '/api/me/judge-stages')).json()).toEqual([]);
  });
});

describe('scoring a classic stage', () => {
  it('records a score with who gave it and when, and updates the result', async () => {
    const r = rider();
    const at = '2026-11-23T10:15:00.000Z';
    const { status, body } = await send([op({ participantId: r.id, section: 2, points: 3, at })]);
    expect(status).toBe(200);
    expect(body.outcomes).toEqual([expect.objectContaining({ outcome: 'applied' })]);
    const result = await resultOf(r.id);
    expect(result).toMatchObject({ total: 3, isFinished: false, lastTimeRecorded: at });
    expect(result!.statistics['3']).toBe(1);
    expect(result!.sections).toEqual([
      expect.objectContaining({
        section: 2,
        lap: 1,
        points: 3,
        judge: 'Jānis Tiesnesis',
        events: [
          { name: 'JudgeSetPoints', timestamp: at, time: null, points: 3, by: 'Jānis Tiesnesis', source: 'judge' },
        ],
      }),
    ]);
  });

  it.each([
    ['a 4 on a classic stage', (id: string) => op({ participantId: id, points: 4 }), 'invalidPoints'],
    ['a score without points', (id: string) => op({ participantId: id }), 'invalidPoints'],
    ['an unknown rider', () => op({ participantId: 'ext-nobody', points: 1 }), 'unknownRider'],
    [
      'a section the class does not ride',
      (id: string) => op({ participantId: id, section: 7, points: 1 }),
      'sectionNotRidden',
    ],
    ['a lap beyond the class’s laps', (id: string) => op({ participantId: id, lap: 3, points: 1 }), 'lapOutOfRange'],
  ])('rejects %s and stores nothing', async (_name, make, reason) => {
    const r = rider('Hobby'); // 2 laps of sections 1–6
    const { body } = await send([make(r.id)]);
    expect(body.outcomes[0]).toMatchObject({ outcome: 'rejected', reason });
    expect(await resultOf(r.id)).toBeUndefined();
  });

  it('applies a batch sent three times and out of order exactly once', async () => {
    const r = rider();
    const batch = [1, 2, 3, 4].map((section) => op({ participantId: r.id, section, points: section === 4 ? 5 : 1 }));
    const first = await send(batch);
    expect(first.body.outcomes.map((o) => o.outcome)).toEqual(['applied', 'applied', 'applied', 'applied']);
    const again = await send(batch);
    const reversed = await send([...batch].reverse());
    expect(again.body.outcomes.every((o) => o.replayed && o.outcome === 'applied')).toBe(true);
    expect(reversed.body.outcomes.map((o) => o.opId)).toEqual([...batch].reverse().map((o) => o.opId));
    const result = await resultOf(r.id);
    expect(result!.total).toBe(8);
    expect(result!.sections.every((s) => s.events.length === 1)).toBe(true);
    const recorded = await server.database.db.select().from(stageCommands).where(eq(stageCommands.origin, DEVICE));
    expect(recorded.filter((o) => batch.some((b) => b.opId === o.commandId))).toHaveLength(4);
  });

  it('applies a batch sent twice at the same time exactly once, with one answer per operation', async () => {
    const r = await newRider();
    const batch = [1, 2, 3].map((section) => op({ participantId: r.id, section, points: 2 }));
    const [a, b] = await Promise.all([send(batch), send(batch)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    for (const { body } of [a, b])
      expect(body.outcomes.map((o) => o.outcome)).toEqual(['applied', 'applied', 'applied']);
    // One of the two applied them, the other found them recorded.
    expect([a, b].filter(({ body }) => body.outcomes.every((o) => o.replayed))).toHaveLength(1);
    const result = await resultOf(r.id);
    expect(result!.total).toBe(6);
    expect(result!.sections.map((s) => s.events.length)).toEqual([1, 1, 1]);
    await removeRider(r.id);
  });

  it('answers each operation of a mixed batch on its own: a bad one changes nothing, later taps on one slot win', async () => {
    const r = await newRider();
    const ops = [
      op({ participantId: r.id, section: 1, points: 3 }),
      op({ participantId: r.id, section: 2, points: 7 }),
      op({ participantId: 'nobody', section: 1, points: 1 }),
      op({ participantId: r.id, section: 1, points: 1 }),
    ];
    const { body } = await send(ops);
    expect(body.outcomes.map((o) => (o.outcome === 'rejected' ? o.reason : o.outcome))).toEqual([
      'applied',
      'invalidPoints',
      'unknownRider',
      'applied',
    ]);
    const result = await resultOf(r.id);
    expect(result!.total).toBe(1);
    expect(result!.sections).toHaveLength(1);
    expect(result!.sections[0]!.events.map((e) => [e.name, e.points])).toEqual([
      ['JudgeSetPoints', 3],
      ['EditedTo', 1],
    ]);
    const recorded = await server.database.db.select().from(stageCommands).where(eq(stageCommands.origin, DEVICE));
    expect(recorded.filter((o) => ops.some((x) => x.opId === o.commandId))).toHaveLength(4);
    await removeRider(r.id);
  });

  it('answers a replayed rejection with the same rejection', async () => {
    const r = rider();
    const bad = op({ participantId: r.id, points: 7 });
    await send([bad]);
    const { body } = await send([bad]);
    expect(body.outcomes[0]).toMatchObject({ outcome: 'rejected', reason: 'invalidPoints', replayed: true });
  });

  it('finishes a rider when every section of every lap is scored', async () => {
    const r = rider('Youth');
    expect(judging.stage.classes.find((c) => c.name === 'Youth')).toMatchObject({ laps: 2, lapSections: [1, 2, 3, 4] });
    const ops = [1, 2].flatMap((lap) =>
      [1, 2, 3, 4].map((section) => op({ participantId: r.id, section, lap, points: 0 })),
    );
    await send(ops.slice(0, -1));
    expect((await resultOf(r.id))!.isFinished).toBe(false);
    await send(ops.slice(-1));
    expect(await resultOf(r.id)).toMatchObject({ isFinished: true, total: 0 });
  });

  it('keeps both judges’ scores of one slot and counts the later one, visibly as a conflict', async () => {
    const r = rider();
    await server.database.db.update(users).set({ isJudge: true }).where(eq(users.email, 'secretary@trialhub.demo'));
    const secretaryId = (await server.database.db.query.users.findFirst({
      where: eq(users.email, 'secretary@trialhub.demo'),
    }))!.id;
    expect(
      (await server.as('secretary', 'PUT', `/api/stages/${TODAY}/judges/${secretaryId}`, { section: 5 })).status,
    ).toBe(200);

    await send([op({ participantId: r.id, section: 5, points: 2, at: '2026-11-23T11:00:00.000Z' })]);
    await send(
      [op({ participantId: r.id, section: 5, points: 5, at: '2026-11-23T11:00:30.000Z' })],
      TODAY,
      'secretary',
    );
    // A late-arriving but earlier tap does not override the later one.
    await send([op({ participantId: r.id, section: 5, points: 1, at: '2026-11-23T10:59:00.000Z' })]);
    const section = (await resultOf(r.id))!.sections[0]!;
    expect(section).toMatchObject({ points: 5, conflict: true, judge: 'Sandra Sekretāre' });
    expect(section.events.map((e) => e.points)).toEqual([2, 5, 1]);
  });

  it('lets a judge take back their own score, not someone else’s', async () => {
    const r = rider();
    const at = new Date(Date.now() - 60_000).toISOString();
    // Section 5: the secretary judges it (given in the test before).
    await send([op({ participantId: r.id, section: 5, points: 3, at })]);
    const other = await send([op({ kind: 'clear', participantId: r.id, section: 5 })], TODAY, 'secretary');
    expect(other.body.outcomes[0]).toMatchObject({ outcome: 'rejected', reason: 'nothingToClear' });
    const own = await send([op({ kind: 'clear', participantId: r.id, section: 5 })]);
    expect(own.body.outcomes[0]).toMatchObject({ outcome: 'applied' });
    const result = await resultOf(r.id);
    expect(result!.total).toBeNull();
    expect(result!.sections[0]!.events.map((e) => e.name)).toEqual(['JudgeSetPoints', 'JudgeUndo']);
  });

  it('corrects a score with an EditedTo event, keeping the history', async () => {
    const r = rider();
    await send([op({ participantId: r.id, points: 3, at: '2026-11-23T12:00:00.000Z' })]);
    await send([op({ participantId: r.id, points: 1, at: '2026-11-23T12:00:05.000Z' })]);
    const section = (await resultOf(r.id))!.sections[0]!;
    expect(section.points).toBe(1);
    expect(section.events.map((e) => [e.name, e.points])).toEqual([
      ['JudgeSetPoints', 3],
      ['EditedTo', 1],
    ]);
  });

  it('pushes every applied score on the stage’s results topic: the first whole, then the changed section', async () => {
    const r = rider();
    const live = await openLive(server.url, `stage:${TODAY}:results`);
    await live.next((f) => f.event === 'ready');
    const pushed = async () => ((await live.next((f) => f.event === 'message')).data as { data: ResultsEvent }).data;

    await send([op({ participantId: r.id, section: 6, points: 2 })]);
    const first = await pushed();
    expect(first).toMatchObject({ type: 'result.upserted', result: { participantId: r.id, total: 2 } });
    let seen = compactResult((first as { result: StageResult }).result);

    // A new section, a correction, a judge's undo: each goes out as one section's score and the
    // totals, and applied to a spectator's list entry it gives exactly what the list now serves.
    const steps = [
      op({ participantId: r.id, section: 5, points: 3 }),
      op({ participantId: r.id, section: 6, points: 5 }),
      op({ kind: 'clear', participantId: r.id, section: 5 }),
    ];
    for (const step of steps) {
      await send([step]);
      const event = await pushed();
      expect(event.type).toBe('result.scored');
      seen = applyResultScored(seen, event as ResultScoredEvent);
      expect(seen).toEqual(await listedResultOf(r.id));
      expect(JSON.stringify(event)).not.toMatch(/events|judge|lastTimeChangedBy/);
    }
    expect(seen.total).toBe(5);
    live.close();
  });
});

describe('who may send operations', () => {
  it('refuses visitors, riders who are not judges of the stage, and oversized batches', async () => {
    const r = rider();
    const ops = [op({ participantId: r.id, points: 1 })];
    expect((await server.as(null, 'POST', `/api/judging/stages/${TODAY}/ops`, { deviceId: DEVICE, ops })).status).toBe(
      401,
    );
    expect((await send(ops, TODAY, 'rider')).status).toBe(403);
    const tooMany = Array.from({ length: 101 }, () => op({ participantId: r.id, points: 1 }));
    expect((await send(tooMany)).status).toBe(400);
    expect(await resultOf(r.id)).toBeUndefined();
  });

  it('refuses an operation id already used on another stage', async () => {
    const r = rider();
    const first = op({ participantId: r.id, points: 1 });
    await send([first]);
    const { body } = await send([{ ...first }], OPEN_FREE);
    expect(body.outcomes[0]).toMatchObject({ outcome: 'rejected', reason: 'otherStage' });
  });

  it('refuses scores once the stage’s results are approved', async () => {
    await server.database.db.update(users).set({ isJudge: true }).where(eq(users.email, 'judge@trialhub.demo'));
    const judgeId = (await server.database.db.query.users.findFirst({ where: eq(users.email, 'judge@trialhub.demo') }))!
      .id;
    await server.as('secretary', 'PUT', `/api/stages/${APPROVED}/judges/${judgeId}`, { section: null });
    const participants = (await (await server.as(null, 'GET', `/api/stages/${APPROVED}/participants`)).json()) as {
      id: string;
    }[];
    const { body } = await send([op({ participantId: participants[0]!.id, points: 0 })], APPROVED);
    expect(body.outcomes[0]).toMatchObject({ outcome: 'rejected', reason: 'resultsLocked' });
  });
});

describe('open-free scoring', () => {
  it('computes the points from the attempt’s events with the stage’s gate values', async () => {
    const added = await server.as('secretary', 'POST', `/api/stages/${OPEN_FREE}/participants`, {
      form: {
        name: 'Open Free Rider',
        racingNumber: 501,
        racingClass: 'Expert',
        birthDate: '1995.05.05',
        bike: 'TRRS',
        license: null,
        clubId: null,
        gender: 'male',
        team: null,
      },
    });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: string };
    const stage = (await (await server.as('judge', 'GET', `/api/judging/stages/${OPEN_FREE}`)).json()) as JudgingStage;
    const gates = stage.stage.openFree!.gatePoints;
    const t0 = Date.parse('2026-12-14T10:00:00.000Z');
    const event = (name: string, time: number) => ({
      name,
      time,
      timestamp: new Date(t0 + time * 1000).toISOString(),
      points: null,
    });
    const events = [
      event('JudgeAddPointsA', 4),
      event('JudgeAddPointsC', 11),
      event('JudgeAddFault', 15),
      event('JudgeAddPointsD', 20),
      event('JudgeRemovePointsA', 22),
      event('ManualFinish', 30),
    ];
    // The client's claim of 9999 points is ignored: the server replays the events.
    const { body } = await send(
      [op({ participantId: id, points: 9999, events, at: new Date(t0 + 30_000).toISOString() })],
      OPEN_FREE,
    );
    expect(body.outcomes[0]).toMatchObject({ outcome: 'applied' });
    const result = await resultOf(id, OPEN_FREE);
    expect(result!.total).toBe(gates.C + gates.D);
    expect(result!.sections[0]!.events.map((e) => e.name)).toEqual(events.map((e) => e.name));
  });

  it('rejects an open-free score without events', async () => {
    const { body } = await send([op({ participantId: 'whoever', points: 5 })], OPEN_FREE);
    expect(body.outcomes[0]!.outcome).toBe('rejected');
  });
});

describe('judges configuration', () => {
  it('lets a secretary find self-declared judges, assign a section and remove them, with audit entries', async () => {
    const candidates = (await (await server.as('secretary', 'GET', '/api/judging/candidates?q=tiesn')).json()) as {
      userId: string;
      name: string;
    }[];
    expect(candidates.map((c) => c.name)).toEqual(['Jānis Tiesnesis']);
    const judgeId = candidates[0]!.userId;
    const set = await server.as('secretary', 'PUT', `/api/stages/${OPEN_FREE}/judges/${judgeId}`, { section: 4 });
    expect(((await set.json()) as StageJudge[]).find((j) => j.userId === judgeId)).toMatchObject({ section: 4 });
    const tooFar = await server.as('secretary', 'PUT', `/api/stages/${OPEN_FREE}/judges/${judgeId}`, { section: 40 });
    expect(tooFar.status).toBe(400);

    const riderId = (await server.database.db.query.users.findFirst({ where: eq(users.email, 'rider@trialhub.demo') }))!
      .id;
    const notJudge = await server.as('secretary', 'PUT', `/api/stages/${OPEN_FREE}/judges/${riderId}`, {
      section: null,
    });
    expect(notJudge.status).toBe(409);

    expect((await server.as('secretary', 'DELETE', `/api/stages/${OPEN_FREE}/judges/${judgeId}`)).status).toBe(204);
    const list = (await (
      await server.as('secretary', 'GET', `/api/stages/${OPEN_FREE}/judges`)
    ).json()) as StageJudge[];
    expect(list.some((j) => j.userId === judgeId)).toBe(false);
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.stageId, OPEN_FREE), eq(auditLog.event, 'remove_judge')));
    expect(audit).toHaveLength(1);
    // Restore, for the other tests.
    await server.as('secretary', 'PUT', `/api/stages/${OPEN_FREE}/judges/${judgeId}`, { section: 1 });
  });

  it('shows each judge’s last sync time', async () => {
    const list = (await (await server.as('secretary', 'GET', `/api/stages/${TODAY}/judges`)).json()) as StageJudge[];
    expect(list.find((j) => j.name === 'Jānis Tiesnesis')!.lastSyncAt).not.toBeNull();
  });

  it.each([
    ['rider', 403],
    ['judge', 403],
    [null, 401],
  ] as const)('refuses %s on every secretary route', async (role, status) => {
    expect((await server.as(role, 'GET', `/api/stages/${TODAY}/judges`)).status).toBe(status);
    expect((await server.as(role, 'GET', '/api/judging/candidates?q=a')).status).toBe(status);
    expect((await server.as(role, 'PUT', `/api/stages/${TODAY}/judges/x`, { section: null })).status).toBe(status);
    expect((await server.as(role, 'DELETE', `/api/stages/${TODAY}/judges/x`)).status).toBe(status);
  });
});

it('keeps one section row per rider, section and lap whatever happens', async () => {
  const rows = await server.database.db.select().from(sectionScores).where(eq(sectionScores.stageId, TODAY));
  const keys = rows.map((r) => `${r.participantId}/${r.section}/${r.lap}`);
  expect(new Set(keys).size).toBe(keys.length);
});

describe('race control', () => {
  const progress = async () => {
    const res = await server.as('secretary', 'GET', `/api/stages/${TODAY}/judging/progress`);
    expect(res.status).toBe(200);
    return (await res.json()) as SectionProgress[];
  };
  const cell = (rows: SectionProgress[], section: number, lap = 1) =>
    rows.find((r) => r.section === section)!.laps.find((l) => l.lap === lap)!;

  it('is for secretaries only', async () => {
    expect((await server.as(null, 'GET', `/api/stages/${TODAY}/judging/progress`)).status).toBe(401);
    expect((await server.as('rider', 'GET', `/api/stages/${TODAY}/judging/progress`)).status).toBe(403);
    expect((await server.as('judge', 'GET', `/api/stages/${TODAY}/judging/progress`)).status).toBe(403);
    expect((await server.as('secretary', 'GET', `/api/stages/nope/judging/progress`)).status).toBe(404);
  });

  it('counts each score where it was given and names a rider who skipped a section', async () => {
    const r = rider('Hobby', 'Youth');
    const before = await progress();
    // Every rider of the demo's classes rides sections 1–4 on lap 1.
    expect(cell(before, 1).expected).toBe(20);
    await send([
      op({ participantId: r.id, section: 2, points: 1 }),
      op({ participantId: r.id, section: 4, points: 0 }),
    ]);
    const after = await progress();
    expect(cell(after, 2).scored).toBe(cell(before, 2).scored + 1);
    expect(cell(after, 4).scored).toBe(cell(before, 4).scored + 1);
    expect(cell(after, 3).possiblyMissed.map((m) => m.id)).toContain(r.id);
    expect(cell(after, 1).possiblyMissed.map((m) => m.id)).toContain(r.id);
    expect(cell(after, 2).possiblyMissed.map((m) => m.id)).not.toContain(r.id);
  });
});

describe('importing a standalone judge’s score sheet', () => {
  const at = (minute: number) => `2026-11-23T11:${String(minute).padStart(2, '0')}:00.000Z`;
  const importSheet = (role: DemoRole | null, body: unknown, stageId = TODAY) =>
    server.as(role, 'POST', `/api/stages/${stageId}/judging/import`, body);

  it('previews every row with its status and writes nothing, then commits new and differing rows once', async () => {
    const [a, b] = [rider(), rider()];
    await send([op({ participantId: b.id, section: 1, lap: 1, points: 2, at: at(0) })]);
    await send([op({ participantId: b.id, section: 2, lap: 1, points: 1, at: at(0) })]);
    const hobby = rider('Hobby', 'Youth'); // 2 laps, at most 6 sections
    const entries = [
      { racingNumber: a.racingNumber, section: 1, lap: 1, points: 3, at: at(5) }, // new
      { racingNumber: b.racingNumber, section: 1, lap: 1, points: 2, at: at(5) }, // same points
      { racingNumber: b.racingNumber, section: 2, lap: 1, points: 5, at: at(6) }, // differs, later → wins
      { racingNumber: 9999, section: 1, lap: 1, points: 0, at: at(5) },
      { racingNumber: hobby.racingNumber, section: 7, lap: 1, points: 0, at: at(5) },
      { racingNumber: hobby.racingNumber, section: 1, lap: 3, points: 0, at: at(5) },
    ];
    const preview = await importSheet('secretary', { judge: 'Paper Pēteris', entries, commit: false });
    expect(preview.status).toBe(200);
    const previewed = (await preview.json()) as ImportSheetResponse;
    expect(previewed.rows.map((r) => [r.status, r.existing])).toEqual([
      ['new', null],
      ['same', 2],
      ['conflict', 1],
      ['unknownRider', null],
      ['sectionNotRidden', null],
      ['lapOutOfRange', null],
    ]);
    expect(previewed.rows[0]!.riderName).toBe(a.name);
    expect(previewed).toMatchObject({ committed: false, applied: 0 });
    expect(await resultOf(a.id)).toBeUndefined();

    const committed = (await (
      await importSheet('secretary', { judge: 'Paper Pēteris', entries, commit: true })
    ).json()) as ImportSheetResponse;
    expect(committed).toMatchObject({ committed: true, applied: 2 });
    expect(await resultOf(a.id)).toMatchObject({ total: 3 });
    const bResult = await resultOf(b.id);
    expect(bResult).toMatchObject({ total: 7 });
    const s2 = bResult!.sections.find((s) => s.section === 2)!;
    expect(s2.events.map((e) => [e.name, e.points, e.by])).toEqual([
      ['JudgeSetPoints', 1, 'Jānis Tiesnesis'],
      ['EditedTo', 5, 'Paper Pēteris'],
    ]);
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.stageId, TODAY), eq(auditLog.event, 'import_scores')));
    expect(audit).toEqual([expect.objectContaining({ data: { judge: 'Paper Pēteris', rows: 6, applied: 2 } })]);

    // The same file twice: every row is already there, nothing is written again.
    const again = (await (
      await importSheet('secretary', { judge: 'Paper Pēteris', entries: entries.slice(0, 3), commit: true })
    ).json()) as ImportSheetResponse;
    expect(again.rows.map((r) => r.status)).toEqual(['same', 'same', 'same']);
    expect(again.applied).toBe(0);
    expect((await resultOf(b.id))!.sections.find((s) => s.section === 2)!.events).toHaveLength(2);
  });

  it('is for secretaries only, refuses bad sheets and open-free stages, and shows approved stages as locked', async () => {
    const r = rider('Hobby', 'Youth');
    const entries = [{ racingNumber: r.racingNumber, section: 1, lap: 1, points: 1, at: at(9) }];
    expect((await importSheet(null, { judge: '', entries, commit: true })).status).toBe(401);
    expect((await importSheet('judge', { judge: '', entries, commit: true })).status).toBe(403);
    const bad = await importSheet('secretary', { judge: '', entries: [{ ...entries[0], points: 4 }], commit: true });
    expect(bad.status).toBe(400);
    const openFree = await importSheet('secretary', { judge: '', entries, commit: true }, OPEN_FREE);
    expect(openFree.status).toBe(400);
    expect(await openFree.json()).toMatchObject({ error: { fields: { file: 'judges.import.classicOnly' } } });
    expect(await resultOf(r.id)).toBeUndefined();

    const approvedRiders = (await (await server.as(null, 'GET', `/api/stages/${APPROVED}/participants`)).json()) as {
      racingNumber: number;
    }[];
    const locked = (await (
      await importSheet(
        'secretary',
        { judge: '', entries: [{ ...entries[0], racingNumber: approvedRiders[0]!.racingNumber }], commit: true },
        APPROVED,
      )
    ).json()) as ImportSheetResponse;
    expect(locked.rows[0]!.status).toBe('resultsLocked');
    expect(locked.applied).toBe(0);
  });
});
