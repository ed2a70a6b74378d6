import type { KeyedScore } from '@trialhub/domain';
import { describe, expect, it } from 'vitest';
import { type CellKey, type Choice, cellKey, cellOrder, cellStatus, opsToSend } from './keyed-model';

const phone = (points: number): KeyedScore => ({ participantId: 'a', lap: 1, points, judge: 'Jānis', at: '' });

describe('keyed entry cells', () => {
  it('never overwrites a phone’s different score without a choice made over that very score', () => {
    expect(cellStatus(undefined, phone(3))).toBe('empty');
    expect(cellStatus(2, undefined)).toBe('new');
    expect(cellStatus(3, phone(3))).toBe('same');
    expect(cellStatus(1, phone(3))).toBe('conflict');
    expect(cellStatus(1, phone(3), { use: 'paper', over: 3 })).toBe('usePaper');
    expect(cellStatus(1, phone(3), { use: 'phone', over: 3 })).toBe('keepPhone');
    // The phone sent yet another score after the choice: decide again.
    expect(cellStatus(1, phone(5), { use: 'paper', over: 3 })).toBe('conflict');
  });

  it('types a rider’s laps left to right, skipping laps the class does not ride', () => {
    const riders = [
      { id: 'a', name: 'A', racingNumber: 1, racingClass: 'X', color: '#000000', laps: 2 },
      { id: 'b', name: 'B', racingNumber: 2, racingClass: 'Y', color: '#000000', laps: 1 },
    ];
    expect(cellOrder(riders)).toEqual(['a/1', 'a/2', 'b/1']);
  });

  it('sends new cells and paper choices, keeping an operation’s id while its cell keeps its value', () => {
    const typed = new Map<CellKey, number>([
      [cellKey('a', 1), 1],
      [cellKey('b', 1), 2],
      [cellKey('c', 1), 0],
      [cellKey('d', 1), 5],
    ]);
    const existing = new Map<CellKey, KeyedScore>([
      [cellKey('a', 1), phone(3)],
      [cellKey('c', 1), phone(0)],
      [cellKey('d', 1), phone(2)],
    ]);
    const choices = new Map<CellKey, Choice>([[cellKey('a', 1), { use: 'paper', over: 3 }]]);
    const ids = new Map<string, string>();
    let n = 0;
    const first = opsToSend(4, typed, existing, choices, ids, () => `op-${++n}`);
    expect(first.map((o) => [o.participantId, o.lap, o.points, o.expected, o.section])).toEqual([
      ['a', 1, 1, 3, 4],
      ['b', 1, 2, null, 4],
    ]);
    const again = opsToSend(4, typed, existing, choices, ids, () => `op-${++n}`);
    expect(again.map((o) => o.opId)).toEqual(first.map((o) => o.opId));
    typed.set(cellKey('b', 1), 3);
    expect(opsToSend(4, typed, existing, choices, ids, () => `op-${++n}`)[1]!.opId).toBe('op-3');
  });
});
