import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approvalOffenders, approvePositions, championshipPoints, unfinishedResults } from './approve.js';
import { escapeMarkdownCell, clubMarkdown, individualMarkdown, teamMarkdown } from './export.js';
import { type GenerationResult, applyGeneration, generateStageStandings, rankWomenGroup } from './generate.js';
import { completedYears, standingId, womenGroup, stageTitle, round2 } from './ids.js';
import { finalizeStandings, mergeStandings, renameStanding } from './manage.js';
import { dedupeStandings, fillMissingStages, rankStandings, standingTotal, standingTotalMinusWorst } from './rank.js';
import { clubStandings, multiplierLookup, teamStandings } from './scoring.js';
import type { StandingPosition, StandingsStage } from './types.js';
import { champ, entry, result, stage, standing, stats } from './test-fixtures.js';

describe('approve results', () => {
  it('ranks each class and gives points from the championship table; status holders get 0', () => {
    const rows = [
      {
        participantId: 'a',
        racingClass: 'X',
        racingNumber: 1,
        total: 8,
        isFinished: true,
        status: null,
        statistics: stats,
        lastTimeRecorded: null,
      },
      {
        participantId: 'b',
        racingClass: 'X',
        racingNumber: 2,
        total: 3,
        isFinished: true,
        status: null,
        statistics: stats,
        lastTimeRecorded: null,
      },
      {
        participantId: 'c',
        racingClass: 'X',
        racingNumber: 3,
        total: 1,
        isFinished: false,
        status: 'DQ' as const,
        statistics: stats,
        lastTimeRecorded: null,
      },
      {
        participantId: 'd',
        racingClass: 'Y',
        racingNumber: 4,
        total: 20,
        isFinished: true,
        status: null,
        statistics: stats,
        lastTimeRecorded: null,
      },
    ];
    const out = approvePositions(rows, 'classic', [25, 18], 2);
    expect(out.map((p) => [p.participantId, p.position, p.positionPoints, p.positionAbsolutePoints])).toEqual([
      ['b', 1, 25, 3],
      ['a', 2, 18, 8],
      ['c', null, 0, 0],
      ['d', 1, 25, 20],
    ]);
  });

  it.each([
    [1, undefined, 20],
    [15, undefined, 1],
    [16, undefined, 1],
    [3, [10, 5], 3],
  ])('place %i with table %j gives %i points', (place, table, expected) => {
    expect(championshipPoints(place, table, 3)).toBe(expected);
  });

  it('stops on results neither finished nor with a status', () => {
    expect(
      unfinishedResults([
        { isFinished: true, status: null },
        { isFinished: false, status: 'DNF' },
        { isFinished: false, status: null },
      ]),
    ).toHaveLength(1);
  });
});

describe('approval offenders', () => {
  const entry = (id: string, racingClass: string, racingNumber: number | null) => ({
    id,
    name: `Rider ${id}`,
    racingClass,
    racingNumber,
  });
  const scored = (id: string, isFinished: boolean, status: 'DQ' | 'DNF' | 'DNS' | null) => ({
    participantId: id,
    participant: { name: `Rider ${id}`, racingClass: 'Expert', racingNumber: 9 },
    isFinished,
    status,
  });

  it('names every participant neither finished nor with a status, unscored riders too, by class and number', () => {
    const out = approvalOffenders(
      [
        entry('a', 'Hobby', 3),
        entry('b', 'Expert', 2),
        entry('c', 'Expert', 1),
        entry('d', 'Hobby', null),
        entry('e', 'Hobby', 1),
      ],
      [scored('a', true, null), scored('b', false, null), scored('c', false, 'DNS'), scored('gone', false, null)],
    );
    expect(out.map((o) => [o.racingClass, o.racingNumber, o.participantId])).toEqual([
      ['Expert', 2, 'b'],
      ['Expert', 9, 'gone'],
      ['Hobby', 1, 'e'],
      ['Hobby', null, 'd'],
    ]);
  });

  it('is empty when everyone finished or has a status', () => {
    expect(
      approvalOffenders([entry('a', 'X', 1), entry('b', 'X', 2)], [scored('a', true, null), scored('b', false, 'DNS')]),
    ).toEqual([]);
  });
});

