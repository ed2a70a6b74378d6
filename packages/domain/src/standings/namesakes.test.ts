import { describe, expect, it } from 'vitest';
import { type GenerateInput, applyGeneration, generateStageStandings } from './generate.js';
import { standingId } from './ids.js';
import { dedupeStandings } from './rank.js';
import { champ, result, stage } from './test-fixtures.js';
import type { StandingPosition } from './types.js';

/**
 * Namesakes in one class (decision 090): the spec keys a standing on name and class; rider records tell
 * two people of one name apart where that is known, and change nothing where it is not.
 */
const jB = (id: string, riderId: string | null, points: number, extra = {}) =>
  result(id, 'Expert', points, { name: 'Jānis Bērziņš', riderId, racingNumber: riderId === 'r-b' ? 22 : 11, ...extra });
const BASE = standingId('Jānis Bērziņš', 'Expert');

function generate(
  order: number,
  results: GenerateInput['results'],
  existing: StandingPosition[],
  apart?: GenerateInput['apart'],
) {
  const out = generateStageStandings({
    championship: champ,
    stage: stage(order),
    firstStageDate: '2026-01-01',
    results,
    existing,
    apart,
  });
  if (!out.ok) throw new Error(`conflicts: ${JSON.stringify(out.errors)}`);
  return applyGeneration(existing, out);
}

const pointsOf = (standings: StandingPosition[]) =>
  Object.fromEntries(standings.map((s) => [s.id, s.results.map((r) => r.points)]));

describe('namesakes in one class', () => {
  it('gives two namesakes on one stage a standing each, with their own points (one no longer overwrites the other)', () => {
    const standings = generate(0, [jB('p1', 'r-a', 20), jB('p2', 'r-b', 17, { birthDate: '2001-05-05' })], []);
    expect(pointsOf(standings)).toEqual({ [BASE]: [20], [`${BASE}~2`]: [17] });
    expect(standings.map((s) => [s.riderId, s.birthYear])).toEqual([
      ['r-a', 1990],
      ['r-b', 2001],
    ]);
  });

  it('sends each rider back to his own standing on the next stage, whatever order the entries come in', () => {
    const first = generate(0, [jB('p1', 'r-a', 20), jB('p2', 'r-b', 17, { birthDate: '2001-05-05' })], []);
    const second = generate(1, [jB('q2', 'r-b', 20, { birthDate: '2001-05-05' }), jB('q1', 'r-a', 15)], first);
    expect(pointsOf(second)).toEqual({ [BASE]: [20, 15], [`${BASE}~2`]: [17, 20] });
  });

  it('keeps riders a secretary decided are two people apart across stages, with no identity question', () => {
    const first = generate(0, [jB('p1', 'r-a', 20)], []);
    const apart = (a: string, b: string) => [a, b].sort().join() === 'r-a,r-b';
    const second = generate(1, [jB('q2', 'r-b', 17, { birthDate: '2001-05-05', clubId: 'Club B' })], first, apart);
    expect(pointsOf(second)).toEqual({ [BASE]: [20], [`${BASE}~2`]: [17] });
    expect(second.find((s) => s.id === `${BASE}~2`)!.clubId).toBe('Club B');
  });

  it('keeps two records never decided apart in one standing, as the spec does (two records of one person)', () => {
    const first = generate(0, [jB('p1', 'r-a', 20)], []);
    const second = generate(1, [jB('q1', 'r-a2', 17)], first, () => false);
    expect(pointsOf(second)).toEqual({ [BASE]: [20, 17] });
    expect(second[0]!.riderId).toBe('r-a');
  });

  it('asks the identity question, as before, when an undecided namesake differs', () => {
    const first = generate(0, [jB('p1', 'r-a', 20)], []);
    const out = generateStageStandings({
      championship: champ,
      stage: stage(1),
      firstStageDate: '2026-01-01',
      results: [jB('q2', 'r-b', 17, { birthDate: '2001-05-05', racingNumber: 11 })],
      existing: first,
      apart: () => false,
    });
    expect(out.ok || out.errors.map((e) => [e.standingId, e.field, e.riders])).toEqual([
      [BASE, 'birthYear', { stored: 'r-a', incoming: 'r-b' }],
    ]);
  });

  it('lets a rider claim a standing written before rider records, and keeps his namesake out of it afterwards', () => {
    const legacy = generate(0, [jB('p1', null, 20)], []);
    expect(legacy[0]!.riderId).toBeNull();
    const claimed = generate(1, [jB('q1', 'r-a', 17)], legacy);
    expect(claimed[0]!.riderId).toBe('r-a');
    const apart = () => true;
    const third = generate(2, [jB('t2', 'r-b', 15, { birthDate: '2001-05-05' }), jB('t1', 'r-a', 13)], claimed, apart);
    expect(pointsOf(third)).toEqual({ [BASE]: [20, 17, 13], [`${BASE}~2`]: [15] });
  });

  it('moves a re-generated stage entry to the namesake standing once the riders are decided apart', () => {
    // Stage 0 was generated while the two records were one standing's; the secretary then said "different".
    const q2 = jB('q2', 'r-b', 17, { racingNumber: 11 });
    const shared = generate(1, [q2], generate(0, [jB('p1', 'r-a', 20)], []), () => false);
    expect(pointsOf(shared)).toEqual({ [BASE]: [20, 17] });
    const regenerated = generate(1, [q2], shared, () => true);
    expect(pointsOf(regenerated)).toEqual({ [BASE]: [20], [`${BASE}~2`]: [17] });
  });
});

describe('deduplication keeps namesakes kept apart', () => {
  it('does not merge two riders of one group and one number, but still merges one rider listed in two classes', () => {
    const standings = generate(0, [jB('p1', 'r-a', 20), jB('p2', 'r-b', 17, { racingNumber: 1 })], []);
    const sameNumber = standings.map((s) => ({ ...s, racingNumber: 7 }));
    expect(dedupeStandings(sameNumber, () => 1)).toHaveLength(2);
    const otherClass = { ...sameNumber[0]!, id: standingId('Jānis Bērziņš', 'Open'), group: 'Open', riderId: 'r-a' };
    const single = sameNumber.slice(0, 1);
    expect(dedupeStandings([...single, otherClass], () => 1)).toHaveLength(1);
  });
});
