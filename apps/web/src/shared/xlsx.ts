import { type SheetBook, type SheetCell, type SheetTime, type SheetTimeKind, plainCell } from './sheet';

/** Excel refuses these in a sheet name, and names longer than 31 characters. */
const sheetName = (name: string, taken: Set<string>) => {
  const base =
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet';
  let unique = base;
  for (let i = 2; taken.has(unique.toLowerCase()); i++) unique = `${base.slice(0, 27)} (${i})`;
  taken.add(unique.toLowerCase());
  return unique;
};

/** Characters a column needs: its longest cell, within 6–40 (long names wrap rather than push columns away). */
const width = (cells: SheetCell[]) =>
  Math.min(40, Math.max(6, ...cells.map((c) => (c === null ? 0 : String(plainCell(c)).length)))) + 2;

/** Each kind's number format shows the text the CSV carries (the entry form's yyyy.MM.dd for birth dates). */
const TIME_FORMAT: Record<SheetTimeKind, string> = {
  birthDate: 'yyyy.mm.dd',
  dateTime: 'yyyy-mm-dd hh:mm',
  time: 'hh:mm:ss',
};

/**
 * A wall-clock date or time as a spreadsheet's serial number (days since 1899-12-30, the time of day as
 * the fraction), so no zone of the exporting browser or the reader's program shifts it.
 */
function serial(time: SheetTime): number {
  const [date, clock] = time.kind === 'time' ? [null, time.wall] : time.wall.split(' ');
  const [y = 1970, mo = 1, d = 1] = date ? date.split('-').map(Number) : [];
  const days = date ? Date.UTC(y, mo - 1, d) / 86_400_000 + 25_569 : 0;
  const [h = 0, m = 0, s = 0] = clock ? clock.split(':').map(Number) : [];
  return days + (h * 3600 + m * 60 + s) / 86_400;
}

/**
 * The workbook's bytes (XLSX): per sheet, the title lines, a blank line, the header (bold, frozen,
 * with filters) and the rows; numbers as number cells. ExcelJS is loaded here, on the click, so the
 * pages do not carry it (the home page's JS budget).
 */
export async function xlsxBytes(book: SheetBook, now: Date = new Date()): Promise<ArrayBuffer> {
  const module = await import('exceljs');
  const { Workbook } = (module as unknown as { default?: typeof module }).default ?? module;
  const workbook = new Workbook();
  workbook.creator = 'TrialHub';
  workbook.created = now;
  const taken = new Set<string>();
  for (const table of book.sheets) {
    const headerRow = book.title.length + 2;
    const sheet = workbook.addWorksheet(sheetName(table.name, taken), {
      views: [{ state: 'frozen', xSplit: 0, ySplit: headerRow }],
    });
    book.title.forEach((line, i) => {
      const cell = sheet.getCell(i + 1, 1);
      cell.value = line;
      cell.font = { bold: i === 0, size: i === 0 ? 14 : 11 };
    });
    const header = sheet.getRow(headerRow);
    header.values = table.header;
    header.font = { bold: true };
    header.eachCell((cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
      cell.border = { bottom: { style: 'thin' } };
    });
    for (const row of table.rows) {
      const added = sheet.addRow(row.map((c) => (c !== null && typeof c === 'object' ? serial(c) : (c ?? undefined))));
      row.forEach((c, i) => {
        if (c !== null && typeof c === 'object') added.getCell(i + 1).numFmt = TIME_FORMAT[c.kind];
      });
    }
    sheet.columns.forEach((column, i) => {
      column.width = width([table.header[i] ?? '', ...table.rows.map((r) => r[i] ?? null)]);
    });
    if (table.header.length > 0) {
      sheet.autoFilter = { from: { row: headerRow, column: 1 }, to: { row: headerRow, column: table.header.length } };
    }
  }
  return workbook.xlsx.writeBuffer() as Promise<ArrayBuffer>;
}