describe('women classification', () => {
  it.each([
    ['2000-05-01', 'Women'],
    ['2008-06-02', 'Juniors'],
    ['2008-06-01', 'Women'],
    ['2013-01-01', 'Juniors'],
    ['2013-07-01', 'Juniors'],
    ['2018-01-01', 'Girls'],
  ])('born %s is in %s on 2026-06-01', (born, group) => {
    expect(womenGroup(born, '2026-06-01T10:00:00Z')).toBe(group);
  });

  // The days around 12 and 18 (spec §5: "12 up to 17 inclusive: Juniors"; a birthday on the date counts).
  it.each([
    ['2014-06-02', 11, 'Girls'],
    ['2014-06-01', 12, 'Juniors'],
    ['2014-05-31', 12, 'Juniors'],
    ['2008-06-02', 17, 'Juniors'],
    ['2008-06-01', 18, 'Women'],
    ['2008-05-31', 18, 'Women'],
  ])('born %s is %i on the first stage 2026-06-01 and a %s', (born, age, group) => {
    expect(completedYears(born, '2026-06-01T08:00:00Z')).toBe(age);
    expect(womenGroup(born, '2026-06-01T08:00:00Z')).toBe(group);
  });

  it('reads dotted birth dates and a leap-day birthday', () => {
    expect(womenGroup('2014.06.01', '2026-06-01')).toBe('Juniors');
    expect(completedYears('2012-02-29', '2024-02-28')).toBe(11);
    expect(completedYears('2012-02-29', '2024-02-29')).toBe(12);
    expect(completedYears('2012-02-29', '2025-02-28')).toBe(12);
  });

  it('measures the day of the first stage in UTC, whatever the server time zone', () => {
    expect(completedYears('2014-06-02', '2026-06-01T23:30:00Z')).toBe(11);
    expect(completedYears('2014-06-02', '2026-06-01T23:30:00-02:00')).toBe(12);
  });

  it('is the number of whole years lived: the birthday that many years on is not after the day (property)', () => {
    const day = fc.date({ min: new Date('1950-01-01'), max: new Date('2040-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [born, on] = a <= b ? [a, b] : [b, a];
        const iso = (d: Date) => d.toISOString().slice(0, 10);
        const age = completedYears(iso(born), iso(on));
        const anniversary = (n: number) =>
          `${String(born.getUTCFullYear() + n).padStart(4, '0')}-${iso(born).slice(5)}`;
        expect(age).toBeGreaterThanOrEqual(0);
        expect(anniversary(age) <= iso(on)).toBe(true);
        expect(anniversary(age + 1) > iso(on)).toBe(true);
        const group = womenGroup(iso(born), iso(on));
        expect(group).toBe(age >= 18 ? 'Women' : age >= 12 ? 'Juniors' : 'Girls');
      }),
    );
  });
});

