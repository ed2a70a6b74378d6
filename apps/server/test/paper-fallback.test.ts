import { randomUUID } from 'node:crypto';
import type { JudgeBatchResponse, KeyedBatchResponse, KeyedSection } from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionScores, stageCommands } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';

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
      await server.as('secretary', 'GET', `/api/stages/${TODAY}/observer-sheets.pdf?section=5&lang=lv`),
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
    const pages = await pdfText(await server.as('admin', 'GET', `/api/stages/${TODAY}/observer-sheets.pdf?lang=en`));
    for (let n = 1; n <= 8; n++) expect(pages.some((p) => p.includes(`Section ${n}`))).toBe(true);
    expect(pages.length).toBeGreaterThanOrEqual(8);
  });

  it('an open-free sheet has gates and faults', async () => {
    const added = await server.as('secretary', 'POST', `/api/stages/${OPEN_FREE}/participants`, {
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
      await server.as('secretary', 'GET', `/api/stages/${OPEN_FREE}/observer-sheets.pdf?section=1&lang=et`),
    );
    expect(page).toContain('Sektsioon 1');
    expect(page).toMatch(/Jūlija\s+Šņore/);
    expect(page).toContain('Vead:');
    expect(page).toMatch(/A\s*B\s*C\s*D/);
  });

  it('prints start lists with score cards per class', async () => {
    const pages = await pdfText(await server.as('secretary', 'GET', `/api/stages/${TODAY}/start-lists.pdf?lang=en`));
    const text = pages.join('\n');
    expect(text).toContain('Start list and score cards');
    expect(text).toContain('Expert');
    expect(text).toContain('Mārtiņš Ozols');
    expect(text).toContain('MK Trial Rīga');
    const one = await pdfText(
      await server.as('secretary', 'GET', `/api/stages/${TODAY}/start-lists.pdf?class=Clubman&lang=lv`),
    );
    expect(one.join('\n')).toContain('Laura Krūmiņa');
    expect(one.join('\n')).not.toContain('Mārtiņš Ozols');
  });

  it('only secretaries and admins print them; bad input is a 4xx', async () => {
    for (const role of [null, 'rider', 'judge'] as const) {
      const res = await server.as(role, 'GET', `/api/stages/${TODAY}/observer-sheets.pdf?section=1&lang=en`);
      expect([401, 403]).toContain(res.status);
    }
    expect((await server.as('secretary', 'GET', `/api/stages/${TODAY}/observer-sheets.pdf?section=99`)).status).toBe(
      400,
    );
    expect((await server.as('secretary', 'GET', `/api/stages/${TODAY}/observer-sheets.pdf?section=x`)).status).toBe(
      400,
    );
    expect((await server.as('secretary', 'GET', `/api/stages/${TODAY}/start-lists.pdf?class=Nope`)).status).toBe(404);
    expect((await server.as('secretary', 'GET', `/api/stages/nope/start-lists.pdf`)).status).toBe(404);
  });
});

