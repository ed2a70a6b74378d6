import {
  DEFAULT_PENALTY_REASON,
  LATE_FINISH_PENALTY_ID,
  type PublicStage,
  type SecretaryParticipant,
  type StageResult,
  compactResult,
  resultScoredEvent,
} from '@trialhub/domain';
import { describe, expect, it } from 'vitest';
import {
  applyResultEvent,
  applyResultsEvent,
  clockTime,
  endTimeDiffMinutes,
  isAutoDnf,
  isEntryOnly,
  penaltyReason,
  rankAll,
  rankByClass,
  withUnscoredEntries,
} from './results-model';

const stage = {
  id: 's1',
  competitionType: 'classic',
  manualDnf: false,
  competitionStartDate: '2026-11-23T07:00:00.000Z',
  competitionEndDate: '2026-11-23T16:00:00.000Z',
  classes: [
    {
      name: 'B',
      color: '#00f',
      startTime: '10:00',
      endTime: '15:00',
      yearsFrom: null,
      yearsTo: null,
      laps: 1,
      lapSections: [1, 2],
      order: 2,
    },
    {
      name: 'A',
      color: '#f00',
      startTime: '10:00',
      endTime: '15:00',
      yearsFrom: null,
      yearsTo: null,
      laps: 1,
      lapSections: [1, 2],
      order: 1,
    },
  ],
} as unknown as PublicStage;

function result(id: string, cls: string, total: number | null, extra: Partial<StageResult> = {}): StageResult {
  return {
    participantId: id,
    participant: {
      id,
      name: `Rider ${id}`,
      bike: 'Beta',
      racingClass: cls,
      racingNumber: Number(id.replace(/\D/g, '')) || null,
      club: { id: 'Club, "Ltd"' },
      team: null,
    },
    total,
    isFinished: true,
    status: null,
    startedOn: '2026-11-23T08:00:00.000Z',
    lastTimeRecorded: '2026-11-23T09:00:00.000Z',
    lastTimeChangedBy: null,
    position: null,
    positionPoints: null,
    positionAbsolutePoints: null,
    penalty: { totalPoints: 0, events: [] },
    statistics: { '0': 0, '1': 0, '2': 0, '3': 0, '5': 0 },
    sections: [],
    ...extra,
  };
}

const during = new Date('2026-11-23T12:00:00.000Z');
const after = new Date('2026-11-23T17:00:00.000Z');

