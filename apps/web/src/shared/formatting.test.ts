import { describe, expect, it } from 'vitest';
import { formatDate, formatTimestamp } from './dates';
import { intlLocale } from './i18n';
import { formatNumber } from './numbers';

// Noon UTC: the same calendar day in every time zone the tests may run in.
const noon = '2026-11-23T12:00:00.000Z';

describe('dates and numbers follow the UI language', () => {
  it('writes English the European way (day before month, 24-hour clock); the tests run in English', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(formatDate(noon)).toBe('23 Nov 2026');
    expect(formatTimestamp('2026-11-23T15:05:09.000Z')).toMatch(/^23 Nov 2026, \d\d:05:09$/);
  });

  it('writes Latvian and Estonian decimals with a comma, English with a point', () => {
    expect(formatNumber(184.8, { locale: intlLocale('lv') })).toBe('184,8');
    expect(formatNumber(15.6, { locale: intlLocale('et') })).toBe('15,6');
    expect(formatNumber(184.8, { locale: intlLocale('en') })).toBe('184.8');
    expect(formatNumber(1 / 3, { locale: intlLocale('en') })).toBe('0.33');
    expect(formatNumber(1, { locale: intlLocale('lv'), decimals: 2 })).toBe('1,00');
  });
});
