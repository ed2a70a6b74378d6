import { describe, expect, it } from 'vitest';
import { formatAge, formatPrice, numberSeparators } from './format';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('prices and ages as each language writes them', () => {
  it.each([
    ['en', 3900, '€3,900'],
    ['en', 45.5, '€45.50'],
    ['lv', 3900, '3900 €'],
    ['lv', 45.5, '45,50 €'],
    ['et', 12500, '12 500 €'],
  ] as const)('%s: %d → %s', (language, price, text) => {
    expect(nbsp(formatPrice(price, language))).toBe(text);
  });

  const now = new Date('2026-11-23T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it.each([
    ['en', ago(3 * 86_400_000), '3 days ago'],
    ['en', ago(86_400_000), 'yesterday'],
    ['en', ago(5 * 60_000), '5 minutes ago'],
    ['lv', ago(3 * 86_400_000), 'pirms 3 dienām'],
    ['et', ago(3 * 86_400_000), '3 päeva eest'],
  ] as const)('%s: %s → %s', (language, iso, text) => {
    expect(formatAge(iso, now, language)).toBe(text);
  });
});

describe('number separators for price inputs', () => {
  it.each([
    ['en', '.', ','],
    ['lv', ',', ' '],
    ['et', ',', ' '],
  ] as const)('%s: decimal %j, thousands %j', (language, decimalSeparator, thousandSeparator) => {
    expect(numberSeparators(language)).toEqual({ decimalSeparator, thousandSeparator });
  });
});
