import { describe, expect, it } from 'vitest';
import { detectCsvSeparator, parseCsv, toCsv } from './csv.js';

describe('CSV', () => {
  it('writes what it reads back: commas, quotes, line breaks and Baltic letters', () => {
    const rows = [
      ['Vārds', 'Klubs'],
      ['Jānis "Jancis" Bērziņš', 'MK Trial, Rīga'],
      ['Line\nbreak', 'Pärnu; Eesti'],
    ];
    const text = toCsv(rows);
    expect(text).toBe('Vārds,Klubs\r\n"Jānis ""Jancis"" Bērziņš","MK Trial, Rīga"\r\n"Line\nbreak","Pärnu; Eesti"\r\n');
    expect(parseCsv(text).map((l) => l.cells)).toEqual(rows);
  });

  it('takes the separator the header uses: semicolons from LV/EE spreadsheets, commas, tabs', () => {
    expect(detectCsvSeparator('Vārds;Klase;"a,b"\n1,2,3')).toBe(';');
    expect(detectCsvSeparator('Name,Class\n')).toBe(',');
    expect(detectCsvSeparator('Name\tClass')).toBe('\t');
    expect(parseCsv('\uFEFFNimi;Klass\r\n\r\n Mari ; "Expert; A" \r\n')).toEqual([
      { line: 1, cells: ['Nimi', 'Klass'] },
      { line: 3, cells: ['Mari', 'Expert; A'] },
    ]);
  });

  it('numbers lines as the file does, even after a quoted line break', () => {
    expect(parseCsv('a,b\n"x\ny",z\nlast,1').map((l) => l.line)).toEqual([1, 2, 4]);
  });
});
