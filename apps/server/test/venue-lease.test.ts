/**
 * Venue mode's lease (issue #40, decision 085): a venue laptop pairs by a one-time code a secretary
 * enters; while the stage is checked out every edit here is refused with the laptop's name and the
 * lease's start on the venue clock (en, lv, et); the laptop's forwarded commands are applied in its
 * order exactly once; check-in compares digests; an admin forces a lost laptop's stage back and what it
 * sends later is kept aside. Runs on PGlite and, under scripts/with-pg-database.mjs, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import type { StageResult } from '@trialhub/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaseKeptCommands, sectionScores, stageCommands } from '../src/db/schema.js';
import { stageDigest } from '../src/features/stage-results/index.js';
import { type TestServer, startTestServer } from './helper.js';

let server: TestServer;
/** The server's clock: real time moved on by `shift` ms, or `fixed` while a test pins it. */
let shift = 0;
let fixed: Date | null = null;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer({ clock: () => fixed ?? new Date(Date.now() + shift) });
});
afterAll(async () => server?.close());

const TODAY = 'demo-stage-3'; // race day, Europe/Riga
const PAST = 'demo-stage-2';
const FUTURE = 'demo-stage-4';
const OLD = 'demo-stage-1';
const DRAFT = 'demo-stage-5';

/** The laptop: asks to pair under its name. */
async function pair(deviceName: string) {
  const res = await server.as(null, 'POST', '/api/venue/pairings', { deviceName });
  expect(res.status).toBe(201);
  return (await res.json()) as { pairingId: string; secret: string; code: string };
}

const grant = (stageId: string, code: string, who: Parameters<TestServer['as']>[0] = 'secretary') =>
  server.as(who, 'POST', `/api/stages/${stageId}/lease`, { code });

const tokenOf = (pairingId: string, secret: string) =>
  server.as(null, 'POST', `/api/venue/pairings/${pairingId}/token`, { secret });

