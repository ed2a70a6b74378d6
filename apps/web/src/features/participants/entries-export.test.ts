import { type PublicStage, parseCsv, planEntryImport, readEntriesCsv, toCsv } from '@trialhub/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/i18n';
import { readXlsx, shownValue, shownValues, translator } from '../../shared/sheet-testing';
import { xlsxBytes } from '../../shared/xlsx';
import { entriesCsv, entriesTable, entriesTitle } from './entries-sheet';
import type { ListedParticipant } from './participants-api';

const entries: ListedParticipant[] = [
  {
    id: 'ext-2',
    name: 'Jānis "Jancis" Bērziņš',
    racingNumber: 7,
    racingClass: 'Expert',
    birthYear: 1990,
    birthDate: '1990-04-04',
    createdOn: '2026-11-20T10:00:00.000Z',
    bike: 'Beta, 300',
    clubId: 'MK Trial Rīga',
    team: null,
    status: 'Confirmed',
    gender: 'male',
    license: 'LV-1',
  },
  {
    id: 'ext-1',
    name: 'Mari Tamm',
    racingNumber: null,
    racingClass: 'Women',
    birthYear: 2001,
    birthDate: '2001-02-03',
    createdOn: '2026-11-19T10:00:00.000Z',
    bike: null,
    clubId: 'Pärnu MK',
    team: 'Tamm & Kask',
    status: 'Registered',
    gender: 'female',
    license: null,
  },
];

describe('entry list export', () => {
  it.each(['en', 'lv', 'et'] as const)(
    'in %s: a header row, every entry escaped, read back as already entered',
    (lng) => {
      const csv = entriesCsv(entries, translator(lng), lng);
      // Latvian and Estonian Excel split cells at semicolons; English at commas.
      expect(csv.split('\r\n')[0]!.split(lng === 'en' ? ',' : ';')).toHaveLength(11);
      const [header, first, second] = parseCsv(csv).map((l) => l.cells);
      expect(header).toHaveLength(11);
      // Registration order; quotes and commas survive.
      expect(first!.slice(0, 5)).toEqual([
        '',
        'Mari Tamm',
        'Women',
        '2001.02.03',
        translator(lng)('participants.gender.female'),
      ]);
      expect(second!.slice(0, 4)).toEqual(['7', 'Jānis "Jancis" Bērziņš', 'Expert', '1990.04.04']);
      expect(second![6]).toBe('Beta, 300');

      const read = readEntriesCsv(csv);
      if (!read.ok) throw new Error(read.error);
      const planned = planEntryImport(
        read.rows,
        { hasWomenClasses: true, classNames: ['Expert', 'Women'], today: new Date() },
        entries,
        [],
      );
      expect(planned.map((p) => p.row.status)).toEqual(['entered', 'entered']);
      // And into an empty stage they come back as they were, status included.
      const fresh = planEntryImport(
        read.rows,
        { hasWomenClasses: true, classNames: ['Expert', 'Women'], today: new Date() },
        [],
        [],
      );
      expect(fresh.map((p) => p.entry && [p.entry.name, p.entry.gender, p.entry.status, p.entry.team])).toEqual([
        ['Mari Tamm', 'female', 'Registered', 'Tamm & Kask'],
        ['Jānis "Jancis" Bērziņš', 'male', 'Confirmed', null],
      ]);
    },
  );

  it('writes a name, club or bike a spreadsheet would run as a formula as text, and reads it back', () => {
    const rider: ListedParticipant = {
      ...entries[1]!,
      id: 'ext-3',
      name: '=HYPERLINK("http://evil.example","Click me")',
      clubId: '@SUM(1+1)*cmd',
      bike: "+cmd|' /C calc'!A0",
      team: '-2+3',
    };
    const csv = entriesCsv([rider], translator('en'), 'en');
    const line = csv.split('\r\n')[1]!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""Click me"")"`);
    expect(line).toContain(`'@SUM(1+1)*cmd`);
    expect(line).toContain(`'+cmd|' /C calc'!A0`);
    expect(line).toContain(`'-2+3`);
    // No cell of the file starts a formula.
    for (const cell of line.split(',')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+@\t\r-]/);

    const read = readEntriesCsv(csv);
    if (!read.ok) throw new Error(read.error);
    const [planned] = planEntryImport(
      read.rows,
      { hasWomenClasses: true, classNames: ['Expert', 'Women'], today: new Date() },
      [],
      [],
    );
    expect(planned!.entry).toMatchObject({ name: rider.name, bike: rider.bike, team: rider.team });
  });

  it('in lv: the same guard with semicolons, and a club with a semicolon stays one cell', () => {
    const rider: ListedParticipant = { ...entries[1]!, id: 'ext-4', name: '@Rīga', clubId: 'A; B' };
    const csv = entriesCsv([rider], translator('lv'), 'lv');
    const line = csv.split('\r\n')[1]!;
    expect(line.startsWith(';')).toBe(true); // no racing number
    expect(line).toContain(`;'@Rīga;`);
    expect(line).toContain(`;"A; B";`);
    expect(parseCsv(csv)[1]!.cells.slice(1, 6)).toEqual(['@Rīga', 'Women', '2001.02.03', 'Sieviete', 'A; B']);
  });
});

