import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { championshipRulesSchema } from '../contract/admin.js';
import { standingId } from './ids.js';
import { finalizeStandings } from './manage.js';
import { rankStandings, standingTotal, standingTotalMinusWorst } from './rank.js';
import {
  type ChampionshipRules,
  DEFAULT_RULES,
  compareBestResults,
  countedStageCount,
  countedTotal,
  countingColumn,
  describeRules,
  formatRulesSummary,
  normaliseRules,
} from './rules.js';
import type { StandingPosition, StandingStageResult } from './types.js';

/** The default scale's place for `points` (16th for the 1 every place from 15th down earns, in these tests). */
const placeOf = (points: number) => {
  const i = [20, 17, 15, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].indexOf(points);
  return i < 0 ? 16 : i + 1;
};

function entry(
  order: number,
  points: number,
  resultStatus: StandingStageResult['resultStatus'] = null,
  place: number | null = resultStatus ? null : placeOf(points),
) {
  return {
    order,
    points,
    place,
    positionAbsolutePoints: 0,
    title: `Stage ${order}`,
    status: 'draft',
    url: null,
    resultStatus,
    clubId: null,
    team: null,
    racingClass: 'Expert',
    resultId: `s${order}/p`,
  } satisfies StandingStageResult;
}

function rider(name: string, points: (number | null)[]): StandingPosition {
  return {
    id: standingId(name, 'Expert'),
    name,
    group: 'Expert',
    racingNumber: null,
    gender: null,
    clubId: null,
    birthYear: null,
    team: null,
    participants: [],
    refOriginal: null,
    position: null,
    total: null,
    totalMinusWorst: null,
    results: points.flatMap((p, order) => (p === null ? [] : [entry(order, p)])),
  };
}

const rules = (r: Partial<ChampionshipRules>): ChampionshipRules => ({ ...DEFAULT_RULES, ...r });
const pts = [20, 17, 15, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0];
/** A rider's season: per stage order, a scale's points, a DNF, or not ridden (null). */
const season = (stages: number) =>
  fc.array(fc.oneof(fc.constantFrom(...pts), fc.constant(null), fc.constant(-1)), {
    minLength: stages,
    maxLength: stages,
  });
const toResults = (s: (number | null)[]) =>
  s.flatMap((p, order) => (p === null ? [] : [p === -1 ? entry(order, 0, 'DNF') : entry(order, p)]));
const anyRules = fc.record({
  counting: fc.constantFrom('bestNMinus1', 'all', 'bestN', 'dropWorst' as const),
  countingN: fc.integer({ min: 1, max: 8 }),
  minResults: fc.integer({ min: 0, max: 6 }),
  tieBreak: fc.constantFrom('spec', 'moreBest' as const),
}) as fc.Arbitrary<ChampionshipRules>;

describe('counting rule', () => {
  it.each([
    // rule, N/K, stages ridden (null: missed), race count, counted total, column
    ['bestNMinus1', 1, [20, 10, 15], 3, 35, { best: 2, of: 3 }],
    ['bestNMinus1', 1, [20], 1, 20, null],
    ['bestNMinus1', 1, [20, null, 15], 3, 35, { best: 2, of: 3 }],
    ['all', 1, [20, 10, 15], 3, 45, null],
    ['all', 1, [20, null, 15], 3, 35, null],
    ['bestN', 3, [20, 10, 15, 17, 1], 5, 52, { best: 3, of: 5 }],
    ['bestN', 3, [20, 10], 2, 30, null],
    ['bestN', 5, [20, 10, 15], 3, 45, null],
    ['dropWorst', 2, [20, 10, 15, 17, 1], 5, 52, { best: 3, of: 5 }],
    ['dropWorst', 1, [20, 10, 15], 3, 35, { best: 2, of: 3 }],
    // Dropping every stage would leave nothing: one stage (the best) always counts.
    ['dropWorst', 3, [20, 10, 15], 3, 20, { best: 1, of: 3 }],
    ['dropWorst', 5, [20, 10, 15], 3, 20, { best: 1, of: 3 }],
  ] as const)('%s (N/K %i) on %j of %i stages counts %i', (counting, countingN, stages, count, total, column) => {
    const r = rules({ counting, countingN });
    expect(countedTotal(toResults([...stages]), count, r)).toBe(total);
    expect(countingColumn(r, count)).toEqual(column);
  });

  it('counts a DNF or DQ as 0, and a missing stage as the worst', () => {
    const results = [entry(0, 20), entry(1, 17, 'DNF'), entry(2, 15)];
    expect(countedTotal(results, 4, rules({ counting: 'bestN', countingN: 2 }))).toBe(35);
    expect(countedTotal(results, 4, rules({ counting: 'dropWorst', countingN: 2 }))).toBe(35);
    expect(countedTotal(results, 4, DEFAULT_RULES)).toBe(35);
  });

  it('with no stage yet keeps nothing and shows no column', () => {
    expect(countedStageCount(rules({ counting: 'bestN', countingN: 3 }), 0)).toBe(0);
    expect(countingColumn(DEFAULT_RULES, 0)).toBeNull();
  });

  it('the default is the spec formula, total minus the worst stage, on any season (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }).chain((n) => season(n).map((s) => [n, s] as const)),
        ([n, s]) => {
          const results = toResults(s);
          expect(countedTotal(results, n, DEFAULT_RULES)).toBe(standingTotalMinusWorst(results, n));
        },
      ),
    );
  });

  it('never raises a total, and "all" is the total (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }).chain((n) => season(n).map((s) => [n, s] as const)),
        anyRules,
        ([n, s], r) => {
          const results = toResults(s);
          expect(countedTotal(results, n, r)).toBeLessThanOrEqual(standingTotal(results));
          expect(countedTotal(results, n, { ...r, counting: 'all' })).toBe(standingTotal(results));
        },
      ),
    );
  });

  it('a better result on a stage never lowers the counted total (property)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 6 })
          .chain((n) => fc.tuple(fc.constant(n), season(n), fc.nat({ max: n - 1 }), fc.constantFrom(...pts))),
        anyRules,
        ([n, s, stage, better], r) => {
          const before = countedTotal(toResults(s), n, r);
          const current = s[stage] ?? null;
          const next = [...s];
          next[stage] = current === null || current === -1 ? better : Math.max(current, better);
          expect(countedTotal(toResults(next), n, r)).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });
});

