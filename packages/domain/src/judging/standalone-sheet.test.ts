import { describe, expect, it } from 'vitest';
import { type ScoreSheet, parseSheet, sheetNextLap, sheetToCsv, SHEET_FORMAT } from './standalone-sheet.js';

const sheet: ScoreSheet = {
  format: SHEET_FORMAT,
  version: 1,
  title: 'Club training',
  judge: 'Mari',
  sections: 6,
  laps: 2,
  entries: [
    { racingNumber: 12, section: 3, lap: 1, points: 2, at: '2026-11-23T10:00:00.000Z' },
    { racingNumber: 7, section: 3, lap: 1, points: 5, at: '2026-11-23T10:01:00.000Z' },
  ],
};

describe('standalone score sheets', () => {
  it('reads back what it exports, as CSV and as JSON', () => {
    expect(parseSheet(sheetToCsv(sheet))).toEqual({ ok: true, judge: 'Mari', entries: sheet.entries });
    expect(parseSheet(JSON.stringify(sheet))).toEqual({ ok: true, judge: 'Mari', entries: sheet.entries });
  });

  it('carries the judge’s name on every CSV row, quoted when it must be, and reads it back', () => {
    const named = { ...sheet, judge: 'Pēteris "Papīrs", Jr.' };
    const csv = sheetToCsv(named);
    expect(csv.split('\r\n')[0]).toBe('racingNumber,section,lap,points,at,judge');
    expect(csv.split('\r\n')[1]).toBe('12,3,1,2,2026-11-23T10:00:00.000Z,"Pēteris ""Papīrs"", Jr."');
    expect(parseSheet(csv)).toEqual({ ok: true, judge: named.judge, entries: sheet.entries });
  });

  it('still reads a CSV exported before the judge column, with no name', () => {
    const old = 'racingNumber,section,lap,points,at\n12,3,1,2,2026-11-23T10:00:00.000Z\n';
    expect(parseSheet(old)).toEqual({ ok: true, judge: '', entries: [sheet.entries[0]] });
  });

  it('reports every bad CSV line by number', () => {
    const csv = `${sheetToCsv(sheet)}12,3,2,4,2026-11-23T10:05:00.000Z\nx,1,1,0,2026-11-23T10:06:00.000Z\n`;
    const result = parseSheet(csv);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.line)).toEqual([4, 5]);
  });

  it('refuses a file that is not a sheet', () => {
    expect(parseSheet('name,score\nA,1').ok).toBe(false);
    expect(parseSheet('{"format":"other"}').ok).toBe(false);
    expect(parseSheet('{broken').ok).toBe(false);
  });

  it('finds the next unscored lap for a rider at a section', () => {
    expect(sheetNextLap(sheet.entries, 12, 3, 2)).toBe(2);
    expect(sheetNextLap(sheet.entries, 12, 4, 2)).toBe(1);
  });
});
