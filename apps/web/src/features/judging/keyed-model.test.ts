import type { KeyedScore } from '@trialhub/domain';
import { describe, expect, it } from 'vitest';
import {
  type CellKey,
  type CellValue,
  type Choice,
  cellKey,
  cellOrder,
  cellStatus,
  editOpenFreeCell,
  opsToSend,
  readCell,
} from './keyed-model';

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
    const classic = (text: string) => readCell(text, null)!;
    const typed = new Map<CellKey, CellValue>([
      [cellKey('a', 1), classic('1')],
      [cellKey('b', 1), classic('2')],
      [cellKey('c', 1), classic('0')],
      [cellKey('d', 1), classic('5')],
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
    typed.set(cellKey('b', 1), classic('3'));
    expect(opsToSend(4, typed, existing, choices, ids, () => `op-${++n}`)[1]!.opId).toBe('op-3');
  });
});

describe('open-free cells', () => {
  const rules = { gatePoints: { A: 10, B: 20, C: 30, D: 40 }, timeLimitSeconds: 120, faultLimit: 3 };

  it('read the gates ticked and the faults written, with the points the server counts', () => {
    expect(readCell('AC1', rules)).toEqual({ text: 'AC1', points: 40, gates: ['A', 'C'], faults: 1 });
    expect(readCell('0', rules)).toMatchObject({ points: 0, gates: [], faults: 0 });
    expect(readCell('ABCD3', rules)!.points).toBe(100);
    expect(readCell('', rules)).toBeUndefined();
    expect(readCell('4', null)).toBeUndefined();
    expect(readCell('3', null)).toEqual({ text: '3', points: 3 });
  });

  it('are typed key by key: a letter ticks or unticks its gate, digits are the faults', () => {
    const keys = (...pressed: string[]) => pressed.reduce(editOpenFreeCell, '');
    expect(keys('c', 'a', '1')).toBe('AC1');
    expect(keys('a', 'b', 'a')).toBe('B');
    expect(keys('a', '1', '2', '3')).toBe('A3');
    expect(keys('a', 'c', '2', 'Backspace')).toBe('AC');
    expect(keys('a', 'x')).toBe('A');
  });

  it('send gates and faults, not points', () => {
    const typed = new Map<CellKey, CellValue>([[cellKey('a', 2), readCell('BD1', rules)!]]);
    const [op] = opsToSend(1, typed, new Map(), new Map(), new Map(), () => 'op-1');
    expect(op).toMatchObject({ participantId: 'a', lap: 2, gates: ['B', 'D'], faults: 1, expected: null });
    expect(op).not.toHaveProperty('points');
  });
});
