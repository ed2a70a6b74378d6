import { describe, expect, it } from 'vitest';
import { wallClockIn } from '../competitions/zoned-time.js';
import { type StartRider, buildStartList, orderRiders, startInstants, startListBodySchema } from './start-list.js';

const riders: StartRider[] = Array.from({ length: 12 }, (_, i) => ({
  id: `rider-${i + 1}`,
  name: `Rider ${String.fromCharCode(65 + i)}`,
  racingNumber: 100 + i,
  racingClass: i % 2 === 0 ? 'Expert' : 'Clubman',
}));
const ids = (list: readonly StartRider[]) => list.map((r) => r.id);

describe('start order', () => {
  it('draws the same order from the same seed whatever order the entries come in', () => {
    const first = orderRiders(riders, { order: 'draw', seed: 'a1b2c3d4' });
    const again = orderRiders([...riders].reverse(), { order: 'draw', seed: 'a1b2c3d4' });
    expect(ids(again)).toEqual(ids(first));
    // A draw is not the number order, and another seed draws another order.
    expect(ids(first)).not.toEqual(ids(orderRiders(riders, { order: 'number' })));
    expect(ids(orderRiders(riders, { order: 'draw', seed: 'ffff0000' }))).not.toEqual(ids(first));
  });

  it('keeps the drawn order of the others when a late entry joins', () => {
    const seed = '0123abcd';
    const before = ids(orderRiders(riders.slice(0, 11), { order: 'draw', seed }));
    const after = ids(orderRiders(riders, { order: 'draw', seed })).filter((id) => id !== 'rider-12');
    expect(after).toEqual(before);
  });

  it('orders by number (no number last)', () => {
    const list = [...riders.slice(0, 3), { ...riders[3]!, racingNumber: null }].reverse();
    expect(ids(orderRiders(list, { order: 'number' }))).toEqual(['rider-1', 'rider-2', 'rider-3', 'rider-4']);
  });

  it('starts the championship leader last in reverse standing, riders without a place first', () => {
    const standing = new Map([
      ['rider-1', 1],
      ['rider-2', 3],
      ['rider-3', 2],
    ]);
    const order = ids(orderRiders(riders.slice(0, 5), { order: 'reverseStanding' }, standing));
    expect(order).toEqual(['rider-4', 'rider-5', 'rider-2', 'rider-3', 'rider-1']);
  });
});

describe('start times', () => {
  it('steps by the interval per group on the venue clock, jumping with the clock on the DST change', () => {
    // Riga moves its clocks from 03:00 to 04:00 on 29 March 2026.
    const times = startInstants(
      { startTime: '02:50', intervalMinutes: 5, groupSize: 2 },
      '2026-03-29',
      'Europe/Riga',
      6,
    );
    expect(times.map((t) => wallClockIn('Europe/Riga', t.toISOString()).slice(11))).toEqual([
      '02:50',
      '02:50',
      '02:55',
      '02:55',
      '04:00',
      '04:00',
    ]);
    // Real time between groups stays the interval.
    expect(times[4]!.getTime() - times[2]!.getTime()).toBe(300_000);
  });

  it('does not start anyone twice when the clock goes back in autumn', () => {
    // Tallinn: 04:00 back to 03:00 on 25 October 2026.
    const times = startInstants(
      { startTime: '02:50', intervalMinutes: 20, groupSize: 1 },
      '2026-10-25',
      'Europe/Tallinn',
      6,
    );
    expect(times.map((t) => wallClockIn('Europe/Tallinn', t.toISOString()).slice(11))).toEqual([
      '02:50',
      '03:10',
      '03:30',
      '03:50',
      '03:10',
      '03:30',
    ]);
    expect(new Set(times.map((t) => t.getTime())).size).toBe(6);
  });

  it('builds a group of classes as one sequence on the stage day, leaving classes in no block out', () => {
    const rows = buildStartList({
      blocks: [
        { classes: ['Expert', 'Clubman'], startTime: '10:00', intervalMinutes: 1, groupSize: 3, order: 'number' },
      ],
      riders: [...riders, { id: 'x', name: 'X', racingNumber: 1, racingClass: 'Hobby' }],
      stageStart: new Date('2026-06-13T06:00:00Z'),
      timeZone: 'Europe/Riga',
    });
    expect(rows).toHaveLength(12);
    expect(rows.map((r) => wallClockIn('Europe/Riga', r.startsAt).slice(11))).toEqual(
      ['10:00', '10:01', '10:02', '10:03'].flatMap((t) => [t, t, t]),
    );
    expect(rows[11]).toMatchObject({ racingNumber: 111, position: 12 });
  });

  it('refuses a class in two blocks', () => {
    const block = { classes: ['Expert'], startTime: '10:00', intervalMinutes: 1, groupSize: 1, order: 'number' };
    expect(startListBodySchema.safeParse({ blocks: [block, block] }).success).toBe(false);
    expect(startListBodySchema.safeParse({ blocks: [block] }).success).toBe(true);
  });
});
