import { describe, expect, it } from 'vitest';
import { isFull, signOnProblemsOf } from './rules.js';

const classes = [
  { name: 'Youth', yearsFrom: 7, yearsTo: 15 },
  { name: 'Expert', yearsFrom: 16, yearsTo: null },
];
const stageStart = new Date('2026-06-01T07:00:00Z');
const base = {
  birthDate: '1990-01-01',
  racingClass: 'Expert',
  classes,
  stageStart,
  owesCents: 0,
  declarations: {},
  healthDeclaration: false,
  licence: null,
};
const signature = { signer: 'Māra', at: '2026-06-01T06:00:00Z', by: 'secretary@x' };

describe('what keeps a rider from the start', () => {
  it.each([
    ['an adult who paid, nothing asked', {}, []],
    ['a fee still owed', { owesCents: 2500 }, ['feeUnpaid']],
    ['a minor without a parent’s consent', { birthDate: '2012-03-03', racingClass: 'Youth' }, ['parentConsent']],
    [
      'a minor with it',
      { birthDate: '2012-03-03', racingClass: 'Youth', declarations: { parentConsent: signature } },
      [],
    ],
    ['18 on the day is no minor', { birthDate: '2008-06-01' }, []],
    ['17 the day before the birthday is', { birthDate: '2008-06-02' }, ['parentConsent']],
    ['the health declaration asked, not signed', { healthDeclaration: true }, ['health']],
    ['the health declaration signed', { healthDeclaration: true, declarations: { health: signature } }, []],
    ['a class outside the age', { birthDate: '2000-01-01', racingClass: 'Youth' }, ['classAge']],
    ['a licence reported missing', { licence: 'missing' as const }, ['licence']],
    ['a licence reported expired', { licence: 'expired' as const }, ['licence']],
    ['no licence check (the hook answers null)', { licence: null }, []],
  ])('%s', (_, patch, expected) => {
    expect(signOnProblemsOf({ ...base, ...patch })).toEqual(expected);
  });
});

describe('a full class or stage', () => {
  const rules = { entryLimit: 10, classLimits: { Youth: 2 }, healthDeclaration: false };
  it.each([
    ['a class with room', 'Youth', { stage: 5, inClass: 1 }, false],
    ['a class at its limit', 'Youth', { stage: 5, inClass: 2 }, true],
    ['a class without its own limit, the stage with room', 'Expert', { stage: 9, inClass: 9 }, false],
    ['the stage at its limit', 'Expert', { stage: 10, inClass: 3 }, true],
  ])('%s', (_, racingClass, counts, full) => {
    expect(isFull(rules, racingClass, counts)).toBe(full);
  });

  it('no limits: never full', () => {
    const none = { entryLimit: null, classLimits: {}, healthDeclaration: false };
    expect(isFull(none, 'X', { stage: 999, inClass: 999 })).toBe(false);
  });
});