describe('fast keyed entry', () => {
  const SECTION = 6;
  const grid = async () =>
    (await (
      await server.as('secretary', 'GET', `/api/stages/${TODAY}/judging/sections/${SECTION}/keyed`)
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
    const res = await server.as('secretary', 'POST', `/api/stages/${TODAY}/judging/keyed`, {
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
    expect(
      await server.database.db.select().from(stageCommands).where(eq(stageCommands.commandId, batch[0]!.opId)),
    ).toHaveLength(1);
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
    const phone = await server.as('judge', 'POST', `/api/judging/stages/${TODAY}/ops`, {
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
      const res = await server.as(role, 'POST', `/api/stages/${TODAY}/judging/keyed`, {
        observer: 'X',
        deviceId: 'keyed-0001',
        ops: [op(rider.id, 1, 0, null)],
      });
      expect([401, 403]).toContain(res.status);
      expect([401, 403]).toContain(
        (await server.as(role, 'GET', `/api/stages/${TODAY}/judging/sections/1/keyed`)).status,
      );
    }
    expect((await server.as('secretary', 'GET', `/api/stages/${TODAY}/judging/sections/99/keyed`)).status).toBe(400);
    const noName = await server.as('secretary', 'POST', `/api/stages/${TODAY}/judging/keyed`, {
      observer: ' ',
      deviceId: 'keyed-0001',
      ops: [op(rider.id, 1, 0, null)],
    });
    expect(noName.status).toBe(400);
    const badPoints = await key('X', [op(rider.id, 1, 4, null)]);
    expect(badPoints.outcomes[0]).toMatchObject({ outcome: 'rejected', reason: 'invalidPoints' });
  });
});

describe('fast keyed entry of an open-free sheet', () => {
  const keyedAt = (stageId: string, observer: string, ops: unknown[]) =>
    server.as('secretary', 'POST', `/api/stages/${stageId}/judging/keyed`, { observer, deviceId: 'keyed-0002', ops });
  const op = (participantId: string, lap: number, sheet: Record<string, unknown>, expected: number | null = null) => ({
    opId: randomUUID(),
    seq: lap,
    participantId,
    section: 1,
    lap,
    at: new Date().toISOString(),
    expected,
    ...sheet,
  });
  const slot = async (participantId: string, lap: number) =>
    (
      await server.database.db
        .select()
        .from(sectionScores)
        .where(
          and(
            eq(sectionScores.stageId, OPEN_FREE),
            eq(sectionScores.participantId, participantId),
            eq(sectionScores.section, 1),
            eq(sectionScores.lap, lap),
          ),
        )
    )[0];

  it('turns ticked gates and written faults into the attempt’s events, exactly once, with the observer as who', async () => {
    const added = await server.as('secretary', 'POST', `/api/stages/${OPEN_FREE}/participants`, {
      form: {
        name: 'Kārlis Vārtiņš',
        racingNumber: 503,
        racingClass: 'Expert',
        birthDate: '1990.01.01',
        bike: 'Beta',
        license: null,
        clubId: null,
        gender: 'male',
        team: null,
      },
    });
    expect(added.status).toBe(201);
    const grid = (await (
      await server.as('secretary', 'GET', `/api/stages/${OPEN_FREE}/judging/sections/1/keyed`)
    ).json()) as KeyedSection;
    expect(grid.stage).toMatchObject({
      competitionType: 'openFree',
      openFree: { gatePoints: { A: 10, B: 20, C: 30, D: 40 }, faultLimit: 3 },
    });
    const rider = grid.riders.find((r) => r.racingNumber === 503)!;
    expect(rider.laps).toBeGreaterThanOrEqual(3);

    // Lap 1: gates A and C, one fault. Lap 2: every gate, then the third fault ended the attempt.
    const batch = [
      op(rider.id, 1, { gates: ['C', 'A'], faults: 1 }),
      op(rider.id, 2, { gates: ['A', 'B', 'C', 'D'], faults: 3 }),
    ];
    const first = await keyedAt(OPEN_FREE, 'Mare Tamm', batch);
    expect(first.status).toBe(200);
    expect(((await first.json()) as KeyedBatchResponse).outcomes.map((o) => o.outcome)).toEqual(['applied', 'applied']);
    const again = (await (await keyedAt(OPEN_FREE, 'Mare Tamm', batch)).json()) as KeyedBatchResponse;
    expect(again.outcomes.every((o) => o.outcome === 'applied' && o.replayed)).toBe(true);

    const lap1 = (await slot(rider.id, 1))!;
    expect(lap1.points).toBe(40);
    expect(lap1.judge).toBe('Mare Tamm');
    expect(lap1.events.map((e) => [e.name, e.by])).toEqual([
      ['JudgeAddPointsA', 'Mare Tamm'],
      ['JudgeAddPointsC', 'Mare Tamm'],
      ['JudgeAddFault', 'Mare Tamm'],
      ['ManualFinish', 'Mare Tamm'],
    ]);
    const lap2 = (await slot(rider.id, 2))!;
    expect(lap2.points).toBe(100);
    expect(lap2.events.map((e) => e.name).slice(-2)).toEqual(['JudgeAddFault', 'TooManyFaults']);

    // The results show the same total the grid computed.
    const results = (await (await server.as('secretary', 'GET', `/api/stages/${OPEN_FREE}/results`)).json()) as {
      participantId: string;
      total: number | null;
    }[];
    expect(results.find((r) => r.participantId === rider.id)!.total).toBe(140);
  });

  it('shows a phone’s different attempt as a conflict; the explicit choice writes the paper’s; a bare score is refused', async () => {
    const grid = (await (
      await server.as('secretary', 'GET', `/api/stages/${OPEN_FREE}/judging/sections/1/keyed`)
    ).json()) as KeyedSection;
    const rider = grid.riders.find((r) => r.racingNumber === 503)!;
    const at = new Date().toISOString();
    // The demo judge's phone (section 1 at this stage) scores lap 3: gate A, then finish.
    const phone = await server.as('judge', 'POST', `/api/judging/stages/${OPEN_FREE}/ops`, {
      deviceId: 'phone-of-0001',
      ops: [
        {
          opId: randomUUID(),
          seq: 1,
          kind: 'score',
          participantId: rider.id,
          section: 1,
          lap: 3,
          at,
          events: [
            { name: 'JudgeAddPointsA', timestamp: at, time: 5, points: 10 },
            { name: 'ManualFinish', timestamp: at, time: 40, points: null },
          ],
        },
      ],
    });
    expect(((await phone.json()) as JudgeBatchResponse).outcomes[0]!.outcome).toBe('applied');

    const refused = (await (
      await keyedAt(OPEN_FREE, 'Mare Tamm', [op(rider.id, 3, { gates: ['B'], faults: 0 })])
    ).json()) as KeyedBatchResponse;
    expect(refused.outcomes[0]).toMatchObject({
      outcome: 'rejected',
      reason: 'conflict',
      current: { points: 10, judge: 'Jānis Tiesnesis', lap: 3 },
    });
    expect((await slot(rider.id, 3))!.points).toBe(10);
    const chosen = (await (
      await keyedAt(OPEN_FREE, 'Mare Tamm', [op(rider.id, 3, { gates: ['B'], faults: 0 }, 10)])
    ).json()) as KeyedBatchResponse;
    expect(chosen.outcomes[0]!.outcome).toBe('applied');
    const lap3 = (await slot(rider.id, 3))!;
    expect(lap3.points).toBe(20);
    expect(lap3.events.map((e) => e.by)).toEqual(['Jānis Tiesnesis', 'Jānis Tiesnesis', 'Mare Tamm', 'Mare Tamm']);

    // A classic score on an open-free stage, and gates on a classic one, are refused, never a 5xx.
    const bare = (await (await keyedAt(OPEN_FREE, 'X', [op(rider.id, 1, { points: 3 })])).json()) as KeyedBatchResponse;
    expect(bare.outcomes[0]).toMatchObject({ outcome: 'rejected', reason: 'missingEvents' });
    const classic = (await (
      await server.as('secretary', 'GET', `/api/stages/${TODAY}/judging/sections/1/keyed`)
    ).json()) as KeyedSection;
    expect(classic.stage.openFree).toBeNull();
    const gatesOnClassic = (await (
      await keyedAt(TODAY, 'X', [{ ...op(classic.riders[0]!.id, 1, { gates: ['A'], faults: 0 }) }])
    ).json()) as KeyedBatchResponse;
    expect(gatesOnClassic.outcomes[0]).toMatchObject({ outcome: 'rejected', reason: 'invalidPoints' });
    expect((await keyedAt(OPEN_FREE, 'X', [op(rider.id, 1, { gates: ['E'], faults: 0 })])).status).toBe(400);
  });
});