describe('live results in the browser', () => {
  it('replaces, adds and removes results from pushed events', () => {
    const list = [result('r1', 'A', 3), result('r2', 'A', 5)].map(compactResult);
    const changed = applyResultsEvent(list, { type: 'result.upserted', result: result('r2', 'A', 0) })!;
    expect(changed.map((r) => r.total)).toEqual([3, 0]);
    const added = applyResultsEvent(changed, { type: 'result.upserted', result: result('r3', 'B', 1) })!;
    expect(added).toHaveLength(3);
    expect(
      applyResultsEvent(added, { type: 'result.removed', participantId: 'r1' })!.map((r) => r.participantId),
    ).toEqual(['r2', 'r3']);
  });

  it("applies approval's places and points to every result it names, and leaves the rest", () => {
    const list = [result('r1', 'A', 3), result('r2', 'A', 5), result('r3', 'B', 1)];
    const next = applyResultsEvent(list, {
      type: 'results.positions',
      positions: [
        { participantId: 'r1', position: 1, positionPoints: 20, positionAbsolutePoints: 20 },
        { participantId: 'r2', position: 2, positionPoints: 17, positionAbsolutePoints: 17 },
      ],
    })!;
    expect(next.map((r) => [r.participantId, r.position, r.positionPoints, r.total])).toEqual([
      ['r1', 1, 20, 3],
      ['r2', 2, 17, 5],
      ['r3', list[2]!.position, list[2]!.positionPoints, 1],
    ]);
  });

  it('keeps the list as it is on a results-state event (decision 027: no refetch)', () => {
    const list = [result('r1', 'A', 3)];
    const state = {
      state: 'provisional',
      publishedAt: null,
      closesAt: null,
      windowMinutes: null,
      approvedAt: null,
    } as const;
    expect(applyResultsEvent(list, { type: 'results.state', state })).toBe(list);
  });

  it('applies a score pushed as one section and the totals; a score for a result it lacks asks for a refetch', () => {
    const entry = (section: number, points: number) => ({
      section,
      lap: 1,
      points,
      events: [],
      judge: 'J',
      createdOn: '2026-11-23T09:00:00.000Z',
      deleted: false,
      conflict: false,
    });
    const before = result('r1', 'A', 3, { isFinished: false, sections: [entry(1, 3)] });
    const after = result('r1', 'A', 5, { sections: [entry(1, 3), entry(2, 2)] });
    const event = resultScoredEvent(after, 2, 1);
    expect(event.type).toBe('result.scored');
    const list = applyResultsEvent([before, result('r2', 'A', 1)].map(compactResult), event)!;
    expect(list[0]).toEqual(compactResult(after));
    expect(list[1]!.total).toBe(1);
    expect(applyResultsEvent([result('r2', 'A', 1)], event)).toBeUndefined();
  });

  const history = (section: number, points: number, by: string) => ({
    section,
    lap: 1,
    points,
    events: [{ name: 'JudgeSetPoints', timestamp: '2026-11-23T09:00:00.000Z', time: null, points, by }],
    judge: by,
    createdOn: '2026-11-23T09:00:00.000Z',
    deleted: false,
    conflict: false,
  });

  it('keeps only the compact part of pushed results in the list: no one’s history (decision 037)', () => {
    const whole = result('r1', 'A', 3, {
      lastTimeChangedBy: 'Sandra',
      penalty: { totalPoints: 2, events: [{ id: 'p', points: 2, reason: 'x', timestamp: '', userDisplayName: 'S' }] },
      sections: [history(1, 1, 'Jānis')],
    });
    const [upserted] = applyResultsEvent([], { type: 'result.upserted', result: whole })!;
    const later = result('r1', 'A', 5, { ...whole, sections: [history(1, 1, 'Jānis'), history(2, 2, 'Anna')] });
    const [scored] = applyResultsEvent([upserted!], resultScoredEvent(later, 2, 1))!;
    for (const r of [upserted, scored]) {
      expect(JSON.stringify(r)).not.toMatch(/events|judge|createdOn|conflict|lastTimeChangedBy|Jānis|Anna|Sandra/);
      expect(r!.penalty).toEqual({ totalPoints: 2 });
    }
    expect(scored!.sections).toEqual([
      { section: 1, lap: 1, points: 1, deleted: false },
      { section: 2, lap: 1, points: 2, deleted: false },
    ]);
  });

  it('keeps an open rider’s whole result live: their events change it, others’ leave it as it is', () => {
    const before = result('r1', 'A', 1, { isFinished: false, sections: [history(1, 1, 'Jānis')] });
    const after = result('r1', 'A', 3, { sections: [history(1, 1, 'Jānis'), history(2, 2, 'Anna')] });
    // Their score's delta carries no history (decision 037): their whole result is read again.
    expect(applyResultEvent(before, 'r1', resultScoredEvent(after, 2, 1))).toBeUndefined();
    const other = result('r2', 'A', 0, { sections: [history(1, 0, 'Anna'), history(2, 0, 'Anna')] });
    expect(applyResultEvent(before, 'r1', resultScoredEvent(other, 2, 1))).toBe(before);
    expect(applyResultEvent(before, 'r1', { type: 'result.upserted', result: other })).toBe(before);
    expect(applyResultEvent(before, 'r1', { type: 'result.upserted', result: after })).toBe(after);
    // A score for a result not read yet: read it instead.
    expect(applyResultEvent(null, 'r1', resultScoredEvent(after, 2, 1))).toBeUndefined();
    expect(applyResultEvent(before, 'r1', { type: 'result.removed', participantId: 'r1' })).toBeNull();
    const placed = applyResultEvent(before, 'r1', {
      type: 'results.positions',
      positions: [{ participantId: 'r1', position: 1, positionPoints: 20, positionAbsolutePoints: 20 }],
    });
    expect([placed!.position, placed!.positionPoints, placed!.sections]).toEqual([1, 20, before.sections]);
  });

  it('ranks each class in class order with the domain comparer; an empty class stays', () => {
    const blocks = rankByClass(stage, [result('r1', 'A', 7), result('r2', 'A', 2), result('r3', 'C', 1)], during);
    expect(blocks.map((b) => b.name)).toEqual(['A', 'B', 'C']);
    expect(blocks[0]!.rows.map((r) => [r.result.participantId, r.place])).toEqual([
      ['r2', 1],
      ['r1', 2],
    ]);
    expect(blocks[1]!.rows).toEqual([]);
  });

  it('shows unfinished riders as DNF without a place once the stage is over, unless manualDNF', () => {
    const results = [result('r1', 'A', 9), result('r2', 'A', 2, { isFinished: false })];
    expect(rankByClass(stage, results, during)[0]!.rows.map((r) => [r.place, r.shownStatus])).toEqual([
      [1, null],
      [2, null],
    ]);
    expect(isAutoDnf(stage, after)).toBe(true);
    expect(
      rankByClass(stage, results, after)[0]!.rows.map((r) => [r.result.participantId, r.place, r.shownStatus]),
    ).toEqual([
      ['r1', 1, null],
      ['r2', null, 'DNF'],
    ]);
    expect(isAutoDnf({ ...stage, manualDnf: true }, after)).toBe(false);
  });

  it('ranks open-free stages with higher points first across classes', () => {
    const open = { ...stage, competitionType: 'openFree' } as PublicStage;
    expect(
      rankAll(open, [result('r1', 'A', 30), result('r2', 'B', 70)], during).map((r) => r.result.participantId),
    ).toEqual(['r2', 'r1']);
  });

  it('gives the end-time difference only when the finish is before the class end, on the venue clock', () => {
    // 15:00 in Riga on 23 Nov is 13:00 UTC, whatever zone this test runs in.
    expect(endTimeDiffMinutes('2026-11-23T12:25:00Z', stage.competitionStartDate, '15:00', 'Europe/Riga')).toBe(-35);
    expect(endTimeDiffMinutes('2026-11-23T13:05:00Z', stage.competitionStartDate, '15:00', 'Europe/Riga')).toBeNull();
    expect(endTimeDiffMinutes('2026-11-23T12:25:00Z', stage.competitionStartDate, null, 'Europe/Riga')).toBeNull();
    // The same instants at a venue in London (15:00 there is 15:00 UTC): two hours earlier.
    expect(endTimeDiffMinutes('2026-11-23T12:25:00Z', stage.competitionStartDate, '15:00', 'Europe/London')).toBe(-155);
  });

  it('shows a finish time on the venue clock', () => {
    expect(clockTime('2026-11-23T12:25:09Z', 'Europe/Riga')).toBe('14:25:09');
    expect(clockTime('2026-11-23T12:25:09Z', 'Europe/Tallinn')).toBe('14:25:09');
    expect(clockTime('2026-11-23T12:25:09Z', 'Europe/London')).toBe('12:25:09');
  });
});

