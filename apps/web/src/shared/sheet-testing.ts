/**
 * For tests of the exports: the real translations of a language, and the real XLSX reader (ExcelJS), so
 * a test reads back the cells a spreadsheet program would. Not imported by the app.
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { TFunction } from 'i18next';

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

/**
 * What a spreadsheet program shows of a cell: a date or time cell (ExcelJS reads it as a Date, the
 * serial's wall clock in UTC) in its cell's number format, anything else as its value.
 */
export function shownValue(cell: ExcelJS.Cell): ExcelJS.CellValue | null {
  const value = cell.value ?? null;
  if (!(value instanceof Date)) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  const parts: Record<string, string> = {
    yyyy: String(value.getUTCFullYear()),
    dd: pad(value.getUTCDate()),
    hh: pad(value.getUTCHours()),
    ss: pad(value.getUTCSeconds()),
  };
  // 'mm' is the month after a day or a year and the minutes after hours, as in Excel's own formats.
  return cell.numFmt.replace(/yyyy|dd|hh|ss|mm/g, (token, at: number, format: string) =>
    token === 'mm'
      ? /h+[^a-z]*$/.test(format.slice(0, at))
        ? pad(value.getUTCMinutes())
        : pad(value.getUTCMonth() + 1)
      : parts[token]!,
  );
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
