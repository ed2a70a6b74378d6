/**
 * Venue mode's lease as the stage's venue page reads it (issue #40, decision 085): an expired code told
 * apart from a wrong one; the lease's state while out (the laptop's reported sequence against the
 * server's), once returned (the agreed digest) and once forced back (the commands kept aside, listed for
 * an admin); championship-wide standings refused while a stage is out; and two devices' different
 * scores for one slot shown as a conflict to the clerk, never decided by which arrived last. Runs on
 * PGlite and, under scripts/with-pg-database.mjs, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import type { KeptCommands, StageLeaseDetail, StageResult } from '@trialhub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageCommands } from '../src/db/schema.js';
import { stageDigest } from '../src/features/stage-results/index.js';
import { type TestServer, startTestServer } from './helper.js';

let server: TestServer;
let shift = 0;
let fixed: Date | null = null;

beforeAll(async () => {
  server = await startTestServer({ clock: () => fixed ?? new Date(Date.now() + shift) });
});
afterAll(async () => server?.close());

const TODAY = 'demo-stage-3'; // race day, Europe/Riga, championship demo-baltic-cup
const PAST = 'demo-stage-2';
const DRAFT = 'demo-stage-5';

async function pair(deviceName: string) {
  const res = await server.as(null, 'POST', '/api/venue/pairings', { deviceName });
  expect(res.status).toBe(201);
  return (await res.json()) as { pairingId: string; secret: string; code: string };
}

async function checkOut(stageId: string, deviceName: string) {
  const p = await pair(deviceName);
  expect((await server.as('secretary', 'POST', `/api/stages/${stageId}/lease`, { code: p.code })).status).toBe(200);
  const res = await server.as(null, 'POST', `/api/venue/pairings/${p.pairingId}/token`, { secret: p.secret });
  return ((await res.json()) as { token: string }).token;
}

const forward = (stageId: string, token: string, commands: unknown[], holding: number) =>
  server.as(
    null,
    'POST',
    `/api/venue/stages/${stageId}/commands`,
    { commands, holding },
    { authorization: `Bearer ${token}` },
  );

const detail = async (stageId: string, who: 'secretary' | 'admin' = 'secretary') =>
  (await (await server.as(who, 'GET', `/api/stages/${stageId}/lease`)).json()) as StageLeaseDetail;

async function ridersOf(stageId: string) {
  const list = (await (await server.as(null, 'GET', `/api/stages/${stageId}/participants`)).json()) as {
    id: string;
    racingClass: string;
  }[];
  return list.filter((r) => r.racingClass !== 'Youth').map((r) => r.id);
}

const setStatus = (participantId: string, status: string | null) => ({
  kind: 'setStatus',
  commandId: `venue-${randomUUID()}`,
  userId: 'venue-secretary',
  payload: { kind: 'setStatus', participantId, status },
});

describe('entering the laptop’s code', () => {
  it('tells a code shown over 10 minutes ago apart from a wrong one', async () => {
    const p = await pair('Slow laptop');
    shift = 11 * 60_000;
    try {
      const res = await server.as('secretary', 'POST', `/api/stages/${DRAFT}/lease`, { code: p.code.toLowerCase() });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('pairingCodeExpired');
    } finally {
      shift = 0;
    }
    const wrong = await server.as('secretary', 'POST', `/api/stages/${DRAFT}/lease`, { code: 'ZZZZ-ZZZZ' });
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('pairingCodeInvalid');
    expect(await detail(DRAFT)).toEqual({ lease: null, last: null });
  });
});

describe('the lease’s state, out, forced back and returned', () => {
  it('shows the sequences while out, what never arrived and the kept commands after a force-back', async () => {
    const riders = await ridersOf(PAST);
    fixed = new Date('2026-07-04T04:12:00Z'); // 07:12 in Riga
    let token: string;
    try {
      token = await checkOut(PAST, 'Cēsis race control');
    } finally {
      fixed = null;
    }
    const c1 = { sequence: 1, ...setStatus(riders[0]!, 'DNF') };
    expect((await forward(PAST, token, [c1], 4)).status).toBe(200);
    const out = await detail(PAST);
    expect(out.lease).toMatchObject({ deviceName: 'Cēsis race control', time: '07:12' });
    expect(out.last).toMatchObject({
      state: 'out',
      deviceName: 'Cēsis race control',
      time: '07:12',
      reportedSequence: 4,
      receivedSequence: 1,
      endedAt: null,
      digest: null,
      kept: 0,
    });
    expect(out.last?.lastContactTime).toMatch(/^\d\d:\d\d$/);
    // The kept commands are the admin's: a secretary and a judge are refused.
    expect((await server.as('secretary', 'GET', `/api/stages/${PAST}/lease/kept`)).status).toBe(403);
    expect((await server.as('judge', 'GET', `/api/stages/${PAST}/lease/kept`)).status).toBe(403);
    expect((await server.as(null, 'GET', `/api/stages/${PAST}/lease/kept`)).status).toBe(401);

    expect((await server.as('admin', 'POST', `/api/stages/${PAST}/lease/force-back`)).status).toBe(200);
    const c2 = { sequence: 2, ...setStatus(riders[1]!, 'DQ') };
    const c3 = { sequence: 3, ...setStatus(riders[2]!, 'DNS') };
    expect((await forward(PAST, token, [c3, c2], 4)).status).toBe(409);
    const forced = await detail(PAST, 'admin');
    expect(forced.lease).toBeNull();
    expect(forced.last).toMatchObject({ state: 'forced', reportedSequence: 4, receivedSequence: 1, kept: 2 });
    expect(forced.last?.endedTime).toMatch(/^\d\d:\d\d$/);
    const kept = (await (await server.as('admin', 'GET', `/api/stages/${PAST}/lease/kept`)).json()) as KeptCommands;
    expect(kept.commands.map((k) => [k.sequence, k.kind, k.rider?.participantId, k.deviceName])).toEqual([
      [2, 'setStatus', riders[1], 'Cēsis race control'],
      [3, 'setStatus', riders[2], 'Cēsis race control'],
    ]);
    expect(kept.commands[0]!.rider?.name).toBeTruthy();
    expect(kept.commands[0]!.time).toMatch(/^\d\d:\d\d$/);
  });

  it('shows the digest both sides agreed on once the laptop checked the stage in', async () => {
    const token = await checkOut(DRAFT, 'Valmiera laptop');
    const laptop = await stageDigest(server.database.db, DRAFT);
    const res = await server.as(null, 'POST', `/api/venue/stages/${DRAFT}/check-in`, laptop, {
      authorization: `Bearer ${token}`,
    });
    expect(res.status).toBe(200);
    const returned = await detail(DRAFT);
    expect(returned.lease).toBeNull();
    expect(returned.last).toMatchObject({ state: 'returned', deviceName: 'Valmiera laptop', digest: laptop.digest });
  });
});

describe('a championship with a stage at the venue', () => {
  it('refuses Approve / Final of its standings, naming the laptop; after check-in they are taken', async () => {
    fixed = new Date('2026-07-04T04:12:00Z');
    let token: string;
    try {
      token = await checkOut(TODAY, 'Cēsis race control');
    } finally {
      fixed = null;
    }
    const finalize = () =>
      server.as(
        'secretary',
        'POST',
        '/api/championships/demo-baltic-cup/standings/finalize',
        { mode: 'approve' },
        {
          'accept-language': 'lv',
        },
      );
    const refused = await finalize();
    expect(refused.status).toBe(409);
    const { error } = (await refused.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('stageCheckedOut');
    expect(error.message).toBe("Šo posmu kopš 07:12 vada no sacensību vietas datora 'Cēsis race control'");
    await conflicts(token);
    const laptop = await stageDigest(server.database.db, TODAY);
    const back = await server.as(null, 'POST', `/api/venue/stages/${TODAY}/check-in`, laptop, {
      authorization: `Bearer ${token}`,
    });
    expect(back.status).toBe(200);
    expect((await finalize()).status).toBe(204);
  });
});

/**
 * One judge's two phones: one delivered at home, the other at the venue and forwarded by the laptop.
 * Different points for one slot are a conflict the clerk sees, whichever arrived last; the same points
 * from two devices, or one device changing its own score, are not.
 */
