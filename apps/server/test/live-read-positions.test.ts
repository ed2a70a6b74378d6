import { type LiveMessage, type StageSummary, parseEventId } from '@trialhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './helper.js';
import { type LiveConnection, openLive } from './live-client.js';

/**
 * Live reads say where their topics stood when they were read (decision 039): a page that fetches its
 * data and then opens its live stream resumes the stream from there, and an event published in
 * between is replayed to it instead of lost.
 */
let server: TestServer;
const STAGE = 'demo-stage-3';
const open: LiveConnection[] = [];
let standingsPath: string;

beforeAll(async () => {
  server = await startTestServer();
  const stages = (await (await server.fetch('/api/stages')).json()) as StageSummary[];
  const today = stages.find((s) => s.id === STAGE)!;
  standingsPath = `/api/standings/${today.institutionId}/${today.championshipId}`;
});
afterAll(async () => {
  for (const connection of open) connection.close();
  await server?.close();
});

async function live(topics: string[], lastEventId?: string) {
  const connection = await openLive(server.url, topics.join(','), { lastEventId });
  open.push(connection);
  expect(connection.response.status).toBe(200);
  const ready = await connection.next();
  expect(ready.event).toBe('ready');
  return { connection, positions: (ready.data as { positions: Record<string, number> }).positions };
}

/** The positions a read's answer carries. */
function readAt(response: Response) {
  const header = response.headers.get('live-positions');
  return header === null ? null : parseEventId(header);
}

async function firstRider(): Promise<string> {
  const judge = await server.loginAs('judge');
  const stage = (await (await server.fetch(`/api/judging/stages/${STAGE}`, { cookie: judge })).json()) as {
    riders: { id: string }[];
  };
  return stage.riders[0]!.id;
}

describe('the reads the web app keeps live carry their topics’ positions', () => {
  it.each([
    ['the home list', () => '/api/stages', ['stages']],
    ['the participants', () => `/api/stages/${STAGE}/participants`, [`stage:${STAGE}:participants`]],
    ['the results', () => `/api/stages/${STAGE}/results`, [`stage:${STAGE}:results`, `stage:${STAGE}:participants`]],
    ["the results' state", () => `/api/stages/${STAGE}/results/state`, [`stage:${STAGE}:results`]],
    ['the market', () => '/api/market/ads', ['market']],
    ['the standings', () => standingsPath, ['championship:demo-baltic-cup:standings']],
  ])('%s: the positions the live stream would start from', async (_, path, topics) => {
    const response = await server.fetch(path());
    expect(response.status).toBe(200);
    const { positions } = await live(topics);
    expect(readAt(response)).toEqual(positions);
  });

  it('a rider’s whole result, read when their details open (decision 037), carries the results’ too', async () => {
    const judge = await server.loginAs('judge');
    const stage = (await (await server.fetch(`/api/judging/stages/${STAGE}`, { cookie: judge })).json()) as {
      riders: { id: string }[];
    };
    const rider = stage.riders[1]!.id;
    const before = (await live([`stage:${STAGE}:results`])).positions[`stage:${STAGE}:results`]!;
    await server.judgeScores(STAGE, rider, [[1, 1, 2]]);
    // On PostgreSQL the hub learns the score's position from its NOTIFY, a moment after the write (decision 073).
    await expect
      .poll(async () => (await live([`stage:${STAGE}:results`])).positions[`stage:${STAGE}:results`])
      .toBeGreaterThan(before);
    const response = await server.fetch(`/api/stages/${STAGE}/results/${rider}`);
    expect(response.status).toBe(200);
    const { positions } = await live([`stage:${STAGE}:results`, `stage:${STAGE}:participants`]);
    expect(readAt(response)).toEqual(positions);
  });

  it('a judge’s race control and a secretary’s queries list carry them too', async () => {
    const secretary = await server.loginAs('secretary');
    for (const [path, topic] of [
      [`/api/stages/${STAGE}/judging/progress`, `stage:${STAGE}:results`],
      [`/api/stages/${STAGE}/queries`, `stage:${STAGE}:queries`],
    ] as const) {
      const response = await server.fetch(path, { cookie: secretary });
      expect(response.status, path).toBe(200);
      expect(Object.keys(readAt(response) ?? {}), path).toEqual([topic]);
    }
  });

  it('a made-up id with characters a header cannot carry is answered, not a 500 (the fuzz suite found it)', async () => {
    const rider = await server.loginAs('rider');
    const response = await server.fetch(`/api/stages/${STAGE}/results/%E2%80%AEx/queries`, { cookie: rider });
    expect(response.status).toBeLessThan(500);
    expect(readAt(response)).toBeNull();
  });

  it('a 304 carries them (the browser keeps them with its copy); a refused read and other reads do not', async () => {
    const path = `/api/stages/${STAGE}/results`;
    const first = await server.fetch(path);
    const again = await server.fetch(path, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(readAt(again)).toEqual(readAt(first));

    const draft = await server.fetch('/api/stages/demo-stage-5/results');
    expect(draft.status).toBe(404);
    expect(readAt(draft)).toBeNull();
    expect(readAt(await server.fetch('/api/config'))).toBeNull();
  });
});

describe('a stream resumed from a read’s positions', () => {
  it('gets the score published between the read and the stream, which a fresh stream misses', async () => {
    const topic = `stage:${STAGE}:results`;
    const read = await server.fetch(`/api/stages/${STAGE}/results`);
    const positions = readAt(read)!;
    const rider = await firstRider();
    // A judge's score lands after the page's data was read, before its live stream is up.
    await server.judgeScores(STAGE, rider, [[2, 1, 3]]);

    // On PostgreSQL the hub learns the score's position from its NOTIFY, a moment after the write (decision 073).
    await expect.poll(async () => (await live([topic])).positions[topic]).toBeGreaterThan(positions[topic]!);

    const resumed = await live([topic], `${topic}=${positions[topic]}`);
    const replayed = await resumed.connection.next((frame) => frame.event === 'message');
    const message = replayed.data as LiveMessage<{ type: string; result: { participantId: string } }>;
    expect(message.seq).toBe(positions[topic]! + 1);
    expect(message.data.result.participantId).toBe(rider);
  });
});
