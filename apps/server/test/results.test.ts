import { type CompactResult, type StageResult, compactResult, stageResultSchema } from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { type DemoRole, type TestServer, startTestServer } from './helper.js';
import { checkedAnswers } from './openapi-checked.js';
import { openLive } from './live-client.js';

let server: TestServer;
let riders: { id: string; racingClass: string }[];
beforeAll(async () => {
  // Every described answer is checked against the OpenAPI document too (issue #41).
  server = await checkedAnswers(await startTestServer());
  riders = (await (await server.as(null, 'GET', `/api/stages/${TODAY}/participants`)).json()) as typeof riders;
});
afterAll(async () => server?.close());

const TODAY = 'demo-stage-3'; // classic, race day, judged by the demo judge
const APPROVED = 'demo-stage-1';

/** The demo judge scores through the judge app's API, as a judge would. */
const score = (participantId: string, scores: [section: number, lap: number, points: number][]) =>
  server.judgeScores(TODAY, participantId, scores);

const used = new Set<string>();
/** A rider (of a class, e.g. Youth: 2 laps × sections 1–4) nobody in this file has touched yet. */
function rider(cls?: string) {
  const found = riders.find((r) => (cls ? r.racingClass === cls : r.racingClass !== 'Youth') && !used.has(r.id));
  if (!found) throw new Error(`no free ${cls} rider`);
  used.add(found.id);
  return found.id;
}

/** A rider's whole result, history included, as a visitor reads it (undefined: none). */
async function resultOf(participantId: string, stageId = TODAY): Promise<StageResult | undefined> {
  const res = await server.as(null, 'GET', `/api/stages/${stageId}/results/${participantId}`);
  if (res.status === 404) return undefined;
  expect(res.status).toBe(200);
  return (await res.json()) as StageResult;
}

const listOf = async (stageId: string, role: DemoRole | null = null) =>
  (await (await server.as(role, 'GET', `/api/stages/${stageId}/results`)).json()) as CompactResult[];

async function auditOf(event: string, participantId: string) {
  const rows = await server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.stageId, TODAY), eq(auditLog.event, event)));
  return rows.filter((r) => r.data.participantId === participantId);
}

const base = (id: string, stageId = TODAY) => `/api/stages/${stageId}/results/${id}`;
const FULL_YOUTH: [number, number, number][] = [1, 2].flatMap((lap) =>
  [1, 2, 3, 4].map((section) => [section, lap, section === 2 ? 1 : 0] as [number, number, number]),
);

