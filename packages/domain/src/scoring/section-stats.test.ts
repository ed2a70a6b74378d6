import { describe, expect, it } from 'vitest';
import type { SectionEntry } from './result.js';
import { sectionStats } from './section-stats.js';

const ride = (section: number, points: number, lap = 1, deleted = false): SectionEntry => ({
  section,
  lap,
  points,
  events: [],
  judge: 'J',
  createdOn: '2026-11-23T10:00:00.000Z',
  deleted,
  conflict: false,
});

describe('section statistics for course setters', () => {
  it('counts every lap of a section, leaves deleted scores out, and marks the hardest and easiest (classic)', () => {
    const stats = sectionStats(
      'classic',
      [1, 2, 3],
      [ride(1, 0), ride(1, 1, 2), ride(2, 5), ride(2, 3, 2), ride(2, 0, 3, true), ride(3, 1)],
    );
    expect(stats.map((s) => [s.section, s.rides, s.average, s.best, s.mark])).toEqual([
      [1, 2, 0.5, 0, 'easiest'],
      [2, 2, 4, 3, 'hardest'],
      [3, 1, 1, 1, null],
    ]);
    expect(stats[1]!.counts).toEqual({ '0': 0, '1': 0, '2': 0, '3': 1, '5': 1 });
  });

  it('on open-free stages fewer points is harder and the best ride is the most points', () => {
    const stats = sectionStats('openFree', [1, 2], [ride(1, 40), ride(1, 20), ride(2, 90)]);
    expect(stats.map((s) => [s.average, s.best, s.mark])).toEqual([
      [30, 40, 'hardest'],
      [90, 90, 'easiest'],
    ]);
  });

  it('marks nothing until two sections differ, and shows an unridden section empty', () => {
    expect(sectionStats('classic', [1, 2], [ride(1, 2)]).map((s) => [s.rides, s.average, s.mark])).toEqual([
      [1, 2, null],
      [0, null, null],
    ]);
    expect(sectionStats('classic', [1, 2], [ride(1, 2), ride(2, 2)]).map((s) => s.mark)).toEqual([null, null]);
  });
});
