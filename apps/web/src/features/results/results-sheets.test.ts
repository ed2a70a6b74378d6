import { type PublicStage, type SectionEntry, type StageResult, parseCsv } from '@trialhub/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readXlsx, sheetValues, shownValue, translator } from '../../shared/sheet-testing';
import { sheetCsv } from '../../shared/sheet';
import { xlsxBytes } from '../../shared/xlsx';
import { rankByClass } from './results-model';
import { classTable, classTitle, stageBook } from './results-sheets';

const stage = {
  id: 's1',
  stageId: 'ergli',
  title: 'Ērgļi',
  championshipName: 'Latvijas čempionāts',
  competitionType: 'classic',
  manualDnf: false,
  competitionStartDate: '2026-11-23T07:00:00.000Z',
  competitionEndDate: '2026-11-23T16:00:00.000Z',
  classes: [{ name: 'Expert', color: '#f00', laps: 2, lapSections: [1, 2, 3], order: 1 }],
} as unknown as PublicStage;

const entry = (section: number, lap: number, points: number, extra: Partial<SectionEntry> = {}): SectionEntry => ({
  section,
  lap,
  points,
  events: [],
  judge: null,
  createdOn: '2026-11-23T09:00:00.000Z',
  deleted: false,
  conflict: false,
  ...extra,
});

function result(id: string, number: number, name: string, sections: SectionEntry[], extra: Partial<StageResult> = {}) {
  const counted = sections.filter((s) => !s.deleted);
  const statistics = { '0': 0, '1': 0, '2': 0, '3': 0, '5': 0 };
  for (const s of counted) statistics[String(s.points) as keyof typeof statistics]++;
  return {
    participantId: id,
    participant: {
      id,
      name,
      bike: 'Beta',
      racingClass: 'Expert',
      racingNumber: number,
      club: { id: '=cmd' },
      team: null,
    },
    total: counted.reduce((sum, s) => sum + s.points, 0),
    isFinished: counted.length === 6,
    status: null,
    startedOn: '2026-11-23T08:00:00.000Z',
    lastTimeRecorded: '2026-11-23T10:30:00.000Z',
    lastTimeChangedBy: null,
    position: null,
    positionPoints: null,
    positionAbsolutePoints: null,
    penalty: { totalPoints: 0, events: [] },
    statistics,
    sections,
    ...extra,
  } satisfies StageResult;
}

const results = [
  // Lap 2 section 1 was scored twice: the deleted 5 does not count.
  result('a', 12, 'Jānis Bērziņš', [
    entry(1, 1, 1),
    entry(2, 1, 0),
    entry(3, 1, 3),
    entry(1, 2, 5, { deleted: true }),
    entry(1, 2, 2),
    entry(2, 2, 0),
    entry(3, 2, 0),
  ]),
  result('b', 3, 'Mari Tamm', [entry(1, 1, 0), entry(2, 1, 0)]),
];
const during = new Date('2026-11-23T12:00:00.000Z');