/** A stage checked out to a laptop named `deviceName`, and the laptop's device token. */
async function checkOut(stageId: string, deviceName: string) {
  const p = await pair(deviceName);
  expect((await grant(stageId, p.code)).status).toBe(200);
  const res = await tokenOf(p.pairingId, p.secret);
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const device = (token: string) => ({ authorization: `Bearer ${token}` });
const forward = (stageId: string, token: string, commands: unknown[], holding: number) =>
  server.as(null, 'POST', `/api/venue/stages/${stageId}/commands`, { commands, holding }, device(token));

async function ridersOf(stageId: string) {
  const list = (await (await server.as(null, 'GET', `/api/stages/${stageId}/participants`)).json()) as {
    id: string;
    racingClass: string;
  }[];
  return list.filter((r) => r.racingClass !== 'Youth').map((r) => r.id);
}

const editSection = (participantId: string, points: number) => ({
  kind: 'editSection',
  commandId: `venue-${randomUUID()}`,
  userId: 'venue-secretary',
  payload: {
    kind: 'editSection',
    participantId,
    section: 1,
    lap: 1,
    points,
    at: new Date().toISOString(),
    by: 'Venue',
  },
});
const setStatus = (participantId: string, status: string | null) => ({
  kind: 'setStatus',
  commandId: `venue-${randomUUID()}`,
  userId: 'venue-secretary',
  payload: { kind: 'setStatus', participantId, status },
});

async function resultOf(stageId: string, participantId: string) {
  const res = await server.as('secretary', 'GET', `/api/stages/${stageId}/results/${participantId}`);
  return res.status === 200 ? ((await res.json()) as StageResult) : null;
}

async function slotPoints(stageId: string, participantId: string) {
  const rows = await db()
    .select({ points: sectionScores.points })
    .from(sectionScores)
    .where(
      and(
        eq(sectionScores.stageId, stageId),
        eq(sectionScores.participantId, participantId),
        eq(sectionScores.section, 1),
        eq(sectionScores.lap, 1),
      ),
    );
  return rows.map((r) => r.points);
}

describe('pairing a venue laptop', () => {
  it('refuses the code from judges, riders and visitors, and a wrong code', async () => {
    const p = await pair('Pärnu race control');
    expect((await grant(FUTURE, p.code, 'judge')).status).toBe(403);
    expect((await grant(FUTURE, p.code, 'rider')).status).toBe(403);
    expect((await grant(FUTURE, p.code, null)).status).toBe(401);
    const wrong = await grant(FUTURE, 'ZZZZZZZZ');
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('pairingCodeInvalid');
    // Before the code was entered the laptop gets no token; a wrong secret gets none either.
    expect((await tokenOf(p.pairingId, p.secret)).status).toBe(409);
    expect((await tokenOf(p.pairingId, 'not-the-secret')).status).toBe(403);
    // The code as typed from the screen: lower case, a dash, O for 0 and I or L for 1.
    const typed = `${p.code.slice(0, 4)}-${p.code.slice(4)}`.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l');
    const granted = await grant(FUTURE, typed);
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({ lease: { deviceName: 'Pärnu race control' } });
    const token = await tokenOf(p.pairingId, p.secret);
    expect(token.status).toBe(200);
    const body = (await token.json()) as { token: string; stageId: string };
    expect(body.stageId).toBe(FUTURE);
    expect(Buffer.from(body.token, 'base64url')).toHaveLength(32);
    // The token is given once; the code is single use (on this stage or another).
    expect((await tokenOf(p.pairingId, p.secret)).status).toBe(404);
    expect((await grant(OLD, p.code)).status).toBe(400);
    // The laptop's token is kept only as a hash.
    const staff = await server.as('admin', 'GET', `/api/stages/${FUTURE}/lease`);
    expect(await staff.json()).toMatchObject({ lease: { deviceName: 'Pärnu race control' } });
    expect((await server.as('judge', 'GET', `/api/stages/${FUTURE}/lease`)).status).toBe(403);
    expect((await server.as('admin', 'POST', `/api/stages/${FUTURE}/lease/force-back`)).status).toBe(200);
  });

  it('lets a code be entered for 10 minutes only', async () => {
    const p = await pair('Late laptop');
    shift = 11 * 60_000;
    try {
      const late = await grant(FUTURE, p.code);
      expect(late.status).toBe(400);
      expect(((await late.json()) as { error: { code: string } }).error.code).toBe('pairingCodeExpired');
      expect((await tokenOf(p.pairingId, p.secret)).status).toBe(404);
    } finally {
      shift = 0;
    }
  });

  it('locks a stage for 10 minutes after 5 wrong codes, even for the right one', async () => {
    const p = await pair('Sigulda race control');
    for (let i = 0; i < 4; i++) expect((await grant(DRAFT, `WRONG00${i}`)).status).toBe(400);
    const fifth = await grant(DRAFT, 'WRONG009');
    expect(fifth.status).toBe(429);
    const locked = await grant(DRAFT, p.code);
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { error: { code: string } }).error.code).toBe('pairingLocked');
    shift = 9 * 60_000;
    try {
      expect((await grant(DRAFT, p.code)).status).toBe(429);
    } finally {
      shift = 0;
    }
    // Ten minutes after the lock the stage takes a code again.
    shift = 10 * 60_000 + 1000;
    try {
      const again = await pair('Sigulda race control');
      expect((await grant(DRAFT, again.code)).status).toBe(200);
    } finally {
      shift = 0;
    }
    expect((await server.as('admin', 'POST', `/api/stages/${DRAFT}/lease/force-back`)).status).toBe(200);
  });
});

