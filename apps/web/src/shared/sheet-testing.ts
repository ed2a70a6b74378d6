/**
 * For tests of the exports: the real translations of a language, and the real XLSX reader (ExcelJS), so
 * a test reads back the cells a spreadsheet program would. Not imported by the app.
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { TFunction } from 'i18next';
import { shownValue } from './sheet-shown';

export { shownValue };

const localesDir = path.resolve(import.meta.dirname, '../../public/locales');

/** t() of one language, with {{name}} filled in. */
export function translator(lng: string): TFunction {
  const texts = JSON.parse(fs.readFileSync(path.join(localesDir, lng, 'translation.json'), 'utf8')) as object;
  return ((key: string, values: Record<string, unknown> = {}) => {
    const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], texts);
    if (typeof text !== 'string') throw new Error(`no text for ${key} in ${lng}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  }) as unknown as TFunction;
}

/** Opens XLSX bytes with ExcelJS's reader. */
export async function readXlsx(bytes: ArrayBuffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  return workbook;
}

/** A sheet's rows `from`–`to` (by default to the last), as values (null for an empty cell), as wide as its widest row. */
export function sheetValues(sheet: ExcelJS.Worksheet, from = 1, to = sheet.rowCount): (ExcelJS.CellValue | null)[][] {
  const rows: (ExcelJS.CellValue | null)[][] = [];
  for (let r = from; r <= to; r++) {
    const row = sheet.getRow(r);
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).value ?? null));
  }
  return rows;
}

/** A sheet's rows as a spreadsheet shows them (shownValue): what its "Save as CSV" writes. */
export function shownValues(sheet: ExcelJS.Worksheet): (ExcelJS.CellValue | null)[][] {
  const rows: (ExcelJS.CellValue | null)[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => shownValue(row.getCell(i + 1))));
  }
  return rows;
}
