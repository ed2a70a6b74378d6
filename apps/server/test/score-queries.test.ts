import type { ScoreQuery, StageResult } from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { type TestServer, type Who, startTestServer } from './helper.js';
import { checkedAnswers } from './openapi-checked.js';
import { openLive } from './live-client.js';

const TODAY = 'demo-stage-3'; // classic, race day, judged by the demo judge; the demo riders entered
const APPROVED = 'demo-stage-1';

let server: TestServer;
let riderId: string; // rider@trialhub.demo (Clubman)
let rider2Id: string; // rider2@trialhub.demo (Hobby)

beforeAll(async () => {
  // Every described answer is checked against the OpenAPI document too (issue #41).
  server = await checkedAnswers(await startTestServer());
  const list = (await (await server.as(null, 'GET', `/api/stages/${TODAY}/participants`)).json()) as {
    id: string;
    name: string;
  }[];
  riderId = list.find((p) => p.name === 'Rihards Braucējs')!.id;
  rider2Id = list.find((p) => p.name === 'Kertu Kask')!.id;
  // The judge scores both riders: section 1 lap 1 a 5, section 2 lap 1 a 0.
  await score(riderId, [
    [1, 1, 5],
    [2, 1, 0],
    [3, 1, 1],
  ]);
  await score(rider2Id, [[1, 1, 3]]);
});
afterAll(async () => server?.close());

const score = (participantId: string, scores: [section: number, lap: number, points: number][]) =>
  server.judgeScores(TODAY, participantId, scores);

const own = (id: string, stageId = TODAY) => `/api/stages/${stageId}/results/${id}/queries`;
const all = (stageId = TODAY) => `/api/stages/${stageId}/queries`;
const answerPath = (queryId: string, stageId = TODAY) => `/api/stages/${stageId}/queries/${queryId}`;
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

async function queriesAudit(event: string) {
  return server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.stageId, TODAY), eq(auditLog.event, event)));
}

async function resultOf(participantId: string) {
  return (await (await server.as(null, 'GET', `/api/stages/${TODAY}/results/${participantId}`)).json()) as StageResult;
}

describe('who may ask, read and answer', () => {
  it.each<[Who, number]>([
    [null, 401],
    ['rider2', 403],
    ['judge', 403],
    // A secretary corrects with the edit action; a query is the rider's own voice.
    ['secretary', 403],
    ['admin', 403],
  ])('asking about the rider’s score as %s → %d, nothing stored', async (who, status) => {
    const res = await server.as(who, 'POST', own(riderId), { section: 3, lap: 1, message: 'Not mine to ask' });
    expect(res.status).toBe(status);
    const list = (await (await server.as('secretary', 'GET', all())).json()) as ScoreQuery[];
    expect(list.filter((q) => q.message === 'Not mine to ask')).toEqual([]);
  });

  it.each<[Who, number]>([
    [null, 401],
    ['rider2', 403],
    ['judge', 403],
    ['rider', 200],
    ['secretary', 200],
  ])('reading the rider’s queries as %s → %d', async (who, status) => {
    expect((await server.as(who, 'GET', own(riderId))).status).toBe(status);
  });

  it.each<[Who, number]>([
    [null, 401],
    ['rider', 403],
    ['judge', 403],
    ['secretary', 200],
  ])('reading all of the stage’s queries as %s → %d', async (who, status) => {
    expect((await server.as(who, 'GET', all())).status).toBe(status);
  });

  it.each<[Who, number]>([
    [null, 401],
    ['rider', 403],
    ['judge', 403],
  ])('answering as %s → %d, the query stays open', async (who, status) => {
    const asked = await server.as('rider2', 'POST', own(rider2Id), {
      section: 1,
      lap: 1,
      message: `Role check ${who}`,
    });
    expect(asked.status).toBe(201);
    const query = (await asked.json()) as ScoreQuery;
    const res = await server.as(who, 'PATCH', answerPath(query.id), { answer: 'Stands', outcome: 'stands' });
    expect(res.status).toBe(status);
    const mine = (await (await server.as('rider2', 'GET', own(rider2Id))).json()) as ScoreQuery[];
    expect(mine.find((q) => q.id === query.id)).toMatchObject({ status: 'open', answer: null });
    // Close it, so the next case may ask about the same score again.
    const closed = await server.as('secretary', 'PATCH', answerPath(query.id), { answer: 'Stands', outcome: 'stands' });
    expect(closed.status).toBe(200);
  });

  it('answers 404 for an unknown stage, an unscored section and an unknown query', async () => {
    expect((await server.as('rider', 'POST', own(riderId, 'nope'), { section: 1, lap: 1, message: 'x' })).status).toBe(
      404,
    );
    expect((await server.as('secretary', 'GET', all('nope'))).status).toBe(404);
    const unscored = await server.as('rider', 'POST', own(riderId), { section: 9, lap: 2, message: 'Where is it?' });
    expect(unscored.status).toBe(404);
    expect((await server.as('secretary', 'PATCH', answerPath('nope'), { answer: 'x', outcome: 'stands' })).status).toBe(
      404,
    );
  });
});