describe('a stage checked out to the venue laptop (race day)', () => {
  let token = '';
  let riders: string[] = [];

  beforeAll(async () => {
    riders = await ridersOf(TODAY);
    // 04:12 UTC in July is 07:12 on Riga's wall clock.
    fixed = new Date('2026-07-04T04:12:00Z');
    try {
      token = await checkOut(TODAY, 'Cēsis race control');
    } finally {
      fixed = null;
    }
  });

  it('refuses edits with the laptop and the time on the venue clock, in en, lv and et', async () => {
    const status = (lang: string) =>
      server.as(
        'secretary',
        'PUT',
        `/api/stages/${TODAY}/results/${riders[0]}/status`,
        { status: 'DNS' },
        {
          'accept-language': lang,
        },
      );
    const expected = {
      en: "This stage is run from the venue laptop 'Cēsis race control' since 07:12",
      lv: "Šo posmu kopš 07:12 vada no sacensību vietas datora 'Cēsis race control'",
      et: "Seda etappi juhitakse alates 07:12 võistluspaiga sülearvutist 'Cēsis race control'",
    };
    for (const [lang, sentence] of Object.entries(expected)) {
      const res = await status(lang);
      expect(res.status).toBe(409);
      const { error } = (await res.json()) as { error: { code: string; message: string; lease: unknown } };
      expect(error.code).toBe('stageCheckedOut');
      expect(error.message).toBe(sentence);
      expect(error.lease).toMatchObject({ deviceName: 'Cēsis race control', time: '07:12' });
    }
    expect(await resultOf(TODAY, riders[0]!)).toBeNull();
  });

  it('refuses every kind of edit of the stage, and the staff read names the laptop', async () => {
    const refused = async (method: string, path: string, body?: unknown, who: 'secretary' | 'admin' = 'secretary') => {
      const res = await server.as(who, method, path, body, { 'idempotency-key': `k-${randomUUID()}` });
      expect([path, res.status]).toEqual([path, 409]);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('stageCheckedOut');
    };
    const base = `/api/stages/${TODAY}`;
    await refused('POST', `${base}/results/${riders[1]}/penalties`, { points: '5', reason: 'help' });
    await refused('PUT', `${base}/results/${riders[1]}/sections/1/laps/1`, { points: '3' });
    await refused('POST', `${base}/results/provisional`, { windowMinutes: 30 });
    await refused('POST', `${base}/results/approve`, {});
    await refused('POST', `${base}/standings/generate`, {});
    await refused('PUT', `${base}/signon/${riders[1]}`, { signedOn: true });
    await refused('PUT', `${base}/participants/${riders[1]}`, { name: 'Renamed' });
    await refused('PUT', `/api/admin/stages/${TODAY}`, { title: 'Renamed' }, 'admin');
    const staff = await server.as('secretary', 'GET', `/api/stages/${TODAY}/lease`);
    expect(await staff.json()).toMatchObject({
      lease: { deviceName: 'Cēsis race control', since: '2026-07-04T04:12:00.000Z', time: '07:12' },
    });
    // A second laptop cannot take a stage that is out.
    const other = await pair('Second laptop');
    expect((await grant(TODAY, other.code)).status).toBe(409);
  });

  it("still takes a judge's ops from the phones, once by their ids", async () => {
    await server.judgeScores(TODAY, riders[2]!, [[2, 1, 1]]);
    expect((await resultOf(TODAY, riders[2]!))?.total).toBe(1);
  });

  it('applies forwarded commands in order exactly once, through duplicate, reordered and gapped deliveries', async () => {
    const [a, b] = [riders[3]!, riders[4]!];
    await server.judgeScores(TODAY, a, [[1, 1, 5]]);
    const c1 = { sequence: 1, ...editSection(a, 3) };
    const c2 = { sequence: 2, ...setStatus(b, 'DNF') };
    const first = await forward(TODAY, token, [c1, c2], 4);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ highestSequence: 2, applied: 2 });
    expect(await slotPoints(TODAY, a)).toEqual([3]);
    expect((await resultOf(TODAY, b))?.status).toBe('DNF');
    // The same delivery again (a lost answer): nothing applied twice.
    expect(await (await forward(TODAY, token, [c2, c1], 4)).json()).toEqual({ highestSequence: 2, applied: 0 });
    const recorded = await db()
      .select()
      .from(stageCommands)
      .where(inArray(stageCommands.commandId, [c1.commandId, c2.commandId]));
    expect(recorded.map((r) => [r.origin, r.originSeq]).sort()).toEqual([
      ['Cēsis race control', 1],
      ['Cēsis race control', 2],
    ]);
    // Reordered: 4 before 3 in the body, applied 3 then 4 (the last edit of the slot wins as on the laptop).
    const c3 = { sequence: 3, ...editSection(a, 5) };
    const c4 = { sequence: 4, ...editSection(a, 2) };
    expect(await (await forward(TODAY, token, [c4, c3], 6)).json()).toEqual({ highestSequence: 4, applied: 2 });
    expect(await slotPoints(TODAY, a)).toEqual([2]);
    // A gap (5 not arrived): 6 waits; sent again with 5 it is applied after it.
    const c5 = { sequence: 5, ...editSection(a, 1) };
    const c6 = { sequence: 6, ...setStatus(b, null) };
    expect(await (await forward(TODAY, token, [c6], 6)).json()).toEqual({ highestSequence: 4, applied: 0 });
    expect((await resultOf(TODAY, b))?.status).toBe('DNF');
    expect(await (await forward(TODAY, token, [c5, c6], 6)).json()).toEqual({ highestSequence: 6, applied: 2 });
    expect(await slotPoints(TODAY, a)).toEqual([1]);
    expect((await resultOf(TODAY, b))?.status).toBeNull();
    // Without the token, or with another stage's, nothing is taken.
    expect((await forward(TODAY, 'x'.repeat(43), [], 6)).status).toBe(401);
    expect((await forward(PAST, token, [], 6)).status).toBe(403);
  });

  it('refuses a check-in with another digest, naming the first rider whose rows differ', async () => {
    const laptop = await stageDigest(db(), TODAY);
    const differing = laptop.riders[1]!;
    const riders = laptop.riders.map((r) => (r === differing ? { ...r, digest: '0'.repeat(64) } : r));
    const res = await server.as(
      null,
      'POST',
      `/api/venue/stages/${TODAY}/check-in`,
      { digest: 'f'.repeat(64), riders },
      device(token),
    );
    expect(res.status).toBe(409);
    const { error } = (await res.json()) as { error: { code: string; firstRider: { participantId: string } } };
    expect(error.code).toBe('digestMismatch');
    expect(error.firstRider.participantId).toBe(differing.participantId);
    // The lease stays out.
    expect(
      (
        await server.as('secretary', 'PUT', `/api/stages/${TODAY}/results/${riders[0]!.participantId}/status`, {
          status: 'DNS',
        })
      ).status,
    ).toBe(409);
  });

  it('returns the stage when the digests are equal; edits are taken here again', async () => {
    const laptop = await stageDigest(db(), TODAY);
    const res = await server.as(null, 'POST', `/api/venue/stages/${TODAY}/check-in`, laptop, device(token));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ state: 'returned', digest: laptop.digest });
    expect(await (await server.as('secretary', 'GET', `/api/stages/${TODAY}/lease`)).json()).toMatchObject({
      lease: null,
    });
    const status = await server.as('secretary', 'PUT', `/api/stages/${TODAY}/results/${riders[0]}/status`, {
      status: 'DNS',
    });
    expect(status.status).toBe(200);
    // The returned laptop's token forwards nothing more.
    expect((await forward(TODAY, token, [{ sequence: 7, ...setStatus(riders[5]!, 'DQ') }], 7)).status).toBe(409);
    expect(await resultOf(TODAY, riders[5]!)).toBeNull();
  });
});

