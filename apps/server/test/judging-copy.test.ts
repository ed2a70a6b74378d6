import { randomUUID } from 'node:crypto';
import {
  type JudgeBatchResponse,
  type JudgingStage,
  type LiveMessage,
  applyJudgingEvent,
  formatEventId,
  judgingTopics,
} from '@trialhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './helper.js';
import { openLive } from './live-client.js';

/**
 * Decision 073: the judge app's batch answer carries outcomes only, and its copy of the stage is kept
 * from the stage's live topics. Here a copy read once and then patched from the stream's events equals
 * the copy the server serves afterwards.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const STAGE = 'demo-stage-3'; // classic, today; the demo judge judges it
let seq = 0;
const op = (patch: Record<string, unknown>) => ({
  opId: randomUUID(),
  seq: seq++,
  kind: 'score',
  section: 1,
  lap: 1,
  at: new Date().toISOString(),
  ...patch,
});

async function copy(): Promise<{ data: JudgingStage; header: string | null }> {
  const response = await server.as('judge', 'GET', `/api/judging/stages/${STAGE}`);
  expect(response.status).toBe(200);
  return { data: (await response.json()) as JudgingStage, header: response.headers.get('live-positions') };
}

const slots = (data: JudgingStage) =>
  data.scores
    .map((s) => `${s.participantId}/${s.section}/${s.lap}=${s.points}`)
    .sort()
    .join(' ');

describe("the judge app's incremental copy (decision 073)", () => {
  it('answers a batch with outcomes, the topic position and the scorer; the stream from the copy’s positions brings it up to date', async () => {
    const before = await copy();
    const topics = judgingTopics(STAGE);
    expect(Object.keys(before.data.positions ?? {}).sort()).toEqual([...topics].sort());
    // The header the browser's live client reads says the same as the copy kept on the phone.
    expect(before.header).toBe(formatEventId(before.data.positions!));

    const cookie = await server.loginAs('judge');
    const live = await openLive(server.url, topics.join(','), {
      cookie,
      lastEventId: formatEventId(before.data.positions!),
    });
    await live.next((f) => f.event === 'ready');

    const [a, b] = before.data.riders.filter((r) => r.racingClass === 'Expert').slice(-2);
    const batches = [
      [op({ participantId: a!.id, section: 7, points: 2 })],
      [op({ participantId: a!.id, section: 8, points: 3 }), op({ participantId: b!.id, section: 8, points: 5 })],
      [op({ participantId: a!.id, section: 7, points: 1 })], // a correction
      [op({ participantId: b!.id, section: 8, kind: 'clear' })], // the judge takes it back
    ];
    let position = 0;
    for (const ops of batches) {
      const response = await server.as('judge', 'POST', `/api/judging/stages/${STAGE}/ops`, {
        deviceId: 'copy-device-1',
        ops,
      });
      const text = await response.text();
      const answer = JSON.parse(text) as JudgeBatchResponse;
      expect(Object.keys(answer).sort()).toEqual(['judge', 'outcomes', 'position']);
      expect(answer.outcomes.map((o) => o.outcome)).toEqual(ops.map(() => 'applied'));
      expect(answer.judge).toEqual({ section: null });
      expect(answer.position).toBeGreaterThan(position);
      position = answer.position;
      // Outcomes only: a single tap's answer stays small whatever the rider's history.
      if (ops.length === 1) expect(text.length).toBeLessThan(250);
    }

    // The stream's events, applied to the copy read before, give the copy read now.
    let kept = before.data;
    while ((kept.positions?.[topics[0]] ?? 0) < position) {
      const frame = await live.next((f) => f.event === 'message');
      kept = applyJudgingEvent(kept, frame.data as LiveMessage) ?? kept;
    }
    live.close();
    const after = await copy();
    expect(slots(kept)).toBe(slots(after.data));
    expect(kept.riders).toEqual(after.data.riders);
    expect(kept.positions![topics[0]]).toBe(after.data.positions![topics[0]]);
    expect(slots(kept)).toContain(`${a!.id}/7/1=1`);
    expect(slots(kept)).not.toContain(`${b!.id}/8/1=`);

    // An event at or before the copy's position changes nothing (a replay after a reconnect).
    const replay: LiveMessage = {
      topic: topics[0],
      seq: position,
      data: { type: 'result.removed', participantId: a!.id },
    };
    expect(applyJudgingEvent(kept, replay)).toBeNull();
  });

  it('a replayed batch answers with the position its operations are at, and a refused one with the current one', async () => {
    const { data } = await copy();
    const rider = data.riders.find((r) => r.racingClass === 'Clubman')!;
    const ops = [op({ participantId: rider.id, section: 2, points: 1 })];
    const send = async (body: unknown[]) =>
      (await (
        await server.as('judge', 'POST', `/api/judging/stages/${STAGE}/ops`, { deviceId: 'copy-device-2', ops: body })
      ).json()) as JudgeBatchResponse;
    const first = await send(ops);
    const again = await send(ops);
    expect(again.outcomes[0]).toMatchObject({ outcome: 'applied', replayed: true });
    expect(again.position).toBeGreaterThanOrEqual(first.position);
    const refused = await send([op({ participantId: rider.id, section: 2, points: 4, lap: 9 })]);
    expect(refused.outcomes[0]).toMatchObject({ outcome: 'rejected', reason: 'lapOutOfRange' });
    expect(refused.position).toBeGreaterThanOrEqual(first.position);
  });
});