describe('final standings under the counting rule', () => {
  it('ranks by "best 2 of 3": the rider with the better two stages wins', () => {
    // Anna 20+20+0 = 40 both ways; Berta 17+17+17 = 51 total, 34 best two; Carl 15+15+20 = 50, 35.
    const list = [rider('Anna', [20, 20, 0]), rider('Berta', [17, 17, 17]), rider('Carl', [15, 15, 20])];
    const byName = (r: ChampionshipRules) =>
      rankStandings(list, 3, 'final', r).map((p) => [p.name, p.position, p.totalMinusWorst]);
    expect(byName(rules({ counting: 'bestN', countingN: 2 }))).toEqual([
      ['Anna', 1, 40],
      ['Carl', 2, 35],
      ['Berta', 3, 34],
    ]);
    expect(byName(rules({ counting: 'all' }))).toEqual([
      ['Berta', 1, 51],
      ['Carl', 2, 50],
      ['Anna', 3, 40],
    ]);
  });

  it('adding a better stage never lowers a position (property)', () => {
    fc.assert(
      fc.property(
        fc.array(season(3), { minLength: 2, maxLength: 5 }),
        fc.nat({ max: 2 }),
        anyRules,
        fc.constantFrom('approve', 'final' as const),
        (seasons, stage, r, mode) => {
          const r0 = { ...r, minResults: 0 };
          const list = seasons.map((s, i) => ({ ...rider(`R${i}`, []), results: toResults(s) }));
          const before = rankStandings(list, 3, mode, r0).find((p) => p.name === 'R0')!.position;
          const improved = [...seasons[0]!];
          const current = improved[stage] ?? null;
          // A win on that stage: the scale's best, never worse than what the rider had.
          improved[stage] = 20 + Math.max(0, current ?? 0);
          const next = [{ ...list[0]!, results: toResults(improved) }, ...list.slice(1)];
          const after = rankStandings(next, 3, mode, r0).find((p) => p.name === 'R0')!.position;
          expect(after).toBeLessThanOrEqual(before);
        },
      ),
    );
  });
});

