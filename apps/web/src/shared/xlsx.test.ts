import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readXlsx } from './sheet-testing';
import { xlsxBytes } from './xlsx';

describe('XLSX export', () => {
  it('writes title lines, a frozen bold header, number cells, widths and Baltic letters', async () => {
    const bytes = await xlsxBytes({
      title: ['Latvijas čempionāts — Ērgļi', 'Eksportēts 24.11.2026 14:05'],
      sheets: [
        {
          name: 'Klubi: Ķekava/Rīga [1]',
          header: ['Vieta', 'Vārds', 'Punkti'],
          rows: [
            [1, 'Jānis Bērziņš', 1.5],
            [null, '=HYPERLINK("x")', 0],
          ],
        },
        { name: 'Klubi: Ķekava/Rīga [1]', header: ['A'], rows: [] },
      ],
    });
    const book = await readXlsx(bytes);
    const [sheet, second] = book.worksheets;
    expect(sheet!.name).toBe('Klubi  Ķekava Rīga  1');
    expect(second!.name).toBe('Klubi  Ķekava Rīga  1 (2)');
    expect(sheet!.getCell('A1').value).toBe('Latvijas čempionāts — Ērgļi');
    expect(sheet!.getCell('A1').font.bold).toBe(true);
    expect(sheet!.getCell('A2').value).toBe('Eksportēts 24.11.2026 14:05');
    expect(sheet!.getRow(4).values).toEqual([undefined, 'Vieta', 'Vārds', 'Punkti']);
    expect(sheet!.getCell('B4').font.bold).toBe(true);
    expect(sheet!.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
    // Numbers are number cells; text that looks like a formula stays text (no formula cell).
    expect(sheet!.getCell('A5').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet!.getCell('C5').value).toBe(1.5);
    expect(sheet!.getCell('B6').type).toBe(ExcelJS.ValueType.String);
    expect(sheet!.getCell('B6').value).toBe('=HYPERLINK("x")');
    expect(sheet!.getCell('A6').value).toBeNull();
    expect(sheet!.getColumn(2).width).toBe('=HYPERLINK("x")'.length + 2);
    expect(sheet!.getColumn(1).width).toBe(8);
  });
});
