import { describe, expect, it } from 'vitest';
import { dayIn, instantOfWallClock, isTimeZone, wallClockIn, zoneOffsetMinutes, zonedTime } from './zoned-time.js';

describe('venue wall clock', () => {
  it('reads an instant on the venue clock, across a DST change', () => {
    // Riga is UTC+3 in summer and UTC+2 in winter; London UTC+1 and UTC+0.
    expect(wallClockIn('Europe/Riga', '2026-07-04T07:00:00Z')).toBe('2026-07-04T10:00');
    expect(wallClockIn('Europe/Riga', '2026-11-21T08:00:00Z')).toBe('2026-11-21T10:00');
    expect(wallClockIn('Europe/London', '2026-07-04T07:00:00Z')).toBe('2026-07-04T08:00');
  });

  it('turns a wall-clock time typed for the venue into the instant, and back', () => {
    expect(instantOfWallClock('Europe/Riga', '2026-07-04T10:00')).toBe('2026-07-04T07:00:00.000Z');
    expect(instantOfWallClock('Europe/Tallinn', '2026-11-21T10:00')).toBe('2026-11-21T08:00:00.000Z');
    expect(instantOfWallClock('America/New_York', '2026-11-21T10:00')).toBe('2026-11-21T15:00:00.000Z');
    for (const zone of ['Europe/Riga', 'Europe/London', 'Asia/Tokyo', 'America/Los_Angeles']) {
      for (const local of ['2026-03-29T10:00', '2026-10-25T23:30', '2026-12-31T00:15']) {
        expect(wallClockIn(zone, instantOfWallClock(zone, local)!)).toBe(local);
      }
    }
    expect(instantOfWallClock('Europe/Riga', '')).toBeNull();
    expect(instantOfWallClock('Europe/Riga', 'tomorrow')).toBeNull();
  });

  it('takes the venue day, not the UTC day: a 00:30 start in Riga is that day there', () => {
    const start = zonedTime('Europe/Riga', '2026-05-09', '00:30');
    expect(start.toISOString()).toBe('2026-05-08T21:30:00.000Z');
    expect(dayIn('Europe/Riga', start)).toBe('2026-05-09');
  });

  it('knows IANA zones and refuses offsets, typos and injections', () => {
    for (const zone of ['Europe/Riga', 'Europe/Tallinn', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+2'])
      expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['', '+02:00', 'Europe/Rigaa', 'Mars/Olympus', '../etc/passwd', 'Europe/Riga\u0000'])
      expect(isTimeZone(zone)).toBe(false);
  });
});

describe('zoneOffsetMinutes', () => {
  it('is the zone’s UTC offset at that moment, DST included (what a browser’s getTimezoneOffset negates)', () => {
    expect(zoneOffsetMinutes('Europe/Riga', new Date('2026-07-04T07:00:00Z'))).toBe(180);
    expect(zoneOffsetMinutes('Europe/Riga', new Date('2026-11-21T08:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('Asia/Tokyo', new Date('2026-11-21T08:00:00Z'))).toBe(540);
    expect(zoneOffsetMinutes('America/New_York', new Date('2026-11-21T08:00:00Z'))).toBe(-300);
  });
});
