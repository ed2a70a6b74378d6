import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, participants, stages } from '../src/db/schema.js';
import { type DemoRole, type TestServer, startTestServer } from './helper.js';
import { checkedAnswers } from './openapi-checked.js';
import { openLive } from './live-client.js';

let server: TestServer;
beforeAll(async () => {
  // Every described answer is checked against the OpenAPI document too (issue #41).
  server = await checkedAnswers(await startTestServer());
});
afterAll(async () => server?.close());

const STAGE = 'demo-stage-4';
const path = `/api/stages/${STAGE}/participants/import`;
/** An entry list import as `who`. */
const importAs = (who: DemoRole | null, body: unknown) => server.as(who, 'POST', path, body);

interface Row {
  line: number;
  name: string;
  status: 'new' | 'entered' | 'refused' | 'confirm';
  classAge?: { racingClass: string; yearsFrom: number | null; yearsTo: number | null; age: number };
  reasons: string[];
  notes: string[];
}
type Answer = { rows: Row[]; committed: boolean; applied: number };

const stageRows = () => server.database.db.select().from(participants).where(eq(participants.stageId, STAGE));
const imports = () =>
  server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.stageId, STAGE), eq(auditLog.event, 'import_participants')));

let someone: { name: string; racingNumber: number; racingClass: string };
let csv: string;
const form = (name: string, racingNumber: number) => ({
  form: {
    name,
    racingNumber,
    racingClass: 'Expert',
    birthDate: '1990.01.01',
    bike: null,
    license: null,
    clubId: null,
    gender: 'male',
    team: null,
  },
});

beforeAll(async () => {
  someone = { name: 'Vecais Braucējs', racingNumber: 500, racingClass: 'Clubman' };
  const added = await server.as('secretary', 'POST', `/api/stages/${STAGE}/participants`, {
    form: { ...form(someone.name, 500).form, racingClass: 'Clubman' },
  });
  expect(added.status).toBe(201);
  // A Latvian spreadsheet's export: semicolons, Latvian headers, a quoted cell with a semicolon.
  csv = [
    'Numurs;Vārds;Klase;Dzimšanas datums;Dzimums;Klubs;Statuss',
    '501;Ilze Importa;Expert;1999.02.03;Sieviete;"MK Trial; Rīga";Apstiprināts',
    '502;Pēteris Importa;Clubman;03.04.1988;Vīrietis;;',
    `${someone.racingNumber};${someone.name};${someone.racingClass};1990.01.01;Vīrietis;;`,
    `${someone.racingNumber};Cits Braucējs;Expert;1990.01.01;Vīrietis;;`,
    '503;;Expert;1990.01.01;Vīrietis;;',
    '504;Klase Nav;Veterans;1990.01.01;Vīrietis;;',
    '505;Datums Slikts;Expert;1990.31.12;Vīrietis;;',
    '501;Cits Ar 501;Expert;1990.01.01;Vīrietis;;',
    '506;Ilze Importa;Expert;1999.02.03;Sieviete;;',
  ].join('\r\n');
});