async function conflicts(token: string) {
  const [a, b, c] = await ridersOf(TODAY);
  const slot = async (participantId: string, section: number) => {
    const res = await server.as('secretary', 'GET', `/api/stages/${TODAY}/results/${participantId}`);
    const result = (await res.json()) as StageResult;
    return result.sections.find((s) => s.section === section && s.lap === 1)!;
  };
  // The home phone's scores: a 3 on section 4 for each rider; its recorded payload gives the scorer.
  for (const rider of [a!, b!, c!]) await server.judgeScores(TODAY, rider, [[4, 1, 3]]);
  const [home] = await server.database.db
    .select({ payload: stageCommands.payload })
    .from(stageCommands)
    .where(eq(stageCommands.origin, 'test-judge-device'))
    .limit(1);
  const scorer = (home!.payload as { scorer: unknown }).scorer;
  const venueOp = (participantId: string, points: number, sequence: number) => {
    const opId = randomUUID();
    const at = new Date(Date.now() + 1000).toISOString();
    return {
      sequence,
      commandId: opId,
      kind: 'judgeOp',
      origin: 'venue-phone-B',
      originSeq: sequence,
      userId: 'judge',
      payload: {
        op: { opId, seq: sequence, kind: 'score', participantId, section: 4, lap: 1, points, at },
        scorer,
        receivedAt: at,
        counted: true,
      },
    };
  };
  const answer = await forward(TODAY, token, [venueOp(a!, 5, 1), venueOp(b!, 3, 2)], 2);
  expect(await answer.json()).toEqual({ highestSequence: 2, applied: 2 });
  // a: 3 at home, 5 at the venue: both kept, the later tap counts, the clerk sees the conflict.
  const disputed = await slot(a!, 4);
  expect(disputed.conflict).toBe(true);
  expect(disputed.points).toBe(5);
  expect(disputed.events.map((e) => e.points)).toEqual([3, 5]);
  // No device id goes out with the history.
  expect(JSON.stringify(disputed.events)).not.toContain('venue-phone-B');
  // b: the same 3 from both devices is no conflict.
  expect((await slot(b!, 4)).conflict).toBe(false);
  // c: the home phone changing its own score is an edit, not a conflict.
  await server.judgeScores(TODAY, c!, [[4, 1, 2]]);
  const edited = await slot(c!, 4);
  expect([edited.points, edited.conflict]).toEqual([2, false]);
}
