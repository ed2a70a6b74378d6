import { describe, expect, it } from 'vitest';
import {
  calendarDateText,
  dateLanguage,
  dateText,
  dateTimeText,
  timeText,
  wallPartsIn,
  weekdayDateText,
} from './date-styles.js';

// Saturday 17 October 2026, 09:50:18 in Riga (06:50:18 UTC).
const at = wallPartsIn('Europe/Riga', new Date('2026-10-17T06:50:18.000Z'));

describe('one date style per kind per language (issue #37 point 14)', () => {
  it.each([
    ['en', '17 Oct 2026', '17 Oct 2026, 09:50', '17 Oct 2026, 09:50:18', 'Sat, 17 Oct 2026', '3 Feb 2001'],
    ['lv', '17.10.2026.', '17.10.2026. 09:50', '17.10.2026. 09:50:18', 'sestd., 17.10.2026.', '03.02.2001.'],
    ['et', '17.10.2026', '17.10.2026 09:50', '17.10.2026 09:50:18', 'L, 17.10.2026', '03.02.2001'],
  ] as const)('%s: day, day+time, timestamp, weekday, birth date', (lang, day, dayTime, stamp, weekday, birth) => {
    expect(dateText(lang, at)).toBe(day);
    expect(dateTimeText(lang, at)).toBe(dayTime);
    expect(dateTimeText(lang, at, true)).toBe(stamp);
    expect(weekdayDateText(lang, at)).toBe(weekday);
    expect(calendarDateText(lang, '2001-02-03')).toBe(birth);
  });
  it('reads the venue clock, not the server one, and writes 24-hour times', () => {
    expect(timeText(wallPartsIn('Europe/Tallinn', new Date('2026-07-01T21:05:00.000Z')))).toBe('00:05');
    expect(dateText('et', wallPartsIn('Europe/Tallinn', new Date('2026-07-01T21:05:00.000Z')))).toBe('02.07.2026');
    expect(dateText('en', wallPartsIn('UTC', new Date('2026-07-01T21:05:00.000Z')))).toBe('1 Jul 2026');
  });
  it('maps locales to a style', () => {
    expect(dateLanguage('en-GB')).toBe('en');
    expect(dateLanguage('lv')).toBe('lv');
    expect(dateLanguage('et-EE')).toBe('et');
    expect(dateLanguage('de')).toBe('en');
  });
});