describe('tie-break', () => {
  // Equal totals 37: Anna 20+17 (one win, two results), Berta 10+17+10 (no win, three results).
  const anna = rider('Anna', [20, 17]);
  const berta = rider('Berta', [10, 17, 10]);
  it('the spec chain: more results, then the latest stage', () => {
    expect(rankStandings([anna, berta], 3, 'approve').map((p) => p.name)).toEqual(['Berta', 'Anna']);
  });
  it('"more best results": more wins first, then seconds', () => {
    expect(
      rankStandings([anna, berta], 3, 'approve', rules({ tieBreak: 'moreBest' })).map((p) => [p.name, p.position]),
    ).toEqual([
      ['Anna', 1],
      ['Berta', 2],
    ]);
    expect(compareBestResults([entry(0, 20), entry(1, 15)], [entry(0, 20), entry(1, 17)])).toBeGreaterThan(0);
    // Equal best results: the rider with a further result ranks first, then the spec chain decides.
    expect(compareBestResults([entry(0, 20)], [entry(0, 20), entry(1, 0)])).toBeGreaterThan(0);
    expect(compareBestResults([entry(0, 20, 'DNF')], [])).toBe(0);
  });
  it('counts back on stage places, not points (issue #37 point 7)', () => {
    // The held case: 11th + 15th and 11th + 17th earn 5 + 1 each; the 15th place is the better result.
    const eleventhFifteenth = { ...rider('Zane', []), results: [entry(0, 5, null, 11), entry(1, 1, null, 15)] };
    const eleventhSeventeenth = { ...rider('Anna', []), results: [entry(0, 5, null, 11), entry(1, 1, null, 17)] };
    const ranked = rankStandings(
      [eleventhSeventeenth, eleventhFifteenth],
      2,
      'approve',
      rules({ tieBreak: 'moreBest' }),
    );
    expect(ranked.map((p) => [p.name, p.total, p.position])).toEqual([
      ['Zane', 6, 1],
      ['Anna', 6, 2],
    ]);
    // More wins first, then more seconds: 1st + 3rd + 3rd beats 2nd + 2nd + 2nd whatever the points.
    expect(
      compareBestResults(
        [entry(0, 1, null, 1), entry(1, 1, null, 3), entry(2, 1, null, 3)],
        [entry(0, 1, null, 2), entry(1, 1, null, 2), entry(2, 1, null, 2)],
      ),
    ).toBeLessThan(0);
    // A DNF is no result: 11th + DNF against 11th alone is a tie on places (the spec chain decides next).
    expect(compareBestResults([entry(0, 5, null, 11), entry(1, 0, 'DNF')], [entry(0, 5, null, 11)])).toBe(0);
    // 11th + DNF against 11th + 30th: the 30th place is a result, so that rider ranks first.
    expect(
      compareBestResults([entry(0, 5, null, 11), entry(1, 0, 'DNF')], [entry(0, 5, null, 11), entry(1, 1, null, 30)]),
    ).toBeGreaterThan(0);
  });
  it('never changes the order of riders whose totals differ (property)', () => {
    fc.assert(
      fc.property(fc.array(season(3), { minLength: 2, maxLength: 6 }), (seasons) => {
        const list = seasons.map((s, i) => ({ ...rider(`R${i}`, []), results: toResults(s) }));
        const totals = (r: ChampionshipRules) => rankStandings(list, 3, 'approve', r).map((p) => p.total);
        expect(totals(rules({ tieBreak: 'moreBest' }))).toEqual(totals(DEFAULT_RULES));
      }),
    );
  });
});

describe('minimum participation', () => {
  const list = [rider('Anna', [20, 20, null]), rider('Berta', [17, 17, 17]), rider('Carl', [null, null, 20])];
  it('Final lists only riders with at least K ridden stages, positions without gaps', () => {
    const ranked = rankStandings(list, 3, 'final', rules({ minResults: 2 }));
    expect(ranked.map((p) => [p.name, p.position])).toEqual([
      ['Anna', 1],
      ['Berta', 2],
    ]);
    expect(rankStandings(list, 3, 'final', rules({ minResults: 3 })).map((p) => p.name)).toEqual(['Berta']);
    // A DNF is a ridden stage; a DNS is not (docs/decisions/017).
    const dnf = { ...rider('Dave', []), results: [entry(0, 0, 'DNF'), entry(1, 0, 'DNS')] };
    expect(rankStandings([dnf], 3, 'final', rules({ minResults: 1 })).map((p) => p.name)).toEqual(['Dave']);
    expect(rankStandings([dnf], 3, 'final', rules({ minResults: 2 }))).toEqual([]);
  });
  it('K = 0 and in-season (Approve) standings list everyone', () => {
    expect(rankStandings(list, 3, 'final', DEFAULT_RULES)).toHaveLength(3);
    expect(rankStandings(list, 3, 'approve', rules({ minResults: 3 }))).toHaveLength(3);
  });
  it('the Final batch keeps an unclassified rider without a position', () => {
    const out = finalizeStandings(list, 3, 'final', rules({ minResults: 2 }));
    expect(out.map((p) => [p.name, p.position, p.results[0]!.status])).toEqual([
      ['Anna', 1, 'final'],
      ['Berta', 2, 'final'],
      ['Carl', null, 'final'],
    ]);
  });
});

