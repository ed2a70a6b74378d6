import type { JudgingStage } from '@trialhub/domain';
import { describe, expect, it } from 'vitest';
import { type LocalScore, lapsLeft, notYetSeen, riderTotal, slotKey } from './judge-model';

const cls = (name: string, laps: number, order: number, endTime: string | null = '16:00') => ({
  name,
  color: '#1c7ed6',
  laps,
  lapSections: [1, 2],
  order,
  endTime,
});
const snapshot = {
  stage: { classes: [cls('Open', 3, 2), cls('Kids', 1, 1, null)] },
  riders: [
    { id: 'a', name: 'A', racingNumber: 1, racingClass: 'Open' },
    { id: 'b', name: 'B', racingNumber: 2, racingClass: 'Open' },
    { id: 'c', name: 'C', racingNumber: 3, racingClass: 'Open' },
    { id: 'k', name: 'K', racingNumber: 9, racingClass: 'Kids' },
  ],
} as unknown as JudgingStage;

function scores(list: [string, number, number, number][]) {
  return new Map<string, LocalScore>(
    list.map(([participantId, section, lap, points]) => [
      slotKey(participantId, section, lap),
      { participantId, section, lap, points, judge: null, pending: false },
    ]),
  );
}

describe('what an observer sees after a score', () => {
  const held = scores([
    ['a', 1, 1, 3],
    ['a', 1, 2, 1],
    ['a', 2, 1, 5],
    ['b', 1, 2, 0],
    ['c', 1, 1, 2],
  ]);

  it('the rider’s running total counts every section and lap the phone knows', () => {
    expect(riderTotal(held, 'a')).toBe(9);
    expect(riderTotal(held, 'k')).toBe(0);
  });

  it('how often the rider comes to this section again', () => {
    expect(lapsLeft(held, snapshot.stage.classes[0]!, 'a', 1)).toBe(1);
    expect(lapsLeft(held, snapshot.stage.classes[0]!, 'a', 2)).toBe(2);
  });

  it('lists per class the riders not seen in its current lap, and a lap one of them skipped', () => {
    const groups = notYetSeen(held, snapshot, 1);
    expect(groups.map((g) => [g.cls.name, g.lap, g.riders.map((r) => [r.rider.racingNumber, r.missing])])).toEqual([
      ['Kids', 1, [[9, [1]]]],
      // Open is on lap 2 here: #2 skipped lap 1, #3 has not come back for lap 2.
      [
        'Open',
        2,
        [
          [2, [1]],
          [3, [2]],
        ],
      ],
    ]);
    expect(notYetSeen(held, snapshot, 3)).toEqual([]);
  });
});
