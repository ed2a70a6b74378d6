import { DEFAULT_RULES, type StandingPosition, type StandingsEvent, type StandingsView } from '@trialhub/domain';
import { describe, expect, it } from 'vitest';
import { applyStandingsEvent } from './standings-api';

const position = (id: string, total: number): StandingPosition => ({
  id,
  name: id,
  group: 'Open',
  racingNumber: 1,
  gender: 'male',
  clubId: null,
  birthYear: 1990,
  team: null,
  participants: [],
  refOriginal: null,
  position: null,
  total,
  totalMinusWorst: null,
  results: [],
});

const view: StandingsView = {
  championship: {
    id: 'c',
    institutionId: 'i',
    slug: 'cup',
    displayName: 'Cup',
    hasWomenClasses: false,
    hasClubStandings: true,
    hasTeamCompetition: false,
    classes: [],
    pointsTable: [20],
    otherPlacesPoints: 1,
    rules: DEFAULT_RULES,
  },
  status: 'draft',
  mode: null,
  stages: [],
  positions: [position('a', 1), position('b', 2)],
};

const event = (patch: Partial<StandingsEvent>): StandingsEvent => ({
  type: 'standings.changed',
  status: 'published',
  mode: null,
  stages: [],
  upserts: [],
  removed: [],
  replace: false,
  ...patch,
});

describe('applyStandingsEvent', () => {
  it('replaces everything on a replacement and takes the new status', () => {
    const next = applyStandingsEvent(view, event({ replace: true, upserts: [position('c', 3)] }));
    expect(next.positions.map((p) => p.id)).toEqual(['c']);
    expect(next.status).toBe('published');
  });

  it('patches changed standings and drops removed ones otherwise', () => {
    const next = applyStandingsEvent(view, event({ upserts: [position('b', 9)], removed: ['a'] }));
    expect(next.positions.map((p) => [p.id, p.total])).toEqual([['b', 9]]);
  });
});
