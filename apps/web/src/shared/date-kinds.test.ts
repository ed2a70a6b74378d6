import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatDateTimeRange,
  formatTimestamp,
  renderZone,
} from './dates';
import { i18n } from './i18n';

// Saturday 17 October 2026 in Riga: 10:00–16:00 (EEST, UTC+3), a second day's end, a log moment.
const start = '2026-10-17T07:00:00.000Z';
const end = '2026-10-17T13:00:00.000Z';
const nextDay = '2026-10-18T13:00:00.000Z';
const stamp = '2026-10-17T06:50:18.000Z';

afterEach(() => {
  renderZone.current = undefined;
  Object.assign(i18n, { language: undefined, resolvedLanguage: undefined });
});

describe('every screen writes one date style per kind per language (issue #37 point 14)', () => {
  it.each([
    [
      'en',
      '17 Oct 2026',
      '17 Oct 2026, 10:00',
      '17 Oct 2026, 09:50:18',
      'Sat, 17 Oct 2026 · 10:00–16:00',
      '3 Feb 2001',
    ],
    [
      'lv',
      '17.10.2026.',
      '17.10.2026. 10:00',
      '17.10.2026. 09:50:18',
      'sestd., 17.10.2026. · 10:00–16:00',
      '03.02.2001.',
    ],
    ['et', '17.10.2026', '17.10.2026 10:00', '17.10.2026 09:50:18', 'L, 17.10.2026 · 10:00–16:00', '03.02.2001'],
  ])('%s', (language, day, dayTime, timestamp, range, birth) => {
    renderZone.current = 'Europe/Riga';
    Object.assign(i18n, { language, resolvedLanguage: language });
    expect(formatDate(start, 'Europe/Riga')).toBe(day);
    expect(formatDateTime(start, 'Europe/Riga')).toBe(dayTime);
    expect(formatTimestamp(stamp, 'Europe/Riga')).toBe(timestamp);
    expect(formatDateTimeRange(start, end, 'Europe/Riga')).toBe(range);
    expect(formatDateTimeRange(start, nextDay, 'Europe/Riga')).toBe(
      `${dayTime} – ${dayTime.replace('17', '18').replace('10:00', '16:00')}`,
    );
    expect(formatCalendarDate('2001-02-03')).toBe(birth);
  });
});
