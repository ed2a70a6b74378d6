import type { ResultsState, ScoreQuery, StageApprovalState } from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, stages } from '../src/db/schema.js';
import { type DemoRole, type TestServer, startTestServer } from './helper.js';
import { openLive } from './live-client.js';

/**
 * Provisional results and the protest window (issue #19, decision 027), driven by a fake clock the
 * server's services read: time moves by setting `clock.now`, never by sleeping.
 */
const TODAY = 'demo-stage-3'; // classic, race day; the demo riders entered
const UPCOMING = 'demo-stage-4'; // nobody has ridden it
const APPROVED = 'demo-stage-1';
const MINUTE = 60_000;

const start = new Date();
const clock = { now: start };
const at = (ms: number) => new Date(start.getTime() + ms);

let server: TestServer;
let riderId: string;

beforeAll(async () => {
  server = await startTestServer({ clock: () => clock.now });
  const list = (await (await server.as(null, 'GET', `/api/stages/${TODAY}/participants`)).json()) as {
    id: string;
    name: string;
  }[];
  riderId = list.find((p) => p.name === 'Rihards Braucējs')!.id;
  await server.judgeScores(TODAY, riderId, [
    [1, 1, 5],
    [2, 1, 0],
    [3, 1, 1],
    [4, 1, 2],
  ]);
});
afterAll(async () => server?.close());

const json = async <T>(res: Response) => (await res.json()) as T;
const errorOf = async (res: Response) => (await json<{ error: { code: string; messageKey: string } }>(res)).error;
const state = async (stageId = TODAY) =>
  json<ResultsState>(await server.as(null, 'GET', `/api/stages/${stageId}/results/state`));
const publish = (body: unknown, who: DemoRole | null = 'secretary', stageId = TODAY) =>
  server.as(who, 'POST', `/api/stages/${stageId}/results/provisional`, body);
const ask = (section: number, message = 'Was it not a 3?') =>
  server.as('rider', 'POST', `/api/stages/${TODAY}/results/${riderId}/queries`, { section, lap: 1, message });
const approve = (body?: unknown) => server.as('secretary', 'POST', `/api/stages/${TODAY}/results/approve`, body);
const resultsStatus = async () =>
  (await server.database.db.select().from(stages).where(eq(stages.id, TODAY)))[0]!.resultsStatus;
const queryCount = async () =>
  (await json<ScoreQuery[]>(await server.as('secretary', 'GET', `/api/stages/${TODAY}/queries`))).length;

