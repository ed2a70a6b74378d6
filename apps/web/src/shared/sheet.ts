import { WALL_PARTS_OPTIONS, csvConvention, dateLanguage, dateTimeText, toCsv, wallPartsOf } from '@trialhub/domain';
import type { TFunction } from 'i18next';

/**
 * One table of an export (issue #19 "Spreadsheets"): the same rows go to CSV and to XLSX, so both
 * files say the same. Numbers stay numbers (points, places, laps × sections), so a spreadsheet can sum them.
 */
/** The UI languages (i18n's Language), named here so this file needs neither i18next nor the DOM. */
export type SheetLanguage = 'lv' | 'et' | 'en';

/**
 * A date or a time as a spreadsheet's own cell (issue #41 point 6: organisers sort and subtract them),
 * given as the wall-clock values shown (the venue's clock, or the exporting browser's for a registration)
 * and the text a CSV carries. The XLSX cell's number format shows that same text, so a sheet saved as CSV
 * by a spreadsheet reads back as the export's own CSV.
 */
export interface SheetTime {
  kind: SheetTimeKind;
  /** 'yyyy-MM-dd', 'yyyy-MM-dd HH:mm' or 'HH:mm:ss', as its kind says. */
  wall: string;
  text: string;
}
export type SheetTimeKind = 'birthDate' | 'dateTime' | 'time';

export type SheetCell = string | number | null | SheetTime;

/** A cell as text or number, for CSV and for measuring a column. */
export const plainCell = (cell: SheetCell): string | number | null =>
  cell !== null && typeof cell === 'object' ? cell.text : cell;

export interface SheetTable {
  /** The worksheet's tab name (XLSX). */
  name: string;
  header: string[];
  rows: SheetCell[][];
}

/** A workbook: title lines (championship or stage, what it is, when exported) above every sheet's header. */
export interface SheetBook {
  title: string[];
  sheets: SheetTable[];
}

/** A table as CSV in the UI language's convention: `;` and the decimal comma for lv and et, `,` for en. */
export function sheetCsv(table: SheetTable, language: SheetLanguage): string {
  return toCsv([table.header, ...table.rows.map((row) => row.map(plainCell))], csvConvention(language));
}

/** "Eksportēts 24.11.2026. 14:05" in the UI language's date-and-time style (issue #37 point 14), for the title lines. */
export function exportedAt(t: TFunction, language: SheetLanguage, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', WALL_PARTS_OPTIONS).formatToParts(now);
  return t('export.exportedAt', { time: dateTimeText(dateLanguage(language), wallPartsOf(parts)) });
}
