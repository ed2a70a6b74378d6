import { describe, expect, it } from 'vitest';
import { decimalAmount, formatCents, parseCents } from './cents.js';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('cents', () => {
  it.each([
    [2500, 'lv', '25,00 €'],
    [2500, 'et', '25,00 €'],
    [2500, 'en', '€25.00'],
    [1999, 'lv', '19,99 €'],
    [5, 'en', '€0.05'],
    [0, 'et', '0,00 €'],
    [123456, 'lv', '1 234,56 €'],
    [123456, 'en', '€1,234.56'],
    [-500, 'en', '-€5.00'],
  ])('%i cents in %s is %s', (cents, language, text) => {
    expect(plain(formatCents(cents, language))).toBe(text);
  });

  it.each([
    [2500, '25.00'],
    [5, '0.05'],
    [100000, '1000.00'],
  ])('%i cents on a bank line is %s', (cents, text) => {
    expect(decimalAmount(cents)).toBe(text);
  });

  it.each([
    ['25', 2500],
    ['25,5', 2550],
    ['25.50', 2550],
    ['19.99', 1999],
    ['0,07', 7],
    ['1 234,56 €', 123456],
    ['1,234.56', 123456],
    ['1.234,56', 123456],
    ['2,450', 245000],
    ['€ 30', 3000],
    ['12.345', 1234500],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '0,450', '12.3456', '2,45,0', '1e3', '25.', '0x10', '9999999999'])('refuses %s', (text) => {
    expect(parseCents(text)).toBeNull();
  });
});