const stage = { championshipName: 'Latvijas trīsaļu čempionāts', title: 'Ērgļi', stageId: 'ergli' } as PublicStage;

/** What "Save as CSV" in a spreadsheet writes of a sheet: every line, title lines too. */
function savedAsCsv(sheet: ExcelJS.Worksheet, language: Language): string {
  const rows = shownValues(sheet) as (string | number | null)[][];
  return toCsv(rows, language === 'en' ? undefined : { separator: ';', decimalComma: true });
}

describe('entry list as XLSX', () => {
  it.each(['en', 'lv', 'et'] as const)('in %s: title lines, a frozen header, number cells', async (lng) => {
    const t = translator(lng);
    const now = new Date(2026, 10, 24, 14, 5);
    const bytes = await xlsxBytes({ title: entriesTitle(stage, t, lng, now), sheets: [entriesTable(entries, t)] });
    const sheet = (await readXlsx(bytes)).worksheets[0]!;
    expect(sheet.name).toBe(t('participants.title'));
    expect(sheet.getCell('A1').value).toBe('Latvijas trīsaļu čempionāts');
    expect(sheet.getCell('A2').value).toBe(`Ērgļi · ${t('participants.title')}`);
    expect(sheet.getCell('A3').value).toBe(
      { en: 'Exported 24 Nov 2026, 14:05', lv: 'Eksportēts 24.11.2026. 14:05', et: 'Eksporditud 24.11.2026 14:05' }[
        lng
      ],
    );
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 });
    expect(sheet.getRow(5).getCell(2).value).toBe(t('participants.col.name'));
    // Registration order: Mari (no number) first, then Jānis with number 7 as a number cell.
    expect(sheet.getCell('A6').value).toBeNull();
    expect(sheet.getCell('B6').value).toBe('Mari Tamm');
    expect(sheet.getCell('A7').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('A7').value).toBe(7);
    expect(sheet.getCell('B7').value).toBe('Jānis "Jancis" Bērziņš');
    expect(sheet.getCell('F6').value).toBe('Pärnu MK');
    // Birth dates and registration times are date cells (sortable, subtractable) showing the CSV's text.
    expect(sheet.getCell('D7').type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getCell('D7').value).toEqual(new Date(Date.UTC(1990, 3, 4)));
    expect(shownValue(sheet.getCell('D7'))).toBe('1990.04.04');
    expect(sheet.getCell('K6').type).toBe(ExcelJS.ValueType.Date);
    expect(shownValue(sheet.getCell('K6'))).toMatch(/^2026-11-19 \d\d:00$/);
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual('Jānis "Jancis" Bērziņš'.length);
  });

  it.each(['en', 'lv'] as const)('in %s: exported as XLSX and as CSV, imported back, nothing changes', async (lng) => {
    const t = translator(lng);
    const sheet = (
      await readXlsx(await xlsxBytes({ title: entriesTitle(stage, t, lng), sheets: [entriesTable(entries, t)] }))
    ).worksheets[0]!;
    const context = { hasWomenClasses: true, classNames: ['Expert', 'Women'], today: new Date() };
    for (const file of [entriesCsv(entries, t, lng), savedAsCsv(sheet, lng)]) {
      const read = readEntriesCsv(file);
      if (!read.ok) throw new Error(read.error);
      // Into the stage they came from: every row already entered, nothing to add.
      expect(planEntryImport(read.rows, context, entries, []).map((p) => p.row.status)).toEqual(['entered', 'entered']);
      // Into an empty stage: the same entries, field by field.
      const fresh = planEntryImport(read.rows, context, [], []).map((p) => p.entry);
      expect(fresh).toEqual([
        expect.objectContaining({
          name: 'Mari Tamm',
          racingNumber: null,
          racingClass: 'Women',
          birthDate: '2001-02-03',
          gender: 'female',
          clubId: 'Pärnu MK',
          bike: null,
          license: null,
          team: 'Tamm & Kask',
          status: 'Registered',
        }),
        expect.objectContaining({
          name: 'Jānis "Jancis" Bērziņš',
          racingNumber: 7,
          racingClass: 'Expert',
          birthDate: '1990-04-04',
          gender: 'male',
          clubId: 'MK Trial Rīga',
          bike: 'Beta, 300',
          license: 'LV-1',
          team: null,
          status: 'Confirmed',
        }),
      ]);
    }
  });
});
