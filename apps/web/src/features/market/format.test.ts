import { describe, expect, it } from 'vitest';
import { descriptionBody, formatAge, formatPrice, parsePrice, priceFieldText } from './format';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('prices and ages as each language writes them', () => {
  it.each([
    ['en', 3900, '€3,900'],
    ['en', 45.5, '€45.50'],
    ['lv', 3900, '3 900 €'],
    ['lv', 45.5, '45,50 €'],
    ['lv', 2450.5, '2 450,50 €'],
    ['et', 3900, '3 900 €'],
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

describe('a typed price means the same in every language (issue #37: lv "2450.5" became 24 505 €)', () => {
  it.each(['2450.5', '2450,5', '2 450,50', '2,450.50', '2.450,50', '2\u00a0450,50', '€ 2450.50', ' 2450,50 '])(
    '%j is 2450.5',
    (typed) => expect(parsePrice(typed)).toBe(2450.5),
  );

  it.each([
    ['2450', 2450],
    ['2,450', 2450],
    ['2.450', 2450],
    ['1 234 567', 1234567],
    ['1,234,567.5', 1234567.5],
    ['0,5', 0.5],
    ['.5', 0.5],
    ['2450.', 2450],
    ['0', 0],
    ['-5', -5],
    ['\u22125', -5],
  ])('%j is %d', (typed, price) => expect(parsePrice(typed)).toBe(price));

  it.each(['abc', '2,45,0', '2.450.5', '2,450,50', '12.3456', '1,2345', '0,450', '.', '--5', '5-', '2450.50.1', '1e3'])(
    '%j is no price (NaN: the form asks for digits)',
    (typed) => expect(parsePrice(typed)).toBeNaN(),
  );

  it('an empty field is no price at all', () => {
    expect(parsePrice('')).toBeUndefined();
    expect(parsePrice('  ')).toBeUndefined();
  });

  it.each([
    ['en', 2450.5, '2,450.50'],
    ['lv', 2450.5, '2 450,50'],
    ['et', 2450.5, '2 450,50'],
    ['lv', 3900, '3 900'],
    ['et', -5, '-5'],
    ['en', 0, '0'],
  ] as const)('%s: the field writes %d back as %j, and reads it as the same number', (language, price, text) => {
    expect(priceFieldText(price, language)).toBe(text);
    expect(parsePrice(priceFieldText(price, language))).toBe(price);
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
