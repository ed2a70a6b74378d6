import { csvConvention, toCsv } from '@trialhub/domain';
import type { TFunction } from 'i18next';
import type { Language } from './i18n';

/**
 * One table of an export (issue #19 "Spreadsheets"): the same rows go to CSV and to XLSX, so both
 * files say the same. Numbers stay numbers (points, places, laps × sections), so a spreadsheet can sum them.
 */
export type SheetCell = string | number | null;

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
export function sheetCsv(table: SheetTable, language: Language): string {
  return toCsv([table.header, ...table.rows], csvConvention(language));
}

/** "Eksportēts 24.11.2026 14:05" in the UI language, for the title lines. */
export function exportedAt(t: TFunction, language: Language, now: Date = new Date()): string {
  // en-GB, not en-US: day before month, 24-hour clock, as intlLocale() shows dates on the pages.
  const time = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(now);
  return t('export.exportedAt', { time });
}

/** Saves bytes or text as a file the browser downloads. */
export function saveFile(name: string, parts: BlobPart[], type: string) {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
