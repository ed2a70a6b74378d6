import { describe, expect, it } from 'vitest';
import { toCsv } from '../csv.js';
import { ENTRY_IMPORT_MAX_ROWS, planEntryImport, readEntriesCsv } from './entry-import.js';

const ctx = { hasWomenClasses: true, classNames: ['Expert', 'Women'], today: new Date(2026, 10, 22) };
const existing = [
  { id: 'u1', name: 'Laura Krūmiņa', racingNumber: 13 },
  { id: 'u2', name: 'Mari Tamm', racingNumber: null },
];
const plan = (csv: string) => {
  const read = readEntriesCsv(csv);
  if (!read.ok) throw new Error(read.error);
  return planEntryImport(read.rows, ctx, existing, ['MK Trial Rīga']);
};

describe('entry list import', () => {
  it('sorts rows into new, already entered and refused with the form messages', () => {
    const csv = [
      'Nr;Vārds;Klase;Dzimšanas datums;Dzimums;Statuss',
      '21;Anna Ozola;Women;2001-03-04;Sieviete;Apstiprināts', // new, ISO date, confirmed
      '13;laura krūmiņa;Expert;1997.05.21;F;', // same rider as an entry: already entered
      ';Mari Tamm;Expert;04.03.1990;naine;', // same name, no number: already entered
      '13;Someone Else;Expert;1990.01.01;m;', // another rider holds 13
      '22;;Expert;1990.01.01;m;',
      '23;Jonas;Veterans;1990.01.01;m;',
      '24;Kalle;Expert;1990.13.01;m;',
      '25;Kalle Baby;Expert;2026.01.01;m;',
      'abc;Numberless;Expert;1990.01.01;m;',
      '26;No Gender;Expert;1990.01.01;;',
      '27;Anna Ozola;Women;2001.03.04;f;', // twice in the file
      '21;Peeter;Expert;1990.01.01;m;', // number taken by a row above
    ].join('\n');
    expect(plan(csv).map(({ row }) => [row.line, row.status, row.reasons, row.notes])).toEqual([
      [2, 'new', [], []],
      [3, 'entered', [], []],
      [4, 'entered', [], []],
      [5, 'refused', ['participant.numberTaken'], []],
      [6, 'refused', ['participant.nameRequired'], []],
      [7, 'refused', ['participant.classUnknown'], []],
      [8, 'refused', ['participant.birthDateFormat'], []],
      [9, 'refused', ['participant.birthDateTooLate'], []],
      [10, 'refused', ['participants.import.numberInvalid'], []],
      // Gender is optional in the file: imported, and the secretary is told it is missing.
      [11, 'new', [], ['participants.import.genderMissing']],
      [12, 'refused', ['participants.import.twiceInFile'], []],
      [13, 'refused', ['participant.numberTaken'], []],
    ]);
    expect(plan(csv)[0]!.entry).toMatchObject({
      name: 'Anna Ozola',
      racingNumber: 21,
      birthDate: '2001-03-04',
      gender: 'female',
      status: 'Confirmed',
    });
  });

  it('reports every real reason of a row, the taken number first, even in a file without a Gender column', () => {
    const csv = [
      'Number,Name,Class,Birth date,Club',
      '13,Other Rider,Expert,1990.01.01,', // 13 is Laura's
      '30,New Rider,Expert,1990.01.01,mk trial riga', // the listed club, in the file's spelling
      '31,Club Rider,Expert,1990.01.01,Valmieras MK', // a club the list lacks
      '13,Bad Date,,1990.31.01,',
    ].join('\n');
    expect(plan(csv).map(({ row }) => [row.status, row.reasons, row.notes, row.clubId])).toEqual([
      ['refused', ['participant.numberTaken'], [], null],
      ['new', [], ['participants.import.genderMissing'], 'MK Trial Rīga'],
      ['new', [], ['participants.import.newClub', 'participants.import.genderMissing'], 'Valmieras MK'],
      ['refused', ['participant.numberTaken', 'participant.classRequired', 'participant.birthDateFormat'], [], null],
    ]);
    expect(plan(csv)[1]!.entry).toMatchObject({ clubId: 'MK Trial Rīga', gender: null });
  });

  it('a new club that near-matches a listed one waits for the secretary: take the listed club or keep the new one (issue #37 point 5)', () => {
    const csv = ['Number,Name,Class,Birth date,Club', '44,Near Rider,Expert,1990.01.01,riga'].join('\n');
    const { row, entry } = plan(csv)[0]!;
    // Not created silently: the row is not entered until the secretary chooses.
    expect([row.status, row.notes[0], row.clubId, row.nearClub, row.clubChoice]).toEqual([
      'confirm',
      'participants.import.nearClub',
      'riga',
      'MK Trial Rīga',
      undefined,
    ]);
    expect(entry).toBeNull();
    const read = readEntriesCsv(csv);
    if (!read.ok) throw new Error(read.error);
    const decided = (choice: 'takeNearClub' | 'keepNewClub') =>
      planEntryImport(read.rows, ctx, existing, ['MK Trial Rīga'], {
        classes: [],
        start: new Date(),
        [choice]: [2],
      })[0]!;
    const taken = decided('takeNearClub');
    expect([taken.row.status, taken.row.clubId, taken.row.notes, taken.row.clubChoice]).toEqual([
      'new',
      'MK Trial Rīga',
      ['participants.import.genderMissing'],
      'existing',
    ]);
    expect(taken.entry).toMatchObject({ clubId: 'MK Trial Rīga' });
    const kept = decided('keepNewClub');
    expect([kept.row.status, kept.row.clubId, kept.row.notes, kept.row.clubChoice]).toEqual([
      'new',
      'riga',
      ['participants.import.newClub', 'participants.import.genderMissing'],
      'new',
    ]);
    expect(kept.entry).toMatchObject({ clubId: 'riga' });
  });

  it('finds every row of its own export already entered', () => {
    const csv = toCsv([
      ['Number', 'Name', 'Class', 'Birth date', 'Gender'],
      [13, 'Laura Krūmiņa', 'Expert', '1997.05.21', 'Female'],
      ['', 'Mari Tamm', 'Women', '1990.03.04', 'Female'],
    ]);
    expect(plan(csv).map((p) => p.row.status)).toEqual(['entered', 'entered']);
  });

  it('finds the header below the title lines of the XLSX export saved as CSV (within the first five lines)', () => {
    const titled =
      'Latvijas čempionāts;;\nĒrgļi · Dalībnieki;;\nEksportēts 24.11.2026 14:05;;\n;;\nVārds;Klase;Dzimšanas datums\nJānis;Expert;1990.01.01\n';
    expect(readEntriesCsv(titled)).toEqual({
      ok: true,
      rows: [{ line: 6, values: { name: 'Jānis', racingClass: 'Expert', birthDate: '1990.01.01' } }],
    });
    const tooLow = `${'Title;;\n'.repeat(5)}Name;Class;Birth date\nJānis;Expert;1990.01.01\n`;
    expect(readEntriesCsv(tooLow)).toEqual({ ok: false, error: 'participants.import.noHeader' });
  });

  it('refuses a file without a header naming name, class and birth date, and over 1,000 rows', () => {
    expect(readEntriesCsv('Jānis,Expert,1990.01.01\n')).toEqual({ ok: false, error: 'participants.import.noHeader' });
    const rows = Array.from({ length: ENTRY_IMPORT_MAX_ROWS + 1 }, (_, i) => `R${i},Expert,1990.01.01`);
    expect(readEntriesCsv(['Name,Class,Birth date', ...rows].join('\n'))).toEqual({
      ok: false,
      error: 'participants.import.tooLarge',
    });
    expect(readEntriesCsv(`Name,Class,Birth date\n${'x'.repeat(1_000_001)},Expert,1990.01.01`)).toEqual({
      ok: false,
      error: 'participants.import.tooLarge',
    });
  });
});
