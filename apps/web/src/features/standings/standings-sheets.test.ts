import {
  DEFAULT_RULES,
  type StandingPosition,
  type StandingsChampionship,
  type StandingsStage,
  csvNumber,
  parseCsv,
  standingsTables,
} from '@trialhub/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sheetCsv } from '../../shared/sheet';
import { readXlsx, sheetValues, translator } from '../../shared/sheet-testing';
import { xlsxBytes } from '../../shared/xlsx';
import { standingsSheetTitle, standingsTablesFor } from './standings-sheets';

const championship: StandingsChampionship = {
  id: 'c1',
  institutionId: 'lmf',
  slug: 'cup',
  displayName: 'Latvijas kauss',
  hasWomenClasses: false,
  hasClubStandings: true,
  hasTeamCompetition: true,
  // Youth riders' points count one and a half for their club: club points get decimals.
  classes: [
    { name: 'Expert', order: 1, bgColor: 'red', borderColor: 'red', clubStandingMultiplier: 1 },
    { name: 'Youth', order: 2, bgColor: 'blue', borderColor: 'blue', clubStandingMultiplier: 1.5 },
  ],
  pointsTable: [20, 17, 15],
  otherPlacesPoints: 1,
  rules: DEFAULT_RULES,
};

const stages: StandingsStage[] = [
  {
    id: 's1',
    slug: 'ergli',
    title: 'Ērgļi',
    location: 'Ērgļi',
    competitionStartDate: '2026-05-10T07:00:00.000Z',
    resultsStatus: 'StandingsPublished',
    order: 0,
    resultsPath: '/competitions/lmf/cup/ergli',
    timeZone: 'Europe/Riga',
  },
];

function position(id: string, name: string, group: string, points: number, clubId: string, team: string | null) {
  return {
    id,
    name,
    group,
    birthYear: 2008,
    clubId,
    gender: 'male',
    racingNumber: Number(id.slice(1)),
    team,
    participants: [`s1/${id}`],
    refOriginal: null,
    position: null,
    total: null,
    totalMinusWorst: null,
    results: [
      {
        order: 0,
        points,
        positionAbsolutePoints: points,
        title: 'Ērgļi 05.10',
        status: 'final',
        url: null,
        resultStatus: null,
        clubId,
        team,
        racingClass: group,
      },
    ],
  } as StandingPosition;
}

const positions = [
  position('p1', 'Jānis Bērziņš', 'Expert', 20, 'MK Ķekava', 'Bērziņi'),
  position('p2', 'Oskars Liepa', 'Youth', 17, 'MK Ķekava', 'Bērziņi'),
  position('p3', 'Mari Tamm', 'Youth', 15, 'Pärnu MK', null),
];

const tablesIn = (lng: string) =>
  standingsTablesFor(
    championship,
    standingsTables({ championship, mode: 'approve', stages, positions }, true),
    translator(lng),
  );

describe('standings as spreadsheets', () => {
  it('has every view as a sheet of the workbook, numbers as number cells', async () => {
    const tables = tablesIn('lv');
    const bytes = await xlsxBytes({
      title: ['Latvijas kauss', 'Apstiprināts', 'Eksportēts 24.11.2026 14:05'],
      sheets: [tables.individual!, tables.club!, tables.team!],
    });
    const book = await readXlsx(bytes);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Individuālais kopvērtējums',
      'Klubu kopvērtējums',
      'Ģimeņu kausa kopvērtējums',
    ]);
    const [individual, club, team] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet, ExcelJS.Worksheet];
    for (const sheet of book.worksheets) {
      expect(sheet.getCell('A1').value).toBe('Latvijas kauss');
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 });
    }
    expect(sheetValues(individual, 5)).toEqual([
      ['Klase', 'Vieta', 'Vārds', 'Numurs', 'Klubs', 'Gads', 'Kopā', 'Ērgļi 10.05'],
      ['Expert', 1, 'Jānis Bērziņš', 1, 'MK Ķekava', 2008, 20, 20],
      ['Youth', 1, 'Oskars Liepa', 2, 'MK Ķekava', 2008, 17, 17],
      ['Youth', 2, 'Mari Tamm', 3, 'Pärnu MK', 2008, 15, 15],
    ]);
    // Club points: 20 + 17 × 1.5 = 45.5 for Ķekava, 15 × 1.5 = 22.5 for Pärnu, as numbers.
    expect(sheetValues(club, 5)).toEqual([
      ['Vieta', 'Klubs', 'Kluba kopsumma', 'Vārds', 'Numurs', 'Klase', 'Kopā', 'Ērgļi 10.05'],
      [1, 'MK Ķekava', 45.5, 'Jānis Bērziņš', 1, 'Expert', 20, 20],
      [1, 'MK Ķekava', 45.5, 'Oskars Liepa', 2, 'Youth', 25.5, 25.5],
      [2, 'Pärnu MK', 22.5, 'Mari Tamm', 3, 'Youth', 22.5, 22.5],
    ]);
    expect(club.getCell('C6').type).toBe(ExcelJS.ValueType.Number);
    expect(sheetValues(team, 6)).toEqual([[1, 'Bērziņi', 37, 'Jānis Bērziņš', 1, 'Expert', 20, 20], expect.anything()]);
  });

  it.each([
    ['lv', ';', '45,5'],
    ['et', ';', '45,5'],
    ['en', ',', '45.5'],
  ])('club standings as CSV in %s: "%s" between cells, decimals as %s', (lng, separator, decimal) => {
    const csv = sheetCsv(tablesIn(lng).club!, lng as 'lv' | 'et' | 'en');
    const lines = csv.split('\r\n');
    expect(lines[1]).toBe(['1', 'MK Ķekava', decimal, 'Jānis Bērziņš', '1', 'Expert', '20', '20'].join(separator));
    // Read back as a spreadsheet of that language would: the decimal is one cell and one number.
    const [, first, second] = parseCsv(csv).map((l) => l.cells);
    expect(first).toHaveLength(8);
    expect(csvNumber(first![2]!)).toBe(45.5);
    expect(csvNumber(second![6]!)).toBe(25.5);
  });

  it('prints the counted column as the rules count it and says what orders the rows (issue #37 point 9)', () => {
    const two = [...stages, { ...stages[0]!, id: 's2', slug: 'smiltene', order: 1, title: 'Smiltene' }];
    const dropTwo = { ...championship, rules: { ...DEFAULT_RULES, counting: 'bestN' as const, countingN: 1 } };
    const tables = standingsTables({ championship: dropTwo, mode: 'approve', stages: two, positions }, true);
    const t = translator('lv');
    expect(standingsTablesFor(dropTwo, tables, t).individual!.header).toContain('Labākie 1 no 2');
    expect(standingsSheetTitle(dropTwo, tables, 'Apstiprināts', 'Eksportēts', t)).toEqual([
      'Latvijas kauss',
      'Apstiprināts · Secība pēc kopsummas; kad kopvērtējums ir noslēgts (Final), izšķir ieskaites summa.',
      'Eksportēts',
    ]);
    // One stage: no counted column, no line about it.
    const one = standingsTables({ championship, mode: 'approve', stages, positions }, true);
    expect(standingsSheetTitle(championship, one, 'A', 'E', translator('et'))).toEqual(['Latvijas kauss', 'A', 'E']);
  });
});
