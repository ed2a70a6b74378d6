import { describe, expect, it } from 'vitest';
import { SEMICOLON_CSV, csvConvention, csvNumber, detectCsvSeparator, parseCsv, toCsv } from './csv.js';

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

  describe("in the UI language's convention (issue #19)", () => {
    it('writes semicolons and the decimal comma for lv and et, commas and the point for en', () => {
      expect(csvConvention('lv')).toEqual(SEMICOLON_CSV);
      expect(csvConvention('et-EE')).toEqual(SEMICOLON_CSV);
      expect(csvConvention('en')).toEqual({ separator: ',', decimalComma: false });
      const rows = [
        ['Klubs', 'Punkti'],
        ['MK Ķekava, Rīga', 45.5],
        ['=1+1', -3],
      ];
      const lv = toCsv(rows, csvConvention('lv'));
      expect(lv).toBe(`Klubs;Punkti\r\n"MK Ķekava, Rīga";45,5\r\n'=1+1;-3\r\n`);
      expect(toCsv(rows, csvConvention('en'))).toBe(`Klubs,Punkti\r\n"MK Ķekava, Rīga",45.5\r\n'=1+1,-3\r\n`);
      const read = parseCsv(lv).map((l) => l.cells);
      expect(read).toEqual([
        ['Klubs', 'Punkti'],
        ['MK Ķekava, Rīga', '45,5'],
        ['=1+1', '-3'],
      ]);
      expect(read.slice(1).map((r) => csvNumber(r[1]!))).toEqual([45.5, -3]);
      expect(csvNumber('1.5')).toBe(1.5);
      expect(csvNumber('MK')).toBeNull();
    });
  });
});
