import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyFinishTime, isValidFinishTime } from './results.js';
import { finishTimeBodySchema, penaltyBodySchema, sectionPointsBodySchema } from './results-schemas.js';

describe('finish time (spec §5: HH:MM:SS, else Invalid finish time)', () => {
  it.each([
    ['00:00:00', true],
    ['09:05:07', true],
    ['23:59:59', true],
    ['24:00:00', false],
    ['12:60:00', false],
    ['12:00:60', false],
    ['9:05:07', false],
    ['12:00', false],
    ['12:00:00.000', false],
    [' 12:00:00', false],
    ['', false],
  ])('%j valid: %s', (value, valid) => {
    expect(isValidFinishTime(value)).toBe(valid);
    expect(finishTimeBodySchema.safeParse({ time: value, timezoneOffset: 0 }).success).toBe(valid);
  });

  it.each([
    // previous (UTC), new local time, offset (getTimezoneOffset), expected (UTC)
    ['2026-11-23T12:34:56.789Z', '13:00:05', 0, '2026-11-23T13:00:05.000Z'],
    ['2026-11-23T12:34:56.789Z', '13:00:05', -120, '2026-11-23T11:00:05.000Z'],
    // 23:30 UTC is already the 24th at UTC+2: the day is the secretary's local day.
    ['2026-11-23T23:30:00.000Z', '01:15:00', -120, '2026-11-23T23:15:00.000Z'],
    ['2026-11-23T02:00:00.000Z', '22:00:00', 300, '2026-11-23T03:00:00.000Z'],
  ])('%s set to %s at offset %d → %s', (previous, time, offset, expected) => {
    expect(applyFinishTime(previous, time, offset)).toBe(expected);
  });

  it('keeps the local day and has whole seconds, for any time and zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 86_399 }),
        fc.integer({ min: -14 * 4, max: 12 * 4 }).map((q) => q * 15),
        (previous, secondOfDay, offset) => {
          const time = [secondOfDay / 3600, (secondOfDay / 60) % 60, secondOfDay % 60]
            .map((n) => String(Math.floor(n)).padStart(2, '0'))
            .join(':');
          const result = applyFinishTime(previous.toISOString(), time, offset);
          const localDay = (ms: number) => new Date(ms - offset * 60_000).toISOString().slice(0, 10);
          expect(localDay(Date.parse(result))).toBe(localDay(previous.getTime()));
          expect(new Date(Date.parse(result) - offset * 60_000).toISOString().slice(11, 19)).toBe(time);
          expect(Date.parse(result) % 1000).toBe(0);
        },
      ),
    );
  });
});

describe('section and penalty points bodies (spec §5: digits only; penalty greater than 0)', () => {
  it.each([
    ['3', true],
    [3, true],
    ['0', true],
    ['12', true],
    ['-1', false],
    ['1.5', false],
    ['abc', false],
    ['', false],
    [' 3', false],
  ])('section points %j accepted: %s', (points, ok) => {
    expect(sectionPointsBodySchema.safeParse({ points }).success).toBe(ok);
  });

  it.each([
    ['5', true],
    [5, true],
    ['0', false],
    [0, false],
    ['-3', false],
    ['x', false],
    ['', false],
  ])('penalty points %j accepted: %s', (points, ok) => {
    expect(penaltyBodySchema.safeParse({ points, reason: '' }).success).toBe(ok);
  });

  it('trims the reason and lets it be left out', () => {
    expect(penaltyBodySchema.parse({ points: '2' })).toEqual({ points: '2', reason: '' });
    expect(penaltyBodySchema.parse({ points: '2', reason: '  late start ' }).reason).toBe('late start');
  });
});
