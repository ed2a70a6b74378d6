import { describe, expect, it } from 'vitest';
import { type ProgressRider, sectionProgress } from './section-progress.js';

const classes = [
  { name: 'Expert', laps: 2, lapSections: [1, 2, 3] },
  { name: 'Youth', laps: 1, lapSections: [1, 2] },
];
const rider = (id: string, racingClass: string, status: ProgressRider['status'] = null): ProgressRider => ({
  id,
  name: `Rider ${id}`,
  racingNumber: Number(id.slice(1)),
  racingClass,
  status,
});
const score = (participantId: string, section: number, lap = 1) => ({ participantId, section, lap });
const cell = (rows: ReturnType<typeof sectionProgress>, section: number, lap: number) =>
  rows.find((r) => r.section === section)!.laps.find((l) => l.lap === lap)!;

describe('section progress for the secretary', () => {
  it('counts, per section and lap, the riders scored of those whose class rides it', () => {
    const rows = sectionProgress(
      classes,
      [rider('e1', 'Expert'), rider('e2', 'Expert'), rider('y3', 'Youth')],
      [score('e1', 1), score('y3', 1), score('e1', 2)],
    );
    expect(rows.map((r) => [r.section, r.laps.length])).toEqual([
      [1, 2],
      [2, 2],
      [3, 2],
    ]);
    expect([cell(rows, 1, 1).scored, cell(rows, 1, 1).expected]).toEqual([2, 3]);
    expect([cell(rows, 2, 1).scored, cell(rows, 2, 1).expected]).toEqual([1, 3]);
    // Section 3 and lap 2 are Expert only.
    expect(cell(rows, 3, 1).expected).toBe(2);
    expect(cell(rows, 1, 2).expected).toBe(2);
  });

  it('names a rider scored further on in the ride but not here as possibly missed', () => {
    const rows = sectionProgress(
      classes,
      [rider('e1', 'Expert'), rider('e2', 'Expert')],
      // e1 rode 1 and 3 of lap 1: section 2 was skipped. e2 is on lap 2 without section 3 of lap 1.
      [score('e1', 1), score('e1', 3), score('e2', 1), score('e2', 2), score('e2', 1, 2)],
    );
    expect(cell(rows, 2, 1).possiblyMissed.map((r) => r.id)).toEqual(['e1']);
    expect(cell(rows, 3, 1).possiblyMissed.map((r) => r.id)).toEqual(['e2']);
    // Riders simply not there yet are pending, not missed.
    expect(cell(rows, 2, 2).possiblyMissed).toEqual([]);
    expect(cell(rows, 1, 1).possiblyMissed).toEqual([]);
  });

  it('expects DQ/DNF riders only where they were scored', () => {
    const rows = sectionProgress(classes, [rider('e1', 'Expert', 'DNF'), rider('e2', 'Expert')], [score('e1', 1)]);
    expect([cell(rows, 1, 1).scored, cell(rows, 1, 1).expected]).toEqual([1, 2]);
    expect(cell(rows, 2, 1).expected).toBe(1);
  });

  it('ignores riders of a class the stage does not have', () => {
    const rows = sectionProgress(classes, [rider('x1', 'Ghost')], [score('x1', 1)]);
    expect(cell(rows, 1, 1).expected).toBe(0);
  });
});