describe('the results list and a rider’s whole result (decision 037)', () => {
  const COMPACT_KEYS = [
    'participantId',
    'participant',
    'total',
    'isFinished',
    'status',
    'startedOn',
    'lastTimeRecorded',
    'position',
    'positionPoints',
    'positionAbsolutePoints',
    'penalty',
    'statistics',
    'sections',
  ].sort();

  it('lists each result with its scores and no one’s history: no events, judges, times of taps or who changed what', async () => {
    const id = rider();
    await score(id, [
      [1, 1, 3],
      [2, 1, 0],
    ]);
    await server.as('secretary', 'POST', `${base(id)}/penalties`, { points: '2', reason: 'help' });
    for (const role of [null, 'secretary'] as const) {
      const list = await listOf(TODAY, role);
      expect(list.length).toBeGreaterThan(0);
      for (const r of list) {
        expect(Object.keys(r).sort()).toEqual(COMPACT_KEYS);
        expect(Object.keys(r.penalty)).toEqual(['totalPoints']);
        for (const s of r.sections) expect(Object.keys(s).sort()).toEqual(['deleted', 'lap', 'points', 'section']);
      }
      expect(JSON.stringify(list)).not.toMatch(/"(events|judge|createdOn|conflict|lastTimeChangedBy|userDisplayName)"/);
      expect(JSON.stringify(list)).not.toContain('Jānis Tiesnesis');
      const mine = list.find((r) => r.participantId === id)!;
      expect(mine.sections).toEqual([
        { section: 1, lap: 1, points: 3, deleted: false },
        { section: 2, lap: 1, points: 0, deleted: false },
      ]);
      expect(mine.penalty).toEqual({ totalPoints: 2 });
    }
  });

  it('gives a rider’s whole result on its own route: every section’s history and the penalty entries', async () => {
    const id = rider();
    await score(id, [[1, 1, 5]]);
    await score(id, [[1, 1, 2]]);
    await server.as('secretary', 'POST', `${base(id)}/penalties`, { points: '3', reason: 'outside help' });
    const whole = stageResultSchema.parse(await resultOf(id));
    expect(whole.sections[0]!.events.map((e) => [e.name, e.points, e.by])).toEqual([
      ['JudgeSetPoints', 5, 'Jānis Tiesnesis'],
      ['EditedTo', 2, 'Jānis Tiesnesis'],
    ]);
    expect(whole.sections[0]).toMatchObject({ judge: 'Jānis Tiesnesis', conflict: false, deleted: false });
    expect(whole.penalty.events).toMatchObject([{ points: 3, reason: 'outside help' }]);
    // Visitors never see an e-mail or a birth date; secretaries the rider's whole copy.
    const visitor = JSON.stringify(whole);
    expect(visitor).not.toMatch(/@|birthDate|gender/);
    const res = await server.as('secretary', 'GET', `/api/stages/${TODAY}/results/${id}`);
    const secretary = (await res.json()) as StageResult<{ birthDate: string } & StageResult['participant']>;
    expect(secretary.participant.birthDate).toMatch(/\d/);
    expect(JSON.stringify(secretary)).not.toContain('@');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('lists exactly the compact part of every rider’s whole result, for visitors and secretaries', async () => {
    for (const stageId of [TODAY, APPROVED]) {
      for (const role of [null, 'secretary'] as const) {
        const list = await listOf(stageId, role);
        for (const r of list) {
          const res = await server.as(role, 'GET', `/api/stages/${stageId}/results/${r.participantId}`);
          expect(compactResult((await res.json()) as StageResult), `${stageId} ${r.participantId}`).toEqual(r);
        }
      }
    }
  });

  it('answers a rider’s whole result with an ETag: 304 until that rider’s result changes', async () => {
    const id = rider();
    const other = rider();
    await score(id, [[1, 1, 1]]);
    const path = `/api/stages/${TODAY}/results/${id}`;
    const first = await server.as(null, 'GET', path);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=2');
    const again = () => server.fetch(path, { headers: { 'if-none-match': etag } });
    expect((await again()).status).toBe(304);
    // Another rider's score leaves this rider's result (and its ETag) as it was.
    await score(other, [[1, 1, 2]]);
    expect((await again()).status).toBe(304);
    await score(id, [[2, 1, 3]]);
    const changed = await again();
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as StageResult).sections.map((s) => s.points)).toEqual([1, 3]);
  });

  it('answers 404 for a rider without a result, an unknown stage and, to visitors, a draft stage', async () => {
    expect((await server.as(null, 'GET', `/api/stages/${TODAY}/results/ext-nobody`)).status).toBe(404);
    expect((await server.as(null, 'GET', `/api/stages/nope/results/${riders[0]!.id}`)).status).toBe(404);
    // The state route is not a rider's.
    expect((await server.as(null, 'GET', `/api/stages/${TODAY}/results/state`)).status).toBe(200);
  });
});

describe('who may correct results', () => {
  /** Every secretary action, with a valid body, so only the role decides. */
  const actions = (id: string): [string, string, unknown?][] => [
    ['PUT', `${base(id)}/status`, { status: 'DQ' }],
    ['PUT', `${base(id)}/status`, { status: null }],
    ['PUT', `${base(id)}/finish-time`, { time: '12:00:00', timezoneOffset: 0 }],
    ['DELETE', base(id)],
    ['PUT', `${base(id)}/sections/1/laps/1`, { points: '3' }],
    ['DELETE', `${base(id)}/sections/1/laps/1`],
    ['POST', `${base(id)}/penalties`, { points: '5', reason: '' }],
    ['DELETE', `${base(id)}/penalties/x`],
  ];

  it.each([
    [null, 401],
    ['rider', 403],
    ['judge', 403],
  ] as const)('refuses %s on every action and changes nothing', async (role, status) => {
    const id = rider('Youth');
    await score(id, FULL_YOUTH);
    const before = await resultOf(id);
    for (const [method, path, body] of actions(id)) {
      const res = await server.as(role, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(status);
    }
    expect(await resultOf(id)).toEqual(before);
    const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.stageId, TODAY));
    expect(audit.filter((a) => a.data.participantId === id)).toEqual([]);
  });

  it('refuses every correction once the stage’s results are approved', async () => {
    const id = (await listOf(APPROVED))[0]!.participantId;
    const approved = await resultOf(id, APPROVED);
    for (const [method, path, body] of actions(id).map(
      ([m, p, b]) => [m, p.replace(`/stages/${TODAY}/`, `/stages/${APPROVED}/`), b] as const,
    )) {
      const res = await server.as('secretary', method, path, body);
      expect(res.status, `${method} ${path}`).toBe(409);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('resultsLocked');
    }
    expect(await resultOf(id, APPROVED)).toEqual(approved);
  });

  it('answers 404 for a rider without a result and an unknown stage', async () => {
    expect((await server.as('secretary', 'PUT', `${base('ext-nobody')}/status`, { status: 'DQ' })).status).toBe(404);
    expect((await server.as('secretary', 'PUT', `${base('x', 'nope')}/status`, { status: 'DQ' })).status).toBe(404);
  });
});

