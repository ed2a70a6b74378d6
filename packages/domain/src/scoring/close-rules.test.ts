import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { championshipRulesSchema } from '../contract/admin.js';
import { DEFAULT_RULES, describeRules, formatRulesSummary, normaliseRules } from '../standings/rules.js';
import {
  classEndInstant,
  lateFinishPenalty,
  missedSectionApplies,
  missedSlots,
  startedMinutesLate,
} from './close-rules.js';

const layout = { laps: 2, lapSections: [1, 2, 3] };
const slot = (section: number, lap: number, deleted = false) => ({ section, lap, deleted });

describe('missed section (issue #16, decision 019)', () => {
  it.each([
    ['nothing scored: every slot', [], 6],
    ['lap 1 done', [slot(1, 1), slot(2, 1), slot(3, 1)], 3],
    ['a deleted score is missing', [slot(1, 1), slot(2, 1, true), slot(3, 1)], 4],
    ['all done', [1, 2].flatMap((lap) => [1, 2, 3].map((s) => slot(s, lap))), 0],
  ])('%s', (_, entries, count) => {
    expect(missedSlots(entries, layout)).toHaveLength(count);
  });
  it('lists the slots lap by lap in the class order', () => {
    expect(missedSlots([slot(2, 1)], { laps: 2, lapSections: [3, 1, 2] })).toEqual([
      { section: 3, lap: 1 },
      { section: 1, lap: 1 },
      { section: 3, lap: 2 },
      { section: 1, lap: 2 },
      { section: 2, lap: 2 },
    ]);
  });
  const r = (p: Partial<{ status: string | null; isFinished: boolean; sections: { deleted: boolean }[] }>) => ({
    status: null,
    isFinished: false,
    sections: [{ deleted: false }],
    ...p,
  });
  it.each([
    ['off (the default): not finished, as before', r({}), null, 'classic', false],
    ['a started rider on a classic stage', r({}), 10, 'classic', true],
    ['open-free stages have no missed sections', r({}), 10, 'openFree', false],
    ['nothing scored: did not start (DNS), not a missed section', r({ sections: [] }), 10, 'classic', false],
    ['only deleted scores: nothing scored', r({ sections: [{ deleted: true }] }), 10, 'classic', false],
    ['a DNF keeps its status', r({ status: 'DNF' }), 10, 'classic', false],
    ['already finished', r({ isFinished: true }), 10, 'classic', false],
  ] as const)('%s', (_, result, points, type, applies) => {
    expect(missedSectionApplies(result, points, type)).toBe(applies);
  });
  it('property: after filling the missed slots the rider is finished, and no scored slot is touched', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 3 }), fc.boolean())),
        (laps, lapSections, raw) => {
          const entries = raw.map(([s, l, d]) => slot(s, l, d));
          const missed = missedSlots(entries, { laps, lapSections });
          const filled = [...entries, ...missed.map((m) => slot(m.section, m.lap))];
          expect(missedSlots(filled, { laps, lapSections })).toEqual([]);
          for (const m of missed)
            expect(entries.some((e) => !e.deleted && e.section === m.section && e.lap === m.lap)).toBe(false);
        },
      ),
    );
  });
});

