import type { JudgingStage, ObserverHandoff, StageJudge } from '@trialhub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stages } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';
import { observerClient, riderPool } from './observer-client.js';

/**
 * The outside probe's ways around revocation and hand-off (issue #35, decision 029): each is a
 * phone that should no longer write a score that counts, and each refused tap is kept for race control.
 */
let server: TestServer;
let riders: JudgingStage['riders'];
beforeAll(async () => {
  server = await startTestServer();
  riders = ((await (await server.as('judge', 'GET', `/api/judging/stages/${TODAY}`)).json()) as JudgingStage).riders;
});
afterAll(async () => server?.close());

const TODAY = 'demo-stage-3'; // classic, published, riders on section 1
const DRAFT = 'demo-stage-5';
const { create, open, op, send, section, points, credentials } = observerClient(() => server, TODAY);

const { rider, used } = riderPool(() => riders);

const outcomes = (answer: Awaited<ReturnType<typeof send>>) => answer.outcomes.map((o) => o.reason ?? o.outcome);
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function handoff(cookie: string, held?: string[]) {
  const response = await server.as({ cookie }, 'POST', '/api/observe/handoff', held ? { held } : undefined);
  expect(response.status).toBe(200);
  return ((await response.json()) as ObserverHandoff).code;
}

/** The device's refused taps as race control lists them. */
async function refusedOf(name: string) {
  const device = (await credentials()).flatMap((c) => c.devices).find((d) => d.name === name)!;
  return device.refused;
}

describe('a tap dated outside the phone’s life', () => {
  it('before the phone opened the credential: refused, kept for race control; a clock a minute slow still scores', async () => {
    await create({ name: 'Backdating Bob', section: 1 });
    const cookie = await open({ token: (await create({ name: 'Backdating Bob 2', section: 1 })).token });
    const [old, slow] = [rider(), rider()];
    const answer = await send(cookie, [
      op(old.id, { at: ago(86_400_000), points: 5 }),
      op(slow.id, { at: ago(60_000) }),
    ]);
    expect(outcomes(answer)).toEqual(['beforeCredential', 'applied']);
    expect(await points(old.id)).toBeNull();
    expect(await refusedOf('Backdating Bob 2')).toEqual([
      expect.objectContaining({
        participantId: old.id,
        riderName: old.name,
        section: 1,
        lap: 1,
        points: 5,
        reason: 'beforeCredential',
      }),
    ]);
  });
});

describe('a revoked phone', () => {
  it('cannot write over a judge’s earlier score with a tap dated before the revocation it never reported, also after provisional results', async () => {
    const r = rider();
    await server.judgeScores(TODAY, r.id, [[1, 1, 0]]);
    const { token, credential } = await create({ name: 'Rogue Rolf', section: 1 });
    const cookie = await open({ token });
    const backdated = op(r.id, { points: 5, at: ago(1000) });
    const published = await server.as('secretary', 'POST', `/api/stages/${TODAY}/results/provisional`, {
      windowMinutes: null,
    });
    expect(published.status).toBe(200);
    const revoke = `/api/stages/${TODAY}/observers/${credential.id}/revoke`;
    expect((await server.as('secretary', 'POST', revoke)).status).toBe(204);

    expect(outcomes(await send(cookie, [backdated]))).toEqual(['notAnnounced']);
    const s = await section(r.id);
    expect(s.points).toBe(0);
    expect(s.events).toHaveLength(1);
    expect(await refusedOf('Rogue Rolf')).toEqual([
      expect.objectContaining({ participantId: r.id, points: 5, at: backdated.at, reason: 'notAnnounced' }),
    ]);
    // Announcing it now, after the revocation, does not help.
    const again = op(r.id, { points: 5, at: ago(2000) });
    await send(cookie, [backdated], 1, [again.opId]);
    expect(outcomes(await send(cookie, [again]))).toEqual(['notAnnounced']);
    expect((await section(r.id)).points).toBe(0);
  });
});

