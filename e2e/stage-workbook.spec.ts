import fs from 'node:fs';
import type * as ExcelJSTypes from 'exceljs';
// ExcelJS's own bundle, as spreadsheets.spec.ts reads it (Playwright's loader cannot link its Node entry).
import ExcelJSBundle from 'exceljs/dist/exceljs.min.js';
import { expect, test } from './test';

const ExcelJS = ExcelJSBundle as typeof ExcelJSTypes;

/**
 * Issue #41 point 6: the results page's Export menu gives one workbook for the whole stage, a sheet per
 * class, each saying the results' state; read back with ExcelJS's reader.
 */
test.skip(({ isMobile }) => isMobile, 'spreadsheets are desktop things; the phone menu is looked at on screenshots');

test('one workbook per stage: a sheet per class, with the results approved', async ({ page }) => {
  await page.goto(`/competitions/demo/baltic-cup-${new Date().getFullYear()}/round-2-tartu/results`);
  await page.getByTestId('results-header').getByRole('button', { name: 'Export', exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Excel, all classes (XLSX)' }).click(),
  ]);
  const bytes = fs.readFileSync((await download.path())!);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  expect(workbook.worksheets.map((w) => w.name)).toEqual(['Expert', 'Clubman', 'Hobby', 'Youth']);
  for (const sheet of workbook.worksheets) {
    expect(sheet.getRow(2).getCell(1).value).toBe('Round 2 — Tartu');
    expect(String(sheet.getRow(3).getCell(1).value)).toMatch(/^Results: Approved/);
    // The header under the title lines, then the riders by place.
    expect(sheet.getRow(6).getCell(1).value).toBe('Place');
    expect(sheet.getRow(7).getCell(1).value).toBe(1);
  }
});