describe('who hears of queries live (issue #35)', () => {
  it('the stage’s notices: secretaries only; a rider’s: that rider and secretaries; never a visitor', async () => {
    const status = async (topic: string, who: 'rider' | 'rider2' | 'judge' | 'secretary' | null) => {
      const cookie =
        who === 'rider2' ? await server.signIn('rider2@trialhub.demo') : who ? await server.loginAs(who) : undefined;
      const connection = await openLive(server.url, topic, cookie ? { cookie } : {});
      const code = connection.response.status;
      connection.close();
      return code;
    };
    const stageTopic = `stage:${TODAY}:queries`;
    const riderTopic = `stage:${TODAY}:queries:${riderId}`;
    expect(await status(stageTopic, null)).toBe(404);
    expect(await status(stageTopic, 'rider')).toBe(404);
    expect(await status(stageTopic, 'judge')).toBe(404);
    expect(await status(stageTopic, 'secretary')).toBe(200);
    expect(await status(riderTopic, null)).toBe(404);
    expect(await status(riderTopic, 'rider2')).toBe(404);
    expect(await status(riderTopic, 'rider')).toBe(200);
    expect(await status(riderTopic, 'secretary')).toBe(200);
    // Asked with other topics, a refused one refuses the whole request.
    expect(await status(`stage:${TODAY}:results,${stageTopic}`, null)).toBe(404);
  });
});

