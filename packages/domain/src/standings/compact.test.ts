import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StandingsView } from '../contract/standings.js';
import { compactStandingsTables, compactStandingsView, expandStandingsTables, expandStandingsView } from './compact.js';
import { standingsGroupTables, standingsTables } from './tables.js';
import type { StandingPosition, StandingStageResult, StandingsStage } from './types.js';
import { DEFAULT_RULES } from './rules.js';

const stage = (order: number, resultsStatus: StandingsStage['resultsStatus']): StandingsStage => ({
  id: `stage-${order}`,
  slug: `round-${order}`,
  title: `Round ${order}`,
  location: `Town ${order}`,
  competitionStartDate: `2026-0${order + 4}-01T08:00:00.000Z`,
  timeZone: 'Europe/Riga',
  resultsStatus,
  order,
  resultsPath: `/competitions/demo/cup/round-${order}/results`,
});
const stages = [stage(0, 'StandingsPublished'), stage(1, 'StandingsGenerated'), stage(2, null)];

/** An entry as generation writes it: title, link and id from its stage, club and class from the rider. */
function entry(order: number, participantId: string, extra: Partial<StandingStageResult> = {}): StandingStageResult {
  const s = stages[order]!;
  return {
    order,
    points: 17 - order,
    positionAbsolutePoints: 9 + order,
    title: s.title,
    status: s.resultsStatus === 'StandingsPublished' ? 'final' : 'draft',
    url: `${s.resultsPath}#${participantId}`,
    resultStatus: null,
    clubId: 'MK Sigulda',
    team: 'Kalniņi',
    racingClass: 'Expert',
    resultId: `${s.id}/${participantId}`,
    ...extra,
  };
}

function position(id: string, group: string, results: StandingStageResult[]): StandingPosition {
  return {
    id,
    name: id,
    birthYear: null,
    clubId: 'MK Sigulda',
    gender: null,
    racingNumber: 7,
    team: 'Kalniņi',
    group,
    participants: results.map((r) => r.resultId!).filter(Boolean),
    refOriginal: null,
    position: null,
    total: null,
    totalMinusWorst: null,
    results,
  };
}

const view = (positions: StandingPosition[]): StandingsView => ({
  championship: {
    id: 'cup',
    institutionId: 'demo',
    slug: 'cup',
    displayName: 'Cup',
    hasWomenClasses: true,
    hasClubStandings: true,
    hasTeamCompetition: true,
    classes: [{ name: 'Expert', order: 1, bgColor: '#fff', borderColor: '#000', clubStandingMultiplier: 1.5 }],
    pointsTable: [20, 17, 15],
    otherPlacesPoints: 1,
    rules: DEFAULT_RULES,
  },
  status: 'published',
  mode: 'approve',
  stages,
  positions,
});

const typical = view([
  position('anna-expert', 'Expert', [entry(0, 'p-anna'), entry(1, 'p-anna', { resultStatus: 'DNF', points: 0 })]),
  position('ben-expert', 'Expert', [entry(0, 'p-ben'), entry(1, 'p-ben')]),
]);

describe('compact standings on the wire (decision 040)', () => {
  it('sends a typical entry as its points, status and participant only', () => {
    const sent = compactStandingsView(typical);
    expect(sent.positions[1]!.results).toEqual([
      { order: 0, points: 17, positionAbsolutePoints: 9, participantId: 'p-ben' },
      { order: 1, points: 16, positionAbsolutePoints: 10, participantId: 'p-ben' },
    ]);
    expect(sent.positions[0]!.results[1]).toEqual({
      order: 1,
      points: 0,
      positionAbsolutePoints: 10,
      participantId: 'p-anna',
      resultStatus: 'DNF',
    });
    expect(expandStandingsView(sent)).toEqual(typical);
  });

  it('keeps what cannot be derived: a renamed stage, another club, a women group class, a filler, a lost stage', () => {
    const odd = view([
      position('mia-women', 'Women', [
        entry(0, 'p-mia', { title: 'Old name', racingClass: 'Hobby', clubId: null, team: null }),
        entry(1, 'p-mia', { status: 'final' }),
        {
          ...entry(2, 'x'),
          title: null,
          url: null,
          resultId: null,
          clubId: null,
          team: null,
          racingClass: null,
          points: 0,
          positionAbsolutePoints: 0,
          status: 'draft',
        },
        { ...entry(0, 'p-mia'), order: 7, resultId: 'gone-stage/p-mia', url: '/somewhere#p-mia', title: 'Gone 01.01' },
      ]),
    ]);
    const sent = compactStandingsView(odd);
    expect(sent.positions[0]!.results[0]).toMatchObject({
      title: 'Old name',
      racingClass: 'Hobby',
      clubId: null,
      team: null,
    });
    expect(sent.positions[0]!.results[1]).toMatchObject({ status: 'final' });
    expect(sent.positions[0]!.results[2]).toMatchObject({ participantId: null });
    expect(sent.positions[0]!.results[3]).toMatchObject({ participantId: null, resultId: 'gone-stage/p-mia' });
    expect(expandStandingsView(sent)).toEqual(odd);
  });

  it('expands every view back to itself (property)', () => {
    const text = fc.option(fc.constantFrom('A', 'B', 'Round 0', 'Round 1'), { nil: null });
    const arbEntry = fc.record({
      order: fc.integer({ min: 0, max: 3 }),
      points: fc.integer({ min: 0, max: 20 }),
      positionAbsolutePoints: fc.integer({ min: 0, max: 60 }),
      title: text,
      status: fc.constantFrom('draft' as const, 'final' as const),
      url: fc.option(
        fc.constantFrom('/competitions/demo/cup/round-0/results#p', '/x#p', '/competitions/demo/cup/round-1/results#q'),
        { nil: null },
      ),
      resultStatus: fc.constantFrom(null, 'DNF' as const, 'DQ' as const, 'DNS' as const),
      clubId: text,
      team: text,
      racingClass: text,
      resultId: fc.option(fc.constantFrom('stage-0/p', 'stage-1/q', 'stage-9/p'), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('Expert', 'Women', 'A'), fc.array(arbEntry, { maxLength: 4 }))),
        (rows) => {
          const v = view(
            rows.map(([group, results], i) => ({ ...position(`r${i}`, group, results), clubId: i % 2 ? 'A' : null })),
          );
          expect(expandStandingsView(compactStandingsView(v))).toEqual(v);
        },
      ),
    );
  });

  it('the tables: expanded equal the tables, club and team entries without title and link', () => {
    const tables = standingsTables(typical, true);
    const sent = compactStandingsTables(tables);
    expect(expandStandingsTables(sent)).toEqual(tables);
    const clubEntry = sent.clubs[0]!.participants[0]!.stages[0]!;
    expect(clubEntry).not.toHaveProperty('title');
    expect(clubEntry).not.toHaveProperty('url');
    expect(clubEntry.participantId).toMatch(/^p-/);
    // A visitor's tables leave out the unpublished stage: its entries keep title and link.
    const visitor = standingsTables(typical, false);
    expect(expandStandingsTables(compactStandingsTables(visitor))).toEqual(visitor);
  });

  it('the club and team tables worked out on their own are the ones the whole tables have', () => {
    const whole = standingsTables(typical, false);
    expect(whole.clubs.length + whole.teams.length).toBeGreaterThan(0);
    const individualOnly = standingsTables(typical, false, { groups: false });
    expect(individualOnly).toEqual({ ...whole, clubs: [], teams: [] });
    expect(standingsGroupTables(typical)).toEqual({ clubs: whole.clubs, teams: whole.teams });
  });
});
