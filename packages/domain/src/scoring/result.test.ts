import { describe, expect, it } from 'vitest';
import {
  canDeleteSection,
  isClassFinished,
  nextLapAt,
  normaliseEditedPoints,
  replayOpenFreeAttempt,
  sectionKey,
  summarizeResult,
  type SectionEntry,
  type SectionEventRecord,
} from './result.js';

const layout = { laps: 2, lapSections: [1, 2, 3] };

function entry(section: number, lap: number, points: number, extra: Partial<SectionEntry> = {}): SectionEntry {
  return {
    section,
    lap,
    points,
    events: [],
    judge: 'Judge',
    createdOn: '2026-11-23T10:00:00.000Z',
    deleted: false,
    conflict: false,
    ...extra,
  };
}

const fullRide = [1, 2].flatMap((lap) => [1, 2, 3].map((s) => entry(s, lap, (s + lap) % 4 === 0 ? 5 : s - 1)));

describe('summarizeResult', () => {
  it('has no total until something is scored', () => {
    expect(summarizeResult([], layout, 0)).toMatchObject({ total: null, isFinished: false });
  });

  it('sums section points and adds penalties on classic stages', () => {
    const r = summarizeResult([entry(1, 1, 3), entry(2, 1, 5)], layout, 10);
    expect(r.total).toBe(18);
    expect(r.statistics).toEqual({ '0': 0, '1': 0, '2': 0, '3': 1, '5': 1 });
  });

  it('takes penalties off on open-free stages, where a higher total wins', () => {
    expect(summarizeResult([entry(1, 1, 40)], layout, 10, 'openFree').total).toBe(30);
  });

  it('does not count deleted sections', () => {
    const r = summarizeResult([entry(1, 1, 3), entry(2, 1, 5, { deleted: true })], layout, 0);
    expect(r.total).toBe(3);
    expect(r.laps[1]).toHaveLength(1);
  });

  it('groups entries by lap in section order', () => {
    const r = summarizeResult([entry(3, 1, 0), entry(1, 2, 1), entry(1, 1, 2)], layout, 0);
    expect(r.laps[1]!.map((e) => e.section)).toEqual([1, 3]);
    expect(r.laps[2]!.map((e) => e.section)).toEqual([1]);
  });
});

describe('isClassFinished', () => {
  it.each([
    ['every lap with every section', fullRide, true],
    ['one section missing on the last lap', fullRide.filter((e) => !(e.lap === 2 && e.section === 3)), false],
    ['the last lap missing', fullRide.filter((e) => e.lap === 1), false],
    ['a deleted section', fullRide.map((e) => (e.lap === 1 && e.section === 1 ? { ...e, deleted: true } : e)), false],
  ])('%s → %s', (_name, entries, finished) => {
    expect(isClassFinished(entries, layout)).toBe(finished);
  });

  it('needs only the sections the class rides', () => {
    const partial = { laps: 1, lapSections: [2] };
    expect(isClassFinished([entry(2, 1, 0)], partial)).toBe(true);
  });
});

describe('nextLapAt', () => {
  it('is the first lap without a score at that section', () => {
    expect(nextLapAt([entry(2, 1, 0)], 2, layout)).toBe(2);
    expect(nextLapAt([entry(2, 2, 0)], 2, layout)).toBe(1);
    expect(nextLapAt([entry(2, 1, 0), entry(2, 2, 1)], 2, layout)).toBeNull();
  });

  it('is null for a section the class does not ride', () => {
    expect(nextLapAt([], 7, layout)).toBeNull();
  });
});

describe('canDeleteSection', () => {
  it('refuses when the same section has a result in the next lap', () => {
    expect(canDeleteSection(fullRide, 2, 1)).toBe(false);
    expect(canDeleteSection(fullRide, 2, 2)).toBe(true);
  });
});

describe('normaliseEditedPoints', () => {
  it.each([
    [0, 'classic', 0],
    [3, 'classic', 3],
    [4, 'classic', 0],
    [7, 'classic', 0],
    [5, 'classic', 5],
    [4, 'openFree', 4],
    [-1, 'openFree', 0],
  ] as const)('%s on %s → %s', (points, type, expected) => {
    expect(normaliseEditedPoints(points, type)).toBe(expected);
  });
});

describe('replayOpenFreeAttempt', () => {
  const rules = { gatePoints: { A: 10, B: 20, C: 30, D: 40 }, timeLimitSeconds: 120, faultLimit: 3 };
  const at = (name: string, time: number): SectionEventRecord => ({ name, time, timestamp: '', points: null });

  it('adds and removes gate points', () => {
    const r = replayOpenFreeAttempt(
      [at('JudgeAddPointsA', 5), at('JudgeAddPointsD', 9), at('JudgeRemovePointsA', 12)],
      rules,
    );
    expect(r).toEqual({ points: 40, faults: 0, finishedBy: null });
  });

  it('ends the attempt at the fault limit and ignores later taps', () => {
    const faults = [1, 2, 3].map((t) => at('JudgeAddFault', t));
    const r = replayOpenFreeAttempt([...faults, at('JudgeAddPointsB', 4)], rules);
    expect(r).toEqual({ points: 0, faults: 3, finishedBy: 'TooManyFaults' });
  });

  it('ends by timeout: a tap after the limit does not count', () => {
    const r = replayOpenFreeAttempt([at('JudgeAddPointsA', 30), at('JudgeAddPointsD', 121)], rules);
    expect(r).toEqual({ points: 10, faults: 0, finishedBy: 'Timeout' });
  });

  it('ends by a manual finish', () => {
    expect(replayOpenFreeAttempt([at('JudgeAddPointsC', 3), at('ManualFinish', 8)], rules).finishedBy).toBe(
      'ManualFinish',
    );
  });
});

it('names section entries as the spec does', () => {
  expect(sectionKey(3, 2)).toBe('section3-lap2');
});
