import type { LiveMessage, StagesEvent, StageSummary } from '@trialhub/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livePayloads } from '../src/db/schema.js';
import { LiveHub, type LiveSink } from '../src/live/hub.js';
import { type TestServer, startTestServer } from './helper.js';
import { type LiveConnection, type LiveFrame, openLive } from './live-client.js';

let server: TestServer;
let admin: string;
const open: LiveConnection[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.loginAs('admin');
});
afterAll(async () => {
  for (const connection of open) connection.close();
  await server?.close();
});

async function live(topics: string, lastEventId?: string): Promise<LiveConnection> {
  const connection = await openLive(server.url, topics, { lastEventId });
  open.push(connection);
  return connection;
}

/** Opens a connection and returns it with the positions its `ready` event reported. */
async function subscribe(topics: string, lastEventId?: string) {
  const connection = await live(topics, lastEventId);
  expect(connection.response.status).toBe(200);
  const ready = await connection.next();
  expect(ready.event).toBe('ready');
  return { connection, positions: (ready.data as { positions: Record<string, number> }).positions };
}

async function patchStage(stageId: string, body: Record<string, unknown>): Promise<StageSummary> {
  const res = await server.fetch(`/api/admin/stages/${stageId}`, {
    method: 'PATCH',
    body: JSON.stringify(body),
    cookie: admin,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as StageSummary;
}

const isEvent = (frame: LiveFrame) => frame.event === 'message';
const message = <T>(frame: LiveFrame) => frame.data as LiveMessage<T>;

describe('opening the live channel', () => {
  it.each([
    ['an unknown topic', 'bogus'],
    ['an unknown topic next to a good one', 'stages,bogus'],
    ['no topic at all', ''],
    ['more than 20 topics', Array.from({ length: 21 }, (_, i) => `stage:s${i}:results`).join(',')],
  ])('refuses %s with 400 unknownTopic', async (_, topics) => {
    const connection = await live(topics);
    expect(connection.response.status).toBe(400);
    expect(await connection.response.json()).toEqual({
      error: { code: 'unknownTopic', messageKey: 'errors.unknownTopic' },
    });
  });

  it.each(['stages', 'stages=', 'stages=-1', 'bogus=3', 'stages=1;;'])(
    'refuses the malformed Last-Event-ID %j with 400 badEventId',
    async (lastEventId) => {
      const connection = await live('stages', lastEventId);
      expect(connection.response.status).toBe(400);
      expect(await connection.response.json()).toEqual({
        error: { code: 'badEventId', messageKey: 'errors.badEventId' },
      });
    },
  );

  it('refuses a malformed ?lastEventId= the same way', async () => {
    const res = await server.fetch('/api/live?topics=stages&lastEventId=nonsense');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { messageKey: string } }).error.messageKey).toBe('errors.badEventId');
  });

  it('streams text/event-stream and starts with a ready event giving each topic its position', async () => {
    await patchStage('demo-stage-1', { location: 'Sigulda, Latvia' }); // the stages topic is now past 0
    const connection = await live('stages,stage:demo-stage-1:results');
    expect(connection.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const first = await connection.next();
    expect(first.event).toBe('ready');
    const { positions } = first.data as { positions: Record<string, number> };
    expect(Object.keys(positions).sort()).toEqual(['stage:demo-stage-1:results', 'stages']);
    expect(positions['stages']).toBeGreaterThanOrEqual(1);
    expect(positions['stage:demo-stage-1:results']).toBe(0);
  });

  it('forgets a connection once the client closes it', async () => {
    const before = server.hub.connectionCount;
    const { connection } = await subscribe('stages');
    expect(server.hub.connectionCount).toBe(before + 1);
    connection.close();
    await expect.poll(() => server.hub.connectionCount).toBe(before);
  });
});

describe('stage changes on the stages topic', () => {
  it('sends a published draft as stage.upserted and an unpublished one as stage.removed', async () => {
    const { connection, positions } = await subscribe('stages');
    const n = positions['stages']!;

    const published = await patchStage('demo-stage-5', { status: 'published' });
    const upserted = await connection.next(isEvent);
    expect(upserted.id).toBe(`stages=${n + 1}`);
    expect(message<StagesEvent>(upserted)).toEqual({
      topic: 'stages',
      seq: n + 1,
      data: { type: 'stage.upserted', stage: published },
    });
    expect(published).toMatchObject({ id: 'demo-stage-5', status: 'published', title: 'Round 5 — Season final' });

    await patchStage('demo-stage-5', { status: 'draft' });
    const removed = await connection.next(isEvent);
    expect(removed.id).toBe(`stages=${n + 2}`);
    // A draft is announced by id only: its contents must not reach visitors.
    expect(message<StagesEvent>(removed)).toEqual({
      topic: 'stages',
      seq: n + 2,
      data: { type: 'stage.removed', id: 'demo-stage-5' },
    });
  });

  it('does not send stage changes to a client that subscribed to other topics only', async () => {
    const { connection: other } = await subscribe('stage:demo-stage-3:results');
    const { connection: stagesClient } = await subscribe('stages');
    await patchStage('demo-stage-2', { location: 'Tartu, Estonia' });
    await stagesClient.next(isEvent);
    expect(await other.rest(100)).toEqual([]);
  });
});