describe("one class's results as a spreadsheet", () => {
  it('has every lap × section as a number cell, in XLSX under title lines', async () => {
    const t = translator('lv');
    const [block] = rankByClass(stage, results, during);
    const bytes = await xlsxBytes({
      title: classTitle(stage, block!, t, 'lv', new Date(2026, 10, 23, 17, 0)),
      sheets: [classTable(block!, t, 'Europe/Riga')],
    });
    const sheet = (await readXlsx(bytes)).worksheets[0]!;
    expect(sheet.name).toBe('Expert');
    expect(sheetValues(sheet, 1, 3).map((r) => r[0])).toEqual([
      'Latvijas čempionāts',
      'Ērgļi · Expert',
      'Eksportēts 23.11.2026. 17:00',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 });
    const [header, janis, mari] = sheetValues(sheet, 5);
    expect(header).toEqual([
      'Vieta',
      'Numurs',
      'Vārds',
      'Klubs',
      'Motocikls',
      'Punkti',
      'Soda punkti',
      '0',
      '1',
      '2',
      '3',
      '5',
      '1. aplis S1',
      '1. aplis S2',
      '1. aplis S3',
      '2. aplis S1',
      '2. aplis S2',
      '2. aplis S3',
      'Finišs',
      'Statuss',
    ]);
    // Jānis has ridden more sections, so he leads; the club text that looks like a formula stays text.
    expect(mari).toEqual([
      2,
      3,
      'Mari Tamm',
      '=cmd',
      'Beta',
      0,
      0,
      2,
      0,
      0,
      0,
      0,
      0,
      0,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(janis!.slice(0, 3)).toEqual([1, 12, 'Jānis Bērziņš']);
    // A penalty of 0 is a 0, not an empty cell.
    expect(janis!.slice(5, 18)).toEqual([6, 0, 3, 1, 1, 1, 0, 1, 0, 3, 2, 0, 0]);
    // The finish on the venue's clock, as a time cell: 10:30 UTC is 12:30 in Riga, wherever the export is made.
    expect(sheet.getRow(6).getCell(19).type).toBe(ExcelJS.ValueType.Date);
    expect(shownValue(sheet.getRow(6).getCell(19))).toBe('12:30:00');
    for (const col of [1, 2, 6, 7, 13, 18]) expect(sheet.getRow(6).getCell(col).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getRow(7).getCell(4).type).toBe(ExcelJS.ValueType.String);
  });

  it.each(['en', 'lv', 'et'] as const)('as CSV in %s: the convention of its spreadsheets, formulas guarded', (lng) => {
    const [block] = rankByClass(stage, results, during);
    const csv = sheetCsv(classTable(block!, translator(lng)), lng);
    const separator = lng === 'en' ? ',' : ';';
    const lines = csv.split('\r\n');
    expect(lines[1]!.split(separator).slice(0, 6)).toEqual(['1', '12', 'Jānis Bērziņš', "'=cmd", 'Beta', '6']);
    const [, janis] = parseCsv(csv).map((l) => l.cells);
    expect(janis!.slice(0, 4)).toEqual(['1', '12', 'Jānis Bērziņš', '=cmd']);
    expect(janis!.slice(12, 18)).toEqual(['1', '0', '3', '2', '0', '0']);
  });
});

describe("a stage's results as one workbook", () => {
  const twoClasses = {
    ...stage,
    timeZone: 'Europe/Riga',
    classes: [...stage.classes, { name: 'Clubman', color: '#00f', laps: 1, lapSections: [1, 2], order: 2 }],
  } as unknown as PublicStage;
  const clubman = result('c', 40, 'Kārlis Ozols', [entry(1, 1, 2), entry(2, 1, 1)], {
    participant: {
      ...results[1]!.participant,
      id: 'c',
      name: 'Kārlis Ozols',
      racingClass: 'Clubman',
      racingNumber: 40,
    },
  });

  it.each([
    ['lv', 'Rezultāti: Apstiprināti · Apstiprināti 23.11.2026. 19:40'],
    ['et', 'Tulemused: Kinnitatud · Kinnitatud 23.11.2026 19:40'],
    ['en', 'Results: Approved · Approved 23 Nov 2026, 19:40'],
  ] as const)('has a sheet per class and says the results are approved, and when (%s)', async (lng, line) => {
    const blocks = rankByClass(twoClasses, [...results, clubman], during);
    const state = {
      state: 'approved',
      publishedAt: null,
      closesAt: null,
      windowMinutes: null,
      approvedAt: '2026-11-23T17:40:00.000Z',
    } as const;
    const book = await readXlsx(await xlsxBytes(stageBook(twoClasses, blocks, translator(lng), lng, state)));
    expect(book.worksheets.map((w) => w.name)).toEqual(['Expert', 'Clubman']);
    for (const sheet of book.worksheets) {
      expect(sheetValues(sheet, 1, 3).map((r) => r[0])).toEqual(['Latvijas čempionāts', 'Ērgļi', line]);
    }
    const clubmanSheet = book.worksheets[1]!;
    // Title lines, a blank line, then the header: the first rider on row 7.
    expect(sheetValues(clubmanSheet, 7, 7)[0]!.slice(0, 3)).toEqual([1, 40, 'Kārlis Ozols']);
  });

  it('says live results are not official', async () => {
    const blocks = rankByClass(twoClasses, results, during);
    const state = { state: 'live', publishedAt: null, closesAt: null, windowMinutes: null, approvedAt: null } as const;
    const book = await readXlsx(await xlsxBytes(stageBook(twoClasses, blocks, translator('en'), 'en', state)));
    expect(sheetValues(book.worksheets[0]!, 3, 3)[0]![0]).toBe(
      'Results: Live · Scores are still coming in; the results are not official.',
    );
  });
});