describe("women's group ranking across classes", () => {
  const classes = [
    { name: 'Expert', order: 1 },
    { name: 'Hobby', order: 3 },
    { name: 'Clubman', order: 2 },
  ];
  const w = (id: string, racingClass: string, position: number | null, status: GenerationResult['status'] = null) => ({
    participantId: id,
    racingClass,
    position,
    status,
  });

  it('ranks by class order, then place within the class; status holders last, unranked', () => {
    const out = rankWomenGroup(
      [
        w('h1', 'Hobby', 1),
        w('e5', 'Expert', 5),
        w('dq', 'Expert', null, 'DQ'),
        w('c2', 'Clubman', 2),
        w('e3', 'Expert', 3),
        w('dns', 'Hobby', null, 'DNS'),
      ],
      classes,
    );
    expect(out.map((r) => [r.result.participantId, r.rank])).toEqual([
      ['e3', 1],
      ['e5', 2],
      ['c2', 3],
      ['h1', 4],
      ['dq', null],
      ['dns', null],
    ]);
  });

  it('awards the championship points by that rank, not by raw total', () => {
    const out = generateStageStandings({
      championship: {
        ...champ,
        hasWomenClasses: true,
        classes: [...classes, { name: 'Women', order: 5 }],
      },
      stage: stage(0),
      firstStageDate: '2026-06-01',
      results: [
        // The Hobby rider has the lower total, but rode the easier sections.
        result('w1', 'Hobby', 20, { gender: 'female', total: 2, position: 1, birthDate: '1995-01-01' }),
        result('w2', 'Expert', 9, { gender: 'female', total: 30, position: 7, birthDate: '1996-01-01' }),
        result('w3', 'Expert', 0, {
          gender: 'female',
          total: null,
          position: null,
          status: 'DNF',
          birthDate: '1997-01-01',
        }),
      ],
      existing: [],
    });
    if (!out.ok) throw new Error('not ok');
    const women = out.upserts
      .filter((p) => p.group === 'Women')
      .map((p) => [p.name, p.results[0]!.points, p.results[0]!.resultStatus])
      .sort((a, b) => Number(b[1]) - Number(a[1]));
    expect(women).toEqual([
      ['Rider w2', 20, null],
      ['Rider w1', 17, null],
      ['Rider w3', 0, 'DNF'],
    ]);
    // Their class standings keep the class's own points.
    expect(out.upserts.find((p) => p.id === standingId('Rider w2', 'Expert'))!.results[0]!.points).toBe(9);
  });

  it('gives every rider a rank 1..n without gaps, in any input order (property)', () => {
    const rider = fc.record({
      cls: fc.constantFrom('Expert', 'Clubman', 'Hobby'),
      position: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
      status: fc.constantFrom(null, null, null, 'DNF' as const, 'DQ' as const, 'DNS' as const),
    });
    fc.assert(
      fc.property(fc.array(rider, { maxLength: 12 }), (riders) => {
        const list = riders.map((r, i) => w(`p${i}`, r.cls, r.position, r.status));
        const out = rankWomenGroup(list, classes);
        const reversed = rankWomenGroup([...list].reverse(), classes);
        expect(reversed.map((r) => r.result.participantId)).toEqual(out.map((r) => r.result.participantId));
        const ranks = out.map((r) => r.rank).filter((r) => r !== null);
        expect(ranks).toEqual(ranks.map((_, i) => i + 1));
        // A placed rider of a harder class is never behind one of an easier class.
        const placed = out
          .filter((r) => r.rank !== null)
          .map((r) => classes.find((c) => c.name === r.result.racingClass)!.order);
        expect(placed).toEqual([...placed].sort((a, b) => a - b));
      }),
    );
  });
});

describe('ids and titles', () => {
  it('builds the id from the lowercased name and group, spaces as hyphens', () => {
    expect(standingId('Jānis  Bērziņš', 'Expert Plus')).toBe('jānis-bērziņš-expert-plus');
  });
  it('titles a stage location MM.DD', () => {
    expect(stageTitle('Sigulda', '2026-05-09T10:00:00Z')).toBe('Sigulda 05.09');
  });
});

