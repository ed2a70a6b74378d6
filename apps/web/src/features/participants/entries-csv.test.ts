import fs from 'node:fs';
import path from 'node:path';
import { parseCsv, planEntryImport, readEntriesCsv } from '@trialhub/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { entriesCsv } from './entries-csv';
import type { ListedParticipant } from './participants-api';

const localesDir = path.resolve(import.meta.dirname, '../../../public/locales');
const translator = (lng: string) => {
  const texts = JSON.parse(fs.readFileSync(path.join(localesDir, lng, 'translation.json'), 'utf8')) as object;
  return ((key: string) =>
    key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], texts)) as unknown as TFunction;
};

const entries: ListedParticipant[] = [
  {
    id: 'ext-2',
    name: 'Jānis "Jancis" Bērziņš',
    racingNumber: 7,
    racingClass: 'Expert',
    birthYear: 1990,
    birthDate: '1990-04-04',
    createdOn: '2026-11-20T10:00:00.000Z',
    bike: 'Beta, 300',
    clubId: 'MK Trial Rīga',
    team: null,
    status: 'Confirmed',
    gender: 'male',
    license: 'LV-1',
  },
  {
    id: 'ext-1',
    name: 'Mari Tamm',
    racingNumber: null,
    racingClass: 'Women',
    birthYear: 2001,
    birthDate: '2001-02-03',
    createdOn: '2026-11-19T10:00:00.000Z',
    bike: null,
    clubId: 'Pärnu MK',
    team: 'Tamm & Kask',
    status: 'Registered',
    gender: 'female',
    license: null,
  },
];

describe('entry list export', () => {
  it.each(['en', 'lv', 'et'])('in %s: a header row, every entry escaped, read back as already entered', (lng) => {
    const csv = entriesCsv(entries, translator(lng));
    const [header, first, second] = parseCsv(csv).map((l) => l.cells);
    expect(header).toHaveLength(11);
    // Registration order; quotes and commas survive.
    expect(first!.slice(0, 5)).toEqual([
      '',
      'Mari Tamm',
      'Women',
      '2001.02.03',
      translator(lng)('participants.gender.female'),
    ]);
    expect(second!.slice(0, 4)).toEqual(['7', 'Jānis "Jancis" Bērziņš', 'Expert', '1990.04.04']);
    expect(second![6]).toBe('Beta, 300');

    const read = readEntriesCsv(csv);
    if (!read.ok) throw new Error(read.error);
    const planned = planEntryImport(
      read.rows,
      { hasWomenClasses: true, classNames: ['Expert', 'Women'], today: new Date() },
      entries,
      [],
    );
    expect(planned.map((p) => p.row.status)).toEqual(['entered', 'entered']);
    // And into an empty stage they come back as they were, status included.
    const fresh = planEntryImport(
      read.rows,
      { hasWomenClasses: true, classNames: ['Expert', 'Women'], today: new Date() },
      [],
      [],
    );
    expect(fresh.map((p) => p.entry && [p.entry.name, p.entry.gender, p.entry.status, p.entry.team])).toEqual([
      ['Mari Tamm', 'female', 'Registered', 'Tamm & Kask'],
      ['Jānis "Jancis" Bērziņš', 'male', 'Confirmed', null],
    ]);
  });

  it('writes a name, club or bike a spreadsheet would run as a formula as text, and reads it back', () => {
    const rider: ListedParticipant = {
      ...entries[1]!,
      id: 'ext-3',
      name: '=HYPERLINK("http://evil.example","Click me")',
      clubId: '@SUM(1+1)*cmd',
      bike: "+cmd|' /C calc'!A0",
      team: '-2+3',
    };
    const csv = entriesCsv([rider], translator('en'));
    const line = csv.split('\r\n')[1]!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""Click me"")"`);
    expect(line).toContain(`'@SUM(1+1)*cmd`);
    expect(line).toContain(`'+cmd|' /C calc'!A0`);
    expect(line).toContain(`'-2+3`);
    // No cell of the file starts a formula.
    for (const cell of line.split(',')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+@\t\r-]/);

    const read = readEntriesCsv(csv);
    if (!read.ok) throw new Error(read.error);
    const [planned] = planEntryImport(
      read.rows,
      { hasWomenClasses: true, classNames: ['Expert', 'Women'], today: new Date() },
      [],
      [],
    );
    expect(planned!.entry).toMatchObject({ name: rider.name, bike: rider.bike, team: rider.team });
  });
});