describe('entered riders nobody scored (secretaries, issue #16)', () => {
  const entry = (id: string, cls: string) =>
    ({
      id,
      name: `Rider ${id}`,
      racingNumber: 9,
      racingClass: cls,
      birthYear: 1990,
      createdOn: '2026-11-01T00:00:00.000Z',
      bike: null,
      clubId: 'Club',
      team: null,
      status: 'Registered',
      gender: 'female',
      birthDate: '1990-01-01',
      license: null,
      modifiedOn: null,
      hasResult: false,
    }) satisfies SecretaryParticipant;

  it('adds an empty "not started" row for each, after the ranked and the status holders', () => {
    const list = withUnscoredEntries(
      [result('r1', 'A', 3), result('r2', 'A', null, { isFinished: false, status: 'DNS' })],
      [entry('r1', 'A'), entry('r2', 'A'), entry('r3', 'A')],
    );
    expect(list.map((r) => [r.participantId, isEntryOnly(r)])).toEqual([
      ['r1', false],
      ['r2', false],
      ['r3', true],
    ]);
    const [a] = rankByClass({ ...stage, classes: [stage.classes[1]!] }, list, during);
    expect(a!.rows.map((r) => [r.result.participantId, r.place, r.shownStatus])).toEqual([
      ['r1', 1, null],
      ['r2', null, 'DNS'],
      ['r3', null, null],
    ]);
    expect(list[2]!.participant).toMatchObject({ name: 'Rider r3', club: { id: 'Club' }, gender: 'female' });
  });

  it('adds nothing before the entries load', () => {
    expect(withUnscoredEntries([result('r1', 'A', 3)], undefined)).toHaveLength(1);
  });
});

describe('penaltyReason', () => {
  it("shows the late-finish rule's penalty and the secretary's default in the reader's language; typed reasons as typed", async () => {
    const { createInstance } = await import('i18next');
    const { readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const resources = Object.fromEntries(
      ['en', 'lv'].map((lng) => [
        lng,
        {
          translation: JSON.parse(
            readFileSync(path.resolve(import.meta.dirname, `../../../public/locales/${lng}/translation.json`), 'utf8'),
          ) as object,
        },
      ]),
    );
    const i18n = createInstance();
    await i18n.init({ lng: 'lv', resources });
    const late = { id: LATE_FINISH_PENALTY_ID, reason: 'Late finish: 3 min' };
    expect(penaltyReason(late, i18n.t)).toBe('Kavēts finišs: 3 min');
    expect(penaltyReason({ id: 'x', reason: DEFAULT_PENALTY_REASON }, i18n.t)).toBe(
      i18n.t('results.defaultPenaltyReason'),
    );
    expect(penaltyReason({ id: 'x', reason: 'Outside help' }, i18n.t)).toBe('Outside help');
  });
});
