/**
 * The one CSV reader and writer of TrialHub (clubs import, entry lists, results per class). Spreadsheets
 * in Latvia and Estonia save with semicolons (the decimal comma takes the comma), others with commas or
 * tabs: the reader takes whichever of the three the first line uses most, outside quotes.
 */

const SEPARATORS = [';', ',', '\t'] as const;

/** The separator the first line (outside quotes) uses most; a comma when it has none. */
export function detectCsvSeparator(text: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ',';
  for (const s of SEPARATORS) if (counts.get(s)! > counts.get(best)!) best = s;
  return best;
}

/**
 * Reads CSV text into lines of cells (RFC 4180: quoted cells may hold separators, quotes as "" and line
 * breaks). A leading byte-order mark is dropped and cells are trimmed. Each line keeps its 1-based
 * number in the text, so messages can name it; empty lines are left out. A `'` before a formula start
 * (how `toCsv` and spreadsheets guard text) is taken off. `separators`: the characters
 * that separate cells (by default the one the first line uses).
 */
export function parseCsv(text: string, separators = detectCsvSeparator(text)): { line: number; cells: string[] }[] {
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const lines: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let lineNo = 1;
  let startLine = 1;
  const endCell = () => {
    const text = cell.trim();
    // What csvCell guarded reads back as it was written: `'=1+1` is the text `=1+1`.
    cells.push(GUARDED.test(text) ? text.slice(1).trimStart() : text);
    cell = '';
  };
  const endLine = () => {
    endCell();
    if (cells.some((c) => c !== '')) lines.push({ line: startLine, cells });
    cells = [];
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') lineNo++;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (separators.includes(ch)) endCell();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      endLine();
      lineNo++;
      startLine = lineNo;
    } else cell += ch;
  }
  endLine();
  return lines;
}

/**
 * Excel and LibreOffice run a cell that starts with one of these as a formula (`=HYPERLINK(…)`,
 * `@SUM(…)`, `+cmd|…`), and a rider can type such a name. OWASP's guard: a leading `'`, which the
 * spreadsheet shows as text and `parseCsv` takes off again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Numbers and phone numbers (`-3`, `+371 2911 1111`): a sign before digits only is no formula, so left as is. */
const SIGNED_NUMBER = /^[+-]\d[\d\s.,]*$/;
/** A cell `guardFormula` wrote: the `'` before a formula start. */
const GUARDED = /^'[=+\-@\t\r]/;

/** Text that would start a formula gets a leading `'`; numbers (JavaScript ones, or signed digits) stay. */
function guardFormula(text: string): string {
  return FORMULA_START.test(text) && !SIGNED_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * How a spreadsheet of the UI language reads CSV (issue #19): Latvian and Estonian Excel take `;` between
 * cells because the comma is their decimal separator (a comma file opens as one column there); English
 * takes `,` and the decimal point.
 */
export interface CsvConvention {
  separator: ',' | ';';
  decimalComma: boolean;
}

export const COMMA_CSV: CsvConvention = { separator: ',', decimalComma: false };
export const SEMICOLON_CSV: CsvConvention = { separator: ';', decimalComma: true };

/** The convention of a UI language (`lv`, `et`, `en`, or a locale such as `lv-LV`). */
export function csvConvention(language: string): CsvConvention {
  return /^(lv|et)\b/i.test(language) ? SEMICOLON_CSV : COMMA_CSV;
}

/**
 * One cell as CSV writes it: formula starts guarded; quoted when it holds a separator, a quote or a line
 * break. Numbers are never quoted, so spreadsheets read them as numbers: `1,5` under the decimal comma
 * (which the `;` separator leaves unquoted).
 */
export function csvCell(value: string | number | null | undefined, convention: CsvConvention = COMMA_CSV): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return convention.decimalComma ? String(value).replace('.', ',') : String(value);
  const text = guardFormula(value);
  return /[",;\n\r\t]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Lines of cells as CSV text (CRLF line ends, as spreadsheets write it): commas unless `convention` says otherwise. */
export function toCsv(
  rows: readonly (readonly (string | number | null | undefined)[])[],
  convention: CsvConvention = COMMA_CSV,
): string {
  return (
    rows.map((row) => row.map((cell) => csvCell(cell, convention)).join(convention.separator)).join('\r\n') + '\r\n'
  );
}

/**
 * A number cell read back from a file of either convention (`1,5` or `1.5`); null when the cell is not a
 * number. Thousands separators are not written by `toCsv`, so they are not read either.
 */
export function csvNumber(cell: string): number | null {
  const text = cell.trim().replace(',', '.');
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}
