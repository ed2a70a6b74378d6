import { describe, expect, it } from 'vitest';
import { descriptionBody, formatAge, formatPrice, numberSeparators } from './format';

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

describe("the ad page's description under its title", () => {
  it('drops the first line when it is the title, and is empty for a one-line ad', () => {
    expect(descriptionBody('Sherco 300 helmet, size M', 'Sherco 300 helmet, size M')).toBe('');
    expect(descriptionBody('Helmet, size M\nWorn twice.', 'Helmet, size M')).toBe('Worn twice.');
    // A first line cut for the title stays whole in the body.
    expect(descriptionBody(`${'long '.repeat(30)}line`, 'long long…')).toBe(`${'long '.repeat(30)}line`);
  });
});
