import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  checkDuplicates,
  classMatchesAge,
  externalParticipantId,
  foldText,
  latestBirthDate,
  matchesParticipantSearch,
  parseBirthDate,
} from './participant-rules.js';
import { participantFormSchema } from './participant-schemas.js';

const today = new Date(2026, 10, 22);
const schema = participantFormSchema({ hasWomenClasses: true, classNames: ['Expert', 'Youth'], today });
const valid = {
  name: 'Laura Krūmiņa',
  racingNumber: 13,
  racingClass: 'Expert',
  birthDate: '1997.05.21',
  bike: 'TRRS',
  license: null,
  clubId: 'Siguldas Moto',
  gender: 'female' as const,
  team: null,
};
const errorsOf = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('participant form rules (spec §5)', () => {
  it('accepts a complete entry and stores the birth date as an ISO date', () => {
    const result = schema.safeParse(valid);
    expect(result.success && result.data.birthDate).toBe('1997-05-21');
  });

  it.each([
    [{ name: '  ' }, 'name', 'participant.nameRequired'],
    [{ name: 'x'.repeat(201) }, 'name', 'participant.nameTooLong'],
    [{ racingClass: '' }, 'racingClass', 'participant.classRequired'],
    [{ racingClass: 'Veterans' }, 'racingClass', 'participant.classUnknown'],
    [{ birthDate: '' }, 'birthDate', 'participant.birthDateRequired'],
    [{ birthDate: '21.05.1997' }, 'birthDate', 'participant.birthDateFormat'],
    [{ birthDate: '1997.02.30' }, 'birthDate', 'participant.birthDateFormat'],
    [{ birthDate: '2024.11.23' }, 'birthDate', 'participant.birthDateTooLate'],
    [{ gender: null }, 'gender', 'participant.genderRequired'],
    [{ racingNumber: -1 }, 'racingNumber', 'participant.numberInvalid'],
  ])('%j → %s: %s', (patch, field, message) => {
    expect(errorsOf({ ...valid, ...patch })[field]).toBe(message);
  });

  it('takes a birth date exactly two years back, not a day later', () => {
    expect(errorsOf({ ...valid, birthDate: '2024.11.22' })).toEqual({});
    expect(latestBirthDate(today)).toBe('2024-11-22');
  });

  it('needs no gender when the championship has no women classes, and no racing number', () => {
    const open = participantFormSchema({ hasWomenClasses: false, classNames: ['Expert'], today });
    expect(open.safeParse({ ...valid, gender: null, racingNumber: null }).success).toBe(true);
  });
});

describe('ages and classes', () => {
  it.each([
    ['2010-11-22', 16],
    ['2010-11-23', 15],
    ['2008-02-29', 18],
  ])('born %s is %i on 2026-11-22', (birth, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });

  it.each([
    [{ yearsFrom: 7, yearsTo: 15 }, 15, true],
    [{ yearsFrom: 7, yearsTo: 15 }, 16, false],
    [{ yearsFrom: 16, yearsTo: null }, 80, true],
    [{ yearsFrom: null, yearsTo: null }, 190, true],
    [{ yearsFrom: null, yearsTo: null }, 191, false],
  ])('%j fits age %i: %s', (cls, age, fits) => {
    expect(classMatchesAge(cls, age)).toBe(fits);
  });

  it('parses only real yyyy.MM.dd dates', () => {
    expect(parseBirthDate('2000.01.31')).toBe('2000-01-31');
    expect(parseBirthDate('2000.13.01')).toBeNull();
    expect(parseBirthDate('2000-01-31')).toBeNull();
  });
});

describe('duplicates within a stage', () => {
  const existing = [
    { id: 'a', name: 'Mārtiņš Ozols', racingNumber: 1 },
    { id: 'b', name: 'Jānis Bērziņš', racingNumber: null },
  ];
  it.each([
    [{ name: 'Someone', racingNumber: 1 }, null, 'numberTaken'],
    [{ name: 'Mārtiņš Ozols', racingNumber: 1 }, 'a', 'ok'],
    [{ name: ' jānis bērziņš ', racingNumber: null }, null, 'nameTaken'],
    [{ name: 'Mārtiņš Ozols', racingNumber: 7 }, null, 'nameTakenConfirm'],
    [{ name: 'New Rider', racingNumber: 9 }, null, 'ok'],
  ])('%j (self %s) → %s', (candidate, self, kind) => {
    expect(checkDuplicates(existing, candidate, self).kind).toBe(kind);
  });
});

describe('search and ids', () => {
  it('finds by name or number, case-insensitively', () => {
    const p = { name: 'Kristjan Tamm', racingNumber: 12 };
    expect(matchesParticipantSearch(p, 'TAMM')).toBe(true);
    expect(matchesParticipantSearch(p, '12')).toBe(true);
    expect(matchesParticipantSearch(p, 'ozols')).toBe(false);
  });

  it('folds Latvian and Estonian letters for the club search', () => {
    expect(foldText('Cēsu Trials')).toBe('cesu trials');
    expect(foldText('Pärnu MK')).toBe('parnu mk');
    expect(foldText('ĢĶĻŅŠŽ')).toBe('gklnsz');
  });

  it('external ids are ext- and 32 hex digits', () => {
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        expect(externalParticipantId(uuid)).toMatch(/^ext-[0-9a-f]{32}$/);
      }),
    );
  });
});
