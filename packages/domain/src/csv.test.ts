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

  describe('a cell a spreadsheet would run as a formula', () => {
    it.each([
      ['=HYPERLINK("http://evil.example","Click")', `"'=HYPERLINK(""http://evil.example"",""Click"")"`],
      ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
      ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
      ['@SUM(1+1)*cmd', "'@SUM(1+1)*cmd"],
      ['\t=1+1', `"'\t=1+1"`],
      ['\r=1+1', `"'\r=1+1"`],
    ])('%j is written as text, behind a quote mark', (value, cell) => {
      expect(toCsv([[value]])).toBe(`${cell}\r\n`);
    });

    it('reads the guarded cells back as they were typed', () => {
      const rows = [['=1+1', '+cmd', '-x', '@me', 'Jānis']];
      expect(parseCsv(toCsv(rows)).map((l) => l.cells)).toEqual(rows);
      // A tab or line feed at the start is trimmed, as any cell's white space.
      expect(parseCsv(toCsv([['\t=1+1', 'a']]))[0]!.cells).toEqual(['=1+1', 'a']);
    });

    it('leaves numbers, phone numbers and text with a sign inside alone', () => {
      expect(toCsv([[-3, '-3', '+371 2911 1111', '-1.5', 'Tamm & Kask', 'a=b', "O'Neil"]])).toBe(
        `-3,-3,+371 2911 1111,-1.5,Tamm & Kask,a=b,O'Neil\r\n`,
      );
    });
  });
});
