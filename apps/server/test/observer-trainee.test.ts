import type { JudgeBatchResponse, JudgingStage, ObserverHandoff } from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { results, sectionScores } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';
import { observerClient, riderPool } from './observer-client.js';

/**
 * Trainee observers (issue #35 point 11, decision 029): a credential marked "trainee" scores like any
 * observer's phone, through the same checks and exactly-once path, but its scores are kept beside the
 * counted ones with an agreement and never reach a result, a standing, the live topic or an export.
 */
let server: TestServer;
let riders: JudgingStage['riders'];
beforeAll(async () => {
  server = await startTestServer();
  riders = ((await (await server.as('judge', 'GET', `/api/judging/stages/${TODAY}`)).json()) as JudgingStage).riders;
});
afterAll(async () => server?.close());

const TODAY = 'demo-stage-3'; // classic, riders on section 1

const { create, open, op, send, credentials } = observerClient(() => server, TODAY);
const { rider } = riderPool(() => riders);

/** What visitors read of the stage's results (the list every page, standing and export starts from). */
const publicResults = async () => (await server.as(null, 'GET', `/api/stages/${TODAY}/results`)).text();

/** The rider's result row and counted section rows in the database. */
async function stored(participantId: string) {
  const db = server.database.db;
  const where = (t: typeof results | typeof sectionScores) =>
    and(eq(t.stageId, TODAY), eq(t.participantId, participantId));
  return {
    results: await db.select().from(results).where(where(results)),
    sections: await db.select().from(sectionScores).where(where(sectionScores)),
  };
}

const judgeScores = async (ops: unknown[]) => {
  const response = await server.as('judge', 'POST', `/api/judging/stages/${TODAY}/ops`, {
    deviceId: 'judge-device-trainee',
    ops,
  });
  const body = (await response.json()) as JudgeBatchResponse;
  expect(body.outcomes.every((o) => o.outcome === 'applied')).toBe(true);
};

const traineeOf = async (name: string) => (await credentials()).find((c) => c.name === name)!;

