import { describe, expect, it } from 'vitest';
import { type FeeInput, type FeeSettingsInput, computeEntryFee, feeSettingsSchema } from './fees.js';

const settings = (over: Partial<FeeSettingsInput> = {}) =>
  feeSettingsSchema.parse({
    classFees: [
      { className: 'Expert', cents: 3500 },
      { className: 'Kids', cents: 1500 },
      { className: 'Hobby', cents: 0 },
    ],
    otherClassesCents: 2500,
    earlyUntil: '2026-05-10',
    earlyDiscountCents: 500,
    lateSurchargeCents: 1000,
    familyDiscountCents: 1000,
    ...over,
  });

// A stage in Riga (UTC+3 in May): registration closes on 20 May at 23:59:59 Riga, racing on 23 May.
const riga = {
  timeZone: 'Europe/Riga',
  registrationEnd: new Date('2026-05-20T20:59:59Z'),
  competitionStart: new Date('2026-05-23T06:00:00Z'),
};
const input = (over: Partial<FeeInput>): FeeInput => ({
  settings: settings(),
  racingClass: 'Expert',
  enteredAt: new Date('2026-05-15T10:00:00Z'),
  earlierTeamEntries: 0,
  ...riga,
  ...over,
});

describe('entry fees', () => {
  it.each<[string, Partial<FeeInput>, number, string[]]>([
    ['normal price of a listed class', {}, 3500, ['classFee']],
    ['a class not listed pays the other classes price', { racingClass: 'Veterans' }, 2500, ['classFee']],
    ['a kids class', { racingClass: 'Kids' }, 1500, ['classFee']],
    // Early: the venue's calendar day 10 May ends at 20:59:59 UTC.
    [
      'early, last minute of the early day in Riga',
      { enteredAt: new Date('2026-05-10T20:59:59Z') },
      3000,
      ['classFee', 'earlyDiscount'],
    ],
    [
      'normal, first minute after the early day in Riga',
      { enteredAt: new Date('2026-05-10T21:00:00Z') },
      3500,
      ['classFee'],
    ],
    [
      'the same instant is still the early day in New York',
      { enteredAt: new Date('2026-05-11T03:59:00Z'), timeZone: 'America/New_York' },
      3000,
      ['classFee', 'earlyDiscount'],
    ],
    ['at the registration end: not yet late', { enteredAt: new Date('2026-05-20T20:59:59Z') }, 3500, ['classFee']],
    [
      'a second after the registration end: late',
      { enteredAt: new Date('2026-05-20T21:00:00Z') },
      4500,
      ['classFee', 'lateSurcharge'],
    ],
    [
      'at sign-on on the day: late',
      { enteredAt: new Date('2026-05-23T07:30:00Z') },
      4500,
      ['classFee', 'lateSurcharge'],
    ],
    [
      'no registration end: late from the first day in the venue zone',
      { registrationEnd: null, enteredAt: new Date('2026-05-22T21:00:00Z') },
      4500,
      ['classFee', 'lateSurcharge'],
    ],
    [
      'no registration end: the evening before is not late',
      { registrationEnd: null, enteredAt: new Date('2026-05-22T20:59:00Z') },
      3500,
      ['classFee'],
    ],
    ['second rider of a team: family discount', { earlierTeamEntries: 1 }, 2500, ['classFee', 'familyDiscount']],
    [
      'third rider, early: both discounts',
      { earlierTeamEntries: 2, enteredAt: new Date('2026-05-01T08:00:00Z') },
      2000,
      ['classFee', 'earlyDiscount', 'familyDiscount'],
    ],
    [
      'late and family',
      { earlierTeamEntries: 1, enteredAt: new Date('2026-05-21T08:00:00Z') },
      3500,
      ['classFee', 'lateSurcharge', 'familyDiscount'],
    ],
    [
      'a discount never goes below 0',
      { racingClass: 'Kids', earlierTeamEntries: 1, settings: settings({ familyDiscountCents: 5000 }) },
      0,
      ['classFee', 'familyDiscount'],
    ],
    [
      'a free class stays free, even late',
      { racingClass: 'Hobby', enteredAt: new Date('2026-05-23T07:30:00Z') },
      0,
      [],
    ],
    ['a stage without fees is free', { settings: null }, 0, []],
    ['the licence hook adds the one-event licence', { licenceCents: 1200 }, 4700, ['classFee', 'licence']],
    ['a free stage still charges a needed licence', { settings: null, licenceCents: 1200 }, 1200, ['licence']],
  ])('%s', (_, over, total, kinds) => {
    const quote = computeEntryFee(input(over));
    expect(quote.totalCents).toBe(total);
    expect(quote.lines.map((l) => l.kind)).toEqual(kinds);
    expect(quote.lines.reduce((sum, l) => sum + l.cents, 0)).toBe(total);
    for (const line of quote.lines) expect(Number.isInteger(line.cents)).toBe(true);
  });

  it('refuses fractional cents, negative fees and a bad IBAN', () => {
    expect(feeSettingsSchema.safeParse({ otherClassesCents: 25.5 }).success).toBe(false);
    expect(feeSettingsSchema.safeParse({ lateSurchargeCents: -100 }).success).toBe(false);
    expect(feeSettingsSchema.safeParse({ payee: { name: 'Club', iban: 'LV00BANK0000435195001' } }).success).toBe(false);
    expect(feeSettingsSchema.safeParse({ earlyUntil: '2026-02-30' }).success).toBe(false);
  });

  it('reads an IBAN typed with spaces and small letters', () => {
    const parsed = feeSettingsSchema.parse({
      payee: { name: 'MK Club', iban: 'lv80 bank 0000 4351 9500 1', bic: 'hab alv22'.replace(' ', '') },
    });
    expect(parsed.payee).toEqual({ name: 'MK Club', iban: 'LV80BANK0000435195001', bic: 'HABALV22' });
  });
});