describe('reconnecting', () => {
  it('replays, in order, exactly the events after the Last-Event-ID position, then carries on live', async () => {
    const { connection: first, positions } = await subscribe('stages');
    const n = positions['stages']!;
    await patchStage('demo-stage-5', { status: 'published' });
    await patchStage('demo-stage-5', { title: 'Round 5 — Grand final' });
    await patchStage('demo-stage-5', { status: 'draft' });
    expect(message((await first.next((f) => isEvent(f) && message(f).seq === n + 3)) as LiveFrame).seq).toBe(n + 3);

    const { connection: again, positions: now } = await subscribe('stages', `stages=${n + 1}`);
    expect(now['stages']).toBe(n + 3);
    const replayed = await again.rest(150);
    expect(replayed.map((f) => [f.event, f.id])).toEqual([
      ['message', `stages=${n + 2}`],
      ['message', `stages=${n + 3}`],
    ]);
    expect(replayed.map((f) => message<StagesEvent>(f).data)).toEqual([
      {
        type: 'stage.upserted',
        stage: expect.objectContaining({ id: 'demo-stage-5', title: 'Round 5 — Grand final' }),
      },
      { type: 'stage.removed', id: 'demo-stage-5' },
    ]);

    await patchStage('demo-stage-4', { location: null });
    expect(message((await again.next(isEvent)) as LiveFrame).seq).toBe(n + 4);
  });

  it('replays nothing to a client that is up to date', async () => {
    const { positions } = await subscribe('stages');
    const { connection } = await subscribe('stages', `stages=${positions['stages']}`);
    expect(await connection.rest(150)).toEqual([]);
  });

  it('tells a client with a position from the future (e.g. a reset database) to resync', async () => {
    const { connection } = await subscribe('stages', 'stages=999999');
    expect(await connection.next()).toMatchObject({ event: 'resync', data: { topic: 'stages' } });
  });

  it('tells a client to resync when its gap is older than the buffer, and replays when the buffer covers it', async () => {
    const hub = new LiveHub(server.database, { bufferPerTopic: 2 });
    await hub.start();
    try {
      const topic = 'stage:buffer-test:results';
      const sink = () => {
        const frames: string[] = [];
        const s: LiveSink & { frames: string[] } = { frames, write: (f) => (frames.push(f.text), true), close() {} };
        return s;
      };
      const watcher = sink();
      await hub.subscribe([topic], watcher, null);
      for (let i = 1; i <= 4; i++) await hub.publishNow(topic, { i });
      await expect.poll(() => watcher.frames.filter((f) => f.startsWith('id:')).length).toBe(4);

      // The buffer holds seq 3 and 4: a client at 1 missed 2, which is gone.
      const behind = sink();
      await hub.subscribe([topic], behind, { [topic]: 1 });
      expect(behind.frames).toEqual([
        expect.stringMatching(/^event: ready\n/),
        `event: resync\ndata: ${JSON.stringify({ topic })}\n\n`,
      ]);

      // A client at 2 missed only 3 and 4, both still there.
      const covered = sink();
      await hub.subscribe([topic], covered, { [topic]: 2 });
      expect(covered.frames.slice(1)).toEqual([
        `id: ${topic}=3\ndata: ${JSON.stringify({ topic, seq: 3, data: { i: 3 } })}\n\n`,
        `id: ${topic}=4\ndata: ${JSON.stringify({ topic, seq: 4, data: { i: 4 } })}\n\n`,
      ]);
    } finally {
      await hub.stop();
    }
  });
});

describe('large events', () => {
  it.each([
    ['ASCII text over 8000 bytes', 'x'.repeat(20_000)],
    // 4,500 characters but 9,000 bytes: the NOTIFY limit counts bytes.
    ['multi-byte text under 8000 characters but over 8000 bytes', 'ā'.repeat(4_500)],
  ])('delivers %s intact, by way of the live_payloads table', async (_, text) => {
    const topic = 'stage:demo-stage-3:results';
    const { connection, positions } = await subscribe(topic);
    const [{ n: storedBefore } = { n: 0 }] = await server.database.db.select({ n: count() }).from(livePayloads);
    const data = { rows: [{ rider: 'Mārtiņš Ozols', note: text }] };
    const seq = await server.hub.publishNow(topic, data);
    expect(seq).toBe(positions[topic]! + 1);
    const frame = await connection.next(isEvent);
    expect(message(frame)).toEqual({ topic, seq, data });
    const [{ n: storedAfter } = { n: 0 }] = await server.database.db.select({ n: count() }).from(livePayloads);
    expect(Number(storedAfter)).toBe(Number(storedBefore) + 1);
  });
});

describe('bursts', () => {
  it('delivers a burst of events, large and small, each exactly once and in order, also to a subscriber joining mid-burst', async () => {
    // A published stage's topic nothing else here uses (an unknown stage's topics are refused).
    const topic = 'stage:demo-stage-2:participants';
    const { connection: early, positions } = await subscribe(topic);
    const start = positions[topic]!;
    const last = start + 40;
    const publishing = Array.from({ length: 40 }, (_, i) =>
      // Every tenth event is too big for NOTIFY and comes by way of live_payloads.
      server.hub.publishNow(topic, { i, pad: i % 10 === 0 ? 'x'.repeat(9_000) : '' }),
    );
    const { connection: late, positions: latePositions } = await subscribe(topic);
    await Promise.all(publishing);
    const received = async (connection: LiveConnection) => {
      const seqs: number[] = [];
      while (seqs[seqs.length - 1] !== last) seqs.push(message(await connection.next(isEvent)).seq);
      return seqs;
    };
    const range = (from: number) => Array.from({ length: last - from }, (_, i) => from + i + 1);
    expect(await received(early)).toEqual(range(start));
    // Whatever came after the late subscriber's ready position, once each and in order.
    const lateFrom = latePositions[topic]!;
    expect(lateFrom < last ? await received(late) : []).toEqual(range(lateFrom));
  });
});