describe('a trainee observer', () => {
  it('scores like any phone, sees its own scores, and never changes a result, even as the only score', async () => {
    const { token, credential } = await create({ name: 'Tina Trainee', section: 1, trainee: true });
    expect(credential).toMatchObject({ trainee: true, scored: false, traineeScores: [], agreement: { compared: 0 } });
    const cookie = await open({ token });
    const snapshot = async () =>
      (await (await server.as({ cookie }, 'GET', `/api/judging/stages/${TODAY}`)).json()) as JudgingStage;
    expect((await snapshot()).judge.observer).toMatchObject({ trainee: true });

    const before = await publicResults();
    const [r, s] = [rider(), rider()];
    const first = op(r.id, { points: 3 });
    const resultsAt = (await snapshot()).positions?.[`stage:${TODAY}:results`];
    const answer = await send(cookie, [first, op(s.id, { points: 5 }), op(s.id, { points: 2 })]);
    expect(answer.outcomes.map((o) => o.outcome)).toEqual(['applied', 'applied', 'applied']);
    // No results event published, no result in the database, nothing visitors read has changed.
    expect(answer.position).toBe(resultsAt);
    expect(await stored(r.id)).toEqual({ results: [], sections: [] });
    expect(await stored(s.id)).toEqual({ results: [], sections: [] });
    expect(await publicResults()).toBe(before);
    // Sent again (a lost answer): answered as before, stored once.
    const again = await send(cookie, [first]);
    expect(again.outcomes[0]).toMatchObject({ outcome: 'applied', replayed: true });

    // Its phone sees its own scores (the later tap on a slot), so its next lap is its own.
    const mine = (await snapshot()).scores.filter((x) => [r.id, s.id].includes(x.participantId));
    expect(mine.map((x) => [x.participantId, x.points]).sort()).toEqual(
      [
        [r.id, 3],
        [s.id, 2],
      ].sort(),
    );
    // An undo takes its own score back.
    expect((await send(cookie, [op(s.id, { kind: 'clear', points: undefined })])).outcomes[0]!.outcome).toBe('applied');
    expect((await snapshot()).scores.some((x) => x.participantId === s.id)).toBe(false);

    const listed = await traineeOf('Tina Trainee');
    expect(listed).toMatchObject({ trainee: true, scored: true, agreement: { compared: 0, equal: 0, percent: null } });
    expect(listed.traineeScores).toMatchObject([{ participantId: r.id, section: 1, lap: 1, points: 3, counted: null }]);
    // The counted ones' phones never see a trainee's score.
    const judged = (await (await server.as('judge', 'GET', `/api/judging/stages/${TODAY}`)).json()) as JudgingStage;
    expect(judged.scores.some((x) => x.participantId === r.id)).toBe(false);
  });

  it('is shown beside the counted scores with its agreement: equal / compared where a counted score exists', async () => {
    const { token } = await create({ name: 'Agris Trainee', section: 1, trainee: true });
    const cookie = await open({ token });
    const [a, b, c, d] = [rider(), rider(), rider(), rider()];
    await judgeScores([op(a.id, { points: 2 }), op(b.id, { points: 3 }), op(c.id, { points: 0 })]);
    const before = await stored(b.id);
    await send(cookie, [op(a.id, { points: 2 }), op(b.id, { points: 5 }), op(c.id, { points: 0 }), op(d.id)]);
    // The judge's score stands as it was: the trainee's 5 is no conflict, no event in the history.
    expect(await stored(b.id)).toEqual(before);
    const listed = await traineeOf('Agris Trainee');
    expect(listed.agreement).toEqual({ compared: 3, equal: 2, percent: 67 });
    const beside = new Map(listed.traineeScores.map((x) => [x.participantId, [x.points, x.counted?.points ?? null]]));
    expect(Object.fromEntries(beside)).toEqual({
      [a.id]: [2, 2],
      [b.id]: [5, 3],
      [c.id]: [0, 0],
      [d.id]: [1, null],
    });
    expect(listed.traineeScores.find((x) => x.participantId === b.id)).toMatchObject({
      riderName: b.name,
      racingNumber: b.racingNumber,
      counted: { points: 3, judge: expect.any(String) },
    });
  });

  it('is refused as any phone is (other section, unknown rider, after revocation); an accepted refused tap still never counts', async () => {
    const { token, credential } = await create({ name: 'Rita Trainee', section: 1, trainee: true });
    const cookie = await open({ token });
    const r = rider();
    const answer = await send(cookie, [op(r.id, { section: 2 }), op('no-such-rider')]);
    expect(answer.outcomes.map((o) => o.reason)).toEqual(['otherSection', 'unknownRider']);
    expect(
      (await server.as('secretary', 'POST', `/api/stages/${TODAY}/observers/${credential.id}/revoke`)).status,
    ).toBe(204);
    const late = op(r.id, { points: 5 });
    expect((await send(cookie, [late])).outcomes[0]).toMatchObject({ outcome: 'rejected', reason: 'afterRevocation' });
    const device = (await traineeOf('Rita Trainee')).devices[0]!;
    expect(device.refused.map((x) => x.reason)).toEqual(['otherSection', 'unknownRider', 'afterRevocation']);
    // Race control takes the late tap in: a trainee's score it stays.
    const accepted = await server.as('secretary', 'POST', `/api/stages/${TODAY}/observers/refused/${late.opId}/accept`);
    expect(((await accepted.json()) as { outcome: string }).outcome).toBe('applied');
    expect(await stored(r.id)).toEqual({ results: [], sections: [] });
    expect((await traineeOf('Rita Trainee')).traineeScores.map((x) => [x.participantId, x.points])).toEqual([
      [r.id, 5],
    ]);
  });

  it('hands a trainee’s section on as a trainee’s', async () => {
    const { token } = await create({ name: 'Hanna Trainee', section: 1, trainee: true });
    const first = await open({ token });
    const { code } = (await (
      await server.as({ cookie: first }, 'POST', '/api/observe/handoff', {})
    ).json()) as ObserverHandoff;
    const taker = await open({ handoff: code, name: 'Hugo Trainee' });
    const r = rider();
    expect((await send(taker, [op(r.id, { points: 2 })])).outcomes[0]!.outcome).toBe('applied');
    expect(await stored(r.id)).toEqual({ results: [], sections: [] });
    expect(await traineeOf('Hugo Trainee')).toMatchObject({ trainee: true, agreement: { compared: 0 } });
  });
});

describe('the trainee mark', () => {
  const mark = (id: string, body: unknown, as: 'secretary' | 'judge' | null = 'secretary') =>
    server.as(as, 'PUT', `/api/stages/${TODAY}/observers/${id}/trainee`, body);

  it('is set by a secretary while the credential’s phones have sent nothing, then stays as it is', async () => {
    const { token, credential } = await create({ name: 'Late Decision', section: 1 });
    expect(credential.trainee).toBe(false);
    expect((await mark(credential.id, { trainee: true }, 'judge')).status).toBe(403);
    expect((await mark(credential.id, { trainee: true }, null)).status).toBe(401);
    expect((await mark(credential.id, { trainee: 'yes' })).status).toBe(400);
    expect((await mark('no-such-credential', { trainee: true })).status).toBe(404);
    // Opened on a phone but nothing sent yet: still free to change, and the phone learns it.
    const cookie = await open({ token });
    expect((await mark(credential.id, { trainee: true })).status).toBe(204);
    const stage = (await (await server.as({ cookie }, 'GET', `/api/judging/stages/${TODAY}`)).json()) as JudgingStage;
    expect(stage.judge.observer?.trainee).toBe(true);
    const r = rider();
    await send(cookie, [op(r.id, { points: 1 })]);
    // Its scores arrived as a trainee's: they stay so; the mark can no longer change.
    const refused = await mark(credential.id, { trainee: false });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('observerHasScores');
    expect((await traineeOf('Late Decision')).trainee).toBe(true);
    expect(await stored(r.id)).toEqual({ results: [], sections: [] });
  });
});