describe('status', () => {
  it('sets DQ, refuses DQ again, switches to DNF, clears, refuses clearing none — with audit and live events', async () => {
    const id = rider();
    await score(id, [[1, 1, 0]]);
    const live = await openLive(server.url, `stage:${TODAY}:results`);
    await live.next((f) => f.event === 'ready');

    const dq = await server.as('secretary', 'PUT', `${base(id)}/status`, { status: 'DQ' });
    expect(dq.status).toBe(200);
    expect(await dq.json()).toMatchObject({ participantId: id, status: 'DQ' });
    const frame = await live.next((f) => f.event === 'message' && JSON.stringify(f.data).includes('"DQ"'));
    expect(frame.data).toMatchObject({
      data: { type: 'result.upserted', result: { participantId: id, status: 'DQ' } },
    });

    const again = await server.as('secretary', 'PUT', `${base(id)}/status`, { status: 'DQ' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('statusUnchanged');

    expect((await server.as('secretary', 'PUT', `${base(id)}/status`, { status: 'DNF' })).status).toBe(200);
    expect((await server.as('secretary', 'PUT', `${base(id)}/status`, { status: null })).status).toBe(200);
    expect((await resultOf(id))!.status).toBeNull();
    expect((await server.as('secretary', 'PUT', `${base(id)}/status`, { status: null })).status).toBe(409);
    expect((await server.as('secretary', 'PUT', `${base(id)}/status`, { status: 'DSQ' })).status).toBe(400);

    expect((await auditOf('set_status', id)).map((a) => a.data.status)).toEqual(['DQ', 'DNF']);
    expect(await auditOf('remove_status', id)).toHaveLength(1);
    expect(await auditOf('remove_status', id)).toEqual([
      expect.objectContaining({ userEmail: 'secretary@trialhub.demo', data: { participantId: id, previous: 'DNF' } }),
    ]);
    live.close();
  });
});

describe('finish time', () => {
  it('is refused while the rider has not finished', async () => {
    const id = rider();
    await score(id, [[1, 1, 0]]);
    const res = await server.as('secretary', 'PUT', `${base(id)}/finish-time`, { time: '12:00:00', timezoneOffset: 0 });
    expect(res.status).toBe(409);
    expect(await auditOf('change_finish_time', id)).toEqual([]);
  });

  it.each(['12:00', '24:00:00', '12:60:00', 'ab:cd:ef', '12:00:00.500', ''])(
    'refuses %j as Invalid finish time and changes nothing',
    async (time) => {
      const res = await server.as('secretary', 'PUT', `${base('ext-nobody')}/finish-time`, { time, timezoneOffset: 0 });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { fields: { time: 'results.invalidFinishTime' } } });
    },
  );

  it('sets a finished rider’s time to the second, on the same day', async () => {
    const id = rider('Youth');
    await score(id, FULL_YOUTH);
    const before = (await resultOf(id))!;
    expect(before.isFinished).toBe(true);
    const res = await server.as('secretary', 'PUT', `${base(id)}/finish-time`, {
      time: '13:45:07',
      timezoneOffset: -120,
    });
    expect(res.status).toBe(200);
    const after = (await res.json()) as StageResult;
    expect(after.lastTimeRecorded).toMatch(/T11:45:07\.000Z$/);
    // The same calendar day in the secretary's zone (UTC+2 here).
    const localDay = (iso: string) => new Date(Date.parse(iso) + 120 * 60_000).toISOString().slice(0, 10);
    expect(localDay(after.lastTimeRecorded!)).toBe(localDay(before.lastTimeRecorded!));
    expect(after.lastTimeChangedBy).toBe('Sandra Sekretāre');
    // A later correction of a section re-totals the result but keeps the finish time the secretary set.
    const edited = (await (
      await server.as('secretary', 'PUT', `${base(id)}/sections/2/laps/1`, { points: '3' })
    ).json()) as StageResult;
    expect(edited.total).toBe(before.total! + 2);
    expect(edited.lastTimeRecorded).toBe(after.lastTimeRecorded);
    expect(await auditOf('change_finish_time', id)).toEqual([
      expect.objectContaining({
        data: { participantId: id, from: before.lastTimeRecorded, to: after.lastTimeRecorded },
      }),
    ]);
  });
});

