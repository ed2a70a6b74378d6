import fs from 'node:fs';
import { type Download, type Page } from '@playwright/test';
import { expect, test } from './test';
import type * as ExcelJSTypes from 'exceljs';
// ExcelJS's own bundle: its Node entry requires packages that load as ES modules ("module-sync"), which
// Playwright's test loader cannot link; the bundle is the same reader, self-contained.
import ExcelJSBundle from 'exceljs/dist/exceljs.min.js';
import { createRaceDay, judgeScores, keepLanguage, signIn } from './support';
import { shownValue } from '../apps/web/src/shared/sheet-shown';

const ExcelJS = ExcelJSBundle as typeof ExcelJSTypes;
type Worksheet = ExcelJSTypes.Worksheet;

/**
 * Issue #19 "Spreadsheets": the export menus give CSV in the UI language's convention and XLSX; the test
 * reads the downloaded bytes with a real XLSX reader, and imports an exported file back.
 */

/** Opens the menu `button` and saves what its item `item` downloads. */
async function exportVia(page: Page, button: string, item: string): Promise<Download> {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item, exact: true }).click(),
  ]);
  return download;
}
const bytesOf = async (d: Download) => fs.readFileSync((await d.path())!);
async function workbookOf(d: Download) {
  const workbook = new ExcelJS.Workbook();
  const bytes = await bytesOf(d);
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return workbook;
}
const textOf = async (d: Download) => (await bytesOf(d)).toString('utf8');
/** A row as a spreadsheet shows it: date and time cells in their number format. */
const values = (sheet: Worksheet, row: number) =>
  Array.from({ length: sheet.columnCount }, (_, i) => shownValue(sheet.getRow(row).getCell(i + 1)));

test.skip(({ isMobile }) => isMobile, 'spreadsheets are desktop things; the phone menus are looked at on screenshots');

test('entries: Excel and CSV (en, lv) from the Export menu; the Excel file imports back as already entered', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const { path } = await createRaceDay(request, baseURL!, `sheets-${testInfo.project.name}`, { riders: 2 });
  await signIn(page, 'secretary@trialhub.demo');
  await page.goto(path);

  const xlsx = await exportVia(page, 'Export', 'Excel (XLSX)');
  expect(xlsx.suggestedFilename()).toBe('race-day-entries.xlsx');
  const sheet = (await workbookOf(xlsx)).worksheets[0]!;
  expect(sheet.name).toBe('Participants');
  expect(String(sheet.getCell('A2').value)).toContain('· Participants');
  expect(String(sheet.getCell('A3').value)).toMatch(/^Exported \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d$/);
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 });
  expect(values(sheet, 5).slice(0, 4)).toEqual(['Number', 'Name', 'Class', 'Birth date']);
  expect(values(sheet, 6).slice(0, 5)).toEqual([
    100,
    `Rider sheets-${testInfo.project.name} 100`,
    'Open',
    '1990.01.01',
    'Male',
  ]);
  expect(sheet.getCell('A6').type).toBe(ExcelJS.ValueType.Number);
  // The birth date is a date cell (sortable), shown as the entry form writes it.
  expect(sheet.getCell('D6').type).toBe(ExcelJS.ValueType.Date);

  // "Save as CSV" of the workbook (title lines and all), imported: both riders are already entered.
  const saved = testInfo.outputPath('entries-from-xlsx.csv');
  const lines = Array.from({ length: sheet.rowCount }, (_, i) =>
    values(sheet, i + 1)
      .map((v) => (v === null ? '' : String(v)))
      .join(';'),
  );
  fs.writeFileSync(saved, lines.join('\r\n'));
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await page.getByTestId('entries-import-file').setInputFiles(saved);
  await expect(page.getByTestId('entries-import-preview')).toContainText('New 0 · already entered 2 · refused 0');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  const en = await textOf(await exportVia(page, 'Export', 'CSV'));
  expect(en.startsWith('\uFEFFNumber,Name,Class,Birth date,')).toBe(true);

  await keepLanguage(page, 'lv');
  await page.reload();
  const lv = await exportVia(page, 'Eksportēt', 'CSV');
  expect(lv.suggestedFilename()).toBe('race-day-entries.csv');
  const [header, first] = (await textOf(lv)).split('\r\n');
  expect(header).toBe(
    '\uFEFFNumurs;Vārds;Klase;Dzimšanas datums;Dzimums;Klubs;Motocikls;Licence;Ģimeņu kausa komanda;Statuss;Reģistrēts',
  );
  expect(first).toMatch(new RegExp(`^100;Rider sheets-${testInfo.project.name} 100;Open;1990\\.01\\.01;Vīrietis;`));
});

