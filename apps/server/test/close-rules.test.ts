import { randomUUID } from 'node:crypto';
import {
  type AdminChampionship,
  type ChampionshipRules,
  DEFAULT_RULES,
  type GenerateStandingsResponse,
  type JudgingStage,
  type StageApprovalState,
  type CompactResult,
  type StageResult,
  type CompactStandingsView,
  expandStandingsView,
  dayIn,
  zonedTime,
} from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { results, sectionScores, stages } from '../src/db/schema.js';
import { type DemoRole, type TestServer, startTestServer } from './helper.js';

/**
 * The missed-section and time-penalty championship rules (issue #16, docs/decisions/019), applied when
 * the secretary approves a stage: off by default (approval refuses the unfinished rider, adds no
 * penalty, as before); on, they change the results, positions and standings as documented.
 */
let server: TestServer;
let championship: AdminChampionship;
let judging: JudgingStage;
const TODAY = 'demo-stage-3';
const year = new Date().getFullYear();
let fast: string; // finishes late: 2 points better on the sections, 3 started minutes late
let slow: string; // same class, on time
let partial: string; // same class, misses the last section
let endInstant: Date;

const json = async <T>(res: Response) => (await res.json()) as T;

async function saveRules(rules: Partial<ChampionshipRules>) {
  const { id, institutionId: _i, institutionName: _n, stages: _s, ...input } = championship;
  const res = await server.as('admin', 'PUT', `/api/admin/championships/${id}`, {
    ...input,
    rules: { ...DEFAULT_RULES, ...rules },
  });
  expect(res.status).toBe(200);
}
/** A rider's whole result, history included (decision 037). */
const resultOf = async (id: string) =>
  json<StageResult>(await server.as('secretary', 'GET', `/api/stages/${TODAY}/results/${id}`));
/** Every result of today's stage, whole: the list names them, each rider's route gives the history. */
const resultsNow = async () => {
  const list = await json<CompactResult[]>(await server.as('secretary', 'GET', `/api/stages/${TODAY}/results`));
  return Promise.all(list.map((r) => resultOf(r.participantId)));
};
const approve = () => server.as('secretary', 'POST', `/api/stages/${TODAY}/results/approve`);