describe('section points', () => {
  it('records an EditedTo with the secretary’s name, turns a 4 into 0 on a classic stage, and re-totals', async () => {
    const id = rider();
    await score(id, [
      [1, 1, 5],
      [2, 1, 1],
    ]);
    const res = await server.as('secretary', 'PUT', `${base(id)}/sections/1/laps/1`, { points: '2' });
    expect(res.status).toBe(200);
    const edited = (await res.json()) as StageResult;
    expect(edited.total).toBe(3);
    expect(edited.statistics).toMatchObject({ '1': 1, '2': 1, '5': 0 });
    const section = edited.sections.find((s) => s.section === 1)!;
    expect(section.events.at(-1)).toMatchObject({
      name: 'EditedTo',
      points: 2,
      by: 'Sandra Sekretāre',
      source: 'secretary',
    });
    expect(section.events).toHaveLength(2);

    const four = (await (
      await server.as('secretary', 'PUT', `${base(id)}/sections/1/laps/1`, { points: 4 })
    ).json()) as StageResult;
    expect(four.sections.find((s) => s.section === 1)!.points).toBe(0);
    expect(four.total).toBe(1);
    expect((await auditOf('edit_section', id)).map((a) => [a.data.from, a.data.to])).toEqual([
      [5, 2],
      [2, 0],
    ]);
  });

  let id: string;
  beforeAll(async () => {
    id = rider();
    await score(id, [[1, 1, 3]]);
  });
  it.each([['-1'], ['1.5'], ['abc'], [''], ['3 ']])('refuses %j (digits only) and changes nothing', async (points) => {
    const res = await server.as('secretary', 'PUT', `${base(id)}/sections/1/laps/1`, { points });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { fields: { points: 'results.invalidPoints' } } });
    expect((await resultOf(id))!.total).toBe(3);
    expect(await auditOf('edit_section', id)).toEqual([]);
  });

  it('answers 404 for a section that was never scored', async () => {
    expect((await server.as('secretary', 'PUT', `${base(id)}/sections/2/laps/1`, { points: '1' })).status).toBe(404);
    expect((await server.as('secretary', 'PUT', `${base(id)}/sections/0/laps/1`, { points: '1' })).status).toBe(400);
  });
});

describe('deleting sections and results', () => {
  it('refuses to delete a section with a result in the next lap; deletes it once that is gone', async () => {
    const id = rider();
    await score(id, [
      [3, 1, 2],
      [3, 2, 1],
    ]);
    const blocked = await server.as('secretary', 'DELETE', `${base(id)}/sections/3/laps/1`);
    expect(blocked.status).toBe(409);
    expect(await blocked.json()).toMatchObject({
      error: { code: 'sectionHasNextLap', messageKey: 'results.error.sectionHasNextLap' },
    });
    expect((await resultOf(id))!.total).toBe(3);

    expect((await server.as('secretary', 'DELETE', `${base(id)}/sections/3/laps/2`)).status).toBe(200);
    const res = await server.as('secretary', 'DELETE', `${base(id)}/sections/3/laps/1`);
    const after = (await res.json()) as StageResult;
    expect(after.total).toBeNull();
    expect(after.sections.map((s) => s.deleted)).toEqual([true, true]);
    expect(after.sections[0]!.events.at(-1)).toMatchObject({ name: 'SecretaryDelete', by: 'Sandra Sekretāre' });
    expect(await auditOf('delete_section', id)).toHaveLength(2);
    expect((await server.as('secretary', 'DELETE', `${base(id)}/sections/3/laps/1`)).status).toBe(404);
  });

  it('deletes a result only while its total is null, and tells open pages', async () => {
    const id = rider();
    await score(id, [[4, 1, 0]]);
    const refused = await server.as('secretary', 'DELETE', base(id));
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('resultHasTotal');
    expect(await resultOf(id)).toBeDefined();

    await server.as('secretary', 'DELETE', `${base(id)}/sections/4/laps/1`);
    const live = await openLive(server.url, `stage:${TODAY}:results`);
    await live.next((f) => f.event === 'ready');
    expect((await server.as('secretary', 'DELETE', base(id))).status).toBe(204);
    expect(await resultOf(id)).toBeUndefined();
    // On PostgreSQL an earlier edit's NOTIFY may still arrive after 'ready': wait for this one.
    const removed = (f: { event: string; data: unknown }) =>
      f.event === 'message' && JSON.stringify(f.data).includes('result.removed');
    expect((await live.next(removed)).data).toMatchObject({
      data: { type: 'result.removed', participantId: id },
    });
    expect(await auditOf('remove_result', id)).toHaveLength(1);
    live.close();
  });
});