test('results of a class as Excel, laps × sections as numbers; anyone can export them', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const api = await playwright.request.newContext({ baseURL });
  const { stageId, ids, path } = await createRaceDay(api, baseURL!, `sheets-results-${testInfo.project.name}`, {
    riders: 2,
    bike: 'Beta',
  });
  const [a, b] = ids as [string, string];
  await judgeScores(api, baseURL!, stageId, [
    [a, 1, 2],
    [a, 2, 3],
    [b, 1, 0],
  ]);
  await page.goto(`${path}/results`);
  await expect(page.getByTestId('result-row')).toHaveCount(2);
  const xlsx = await exportVia(page, 'Export Open', 'Excel (XLSX)');
  expect(xlsx.suggestedFilename()).toBe('race-day-Open.xlsx');
  const sheet = (await workbookOf(xlsx)).worksheets[0]!;
  expect(sheet.name).toBe('Open');
  expect(String(sheet.getCell('A2').value)).toMatch(/· Open$/);
  // The results' state under the title (issue #41 point 6): scores are in, nothing published yet.
  expect(String(sheet.getCell('A3').value)).toMatch(/^Results: Live/);
  const header = values(sheet, 6);
  expect(header.slice(12, 16)).toEqual(['Lap 1 S1', 'Lap 1 S2', 'Lap 1 S3', 'Lap 1 S4']);
  // Rider b leads on 0 points; rider a has 2 and 3 in sections 1 and 2.
  const [first, second] = [values(sheet, 7), values(sheet, 8)];
  expect(first.slice(0, 2)).toEqual([1, 101]);
  expect(second.slice(0, 2)).toEqual([2, 100]);
  expect(second[5]).toBe(5);
  expect(second.slice(12, 16)).toEqual([2, 3, null, null]);
  expect(sheet.getRow(8).getCell(13).type).toBe(ExcelJS.ValueType.Number);
  await api.dispose();
});

test('standings: every view as a sheet of one workbook, and CSV of the view on screen in lv', async ({ page }) => {
  await signIn(page, 'secretary@trialhub.demo');
  await page.goto(`/competitions/demo/baltic-cup-${new Date().getFullYear()}`);
  await expect(page.getByTestId('standing-row').first()).toBeVisible();
  const xlsx = await exportVia(page, 'Export', 'Export as Excel (XLSX)');
  const book = await workbookOf(xlsx);
  expect(book.worksheets.map((s) => s.name)).toEqual([
    'Individual standings',
    'Club standings',
    'Family cup standings',
  ]);
  const [individual, club] = book.worksheets as [Worksheet, Worksheet];
  expect(values(individual, 5).slice(0, 3)).toEqual(['Class', 'Pos', 'Name']);
  expect(individual.getCell('B6').type).toBe(ExcelJS.ValueType.Number);
  expect(values(club, 5).slice(0, 3)).toEqual(['Pos', 'Club', 'Club total']);
  expect(club.getCell('C6').type).toBe(ExcelJS.ValueType.Number);

  await keepLanguage(page, 'lv');
  await page.goto(`/competitions/demo/baltic-cup-${new Date().getFullYear()}?standings=club`);
  const csv = await exportVia(page, 'Eksportēt', 'Eksportēt kā CSV');
  expect(csv.suggestedFilename()).toBe(`baltic-cup-${new Date().getFullYear()}-club-standings.csv`);
  const [header, first] = (await textOf(csv)).split('\r\n');
  expect(header!.startsWith('\uFEFFVieta;Klubs;Kluba kopsumma;Vārds;')).toBe(true);
  expect(first).toMatch(/^1;[^;]+;\d+(,\d+)?;/);
});
