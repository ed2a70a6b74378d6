/**
 * Issue #19's round trip: a stage's entries exported as CSV (lv and en conventions) and as XLSX (read back
 * and saved as CSV, title lines and all, as a spreadsheet program does), imported through the real import
 * route into an empty stage: the same entries come back; into the stage they came from: nothing changes.
 * The files are made by the web app's own export code and read with the real XLSX reader.
 */
import { type SecretaryParticipant as ListedParticipant, csvConvention, toCsv } from '@trialhub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesCsv, entriesTable, entriesTitle } from '../../web/src/features/participants/entries-sheet.js';
import { readXlsx, shownValues, translator } from '../../web/src/shared/sheet-testing.js';
import { xlsxBytes } from '../../web/src/shared/xlsx.js';
import { participants } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.loginAs('secretary');
});
afterAll(async () => server?.close());

/** The race-day stage with the demo's entries, and the draft season final with the same classes and none. */
const FROM = 'demo-stage-3';
const INTO = 'demo-stage-5';

const list = async (stage: string) => {
  const res = await server.fetch(`/api/stages/${stage}/participants`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as ListedParticipant[];
};
const importFile = async (stage: string, csv: string, commit: boolean) => {
  const res = await server.fetch(`/api/stages/${stage}/participants/import`, {
    method: 'POST',
    cookie,
    body: JSON.stringify({ csv, commit }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { rows: { status: string; reasons: string[] }[]; applied: number };
};
/** What an entry is, without what the stage gives it (id, stage, registration time). */
const fields = (p: ListedParticipant) => ({
  name: p.name,
  racingNumber: p.racingNumber,
  racingClass: p.racingClass,
  birthDate: p.birthDate,
  gender: p.gender,
  clubId: p.clubId,
  bike: p.bike,
  license: p.license,
  team: p.team,
  status: p.status,
});
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

const stage = { championshipName: 'Latvian Trial Cup', title: 'Round 3 — Cēsis', stageId: 'round-3-cesis' };

describe('entries round trip (XLSX and CSV through the import)', () => {
  beforeAll(async () => {
    // A rider whose name and club a spreadsheet would take for a formula, with a semicolon and a comma.
    const res = await server.fetch(`/api/stages/${FROM}/participants`, {
      method: 'POST',
      cookie,
      body: JSON.stringify({
        form: {
          name: '=Ēriks "Ērce" Zīle',
          racingNumber: 777,
          racingClass: 'Expert',
          birthDate: '1985.06.07',
          bike: 'Gas Gas, 280',
          license: 'LV-77',
          clubId: '@MK; Ķekava',
          gender: 'male',
          team: '+Zīles',
        },
      }),
    });
    expect(res.status).toBe(201);
  });

  it.each([
    ['en', 'CSV'],
    ['lv', 'CSV'],
    ['en', 'XLSX'],
    ['lv', 'XLSX'],
  ] as const)(
    'in %s, as %s: the same entries come back, and the stage they came from does not change',
    async (lng, format) => {
      const t = translator(lng);
      const before = await list(FROM);
      expect(before.length).toBeGreaterThan(5);
      let file = entriesCsv(before, t, lng);
      if (format === 'XLSX') {
        const bytes = await xlsxBytes({
          title: entriesTitle(stage as never, t, lng),
          sheets: [entriesTable(before, t)],
        });
        const sheet = (await readXlsx(bytes)).worksheets[0]!;
        // Number cells come back as numbers, date cells as their format shows them; "Save as CSV" writes
        // them in the language's convention.
        file = toCsv(shownValues(sheet) as (string | number | null)[][], csvConvention(lng));
      }
      expect(
        file
          .split('\r\n')
          .at(format === 'XLSX' ? 4 : 0)!
          .includes(lng === 'en' ? ',' : ';'),
      ).toBe(true);

      // Into the stage they came from: every row already entered, nothing added or changed.
      const again = await importFile(FROM, file, true);
      expect(again.rows.map((r) => r.status)).toEqual(before.map(() => 'entered'));
      expect(again.applied).toBe(0);
      expect((await list(FROM)).map(fields).sort(byName)).toEqual(before.map(fields).sort(byName));

      // Into an empty stage with the same classes: the same entries, field by field.
      await server.database.db.delete(participants).where(eq(participants.stageId, INTO));
      const fresh = await importFile(INTO, file, true);
      expect(fresh.rows.filter((r) => r.status !== 'new')).toEqual([]);
      expect(fresh.applied).toBe(before.length);
      expect((await list(INTO)).map(fields).sort(byName)).toEqual(before.map(fields).sort(byName));
    },
  );
});