describe('forcing a lost laptop back', () => {
  it('is for an admin; it shows what never arrived and keeps later commands aside, never applied', async () => {
    const riders = await ridersOf(PAST);
    const token = await checkOut(PAST, 'Tartu laptop');
    const c1 = { sequence: 1, ...setStatus(riders[0]!, 'DNF') };
    expect(await (await forward(PAST, token, [c1], 5)).json()).toEqual({ highestSequence: 1, applied: 1 });
    expect((await server.as('secretary', 'POST', `/api/stages/${PAST}/lease/force-back`)).status).toBe(403);
    expect((await server.as('judge', 'POST', `/api/stages/${PAST}/lease/force-back`)).status).toBe(403);
    const forced = await server.as('admin', 'POST', `/api/stages/${PAST}/lease/force-back`);
    expect(forced.status).toBe(200);
    expect(await forced.json()).toMatchObject({
      state: 'forced',
      deviceName: 'Tartu laptop',
      reportedSequence: 5,
      receivedSequence: 1,
    });
    expect(await (await server.as('admin', 'GET', `/api/stages/${PAST}/lease`)).json()).toMatchObject({ lease: null });
    // The laptop, back online, sends the rest: kept aside (twice sent, kept once), not applied.
    const c2 = { sequence: 2, ...setStatus(riders[1]!, 'DQ') };
    for (let i = 0; i < 2; i++) {
      const late = await forward(PAST, token, [c2], 5);
      expect(late.status).toBe(409);
      expect(((await late.json()) as { error: { code: string } }).error.code).toBe('leaseEnded');
    }
    expect((await resultOf(PAST, riders[1]!))?.status ?? null).not.toBe('DQ');
    const kept = await db().select().from(leaseKeptCommands);
    expect(kept.filter((k) => k.command.commandId === c2.commandId)).toHaveLength(1);
    expect((await server.as('admin', 'POST', `/api/stages/${PAST}/lease/force-back`)).status).toBe(404);
  });
});