describe('time penalty (issue #16, decision 019)', () => {
  // 2026-06-13 in Riga is UTC+3: 16:00 there is 13:00Z.
  const stage = { timeZone: 'Europe/Riga', competitionStartDate: '2026-06-13T06:00:00.000Z', showEndTimeDiff: true };
  it('reads the class end time on the stage day in the venue zone', () => {
    expect(classEndInstant('Europe/Riga', stage.competitionStartDate, '16:00')!.toISOString()).toBe(
      '2026-06-13T13:00:00.000Z',
    );
    expect(classEndInstant('Europe/Tallinn', '2026-01-10T08:00:00Z', '9:30')!.toISOString()).toBe(
      '2026-01-10T07:30:00.000Z',
    );
    expect(classEndInstant('Europe/Riga', stage.competitionStartDate, null)).toBeNull();
  });
  it.each([
    ['13:00:00.000', 0],
    ['12:59:59.000', 0],
    ['13:00:00.001', 1],
    ['13:00:01.000', 1],
    ['13:01:00.000', 1],
    ['13:01:01.000', 2],
    ['13:12:30.000', 13],
  ])('a finish at %sZ is %i started minutes late', (time, minutes) => {
    expect(startedMinutesLate(`2026-06-13T${time}Z`, new Date('2026-06-13T13:00:00Z'))).toBe(minutes);
  });
  const result = (at: string, status: string | null = null) => ({ status, lastTimeRecorded: `2026-06-13T${at}Z` });
  it.each([
    ['none by default', result('13:05:00'), stage, '16:00', 0, null],
    ['3 min × 2 points', result('13:02:10'), stage, '16:00', 2, { minutes: 3, points: 6 }],
    ['on time', result('12:55:00'), stage, '16:00', 2, null],
    ['stage not showing the end time', result('13:05:00'), { ...stage, showEndTimeDiff: false }, '16:00', 2, null],
    ['class without an end time', result('13:05:00'), stage, null, 2, null],
    ['a DQ rider is not penalised', result('13:05:00', 'DQ'), stage, '16:00', 2, null],
    ['no finish time', { status: null, lastTimeRecorded: null }, stage, '16:00', 2, null],
  ] as const)('%s', (_, r, s, end, perMinute, expected) => {
    expect(lateFinishPenalty(r, s, end, perMinute)).toEqual(expected);
  });
  it('property: a later finish never gets a smaller penalty, and never one on time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -120 * 60_000, max: 120 * 60_000 }),
        fc.integer({ min: 0, max: 60 * 60_000 }),
        fc.integer({ min: 1, max: 50 }),
        (offset, more, perMinute) => {
          const end = Date.parse('2026-06-13T13:00:00Z');
          const at = (ms: number) => ({ status: null, lastTimeRecorded: new Date(end + ms).toISOString() });
          const a = lateFinishPenalty(at(offset), stage, '16:00', perMinute)?.points ?? 0;
          const b = lateFinishPenalty(at(offset + more), stage, '16:00', perMinute)?.points ?? 0;
          expect(b).toBeGreaterThanOrEqual(a);
          if (offset <= 0) expect(a).toBe(0);
          expect(a % perMinute).toBe(0);
        },
      ),
    );
  });
});

describe('the two rules in the championship rules', () => {
  const scale = { pointsTable: [20, 17], otherPlacesPoints: 1 };
  it('default off: the summary does not mention them, stored rules without them read as off', () => {
    expect(DEFAULT_RULES.missedSectionPoints).toBeNull();
    expect(DEFAULT_RULES.latePenaltyPerMinute).toBe(0);
    const keys = describeRules(DEFAULT_RULES, scale, 2).map((p) => p.key);
    expect(keys).not.toContain('rules.missedSection');
    expect(keys).not.toContain('rules.latePenalty');
    expect(normaliseRules({ counting: 'all', countingN: 1, minResults: 0, tieBreak: 'spec' })).toEqual({
      ...DEFAULT_RULES,
      counting: 'all',
    });
    expect(normaliseRules({ ...DEFAULT_RULES, missedSectionPoints: 0, latePenaltyPerMinute: -1 })).toEqual(
      DEFAULT_RULES,
    );
  });
  it('the summary says them when set', () => {
    const lines = formatRulesSummary(
      describeRules({ ...DEFAULT_RULES, missedSectionPoints: 10, latePenaltyPerMinute: 2 }, scale, 2),
    );
    expect(lines).toContain(
      'Classic stages: a section a rider did not ride counts 10 points when the stage is approved.',
    );
    expect(lines).toContain(
      'Late finish: 2 penalty points per started minute past the class end time (stages that show it).',
    );
  });
  it.each([
    [{ missedSectionPoints: 0 }, 'missedSectionPoints', 'validation.rulesMissedSection'],
    [{ missedSectionPoints: 51 }, 'missedSectionPoints', 'validation.rulesMissedSection'],
    [{ missedSectionPoints: 2.5 }, 'missedSectionPoints', 'validation.rulesMissedSection'],
    [{ missedSectionPoints: '10' }, 'missedSectionPoints', 'validation.rulesMissedSection'],
    [{ latePenaltyPerMinute: -1 }, 'latePenaltyPerMinute', 'validation.rulesLatePenalty'],
    [{ latePenaltyPerMinute: 51 }, 'latePenaltyPerMinute', 'validation.rulesLatePenalty'],
    [{ latePenaltyPerMinute: 0.5 }, 'latePenaltyPerMinute', 'validation.rulesLatePenalty'],
  ])('refuses %j with a translated message', (patch, path, message) => {
    const parsed = championshipRulesSchema.safeParse({ ...DEFAULT_RULES, ...patch });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[path, message]]);
  });
  it('accepts the boundaries, and rules sent without them (an older client) as off', () => {
    for (const patch of [
      { missedSectionPoints: 1, latePenaltyPerMinute: 0 },
      { missedSectionPoints: 50, latePenaltyPerMinute: 50 },
      { missedSectionPoints: null },
    ])
      expect(championshipRulesSchema.safeParse({ ...DEFAULT_RULES, ...patch }).success).toBe(true);
    const { missedSectionPoints: _m, latePenaltyPerMinute: _l, ...older } = DEFAULT_RULES;
    expect(championshipRulesSchema.parse(older)).toEqual(DEFAULT_RULES);
  });
});