describe('rules summary and validation', () => {
  const scale = { pointsTable: [20, 17, 15], otherPlacesPoints: 1 };
  it('describes each rule in English for the exports', () => {
    expect(formatRulesSummary(describeRules(DEFAULT_RULES, scale, 4))).toEqual([
      'Counted total: all stages but the worst one (best 3 of 4).',
      'Ordered by total; the counted total decides once the standings are Final.',
      'Points by place: 20, 17, 15; any other place 1.',
      'Ties: more results, then the better result on the latest stage.',
    ]);
    const lines = formatRulesSummary(
      describeRules(rules({ counting: 'bestN', countingN: 3, minResults: 2, tieBreak: 'moreBest' }), scale, 5),
    );
    expect(lines).toEqual([
      'Counted total: the best 3 stage results (best 3 of 5).',
      'Ordered by total; the counted total decides once the standings are Final.',
      'Points by place: 20, 17, 15; any other place 1.',
      'Final standings list riders with at least 2 results.',
      'Ties: more best stage places (wins, then second places …), then more results.',
    ]);
  });
  it('says plainly that only the best stage counts when K worst are dropped of K or fewer stages (issue #37)', () => {
    const [counting] = formatRulesSummary(describeRules(rules({ counting: 'dropWorst', countingN: 3 }), scale, 3));
    expect(counting).toBe('Counted total: only the best stage result (dropping the 3 worst would leave none so far).');
    expect(formatRulesSummary(describeRules(rules({ counting: 'dropWorst', countingN: 2 }), scale, 5))[0]).toBe(
      'Counted total: the 2 worst stage results are dropped (best 3 of 5).',
    );
  });
  it('says what orders the rows wherever the counted column is printed, and only there (issue #37 point 9)', () => {
    const order = 'Ordered by total; the counted total decides once the standings are Final.';
    expect(formatRulesSummary(describeRules(DEFAULT_RULES, scale, 2))).toContain(order);
    // One stage, or every stage counts: no counted column, nothing to explain.
    expect(formatRulesSummary(describeRules(DEFAULT_RULES, scale, 1))).not.toContain(order);
    expect(formatRulesSummary(describeRules(rules({ counting: 'all' }), scale, 4))).not.toContain(order);
  });
  it('takes a translator', () => {
    expect(formatRulesSummary(describeRules(rules({ counting: 'all' }), scale, 2), (k) => k)).toEqual([
      'rules.counting.all',
      'rules.points',
      'rules.tieBreak.spec',
    ]);
  });
  it('reads stored rules with missing or broken fields as the defaults', () => {
    expect(normaliseRules(undefined)).toEqual(DEFAULT_RULES);
    expect(normaliseRules({ counting: 'bestN', countingN: 3 })).toEqual(rules({ counting: 'bestN', countingN: 3 }));
    expect(normaliseRules({ counting: 'x', countingN: 0, minResults: -1, tieBreak: 'y' })).toEqual(DEFAULT_RULES);
    // Rules saved before "who applies the missed section" existed are applied at approval, as then.
    expect(normaliseRules({ missedSectionPoints: 10 })).toEqual(rules({ missedSectionPoints: 10 }));
    expect(normaliseRules({ missedSectionPoints: 10 }).missedSectionBy).toBe('approval');
    expect(normaliseRules({ missedSectionBy: 'secretary' }).missedSectionBy).toBe('secretary');
    expect(normaliseRules({ missedSectionBy: 'judge' }).missedSectionBy).toBe('approval');
  });
  it('says who applies the missed sections', () => {
    const lines = (by: 'approval' | 'secretary') =>
      formatRulesSummary(describeRules(rules({ missedSectionPoints: 5, missedSectionBy: by }), scale, 2));
    expect(lines('approval')).toContain(
      'Classic stages: a section a rider did not ride counts 5 points when the stage is approved.',
    );
    expect(lines('secretary')).toContain(
      'Classic stages: the secretary may count a section a rider did not ride as 5 points, rider by rider, before approving.',
    );
  });
  it.each([
    [{ countingN: 0 }, 'countingN', 'validation.rulesCountingN'],
    [{ countingN: 1.5 }, 'countingN', 'validation.rulesCountingN'],
    [{ countingN: 51 }, 'countingN', 'validation.rulesCountingN'],
    [{ minResults: -1 }, 'minResults', 'validation.rulesMinResults'],
    [{ minResults: 51 }, 'minResults', 'validation.rulesMinResults'],
    [{ counting: 'bestOf' }, 'counting', 'validation.invalid'],
    [{ tieBreak: 'coinToss' }, 'tieBreak', 'validation.invalid'],
    [{ missedSectionBy: 'judge' }, 'missedSectionBy', 'validation.invalid'],
  ])('refuses %j with a translated message', (patch, path, message) => {
    const parsed = championshipRulesSchema.safeParse({ ...DEFAULT_RULES, ...patch });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[path, message]]);
  });
  it('accepts the boundaries', () => {
    for (const r of [rules({ countingN: 1, minResults: 0 }), rules({ countingN: 50, minResults: 50 })])
      expect(championshipRulesSchema.safeParse(r).success).toBe(true);
  });
});