describe('a rider asks the clerk, the secretary answers', () => {
  it('stores the query with the points then, notifies without content, answers once, never changes the score', async () => {
    const before = await resultOf(riderId);
    const queries = await openLive(server.url, `stage:${TODAY}:queries`, { cookie: await server.loginAs('secretary') });
    const riderLive = await openLive(server.url, `stage:${TODAY}:queries:${riderId}`, {
      cookie: await server.loginAs('rider'),
    });
    const results = await openLive(server.url, `stage:${TODAY}:results`);
    await queries.next((f) => f.event === 'ready');
    await riderLive.next((f) => f.event === 'ready');
    await results.next((f) => f.event === 'ready');

    const message = 'I did not put a foot down in section 1 — the 5 should be a 3.';
    const res = await server.as('rider', 'POST', own(riderId), { section: 1, lap: 1, message: `  ${message} ` });
    expect(res.status).toBe(201);
    const query = (await res.json()) as ScoreQuery;
    expect(query).toMatchObject({
      participantId: riderId,
      section: 1,
      lap: 1,
      message,
      pointsThen: 5,
      authorName: 'Rihards Braucējs',
      status: 'open',
      answer: null,
    });

    // The live notice names the query and the rider, never the message; the secretaries and the
    // asking rider hear it.
    const frame = await queries.next((f) => f.event === 'message');
    expect(frame.data).toMatchObject({
      data: { type: 'query.changed', queryId: query.id, participantId: riderId },
    });
    expect(JSON.stringify(frame.data)).not.toContain('foot');
    expect((await riderLive.next((f) => f.event === 'message')).data).toMatchObject({ data: { queryId: query.id } });
    expect(await results.rest(200)).toEqual([]);

    // The approve dialog will warn the secretary about it.
    const approval = await server.as('secretary', 'GET', `/api/stages/${TODAY}/approval`);
    expect(((await approval.json()) as { openQueries: number }).openQueries).toBe(1);

    // The secretary sees it; a second query on the same score is refused; another score may be asked.
    const open = (await (await server.as('secretary', 'GET', all())).json()) as ScoreQuery[];
    expect(open.find((q) => q.id === query.id)).toMatchObject({ status: 'open', message });
    const again = await server.as('rider', 'POST', own(riderId), { section: 1, lap: 1, message: 'Please look again' });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('queryAlreadyOpen');
    expect((await server.as('rider', 'POST', own(riderId), { section: 2, lap: 1, message: 'And here?' })).status).toBe(
      201,
    );

    const answered = await server.as('secretary', 'PATCH', answerPath(query.id), {
      answer: 'The observer saw a dab at the exit gate.',
      outcome: 'stands',
    });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({
      status: 'answered',
      answer: 'The observer saw a dab at the exit gate.',
      outcome: 'stands',
      answeredBy: 'Sandra Sekretāre',
    });
    await queries.next((f) => f.event === 'message' && JSON.stringify(f.data).includes(query.id));

    // The rider reads the answer on their own result.
    const mine = (await (await server.as('rider', 'GET', own(riderId))).json()) as ScoreQuery[];
    expect(mine.find((q) => q.id === query.id)).toMatchObject({ status: 'answered', outcome: 'stands' });
    // Answered once only.
    const twice = await server.as('secretary', 'PATCH', answerPath(query.id), { answer: 'x', outcome: 'corrected' });
    expect(twice.status).toBe(409);
    expect(await errorCode(twice)).toBe('queryAlreadyAnswered');
    // After the answer the rider may ask about the same score again.
    expect((await server.as('rider', 'POST', own(riderId), { section: 1, lap: 1, message: 'Still 5?' })).status).toBe(
      201,
    );

    // A query and its answer change no score.
    expect(await resultOf(riderId)).toEqual(before);
    expect((await queriesAudit('query_opened')).filter((a) => a.data.queryId === query.id)).toEqual([
      expect.objectContaining({
        userEmail: 'rider@trialhub.demo',
        data: { participantId: riderId, queryId: query.id, section: 1, lap: 1, points: 5 },
      }),
    ]);
    expect((await queriesAudit('query_answered')).filter((a) => a.data.queryId === query.id)).toEqual([
      expect.objectContaining({
        userEmail: 'secretary@trialhub.demo',
        data: { participantId: riderId, queryId: query.id, section: 1, lap: 1, outcome: 'stands' },
      }),
    ]);
    // The secretary's change log lists both.
    const log = (await (await server.as('secretary', 'GET', `/api/stages/${TODAY}/results-log`)).json()) as {
      event: string;
    }[];
    expect(log.map((e) => e.event)).toEqual(expect.arrayContaining(['query_opened', 'query_answered']));
    queries.close();
    riderLive.close();
    results.close();
  });

  it.each<[unknown, string, string]>([
    [{ section: 3, lap: 1, message: '   ' }, 'message', 'validation.required'],
    [{ section: 3, lap: 1, message: 'x'.repeat(501) }, 'message', 'validation.tooLong'],
    [{ section: 0, lap: 1, message: 'x' }, 'section', 'validation.invalid'],
  ])('refuses %j with a field message and stores nothing', async (body, field, key) => {
    const res = await server.as('rider', 'POST', own(riderId), body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'validation', fields: { [field]: key } } });
    const mine = (await (await server.as('rider', 'GET', own(riderId))).json()) as ScoreQuery[];
    expect(mine.filter((q) => q.section === 3)).toEqual([]);
  });

  it('refuses an answer without text or outcome', async () => {
    const res = await server.as('secretary', 'PATCH', answerPath('whatever'), { answer: '', outcome: 'maybe' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { fields: { answer: 'validation.required', outcome: 'validation.invalid' } },
    });
  });

  it('refuses a query once the stage’s results are approved', async () => {
    const approved = (await (await server.as(null, 'GET', `/api/stages/${APPROVED}/results`)).json()) as StageResult[];
    const mine = approved.find((r) => r.participantId === riderId)!;
    const cell = mine.sections.find((s) => !s.deleted)!;
    const res = await server.as('rider', 'POST', own(riderId, APPROVED), {
      section: cell.section,
      lap: cell.lap,
      message: 'Too late?',
    });
    expect(res.status).toBe(409);
    expect(await errorCode(res)).toBe('queriesClosed');
    expect(await (await server.as('rider', 'GET', own(riderId, APPROVED))).json()).toEqual([]);
  });
});

describe('API document', () => {
  it('lists the score query routes', async () => {
    const doc = (await (await server.fetch('/api/docs')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/stages/{stageId}/results/{participantId}/queries',
        '/api/stages/{stageId}/queries',
        '/api/stages/{stageId}/queries/{queryId}',
      ]),
    );
  });
});