/** The stage's results PDF as a reader sees its text. */
async function resultsPdfText(lang: string) {
  const res = await server.fetch(`/api/stages/${TODAY}/results.pdf?lang=${lang}`, {
    cookie: await server.loginAs('secretary'),
  });
  expect(res.status).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(await res.arrayBuffer()) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

let seq = 0;
/** The demo judge scores a rider's slots (all but the last `skip`), then the finish time is fixed. */
async function score(riderId: string, points: (slot: number) => number, finish: Date, skip = 0) {
  const rider = judging.riders.find((r) => r.id === riderId)!;
  const cls = judging.stage.classes.find((c) => c.name === rider.racingClass)!;
  const ops = [];
  for (let lap = 1; lap <= cls.laps; lap++)
    for (const section of cls.lapSections)
      ops.push({
        opId: randomUUID(),
        seq: seq++,
        kind: 'score',
        participantId: riderId,
        section,
        lap,
        at: new Date().toISOString(),
        points: points(ops.length),
      });
  const res = await server.as('judge', 'POST', `/api/judging/stages/${TODAY}/ops`, {
    deviceId: 'close-rules-test-device',
    ops: ops.slice(0, ops.length - skip),
  });
  expect(res.status).toBe(200);
  // The judge's taps are "now": the finish time is set on the data to a known wall-clock time.
  const where = and(eq(sectionScores.stageId, TODAY), eq(sectionScores.participantId, riderId));
  await server.database.db.update(sectionScores).set({ createdAt: finish }).where(where);
  await server.database.db
    .update(results)
    .set({ lastTimeRecorded: finish })
    .where(and(eq(results.stageId, TODAY), eq(results.participantId, riderId)));
}

beforeAll(async () => {
  server = await startTestServer();
  championship = await json<AdminChampionship>(
    await server.as('admin', 'GET', `/api/admin/institutions/demo/championships/baltic-cup-${year}`),
  );
  judging = await json<JudgingStage>(await server.as('judge', 'GET', `/api/judging/stages/${TODAY}`));
  // Three riders of one class; the class ends at 16:00 on the stage's day, on the venue's clock.
  const classes = [...new Set(judging.riders.map((r) => r.racingClass))];
  const className = classes.find((c) => judging.riders.filter((r) => r.racingClass === c).length >= 3)!;
  [fast, slow, partial] = judging.riders.filter((r) => r.racingClass === className).map((r) => r.id) as [
    string,
    string,
    string,
  ];
  const [stage] = await server.database.db.select().from(stages).where(eq(stages.id, TODAY));
  endInstant = zonedTime(stage!.timeZone, dayIn(stage!.timeZone, stage!.competitionStartDate), '16:00');
  await server.database.db
    .update(stages)
    .set({
      showEndTimeDiff: true,
      classes: stage!.classes.map((c) => (c.name === className ? { ...c, startTime: '09:00', endTime: '16:00' } : c)),
    })
    .where(eq(stages.id, TODAY));
  judging = await json<JudgingStage>(await server.as('judge', 'GET', `/api/judging/stages/${TODAY}`));
  const at = (ms: number) => new Date(endInstant.getTime() + ms);
  // The fast rider cleans the first two slots: 2 points better than the slow one. 16:02:10 is three
  // started minutes late.
  await score(fast, (slot) => (slot < 2 ? 0 : 1), at(2 * 60_000 + 10_000));
  await score(slow, () => 1, at(-10 * 60_000));
  await score(partial, () => 1, at(-20 * 60_000), 1);
  // The secretary deletes one more of her scores: a deleted score is a missed section too.
  const cls = judging.stage.classes.find((c) => c.name === className)!;
  expect(
    (
      await server.as(
        'secretary',
        'DELETE',
        `/api/stages/${TODAY}/results/${partial}/sections/${cls.lapSections.at(-2)}/laps/${cls.laps}`,
      )
    ).status,
  ).toBe(200);
  // Everyone else entered did not start.
  const state = await json<StageApprovalState>(await server.as('secretary', 'GET', `/api/stages/${TODAY}/approval`));
  for (const o of state.offenders.filter((o) => o.participantId !== partial))
    expect(
      (await server.as('secretary', 'PUT', `/api/stages/${TODAY}/results/${o.participantId}/status`, { status: 'DNS' }))
        .status,
    ).toBe(200);
});
afterAll(async () => server?.close());

describe('missed section and time penalty at approval (decision 019)', () => {
  let before: StageResult[];
  it('the defaults change nothing: the rider with a missed section blocks approval, nobody gets a late penalty', async () => {
    before = await resultsNow();
    const state = await json<StageApprovalState>(await server.as('secretary', 'GET', `/api/stages/${TODAY}/approval`));
    expect(state.offenders.map((o) => o.participantId)).toEqual([partial]);
    const res = await approve();
    expect(res.status).toBe(409);
    const body = await json<{ error: { code: string; offenders: { participantId: string }[] } }>(res);
    expect(body.error.code).toBe('standingsNotAllFinished');
    expect(body.error.offenders.map((o) => o.participantId)).toEqual([partial]);
    expect(await resultsNow()).toEqual(before);
    expect(await resultsPdfText('en')).not.toMatch(/Late finish|did not ride/);
  });

  it('the time penalty alone does not finish anyone: approval still refuses and writes nothing', async () => {
    await saveRules({ latePenaltyPerMinute: 2 });
    expect((await approve()).status).toBe(409);
    expect(await resultsNow()).toEqual(before);
  });

  it('applied by the secretary: approval waits, the secretary counts one rider at a time, the undecided one still blocks', async () => {
    await saveRules({ missedSectionPoints: 10, missedSectionBy: 'secretary' });
    // A rider of another class, who rode all but two sections (set DNS in the set-up: cleared first).
    const className = judging.riders.find((r) => r.id === partial)!.racingClass;
    const other = judging.riders.find((r) => r.racingClass !== className && r.id !== fast)!.id;
    expect(
      (await server.as('secretary', 'PUT', `/api/stages/${TODAY}/results/${other}/status`, { status: null })).status,
    ).toBe(200);
    await score(other, () => 2, new Date(endInstant.getTime() - 30 * 60_000), 2);
    const otherBefore = await resultOf(other);
    expect(otherBefore.isFinished).toBe(false);

    let state = await json<StageApprovalState>(await server.as('secretary', 'GET', `/api/stages/${TODAY}/approval`));
    expect(state.missedSection).toEqual({ points: 10, by: 'secretary' });
    expect(state.offenders.map((o) => o.participantId).sort()).toEqual([other, partial].sort());
    const refused = await approve();
    expect(refused.status).toBe(409);
    expect((await json<{ error: { offenders: unknown[] } }>(refused)).error.offenders).toHaveLength(2);

    // Not for a finished rider, nor for one with a status.
    const fill = (id: string, role: DemoRole = 'secretary') =>
      server.as(role, 'POST', `/api/stages/${TODAY}/results/${id}/missed-sections`);
    const dns = (await resultsNow()).find((r) => r.status === 'DNS')!.participantId;
    for (const id of [slow, dns]) {
      const res = await fill(id);
      expect(res.status).toBe(409);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe('missedNotApplicable');
    }
    // An entered rider with no result row has no score: 409 as for any rider the rule does not fit (decision
    // 019), not 404; an id nobody is entered with stays a 404.
    const entered = await server.as('secretary', 'POST', `/api/stages/${TODAY}/participants`, {
      form: {
        name: 'Nav Startējis',
        racingNumber: 777,
        racingClass: judging.riders.find((r) => r.id === partial)!.racingClass,
        birthDate: '1990.01.01',
        bike: null,
        license: null,
        clubId: null,
        gender: 'male',
        team: null,
      },
      confirmClassAge: true,
    });
    expect(entered.status).toBe(201);
    const unscored = (await json<{ id: string }>(entered)).id;
    const noRow = await fill(unscored);
    expect(noRow.status).toBe(409);
    expect((await json<{ error: { code: string } }>(noRow)).error.code).toBe('missedNotApplicable');
    expect((await fill('nobody-entered')).status).toBe(404);
    expect((await server.as('secretary', 'DELETE', `/api/stages/${TODAY}/participants/${unscored}`)).status).toBe(204);
    expect((await fill(other, 'judge')).status).toBe(403);
    expect(await resultOf(other)).toEqual(otherBefore);

    const res = await fill(other);
    expect(res.status).toBe(200);
    const filled = await json<StageResult>(res);
    expect(filled.isFinished).toBe(true);
    expect(filled.total).toBe(otherBefore.total! + 20);
    const missed = filled.sections.filter((x) => x.events.some((e) => e.name === 'MissedSection'));
    expect(missed.map((x) => x.points)).toEqual([10, 10]);
    const me = await json<{ displayName: string | null; email: string }>(
      await server.as('secretary', 'GET', '/api/me'),
    );
    expect(missed[0]!.events.at(-1)).toMatchObject({ source: 'secretary', by: me.displayName || me.email });
    // Counted once: a second call finds nothing to fill.
    expect((await fill(other)).status).toBe(409);

    state = await json<StageApprovalState>(await server.as('secretary', 'GET', `/api/stages/${TODAY}/approval`));
    expect(state.offenders.map((o) => o.participantId)).toEqual([partial]);
    // The rule left to the secretary is not applied by the approval: the undecided rider still blocks.
    expect((await approve()).status).toBe(409);
    expect((await resultOf(partial)).isFinished).toBe(false);
  });

  it('left to the close of the stage, the secretary may not apply it', async () => {
    await saveRules({ missedSectionPoints: 10 });
    const res = await server.as('secretary', 'POST', `/api/stages/${TODAY}/results/${partial}/missed-sections`);
    expect(res.status).toBe(409);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe('missedNotBySecretary');
  });

  it('with both on, approval fills the missed section, adds the late penalty, and ranks by the new totals', async () => {
    await saveRules({ latePenaltyPerMinute: 2, missedSectionPoints: 10 });
    const state = await json<StageApprovalState>(await server.as('secretary', 'GET', `/api/stages/${TODAY}/approval`));
    expect(state.offenders).toEqual([]);
    const old = Object.fromEntries(before.map((r) => [r.participantId, r]));
    // Before: the fast rider wins the class on points.
    expect(old[fast]!.total! + 2).toBe(old[slow]!.total);
    expect((await approve()).status).toBe(200);

    const f = await resultOf(fast);
    expect(f.penalty.events).toEqual([
      expect.objectContaining({ id: 'late-finish', points: 6, reason: 'Late finish: 3 min' }),
    ]);
    expect(f.total).toBe(old[fast]!.total! + 6);
    const s = await resultOf(slow);
    expect([s.total, s.penalty.events]).toEqual([old[slow]!.total, []]);
    // 2 points better on the sections, 6 points of penalty: the on-time rider now wins.
    expect([s.position, f.position]).toEqual([1, 2]);

    const p = await resultOf(partial);
    expect(p.isFinished).toBe(true);
    expect(p.total).toBe(old[partial]!.total! + 20);
    const filled = p.sections.filter((x) => x.events.some((e) => e.name === 'MissedSection'));
    expect(filled.map((x) => [x.points, x.deleted])).toEqual([
      [10, false],
      [10, false],
    ]);
    // The slot whose score was deleted keeps its history: the deletion, then the missed section.
    expect(
      filled.some((x) => x.events.map((e) => e.name).join() === 'JudgeSetPoints,SecretaryDelete,MissedSection'),
    ).toBe(true);
    // The finish time stays the rider's last real score: the filled row is not a late tap.
    expect(p.lastTimeRecorded).toBe(old[partial]!.lastTimeRecorded);
    expect(p.penalty.events).toEqual([]);
    // The official results PDF prints both rules in its summary.
    const lv = await resultsPdfText('lv');
    expect(lv).toContain('tiek skaitīta ar 10 punktiem');
    expect(lv).toContain('Kavēts finišs: 2 soda punkti');
  });

  it('rules back to the defaults: a new approval takes the late penalty back (missed sections stay written)', async () => {
    await saveRules({});
    expect((await approve()).status).toBe(200);
    const f = await resultOf(fast);
    expect([f.total, f.penalty.events, f.position]).toEqual([
      before.find((r) => r.participantId === fast)!.total,
      [],
      1,
    ]);
  });

  it('approved again with the rules on, the standings take the approved positions', async () => {
    await saveRules({ latePenaltyPerMinute: 2, missedSectionPoints: 10 });
    expect((await approve()).status).toBe(200);
    expect((await resultOf(fast)).penalty.events).toHaveLength(1);
    const res = await server.as('secretary', 'POST', `/api/stages/${TODAY}/standings/generate`, {});
    expect((await json<GenerateStandingsResponse>(res)).ok).toBe(true);
    const view = expandStandingsView(
      await json<CompactStandingsView>(await server.as('secretary', 'GET', `/api/standings/demo/baltic-cup-${year}`)),
    );
    const stagePoints = (id: string) =>
      view.positions.find((p) => p.participants.includes(id))?.results.find((r) => r.order === 2)?.points;
    expect(stagePoints(slow)).toBe(20);
    expect(stagePoints(fast)).toBe(17);
  });

  it('bad values are refused with a translated 400, changing nothing', async () => {
    for (const rules of [{ missedSectionPoints: 0 }, { latePenaltyPerMinute: 51 }, { missedSectionPoints: '10' }]) {
      const { id, institutionId: _i, institutionName: _n, stages: _s, ...input } = championship;
      const res = await server.as('admin', 'PUT', `/api/admin/championships/${id}`, {
        ...input,
        rules: { ...DEFAULT_RULES, ...rules },
      });
      expect(res.status).toBe(400);
      const body = await json<{ error: { code: string; fields?: Record<string, string>; message?: string } }>(res);
      expect(JSON.stringify(body)).toMatch(/validation\.rules(MissedSection|LatePenalty)/);
    }
  });
});
