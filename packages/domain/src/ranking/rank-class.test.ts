import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareResults, positionPoints, rankClass, type RankableResult } from './rank-class.js';

function result(id: string, total: number | null, extra: Partial<RankableResult> = {}): RankableResult {
  return {
    participantId: id,
    racingNumber: null,
    total,
    isFinished: true,
    status: null,
    statistics: { '0': 0, '1': 0, '2': 0, '3': 0, '5': 0 },
    lastTimeRecorded: '2026-11-23T12:00:00.000Z',
    ...extra,
  };
}

const classic = { type: 'classic', autoDnf: false } as const;
const ids = (ranked: { result: RankableResult }[]) => ranked.map((r) => r.result.participantId);

describe('rankClass (classic)', () => {
  it('puts the lower total first', () => {
    expect(ids(rankClass([result('a', 12), result('b', 4)], classic))).toEqual(['b', 'a']);
  });

  it('puts finished riders before unfinished ones, whatever the total', () => {
    expect(ids(rankClass([result('a', 2, { isFinished: false }), result('b', 9)], classic))).toEqual(['b', 'a']);
  });

  it.each([
    ['more 0s', { '0': 3, '1': 0, '2': 0, '3': 1, '5': 0 }, { '0': 2, '1': 1, '2': 1, '3': 0, '5': 0 }],
    ['then more 1s', { '0': 2, '1': 3, '2': 0, '3': 0, '5': 0 }, { '0': 2, '1': 1, '2': 1, '3': 0, '5': 0 }],
    ['then more 2s', { '0': 2, '1': 1, '2': 2, '3': 0, '5': 0 }, { '0': 2, '1': 1, '2': 1, '3': 1, '5': 0 }],
    ['then more 3s', { '0': 2, '1': 1, '2': 1, '3': 2, '5': 0 }, { '0': 2, '1': 1, '2': 1, '3': 1, '5': 1 }],
    ['then more 5s', { '0': 2, '1': 1, '2': 1, '3': 1, '5': 2 }, { '0': 2, '1': 1, '2': 1, '3': 1, '5': 1 }],
  ])('breaks a tie on total by %s', (_level, better, worse) => {
    const ranked = rankClass(
      [result('worse', 10, { statistics: worse }), result('better', 10, { statistics: better })],
      classic,
    );
    expect(ids(ranked)).toEqual(['better', 'worse']);
  });

  it('breaks a full tie by the earliest last-recorded time', () => {
    const late = result('late', 5, { lastTimeRecorded: '2026-11-23T13:00:00.000Z' });
    const early = result('early', 5, { lastTimeRecorded: '2026-11-23T11:00:00.000Z' });
    expect(ids(rankClass([late, early], classic))).toEqual(['early', 'late']);
  });

  it('gives status holders no place and lists them after ranked riders', () => {
    const ranked = rankClass([result('dq', 1, { status: 'DQ' }), result('b', 7), result('c', 3)], classic);
    expect(ranked.map((r) => [r.result.participantId, r.place, r.shownStatus])).toEqual([
      ['c', 1, null],
      ['b', 2, null],
      ['dq', null, 'DQ'],
    ]);
  });

  it('shows an unfinished rider without status as DNF after the stage ended, without a place', () => {
    const ranked = rankClass([result('a', 3, { isFinished: false }), result('b', 20)], {
      type: 'classic',
      autoDnf: true,
    });
    expect(ranked.map((r) => [r.result.participantId, r.place, r.shownStatus])).toEqual([
      ['b', 1, null],
      ['a', null, 'DNF'],
    ]);
  });

  it('lists riders who have not started last, without a place', () => {
    const ranked = rankClass([result('none', null, { isFinished: false }), result('b', 30)], classic);
    expect(ranked.map((r) => [r.result.participantId, r.place])).toEqual([
      ['b', 1],
      ['none', null],
    ]);
  });
});

describe('rankClass (open-free)', () => {
  it('puts the higher total first', () => {
    expect(ids(rankClass([result('a', 40), result('b', 90)], { type: 'openFree', autoDnf: false }))).toEqual([
      'b',
      'a',
    ]);
  });
});

describe('positionPoints', () => {
  it.each([
    [1, 20],
    [2, 17],
    [3, 15],
    [10, 6],
    [15, 1],
    [16, 1],
    [40, 1],
  ])('place %i → %i points', (place, points) => {
    expect(positionPoints(place)).toBe(points);
  });
});

const statistics = fc.record({
  '0': fc.nat(5),
  '1': fc.nat(5),
  '2': fc.nat(5),
  '3': fc.nat(5),
  '5': fc.nat(5),
});
const arbitraryResult = fc.record({
  participantId: fc.uuid(),
  racingNumber: fc.option(fc.nat(300), { nil: null }),
  total: fc.option(fc.nat(60), { nil: null }),
  isFinished: fc.boolean(),
  status: fc.constantFrom(null, 'DQ' as const, 'DNF' as const),
  statistics,
  lastTimeRecorded: fc.option(
    fc.integer({ min: 1_700_000_000_000, max: 1_800_000_000_000 }).map((t) => new Date(t).toISOString()),
    { nil: null },
  ),
});
const options = fc.record({ type: fc.constantFrom('classic' as const, 'openFree' as const), autoDnf: fc.boolean() });

describe('ranking properties', () => {
  it('is independent of input order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(arbitraryResult, { selector: (r) => r.participantId, maxLength: 30 }),
        options,
        (rs, o) => {
          const forward = ids(rankClass(rs, o));
          expect(ids(rankClass([...rs].reverse(), o))).toEqual(forward);
        },
      ),
    );
  });

  it('is a total order: antisymmetric and transitive', () => {
    fc.assert(
      fc.property(arbitraryResult, arbitraryResult, arbitraryResult, options, (a, b, c, o) => {
        fc.pre(
          a.participantId !== b.participantId &&
            b.participantId !== c.participantId &&
            a.participantId !== c.participantId,
        );
        expect(Math.sign(compareResults(a, b, o))).toBe(-Math.sign(compareResults(b, a, o)));
        expect(compareResults(a, b, o)).not.toBe(0);
        if (compareResults(a, b, o) < 0 && compareResults(b, c, o) < 0) expect(compareResults(a, c, o)).toBeLessThan(0);
      }),
    );
  });

  it('numbers places 1..n without gaps, and never for status holders', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(arbitraryResult, { selector: (r) => r.participantId, maxLength: 30 }),
        options,
        (rs, o) => {
          const ranked = rankClass(rs, o);
          const places = ranked.flatMap((r) => (r.place === null ? [] : [r.place]));
          expect(places).toEqual(places.map((_, i) => i + 1));
          for (const r of ranked) if (r.result.status) expect(r.place).toBeNull();
        },
      ),
    );
  });
});