describe('entry list import', () => {
  it.each([
    ['preview', false],
    ['commit', true],
  ])('the %s is for secretaries only', async (_, commit) => {
    const before = (await stageRows()).length;
    expect((await importAs(null, { csv, commit })).status).toBe(401);
    for (const role of ['rider', 'judge'] as const) expect((await importAs(role, { csv, commit })).status).toBe(403);
    expect((await stageRows()).length).toBe(before);
  });

  it('previews every row with the form rules and duplicate rules, writing nothing', async () => {
    const before = await stageRows();
    const res = await importAs('secretary', { csv, commit: false });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Answer;
    expect(answer.committed).toBe(false);
    expect(answer.rows.map((r) => [r.line, r.status, r.reasons, r.notes])).toEqual([
      // The clubs list lacks 'MK Trial; Rīga' but has 'MK Trial Rīga': the row waits for the secretary to
      // take that club or make a new one (issue #37 point 5) instead of quietly making a new one.
      [2, 'confirm', [], ['participants.import.nearClub']],
      [3, 'new', [], []],
      [4, 'entered', [], []],
      [5, 'refused', ['participant.numberTaken'], []],
      [6, 'refused', ['participant.nameRequired'], []],
      [7, 'refused', ['participant.classUnknown'], []],
      [8, 'refused', ['participant.birthDateFormat'], []],
      [9, 'refused', ['participant.numberTaken'], []],
      [10, 'refused', ['participants.import.twiceInFile'], []],
    ]);
    // Taking the listed club: the row comes in with it; a choice that is no line number is a 400.
    const taken = (await (await importAs('secretary', { csv, commit: false, takeNearClub: [2] })).json()) as Answer & {
      rows: { clubId: string | null }[];
    };
    expect([taken.rows[0]!.status, taken.rows[0]!.clubId, taken.rows[0]!.notes]).toEqual(['new', 'MK Trial Rīga', []]);
    expect((await importAs('secretary', { csv, commit: false, keepNewClub: ['x'] })).status).toBe(400);
    expect(await stageRows()).toEqual(before);
    expect(await imports()).toHaveLength(0);
  });

  it('commits exactly the new rows in one go, audited and announced; the same file again finds them entered', async () => {
    const before = await stageRows();
    const live = await openLive(server.url, `stage:${STAGE}:participants`);
    let answer: Answer;
    try {
      // The secretary keeps line 2's club as a new club.
      answer = (await (await importAs('secretary', { csv, commit: true, keepNewClub: [2] })).json()) as Answer;
      const names = [(await live.next((f) => f.event === 'message')).data, (await live.next()).data].map(
        (d) => (d as { data: { participant: { name: string } } }).data.participant.name,
      );
      expect(names.sort()).toEqual(['Ilze Importa', 'Pēteris Importa']);
    } finally {
      live.close();
    }
    expect(answer).toMatchObject({ committed: true, applied: 2 });
    const after = await stageRows();
    const added = after.filter((p) => !before.some((b) => b.id === p.id));
    expect(added.map((p) => [p.name, p.racingNumber, p.birthDate, p.gender, p.clubId, p.status]).sort()).toEqual([
      ['Ilze Importa', 501, '1999-02-03', 'female', 'MK Trial; Rīga', 'Confirmed'],
      ['Pēteris Importa', 502, '1988-04-03', 'male', null, 'Registered'],
    ]);
    expect(added.every((p) => /^ext-[0-9a-f]{32}$/.test(p.id))).toBe(true);
    const audit = await imports();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ userEmail: 'secretary@trialhub.demo', data: { rows: 9 } });

    const again = (await (await importAs('secretary', { csv, commit: true })).json()) as Answer;
    expect(again.applied).toBe(0);
    expect(again.rows.filter((r) => r.status === 'new')).toEqual([]);
    expect(again.rows.slice(0, 3).map((r) => r.status)).toEqual(['entered', 'entered', 'entered']);
    expect((await stageRows()).length).toBe(after.length);
  });

  it('checks again at commit time: a number taken since the preview is refused then', async () => {
    const file =
      'Name,Number,Class,Birth date,Gender\nLate Rider,601,Expert,1990.01.01,Male\nOn Time,602,Expert,1990.01.01,Male\n';
    const preview = (await (await importAs('secretary', { csv: file, commit: false })).json()) as Answer;
    expect(preview.rows.map((r) => r.status)).toEqual(['new', 'new']);
    const add = await server.as('secretary', 'POST', `/api/stages/${STAGE}/participants`, form('Quick Hand', 601));
    expect(add.status).toBe(201);
    const commit = (await (await importAs('secretary', { csv: file, commit: true })).json()) as Answer;
    expect(commit.applied).toBe(1);
    expect(commit.rows.map((r) => [r.status, r.reasons])).toEqual([
      ['refused', ['participant.numberTaken']],
      ['new', []],
    ]);
  });

  it('a rider too young for the class waits for the secretary, row by row, as the form asks (issue #37)', async () => {
    const file = [
      'Numurs;Vārds;Klase;Dzimšanas datums',
      '544;Žanis Čakste;Expert;2015.01.01',
      '545;Jānis Jaunais;Expert;2014.06.01',
      '546;Pieaugušais Braucējs;Expert;1990.01.01',
    ].join('\n');
    const before = await stageRows();
    const preview = (await (await importAs('secretary', { csv: file, commit: false })).json()) as Answer;
    expect(preview.rows.map((r) => [r.line, r.status])).toEqual([
      [2, 'confirm'],
      [3, 'confirm'],
      [4, 'new'],
    ]);
    // What the form says: "Expert is for ages 16–∞; the rider is 11 at the stage".
    const [stage] = await server.database.db.select().from(stages).where(eq(stages.id, STAGE));
    const stageYear = stage!.competitionStartDate.getUTCFullYear();
    expect(preview.rows[0]).toMatchObject({
      classAge: { racingClass: 'Expert', yearsFrom: 16, yearsTo: null, age: stageYear - 2015 },
    });

    // Not accepted: only the adult is entered. Accepted for line 2 only: Žanis too, Jānis still waits.
    const plain = (await (await importAs('secretary', { csv: file, commit: true })).json()) as Answer;
    expect(plain.applied).toBe(1);
    const chosen = (await (
      await importAs('secretary', { csv: file, commit: true, acceptClassAge: [2] })
    ).json()) as Answer;
    expect(chosen.applied).toBe(1);
    expect(chosen.rows.map((r) => r.status)).toEqual(['new', 'confirm', 'entered']);
    const added = (await stageRows()).filter((p) => !before.some((b) => b.id === p.id));
    expect(added.map((p) => [p.name, p.racingClass]).sort()).toEqual([
      ['Pieaugušais Braucējs', 'Expert'],
      ['Žanis Čakste', 'Expert'],
    ]);
    expect((await importAs('secretary', { csv: file, commit: false, acceptClassAge: ['x'] })).status).toBe(400);
  });

  it.each([
    ['no header', 'Jānis,Expert,1990.01.01\n', 400, 'participants.import.noHeader'],
    [
      'over 1,000 rows',
      ['Name,Class,Birth date', ...Array.from({ length: 1001 }, (_, i) => `R${i},Expert,1990.01.01`)].join('\n'),
      413,
      'participants.import.tooLarge',
    ],
    // 600,000 characters but 1.2 MB in UTF-8.
    [
      'over 1 MB',
      `Name,Class,Birth date\n${'ā'.repeat(600_000)},Expert,1990.01.01\n`,
      413,
      'participants.import.tooLarge',
    ],
  ])('refuses a file with %s and changes nothing', async (_, file, status, messageKey) => {
    const before = await stageRows();
    const auditsBefore = (await imports()).length;
    const res = await importAs('secretary', { csv: file, commit: true });
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error: { messageKey } });
    expect(await stageRows()).toEqual(before);
    expect(await imports()).toHaveLength(auditsBefore);
  });

  it('validates the body', async () => {
    expect((await importAs('secretary', { csv })).status).toBe(400);
    expect((await importAs('secretary', { csv, commit: true, extra: 1 })).status).toBe(400);
    const tooLong = await importAs('secretary', { csv: 'x'.repeat(1_000_001), commit: false });
    expect(await tooLong.json()).toMatchObject({ error: { fields: { csv: 'participants.import.tooLarge' } } });
    const oversized = '{"csv": "' + 'x'.repeat(2_100_000) + '"}';
    const cookie = await server.loginAs('secretary');
    expect((await server.fetch(path, { method: 'POST', cookie, body: oversized })).status).toBe(413);
  });
});