describe('generate standings', () => {
  it('writes an entry per participant for the stage order, replacing an earlier one', () => {
    const first = generateStageStandings({
      championship: champ,
      stage: stage(0),
      firstStageDate: '2026-01-01',
      results: [result('p1', 'Expert', 20)],
      existing: [],
    });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const again = generateStageStandings({
      championship: champ,
      stage: stage(0),
      firstStageDate: '2026-01-01',
      results: [result('p1', 'Expert', 17)],
      existing: first.upserts,
    });
    expect(again.ok && again.upserts[0]!.results.map((r) => r.points)).toEqual([17]);
  });

  it('collects identity conflicts instead of writing, and applies the picks on re-run', () => {
    const first = generateStageStandings({
      championship: champ,
      stage: stage(0),
      firstStageDate: '2026-01-01',
      results: [result('p1', 'Expert', 20)],
      existing: [],
    });
    if (!first.ok) throw new Error('first');
    const changed = result('p1', 'Expert', 17, { clubId: 'Club B', team: 'T' });
    const conflict = generateStageStandings({
      championship: champ,
      stage: stage(1),
      firstStageDate: '2026-01-01',
      results: [changed],
      existing: first.upserts,
    });
    expect(conflict.ok).toBe(false);
    if (conflict.ok) return;
    expect(conflict.errors.map((e) => [e.field, e.oldValue, e.newValue])).toEqual([
      ['clubId', 'Club A', 'Club B'],
      ['team', null, 'T'],
    ]);
    const resolved = generateStageStandings({
      championship: champ,
      stage: stage(1),
      firstStageDate: '2026-01-01',
      results: [changed],
      existing: first.upserts,
      resolutions: [
        { standingId: conflict.errors[0]!.standingId, field: 'clubId', choice: 'new' },
        { standingId: conflict.errors[0]!.standingId, field: 'team', choice: 'old' },
      ],
    });
    expect(resolved.ok && [resolved.upserts[0]!.clubId, resolved.upserts[0]!.team]).toEqual(['Club B', null]);
  });

  it('adds women to their women group ranked among themselves', () => {
    const out = generateStageStandings({
      championship: {
        ...champ,
        hasWomenClasses: true,
        classes: [
          { name: 'Expert', order: 1 },
          { name: 'Hobby', order: 3 },
          { name: 'Women', order: 5 },
        ],
      },
      stage: stage(0),
      firstStageDate: '2026-06-01',
      results: [
        result('w1', 'Hobby', 11, { gender: 'female', total: 9, birthDate: '1995-01-01' }),
        result('w2', 'Expert', 20, { gender: 'female', total: 4, birthDate: '1996-01-01' }),
      ],
      existing: [],
    });
    if (!out.ok) throw new Error('not ok');
    const women = out.upserts.filter((p) => p.group === 'Women').map((p) => [p.name, p.results[0]!.points]);
    expect(women).toEqual([
      ['Rider w2', 20],
      ['Rider w1', 17],
    ]);
    expect(out.upserts).toHaveLength(4);
  });

  it("stops with 'Class order not found for class {class}' when a woman's class has no order", () => {
    const out = generateStageStandings({
      championship: { ...champ, hasWomenClasses: true, classes: [{ name: 'Women', order: 5 }] },
      stage: stage(0),
      firstStageDate: '2026-06-01',
      results: [result('w1', 'Hobby', 11, { gender: 'female', birthDate: '1995-01-01' })],
      existing: [],
    });
    expect(out).toEqual({ ok: false, errors: [], missingClass: 'Hobby' });
  });

  it("stops with 'Class order not found' when a women's group has no class", () => {
    const out = generateStageStandings({
      championship: { ...champ, hasWomenClasses: true, classes: [{ name: 'Women', order: 5 }] },
      stage: stage(0),
      firstStageDate: '2026-06-01',
      results: [result('g1', 'Youth', 20, { gender: 'female', birthDate: '2016-01-01' })],
      existing: [],
    });
    expect(out).toEqual({ ok: false, errors: [], missingClass: 'Girls' });
  });

  it('drops this stage entry of a result removed since the last generation', () => {
    const first = generateStageStandings({
      championship: champ,
      stage: stage(0),
      firstStageDate: '2026-01-01',
      results: [result('p1', 'Expert', 20), result('p2', 'Expert', 17)],
      existing: [],
    });
    if (!first.ok) throw new Error();
    const again = generateStageStandings({
      championship: champ,
      stage: stage(0),
      firstStageDate: '2026-01-01',
      results: [result('p1', 'Expert', 20)],
      existing: first.upserts,
    });
    expect(again.ok && again.deletes).toEqual([standingId('Rider p2', 'Expert')]);
  });

  it('gives the same standings whatever order the stages were generated in (property)', () => {
    const resultArb = fc.record({
      rider: fc.integer({ min: 1, max: 6 }),
      points: fc.integer({ min: 0, max: 20 }),
      dnf: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(resultArb, { selector: (r) => r.rider, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        fc.integer(),
        (stagesData, seed) => {
          const perStage = stagesData.map((rows, order) => ({
            stage: stage(order),
            results: rows.map((r) => result(`p${r.rider}`, 'Expert', r.points, r.dnf ? { status: 'DNF' } : {})),
          }));
          const run = (list: typeof perStage) => {
            let positions: StandingPosition[] = [];
            for (const s of list) {
              const out = generateStageStandings({
                championship: champ,
                stage: s.stage,
                firstStageDate: '2026-01-01',
                results: s.results,
                existing: positions,
              });
              if (!out.ok) throw new Error('conflict');
              positions = applyGeneration(positions, out);
            }
            return rankStandings(positions, list.length)
              .map((p) => [p.id, p.position, p.total, p.results.map((r) => r.points)])
              .sort();
          };
          const shuffled = [...perStage].sort(
            (a, b) => ((a.stage.order * 7919 + seed) % 13) - ((b.stage.order * 7919 + seed) % 13),
          );
          expect(run(shuffled)).toEqual(run(perStage));
        },
      ),
    );
  });
});

describe('individual standing ranking', () => {
  it('excludes DNF and DQ from the total and fills missing stages with 0', () => {
    const results = [entry(0, 20), entry(2, 17, { resultStatus: 'DNF' })];
    expect(standingTotal(results)).toBe(20);
    expect(fillMissingStages(results, 3).map((r) => [r.order, r.points, r.title])).toEqual([
      [0, 20, 'Stage 0'],
      [1, 0, null],
      [2, 17, 'Stage 2'],
    ]);
    expect(standingTotalMinusWorst(results, 3)).toBe(20);
    expect(standingTotalMinusWorst([entry(0, 20), entry(1, 10), entry(2, 15)], 3)).toBe(35);
  });

  it.each([
    ['higher total first', [standing('A', [entry(0, 10)]), standing('B', [entry(0, 12)])], ['B', 'A']],
    ['then more results', [standing('A', [entry(0, 10)]), standing('B', [entry(0, 0), entry(1, 10)])], ['B', 'A']],
    [
      'then the last stage downwards',
      [standing('A', [entry(0, 15), entry(1, 5)]), standing('B', [entry(0, 5), entry(1, 15)])],
      ['B', 'A'],
    ],
  ])('%s', (_rule, list, expected) => {
    expect(
      rankStandings(list, 2)
        .sort((a, b) => a.position - b.position)
        .map((p) => p.name),
    ).toEqual(expected);
  });

  it('compares totalMinusWorst in Final mode', () => {
    const a = standing('A', [entry(0, 20), entry(1, 20), entry(2, 0)]);
    const b = standing('B', [entry(0, 17), entry(1, 17), entry(2, 17)]);
    expect(rankStandings([a, b], 3, 'approve').find((p) => p.position === 1)!.name).toBe('B');
    expect(rankStandings([a, b], 3, 'final').find((p) => p.position === 1)!.name).toBe('A');
  });

  it('numbers positions 1..n in every group, independent of input order (property)', () => {
    const arb = fc.array(
      fc.record({
        name: fc.string({ minLength: 1, maxLength: 5 }),
        group: fc.constantFrom('X', 'Y'),
        pts: fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 3 }),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const list = rows.map((r, i) =>
          standing(
            `${r.name}${i}`,
            r.pts.map((p, o) => entry(o, p)),
            { group: r.group },
          ),
        );
        const ranked = rankStandings(list, 3);
        for (const g of ['X', 'Y']) {
          const pos = ranked
            .filter((p) => p.group === g)
            .map((p) => p.position)
            .sort((a, b) => a - b);
          expect(pos).toEqual(pos.map((_, i) => i + 1));
        }
        const reversed = rankStandings([...list].reverse(), 3);
        expect(reversed.map((p) => [p.id, p.position]).sort()).toEqual(ranked.map((p) => [p.id, p.position]).sort());
      }),
    );
  });
});