describe('penalty points', () => {
  it('adds points with a default reason, counts them in the total, and removes them', async () => {
    const id = rider();
    await score(id, [[1, 1, 2]]);
    const res = await server.as('secretary', 'POST', `${base(id)}/penalties`, { points: '5', reason: '' });
    expect(res.status).toBe(201);
    const added = (await res.json()) as StageResult;
    expect(added.total).toBe(7);
    expect(added.penalty.totalPoints).toBe(5);
    expect(added.penalty.events).toEqual([
      expect.objectContaining({ points: 5, reason: 'SecretaryPenalty', userDisplayName: 'Sandra Sekretāre' }),
    ]);
    const withReason = (await (
      await server.as('secretary', 'POST', `${base(id)}/penalties`, { points: 10, reason: '  outside help ' })
    ).json()) as StageResult;
    expect(withReason.total).toBe(17);
    expect(withReason.penalty.events[1]).toMatchObject({ points: 10, reason: 'outside help' });

    const penaltyId = added.penalty.events[0]!.id!;
    const removed = await server.as('secretary', 'DELETE', `${base(id)}/penalties/${penaltyId}`);
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as StageResult).total).toBe(12);
    expect((await server.as('secretary', 'DELETE', `${base(id)}/penalties/${penaltyId}`)).status).toBe(404);
    expect((await auditOf('new_penalty_points', id)).map((a) => (a.data.penalty as { points: number }).points)).toEqual(
      [5, 10],
    );
    expect(await auditOf('remove_penalty_points', id)).toHaveLength(1);
  });

  let id: string;
  beforeAll(async () => {
    id = rider();
    await score(id, [[1, 1, 1]]);
  });
  it.each([['0'], ['-3'], ['abc'], [''], ['2.5'], [0]])(
    'refuses %j penalty points and changes nothing',
    async (points) => {
      const res = await server.as('secretary', 'POST', `${base(id)}/penalties`, { points, reason: 'x' });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { fields: { points: 'results.invalidPenalty' } } });
      expect((await resultOf(id))!.penalty.events).toEqual([]);
      expect(await auditOf('new_penalty_points', id)).toEqual([]);
    },
  );

  it('keeps every one of many concurrent edits of one result', async () => {
    const id = rider();
    await score(id, [[2, 1, 0]]);
    await Promise.all([
      ...[1, 2, 3, 4, 5].map((points) =>
        server.as('secretary', 'POST', `${base(id)}/penalties`, { points: String(points), reason: `p${points}` }),
      ),
      server.as('secretary', 'PUT', `${base(id)}/sections/2/laps/1`, { points: '3' }),
      score(id, [[3, 1, 1]]),
    ]);
    const result = (await resultOf(id))!;
    expect(result.penalty.events.map((e) => e.points).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(result.total).toBe(15 + 3 + 1);
    expect(await auditOf('new_penalty_points', id)).toHaveLength(5);
  });
});

describe('the change log', () => {
  it('shows secretaries the stage’s corrections, newest first, without the removed result’s copy', async () => {
    const res = await server.as('secretary', 'GET', `/api/stages/${TODAY}/results-log`);
    expect(res.status).toBe(200);
    const log = (await res.json()) as { id: number; event: string; participantId: string; data: object }[];
    expect(log.length).toBeGreaterThan(10);
    expect(log.map((e) => e.id)).toEqual([...log.map((e) => e.id)].sort((a, b) => b - a));
    expect(new Set(log.map((e) => e.event))).toEqual(
      new Set([
        'set_status',
        'remove_status',
        'change_finish_time',
        'edit_section',
        'delete_section',
        'remove_result',
        'new_penalty_points',
        'remove_penalty_points',
      ]),
    );
    expect(log.find((e) => e.event === 'remove_result')!.data).toEqual({});
  });

  it.each([
    [null, 401],
    ['rider', 403],
    ['judge', 403],
  ] as const)('refuses %s', async (role, status) => {
    expect((await server.as(role, 'GET', `/api/stages/${TODAY}/results-log`)).status).toBe(status);
  });
});
