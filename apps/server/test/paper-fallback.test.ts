import { randomUUID } from 'node:crypto';
import type { JudgeBatchResponse, KeyedBatchResponse, KeyedSection } from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeOps, sectionScores } from '../src/db/schema.js';
import { type DemoRole, type TestServer, startTestServer } from './helper.js';

/**
 * The paper fallback (issue #17): observer sheets and start lists as real PDFs read back with a PDF
 * parser, and fast keyed entry of a sheet through the judge app's exactly-once path.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const TODAY = 'demo-stage-3'; // classic, 8 sections; the demo judge judges it
const OPEN_FREE = 'demo-stage-4';

async function as(role: DemoRole | null, method: string, path: string, body?: unknown) {
  return server.fetch(path, {
    method,
    cookie: role ? await server.loginAs(role) : undefined,
    headers: { origin: server.url },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function pdfText(res: Response): Promise<string[]> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const parser = new PDFParse({ data: new Uint8Array(await res.arrayBuffer()) });
  try {
    return (await parser.getText()).pages.map((p) => p.text);
  } finally {
    await parser.destroy();
  }
}

describe('observer sheets and start lists', () => {
  it('prints a section sheet naming every rider of that section, with Latvian letters, in the asked language', async () => {
    const [page, ...rest] = await pdfText(
      await as('secretary', 'GET', `/api/stages/${TODAY}/observer-sheets.pdf?section=5&lang=lv`),
    );
    expect(rest.join('')).not.toMatch(/5\. sekcija/);
    expect(page).toContain('5. sekcija');
    expect(page).toContain('Tiesneša lapa');
    // Expert and Clubman ride section 5 (sections 1–8); the youngest class (sections 1–4) does not.
    expect(page).toContain('Mārtiņš Ozols');
    expect(page).toContain('Edgars Bērziņš');
    expect(page).toContain('Laura Krūmiņa');
    expect(page).toMatch(/1\. aplis[\s\S]*3\. aplis/);
    // Boxes to circle.
    expect(page).toMatch(/0\s*1\s*2\s*3\s*5/);
  });

  it('prints every section, one a page, when no section is asked for', async () => {
    const pages = await pdfText(await as('admin', 'GET', `/api/stages/${TODAY}/observer-sheets.pdf?lang=en`));
    for (let n = 1; n <= 8; n++) expect(pages.some((p) => p.includes(`Section ${n}`))).toBe(true);
    expect(pages.length).toBeGreaterThanOrEqual(8);
  });

  it('an open-free sheet has gates and faults', async () => {
    const added = await as('secretary', 'POST', `/api/stages/${OPEN_FREE}/participants`, {
      form: {
        name: 'Jūlija Šņore',
        racingNumber: 502,
        racingClass: 'Expert',
        birthDate: '1995.05.05',
        bike: 'TRRS',
        license: null,
        clubId: null,
        gender: 'female',
        team: null,
      },
    });
    expect(added.status).toBe(201);
    const [page] = await pdfText(
      await as('secretary', 'GET', `/api/stages/${OPEN_FREE}/observer-sheets.pdf?section=1&lang=et`),
    );
    expect(page).toContain('Sektsioon 1');
    expect(page).toMatch(/Jūlija\s+Šņore/);
    expect(page).toContain('Vead:');
    expect(page).toMatch(/A\s*B\s*C\s*D/);
  });

  it('prints start lists with score cards per class', async () => {
    const pages = await pdfText(await as('secretary', 'GET', `/api/stages/${TODAY}/start-lists.pdf?lang=en`));
    const text = pages.join('\n');
    expect(text).toContain('Start list and score cards');
    expect(text).toContain('Expert');
    expect(text).toContain('Mārtiņš Ozols');
    expect(text).toContain('MK Trial Rīga');
    const one = await pdfText(
      await as('secretary', 'GET', `/api/stages/${TODAY}/start-lists.pdf?class=Clubman&lang=lv`),
    );
    expect(one.join('\n')).toContain('Laura Krūmiņa');
    expect(one.join('\n')).not.toContain('Mārtiņš Ozols');
  });

  it('only secretaries and admins print them; bad input is a 4xx', async () => {
    for (const role of [null, 'rider', 'judge'] as const) {
      const res = await as(role, 'GET', `/api/stages/${TODAY}/observer-sheets.pdf?section=1&lang=en`);
      expect([401, 403]).toContain(res.status);
    }
    expect((await as('secretary', 'GET', `/api/stages/${TODAY}/observer-sheets.pdf?section=99`)).status).toBe(400);
    expect((await as('secretary', 'GET', `/api/stages/${TODAY}/observer-sheets.pdf?section=x`)).status).toBe(400);
    expect((await as('secretary', 'GET', `/api/stages/${TODAY}/start-lists.pdf?class=Nope`)).status).toBe(404);
    expect((await as('secretary', 'GET', `/api/stages/nope/start-lists.pdf`)).status).toBe(404);
  });
});

describe('fast keyed entry', () => {
  const SECTION = 6;
  const grid = async () =>
    (await (
      await as('secretary', 'GET', `/api/stages/${TODAY}/judging/sections/${SECTION}/keyed`)
    ).json()) as KeyedSection;
  const op = (participantId: string, lap: number, points: number, expected: number | null, seq = 1) => ({
    opId: randomUUID(),
    seq,
    participantId,
    section: SECTION,
    lap,
    points,
    expected,
    at: new Date().toISOString(),
  });
  const key = async (observer: string, ops: unknown[]) => {
    const res = await as('secretary', 'POST', `/api/stages/${TODAY}/judging/keyed`, {
      observer,
      deviceId: 'keyed-0001',
      ops,
    });
    expect(res.status).toBe(200);
    return (await res.json()) as KeyedBatchResponse;
  };
  const slot = (participantId: string, lap: number) =>
    server.database.db
      .select()
      .from(sectionScores)
      .where(
        and(
          eq(sectionScores.stageId, TODAY),
          eq(sectionScores.participantId, participantId),
          eq(sectionScores.section, SECTION),
          eq(sectionScores.lap, lap),
        ),
      );

  it('lists the riders of the section and saves a sheet exactly once, with the observer as who', async () => {
    const before = await grid();
    expect(before.riders.some((r) => r.name === 'Mārtiņš Ozols')).toBe(true);
    const empty = before.riders.find((r) => !before.scores.some((s) => s.participantId === r.id && s.lap === 3))!;
    const batch = [op(empty.id, 3, 2, null)];
    const first = await key('Ilze Bērziņa', batch);
    expect(first.outcomes[0]).toMatchObject({ outcome: 'applied' });
    // The same sheet sent again (a lost answer, a double click): answered, never applied twice.
    const again = await key('Ilze Bērziņa', batch);
    expect(again.outcomes[0]).toMatchObject({ outcome: 'applied', replayed: true });
    const [row] = await slot(empty.id, 3);
    expect(row!.points).toBe(2);
    expect(row!.judge).toBe('Ilze Bērziņa');
    expect(row!.events.filter((e) => e.name === 'JudgeSetPoints')).toHaveLength(1);
    expect(await server.database.db.select().from(judgeOps).where(eq(judgeOps.opId, batch[0]!.opId))).toHaveLength(1);
    const after = await grid();
    expect(after.scores.find((s) => s.participantId === empty.id && s.lap === 3)).toMatchObject({
      points: 2,
      judge: 'Ilze Bērziņa',
    });
  });

  it('shows a conflict with what a phone sent instead of overwriting it; an explicit choice overwrites', async () => {
    const before = await grid();
    const rider = before.riders.find(
      (r) => r.laps >= 2 && !before.scores.some((s) => s.participantId === r.id && s.lap === 2),
    )!;
    // The secretary loaded the grid with the slot empty; meanwhile the judge's phone sends a 3.
    const phone = await as('judge', 'POST', `/api/judging/stages/${TODAY}/ops`, {
      deviceId: 'phone-00001',
      ops: [
        {
          opId: randomUUID(),
          seq: 1,
          kind: 'score',
          participantId: rider.id,
          section: SECTION,
          lap: 2,
          points: 3,
          at: new Date().toISOString(),
        },
      ],
    });
    expect(((await phone.json()) as JudgeBatchResponse).outcomes[0]!.outcome).toBe('applied');

    const refused = await key('Paper Observer', [op(rider.id, 2, 1, null)]);
    expect(refused.outcomes[0]).toMatchObject({
      outcome: 'rejected',
      reason: 'conflict',
      current: { points: 3, judge: 'Jānis Tiesnesis', lap: 2 },
    });
    expect((await slot(rider.id, 2))[0]!.points).toBe(3);

    // The same value as the phone: nothing to write, nothing refused.
    const same = await key('Paper Observer', [op(rider.id, 2, 3, null)]);
    expect(same.outcomes[0]!.outcome).toBe('applied');
    expect((await slot(rider.id, 2))[0]!.events).toHaveLength(1);

    // The secretary chose the paper's value over the phone's (expected: what the phone sent).
    const chosen = await key('Paper Observer', [op(rider.id, 2, 1, 3)]);
    expect(chosen.outcomes[0]!.outcome).toBe('applied');
    const [row] = await slot(rider.id, 2);
    expect(row!.points).toBe(1);
    // Both are kept in the history.
    expect(row!.events.map((e) => [e.points, e.by])).toEqual([
      [3, 'Jānis Tiesnesis'],
      [1, 'Paper Observer'],
    ]);
  });

  it('is for secretaries only and refuses bad input with a 4xx', async () => {
    const rider = (await grid()).riders[0]!;
    for (const role of [null, 'rider', 'judge'] as const) {
      const res = await as(role, 'POST', `/api/stages/${TODAY}/judging/keyed`, {
        observer: 'X',
        deviceId: 'keyed-0001',
        ops: [op(rider.id, 1, 0, null)],
      });
      expect([401, 403]).toContain(res.status);
      expect([401, 403]).toContain((await as(role, 'GET', `/api/stages/${TODAY}/judging/sections/1/keyed`)).status);
    }
    expect((await as('secretary', 'GET', `/api/stages/${TODAY}/judging/sections/99/keyed`)).status).toBe(400);
    const noName = await as('secretary', 'POST', `/api/stages/${TODAY}/judging/keyed`, {
      observer: ' ',
      deviceId: 'keyed-0001',
      ops: [op(rider.id, 1, 0, null)],
    });
    expect(noName.status).toBe(400);
    const badPoints = await key('X', [op(rider.id, 1, 4, null)]);
    expect(badPoints.outcomes[0]).toMatchObject({ outcome: 'rejected', reason: 'invalidPoints' });
  });
});