describe('DNS (registered, did not start)', () => {
  it('scores 0, and ranks as a missing stage: not a result, −1 in the last-stage tie-break', () => {
    // Same total (20): a rode two stages, b rode one and did not start the other.
    const a = standing('A', [entry(0, 20), entry(1, 0, { resultStatus: 'DNF' })]);
    const b = standing('B', [entry(0, 0, { resultStatus: 'DNS' }), entry(1, 20)]);
    const c = standing('C', [entry(1, 20)]);
    const ranked = rankStandings([c, b, a], 2);
    // a has more ridden stages; b and c are equal (a DNS is no result), names end the tie.
    expect(ranked.map((p) => [p.name, p.position, p.total])).toEqual([
      ['A', 1, 20],
      ['B', 2, 20],
      ['C', 3, 20],
    ]);
    // On the last stage a DNS is −1 like a missing stage, below a DNF's 0.
    const d = standing('D', [entry(0, 10), entry(1, 0, { resultStatus: 'DNS' })]);
    const e = standing('E', [entry(0, 10), entry(1, 0, { resultStatus: 'DNF' })]);
    const f = standing('F', [entry(0, 10)]);
    expect(rankStandings([d, f, e], 2).map((p) => p.name)).toEqual(['E', 'D', 'F']);
    expect(standingTotalMinusWorst(d.results, 2)).toBe(standingTotalMinusWorst(f.results, 2));
  });

  it('is shown in club scoring as ignored, and a ridden duplicate replaces it', () => {
    const dns = standing('A', [entry(0, 0, { resultStatus: 'DNS' })]);
    expect(clubStandings([dns], () => 1)).toEqual([]);
    const twin = standing('a ', [entry(0, 15)], { id: 'twin' });
    const [kept] = dedupeStandings([dns, twin], () => 1);
    expect(kept!.results.map((r) => [r.points, r.resultStatus])).toEqual([[15, null]]);
  });
});