async function pdfText(lang: string) {
  const res = await server.as(null, 'GET', `/api/stages/${TODAY}/results.pdf?lang=${lang}`);
  expect(res.status).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(await res.arrayBuffer()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('provisional results and the protest window', () => {
  it('a stage under way is Live: never published, no window', async () => {
    expect(await state()).toEqual({
      state: 'live',
      publishedAt: null,
      closesAt: null,
      windowMinutes: null,
      approvedAt: null,
    });
    // The demo's approved stage was seeded approved, with no approval entry: no time to tell.
    expect(await state(APPROVED)).toMatchObject({ state: 'approved', publishedAt: null, closesAt: null });
    expect((await server.as(null, 'GET', '/api/stages/demo-stage-5/results/state')).status).toBe(404);
  });

  it('only secretaries publish; a bad window, an unridden or approved stage are refused and change nothing', async () => {
    expect((await publish({ windowMinutes: 30 }, null)).status).toBe(401);
    expect((await publish({ windowMinutes: 30 }, 'rider')).status).toBe(403);
    expect((await publish({ windowMinutes: 30 }, 'judge')).status).toBe(403);
    for (const body of [
      {},
      { windowMinutes: 0 },
      { windowMinutes: 1441 },
      { windowMinutes: 2.5 },
      { windowMinutes: '30' },
    ])
      expect((await publish(body)).status).toBe(400);
    const none = await publish({ windowMinutes: 30 }, 'secretary', UPCOMING);
    expect([none.status, (await errorOf(none)).code]).toEqual([409, 'standingsNoResults']);
    const locked = await publish({ windowMinutes: 30 }, 'secretary', APPROVED);
    expect([locked.status, (await errorOf(locked)).code]).toEqual([409, 'resultsLocked']);
    expect((await state()).state).toBe('live');
    expect((await state(UPCOMING)).state).toBe('live');
  });

  it('without a window: Provisional, riders ask until approval, approval needs no confirmation', async () => {
    const res = await publish({ windowMinutes: null });
    expect(res.status).toBe(200);
    expect(await json<ResultsState>(res)).toEqual({
      state: 'provisional',
      publishedAt: start.toISOString(),
      closesAt: null,
      windowMinutes: null,
      approvedAt: null,
    });
    clock.now = at(24 * 60 * MINUTE); // a day later: still no window to close
    expect((await ask(1)).status).toBe(201);
    // The approval goes past the window's check to the usual ones (riders still unfinished).
    const refused = await approve();
    expect([refused.status, (await errorOf(refused)).code]).toEqual([409, 'standingsNotAllFinished']);
    // The PDF says when they were published, and no window.
    const pdf = await pdfText('en');
    expect(pdf).toMatch(/Status: PROVISIONAL · published \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(local time/);
    expect(pdf).not.toContain('protests until');
  });

  it('publishing with 30 minutes starts the window at the clock’s time, pushed to open results pages', async () => {
    clock.now = at(60 * MINUTE);
    const live = await openLive(server.url, `stage:${TODAY}:results`);
    try {
      const res = await publish({ windowMinutes: 30 });
      expect(res.status).toBe(200);
      const expected: ResultsState = {
        state: 'provisional',
        publishedAt: at(60 * MINUTE).toISOString(),
        closesAt: at(90 * MINUTE).toISOString(),
        windowMinutes: 30,
        approvedAt: null,
      };
      expect(await json<ResultsState>(res)).toEqual(expected);
      const frame = await live.next(
        (f) => f.event === 'message' && (f.data as { data?: { type?: string } }).data?.type === 'results.state',
      );
      expect(frame.data).toMatchObject({ data: { type: 'results.state', state: expected } });
      expect(await state()).toEqual(expected);
      const approval = await json<StageApprovalState>(
        await server.as('secretary', 'GET', `/api/stages/${TODAY}/approval`),
      );
      expect(approval.results).toEqual(expected);
    } finally {
      live.close();
    }
    const log = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.stageId, TODAY), eq(auditLog.event, 'publish_provisional')));
    expect(log.map((e) => e.data)).toEqual([
      { windowMinutes: null, closesAt: null, republished: false },
      { windowMinutes: 30, closesAt: at(90 * MINUTE).toISOString(), republished: true },
    ]);
    // The PDF prints the window's close on the venue's clock, in the language asked.
    expect(await pdfText('en')).toMatch(
      /PROVISIONAL · published .+ · protests until \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/,
    );
    expect(await pdfText('lv')).toMatch(
      /PROVIZORISKI · publicēti .+ · protesti līdz \d{2}\.\d{2}\.\d{4}\. \d{2}:\d{2}/,
    );
  });

  it('riders ask until the window closes; after it, a translated 409 that stores nothing', async () => {
    clock.now = at(90 * MINUTE - 1000);
    expect((await ask(2)).status).toBe(201);
    clock.now = at(90 * MINUTE);
    const before = await queryCount();
    const closed = await ask(3);
    expect(closed.status).toBe(409);
    expect(await errorOf(closed)).toEqual({
      code: 'protestWindowClosed',
      messageKey: 'results.queries.error.windowClosed',
    });
    expect(await queryCount()).toBe(before);
    // Still Provisional (not approved); the PDF says the window has ended.
    expect((await state()).state).toBe('provisional');
    expect(await pdfText('et')).toMatch(/ESIALGNE · avaldatud .+ · protestiaeg lõppes/);
  });

  it('publishing again restarts the window: asking reopens', async () => {
    clock.now = at(120 * MINUTE);
    const res = await publish({ windowMinutes: 30 });
    expect((await json<ResultsState>(res)).closesAt).toBe(at(150 * MINUTE).toISOString());
    expect((await ask(3)).status).toBe(201);
  });

  it('approval inside the window is refused without confirmEarly and accepted with it', async () => {
    // Everyone not finished did not start, so only the window stands in the way.
    const approval = await json<StageApprovalState>(
      await server.as('secretary', 'GET', `/api/stages/${TODAY}/approval`),
    );
    for (const o of approval.offenders)
      expect(
        (
          await server.as('secretary', 'PUT', `/api/stages/${TODAY}/results/${o.participantId}/status`, {
            status: 'DNS',
          })
        ).status,
      ).toBe(200);
    clock.now = at(140 * MINUTE);
    for (const body of [undefined, {}, { confirmEarly: false }]) {
      const refused = await approve(body);
      expect(refused.status).toBe(409);
      expect(await errorOf(refused)).toEqual({
        code: 'protestWindowOpen',
        messageKey: 'results.provisional.error.windowOpen',
      });
    }
    expect((await approve({ confirmEarly: 'yes' })).status).toBe(400);
    expect((await approve({ confirmEarly: true, extra: 1 })).status).toBe(400);
    expect(await resultsStatus()).toBeNull();

    const live = await openLive(server.url, `stage:${TODAY}:results`);
    try {
      const ok = await approve({ confirmEarly: true });
      expect(ok.status).toBe(200);
      const approved = await json<StageApprovalState>(ok);
      expect(approved.resultsStatus).toBe('Approved');
      expect(approved.results).toMatchObject({
        state: 'approved',
        publishedAt: at(120 * MINUTE).toISOString(),
        closesAt: at(150 * MINUTE).toISOString(),
        approvedAt: expect.any(String),
      });
      const frame = await live.next((f) => {
        const data = (f.data as { data?: { type?: string; state?: { state: string } } }).data;
        return data?.type === 'results.state' && data.state?.state === 'approved';
      });
      expect(frame).toBeDefined();
    } finally {
      live.close();
    }
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.stageId, TODAY), eq(auditLog.event, 'approve_results')));
    expect(entry!.data).toMatchObject({ earlyInProtestWindow: at(150 * MINUTE).toISOString() });
    // Approved: no more publishing, no more asking.
    const locked = await publish({ windowMinutes: 30 });
    expect([locked.status, (await errorOf(locked)).code]).toEqual([409, 'resultsLocked']);
    expect((await errorOf(await ask(4))).code).toBe('queriesClosed');
  });
});