describe('a handed-off phone', () => {
  it('delivers only what it reported holding before the hand-off, labelled as taken before it; the rest waits for race control', async () => {
    const { token } = await create({ name: 'Old Olga', section: 1 });
    const first = await open({ token });
    const [a, b, c] = [rider(), rider(), rider()];
    const announced = op(a.id, { points: 2, at: ago(1000) });
    const silent = op(b.id, { points: 3, at: ago(1000) });
    const forward = op(c.id, { points: 1 });
    await send(first, [op(a.id, { lap: 2 })], 2, [announced.opId, forward.opId]);
    await open({ handoff: await handoff(first), name: 'New Nils' });
    // Dated after the hand-off: refused even though its id was announced.
    const later = { ...forward, at: new Date(Date.now() + 1000).toISOString() };
    expect(outcomes(await send(first, [announced, silent, later]))).toEqual(['applied', 'notAnnounced', 'handedOff']);
    expect((await section(a.id)).events.at(-1)).toMatchObject({
      by: 'Old Olga',
      observer: true,
      late: true,
      lateAfter: 'handedOff',
    });
    expect(await points(b.id)).toBeNull();
    const device = (await credentials()).flatMap((x) => x.devices).find((d) => d.name === 'Old Olga')!;
    expect(device.lateCount).toBe(1);
    expect(device.refused.map((r) => [r.participantId, r.reason])).toEqual([
      [b.id, 'notAnnounced'],
      [c.id, 'handedOff'],
    ]);
  });

  it('delivers what it named when asking for the hand-off code (its syncs failing meanwhile)', async () => {
    const { token } = await create({ name: 'Weak Signal Wilma', section: 1 });
    const first = await open({ token });
    const [a, b] = [rider(), rider()];
    const named = op(a.id, { points: 2, at: ago(1000) });
    const unnamed = op(b.id, { points: 2, at: ago(1000) });
    await open({ handoff: await handoff(first, [named.opId]), name: 'Strong Signal Sam' });
    expect(outcomes(await send(first, [named, unnamed]))).toEqual(['applied', 'notAnnounced']);
    expect(await points(a.id)).toBe(2);
    const malformed = await server.as({ cookie: first }, 'POST', '/api/observe/handoff', { held: ['x'] });
    expect(malformed.status).toBe(400);
  });

  it('cannot open its link or PIN again; the phone that took over keeps scoring', async () => {
    const { token, pin } = await create({ name: 'Link Lauma', section: 1 });
    const first = await open({ token });
    const second = await open({ handoff: await handoff(first), name: 'Taker Tom' });
    expect((await server.as(null, 'POST', '/api/observe/session', { token })).status).toBe(400);
    expect((await server.as(null, 'POST', '/api/observe/session', { stageId: TODAY, pin })).status).toBe(400);
    expect(outcomes(await send(second, [op(rider().id)]))).toEqual(['applied']);
  });

  it('a phone taking over cannot name itself like a judge or another observer, nor with invisible characters', async () => {
    const judges = (await (await server.as('secretary', 'GET', `/api/stages/${TODAY}/judges`)).json()) as StageJudge[];
    const judgeName = judges[0]!.name;
    await create({ name: 'Other Olivia', section: 2 });
    const { token } = await create({ name: 'Giver Gita', section: 1 });
    const code = await handoff(await open({ token }));
    const take = (name: string) => server.as(null, 'POST', '/api/observe/session', { handoff: code, name });
    for (const name of [judgeName.toUpperCase(), ` other  oli\u200Dvia `]) {
      const refused = await take(name);
      expect(refused.status, name).toBe(409);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('observerNameTaken');
    }
    for (const name of ['Giver\u200B Gita', 'Ann\u202Ea', 'Tab\tName', '\u3164']) {
      expect((await take(name)).status, JSON.stringify(name)).toBe(400);
    }
    // The code still works for an honest name.
    expect((await take('Fresh Fred')).status).toBe(200);
    expect(
      (await server.as('secretary', 'POST', `/api/stages/${TODAY}/observers`, { name: 'A\u2060b', section: 1 })).status,
    ).toBe(400);
  });

  it('judges’ display names refuse invisible characters too', async () => {
    const response = await server.as('judge', 'PATCH', '/api/me', { displayName: 'Jānis\u200B', isJudge: true });
    expect(response.status).toBe(400);
  });
});

describe('race control', () => {
  it('accepts a refused tap once, as the phone’s score accepted by the secretary; dismisses another', async () => {
    const cookie = await open({ token: (await create({ name: 'Offline Otto', section: 1 })).token });
    const [kept, dropped] = [rider(), rider()];
    const refusedOps = [op(kept.id, { points: 3, at: ago(86_400_000) }), op(dropped.id, { at: ago(86_400_000) })];
    expect(outcomes(await send(cookie, refusedOps))).toEqual(['beforeCredential', 'beforeCredential']);
    const [keep, drop] = refusedOps.map((o) => o.opId);
    const accept = `/api/stages/${TODAY}/observers/refused/${keep}/accept`;
    expect((await server.as('judge', 'POST', accept)).status).toBe(403);
    const accepted = await server.as('secretary', 'POST', accept);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ opId: keep, outcome: 'applied' });
    expect(await points(kept.id)).toBe(3);
    expect((await section(kept.id)).events).toEqual([
      expect.objectContaining({ by: 'Offline Otto', points: 3, acceptedBy: 'Sandra Sekretāre' }),
    ]);
    // Once: it has left the list, and a second accept finds nothing.
    expect((await server.as('secretary', 'POST', accept)).status).toBe(404);
    const dismiss = `/api/stages/${TODAY}/observers/refused/${drop}/dismiss`;
    expect((await server.as('secretary', 'POST', dismiss)).status).toBe(204);
    expect((await server.as('secretary', 'POST', dismiss)).status).toBe(404);
    expect(await points(dropped.id)).toBeNull();
    expect(await refusedOf('Offline Otto')).toEqual([]);
  });
});

describe('after approval', () => {
  it('nothing from a phone changes a score, announced or not', async () => {
    // Any rider the tests have not scored: approval refuses before the class's sections are looked at.
    const r = riders.find((x) => !used.has(x.id))!;
    const cookie = await open({ token: (await create({ name: 'Approved Arturs', section: 1 })).token });
    await server.database.db.update(stages).set({ resultsStatus: 'Approved' }).where(eq(stages.id, TODAY));
    try {
      expect(outcomes(await send(cookie, [op(r.id, { points: 5 })]))).toEqual(['resultsLocked']);
      expect(await points(r.id)).toBeNull();
    } finally {
      await server.database.db.update(stages).set({ resultsStatus: null }).where(eq(stages.id, TODAY));
    }
  });
});

describe('the PIN page’s stage list', () => {
  it('names no draft stage, even with an open credential on it', async () => {
    await create({ name: 'Draft Dace', section: 1 }, DRAFT);
    const list = (await (await server.as(null, 'GET', '/api/observe/stages')).json()) as { id: string }[];
    expect(list.map((s) => s.id)).toContain(TODAY);
    expect(list.map((s) => s.id)).not.toContain(DRAFT);
  });
});