describe('deduplication', () => {
  const one = () => 1;
  it('keeps the one with more titled results, then higher multiplied points', () => {
    const a = standing('Ann', [entry(0, 10)], { group: 'Expert' });
    const b = standing('ann ', [entry(1, 5), entry(2, 5)], { group: 'Clubman' });
    const out = dedupeStandings([a, b], one);
    expect(out).toHaveLength(1);
    expect(out[0]!.group).toBe('Clubman');
    expect(out[0]!.results.map((r) => r.order)).toEqual([0, 1, 2]);
    const c = standing('Bob', [entry(0, 10, { racingClass: 'Expert' })], { group: 'Expert' });
    const d = standing('Bob', [entry(1, 10, { racingClass: 'Clubman' })], { group: 'Clubman' });
    expect(dedupeStandings([d, c], (g) => (g === 'Expert' ? 2 : 1)).find((p) => p.name === 'Bob')!.group).toBe(
      'Expert',
    );
  });

  it('keeps women groups apart from regular groups and entries lacking a number', () => {
    const a = standing('Eva', [entry(0, 10)], { group: 'Expert' });
    const b = standing('Eva', [entry(0, 10)], { group: 'Women' });
    const c = standing('Nn', [entry(0, 1)], { racingNumber: null });
    const d = standing('Nn', [entry(1, 1)], { racingNumber: null, group: 'Hobby' });
    expect(dedupeStandings([a, b, c, d], one)).toHaveLength(4);
  });

  it('never drops a titled result (property)', () => {
    const arb = fc.array(
      fc.record({
        group: fc.constantFrom('A', 'B', 'C'),
        order: fc.integer({ min: 0, max: 5 }),
        pts: fc.integer({ min: 0, max: 20 }),
      }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(arb, (rows) => {
        // one rider in several groups, never twice in one stage
        const seen = new Set<number>();
        const list = rows
          .filter((r) => !seen.has(r.order) && seen.add(r.order))
          .map((r) =>
            standing('Same', [entry(r.order, r.pts, { racingClass: r.group })], {
              group: r.group,
              id: `same-${r.group}-${r.order}`,
            }),
          );
        const out = dedupeStandings(list, one);
        const titled = (l: StandingPosition[]) =>
          l.flatMap((p) => p.results.filter((r) => r.title !== null).map((r) => r.order)).sort();
        expect(titled(out)).toEqual(titled(list));
      }),
    );
  });
});

describe('club and team scoring', () => {
  const mult = multiplierLookup([
    { name: 'Expert', clubStandingMultiplier: 1.5 },
    { name: 'Hobby', clubStandingMultiplier: 1.333 },
  ]);
  it('multiplies by the group multiplier, rounds to 2 decimals, ignores DNF/DQ and women groups', () => {
    const list = [
      standing('A', [entry(0, 20), entry(1, 17, { resultStatus: 'DNF' })]),
      standing('B', [entry(0, 7, { racingClass: 'Hobby' })], { group: 'Hobby' }),
      standing('W', [entry(0, 20)], { group: 'Women' }),
      standing('C', [entry(0, 3, { clubId: 'Club B', racingClass: 'Other' })], { group: 'Other' }),
    ];
    const clubs = clubStandings(list, mult);
    expect(clubs.map((c) => [c.position, c.name, c.totalPoints])).toEqual([
      [1, 'Club A', 39.33],
      [2, 'Club B', 3],
    ]);
    expect(clubs[0]!.participants.map((p) => p.name)).toEqual(['A', 'B']);
  });

  it('scores family cup teams by points', () => {
    const list = [
      standing('A', [entry(0, 20, { team: 'Kalniņi' })]),
      standing('B', [entry(0, 5, { team: 'Kalniņi' }), entry(1, 3, { team: 'Ozoli' })]),
    ];
    expect(teamStandings(list).map((t) => [t.name, t.totalPoints])).toEqual([
      ['Kalniņi', 25],
      ['Ozoli', 3],
    ]);
  });

  it('club totals equal the sum of rounded member points (property)', () => {
    const arb = fc.array(
      fc.record({
        pts: fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 3 }),
        cls: fc.constantFrom('Expert', 'Hobby'),
        club: fc.constantFrom('K1', 'K2'),
      }),
      { maxLength: 10 },
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const list = rows.map((r, i) =>
          standing(
            `R${i}`,
            r.pts.map((p, o) => entry(o, p, { clubId: r.club, racingClass: r.cls })),
            { group: r.cls },
          ),
        );
        for (const club of clubStandings(list, mult)) {
          expect(club.totalPoints).toBe(round2(club.participants.reduce((s, p) => s + p.totalPoints, 0)));
          for (const p of club.participants)
            expect(p.totalPoints).toBe(
              round2(p.stages.reduce((s, e) => s + round2(e.individualPoints * e.multiplier), 0)),
            );
        }
      }),
    );
  });
});

