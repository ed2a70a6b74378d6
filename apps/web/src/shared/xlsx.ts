import type { SheetBook, SheetCell } from './sheet';

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
  Math.min(40, Math.max(6, ...cells.map((c) => (c === null ? 0 : String(c).length)))) + 2;

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
    for (const row of table.rows) sheet.addRow(row.map((c) => c ?? undefined));
    sheet.columns.forEach((column, i) => {
      column.width = width([table.header[i] ?? '', ...table.rows.map((r) => r[i] ?? null)]);
    });
    if (table.header.length > 0) {
      sheet.autoFilter = { from: { row: headerRow, column: 1 }, to: { row: headerRow, column: table.header.length } };
    }
  }
  return workbook.xlsx.writeBuffer() as Promise<ArrayBuffer>;
}