describe('rename, merge, approve / final', () => {
  const a = standing('Anna', [entry(0, 20)]);
  const b = standing('Berta', [entry(1, 17, { url: '/b1' })]);
  it.each([
    ['Anna', 'invalid'],
    ['   ', 'invalid'],
    ['anna ', 'noChanges'],
    ['Berta', 'nameTaken'],
    ['Anna K', 'renamed'],
  ])('renaming Anna to %j: %s', (name, kind) => {
    expect(renameStanding([a, b], a.id, name).kind).toBe(kind);
  });
  it('reports a missing standing', () => {
    expect(renameStanding([a], 'nope', 'X').kind).toBe('notFound');
  });
  it('merges the source stages into the target as draft', () => {
    const out = mergeStandings([a, { ...b, results: [entry(0, 5, { status: 'final' }), entry(1, 17)] }], b.id, a.id);
    expect(out.kind === 'merged' && out.target.results.map((r) => [r.points, r.status])).toEqual([
      [5, 'draft'],
      [17, 'draft'],
    ]);
    expect(mergeStandings([a, { ...b, results: [] }], b.id, a.id).kind).toBe('noSourceResults');
    expect(mergeStandings([{ ...a, results: [] }, b], b.id, a.id).kind).toBe('noTargetResults');
  });
  it('Approve sets position, total, totalMinusWorst and final on every standing', () => {
    const out = finalizeStandings([a, b], 2, 'approve');
    expect(out.map((p) => [p.name, p.position, p.total, p.totalMinusWorst, p.results[0]!.status])).toEqual([
      ['Anna', 1, 20, 20, 'final'],
      ['Berta', 2, 17, 17, 'final'],
    ]);
  });
});

describe('Markdown exports', () => {
  const stages: StandingsStage[] = [
    {
      id: 's0',
      slug: 's0',
      title: 'R1',
      location: 'Sigulda',
      competitionStartDate: '2026-05-01',
      timeZone: 'Europe/Riga',
      resultsStatus: 'StandingsPublished',
      order: 0,
      resultsPath: '/r',
    },
  ];
  const ch = { slug: 'cup-2026', displayName: 'Cup | 2026', classes: [], pointsTable: [20, 17], otherPlacesPoints: 1 };
  const list = [
    standing('Pipe|Man', [entry(0, 20, { team: 'T1' })]),
    standing('DNF Guy', [entry(0, 0, { resultStatus: 'DNF', clubId: 'Club A' })]),
  ];
  it('escapes pipes and newlines', () => {
    expect(escapeMarkdownCell('a|b\nc')).toBe('a\\|b<br>c');
  });
  it('names the three files and sorts by total descending with status cells', () => {
    const ind = individualMarkdown(ch, stages, list);
    expect(ind.name).toBe('cup-2026-standings-by-class.md');
    expect(ind.content).toContain('## Expert');
    expect(ind.content).toContain('| 1 | Pipe\\|Man #1 | Club A | 20 | 20 |');
    expect(ind.content).toContain('| 2 | DNF Guy #1 | Club A | 0 | DNF |');
    const clubs = clubMarkdown(
      ch,
      stages,
      clubStandings(list, () => 1.5),
    );
    expect(clubs.name).toBe('cup-2026-club-standings.md');
    expect(clubs.content).toContain('| Pipe\\|Man #1 | Expert | 30 | 30 |');
    const team = teamMarkdown(ch, stages, teamStandings(list));
    expect(team.name).toBe('Cup - 2026.md');
    expect(team.content).toContain('## 1. T1 — 20');
  });
});
