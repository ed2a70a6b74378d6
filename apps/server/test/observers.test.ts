import type { CreatedObserverCredential, JudgeBatchResponse, JudgingStage, ObserverHandoff } from '@trialhub/domain';
import { dayIn } from '@trialhub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observerCredentials, observerDevices } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';
import { checkedAnswers } from './openapi-checked.js';
import { observerClient, riderPool } from './observer-client.js';

let server: TestServer;
let riders: JudgingStage['riders'];
beforeAll(async () => {
  // Every described answer is checked against the OpenAPI document too (issue #41).
  server = await checkedAnswers(await startTestServer());
  riders = ((await (await server.as('judge', 'GET', `/api/judging/stages/${TODAY}`)).json()) as JudgingStage).riders;
});
afterAll(async () => server?.close());

const TODAY = 'demo-stage-3'; // classic, riders on section 1
const OTHER = 'demo-stage-4';

const { create, open, op, send, section, credentials } = observerClient(() => server, TODAY);

const { rider } = riderPool(() => riders);

describe('observer credentials', () => {
  it('are created by a secretary with a link token and a PIN, stored only hashed, until the end of the stage day', async () => {
    expect((await server.as('judge', 'POST', `/api/stages/${TODAY}/observers`, { name: 'X', section: 1 })).status).toBe(
      403,
    );
    expect((await server.as(null, 'GET', `/api/stages/${TODAY}/observers`)).status).toBe(401);
    const created = await create({ name: 'Anna Vērotāja', section: 1 });
    expect(created.token.length).toBeGreaterThanOrEqual(40);
    expect(created.pin).toMatch(/^\d{6}$/);
    const [row] = await server.database.db
      .select()
      .from(observerCredentials)
      .where(eq(observerCredentials.id, created.credential.id));
    expect(JSON.stringify(row)).not.toContain(created.token);
    expect(JSON.stringify(row)).not.toContain(created.pin);
    // Midnight after the stage's last day on the venue clock (Riga).
    const expires = new Date(created.credential.expiresAt);
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Riga', timeStyle: 'short' }).format(expires)).toBe(
      '00:00',
    );
    expect(dayIn('Europe/Riga', new Date(expires.getTime() - 1))).not.toBe(dayIn('Europe/Riga', expires));
    const bad = await server.as('secretary', 'POST', `/api/stages/${TODAY}/observers`, { name: 'Y', section: 99 });
    expect(bad.status).toBe(400);
  });

  it('open the judge app for that stage and section only, with the observer’s name in the history', async () => {
    const { token } = await create({ name: 'Pēteris Novērotājs', section: 1 });
    const cookie = await open({ token });
    const stage = (await (await server.as({ cookie }, 'GET', `/api/judging/stages/${TODAY}`)).json()) as JudgingStage;
    expect(stage.judge).toMatchObject({ name: 'Pēteris Novērotājs', section: 1 });
    expect(stage.judge.observer).toMatchObject({ revokedAt: null, handedOffAt: null });
    expect((await server.as({ cookie }, 'GET', `/api/judging/stages/${OTHER}`)).status).toBe(401);
    const r = rider();
    const answer = await send(cookie, [op(r.id, { points: 2 }), op(r.id, { section: 2 })], 3);
    expect(answer.outcomes.map((o) => o.reason ?? o.outcome)).toEqual(['applied', 'otherSection']);
    const s = await section(r.id);
    expect(s.points).toBe(2);
    expect(s.events[0]).toMatchObject({ by: 'Pēteris Novērotājs', source: 'judge' });
    expect(s.events[0]).not.toHaveProperty('late');
    const device = (await credentials()).flatMap((c) => c.devices).find((d) => d.name === 'Pēteris Novērotājs')!;
    expect(device).toMatchObject({ pendingCount: 3, lateCount: 0 });
    expect(device.lastSyncAt).not.toBeNull();
  });

  it('open by PIN; a wrong PIN or token opens nothing', async () => {
    const { pin } = await create({ name: 'PIN Observer', section: 1 });
    const cookie = await open({ stageId: TODAY, pin });
    const stage = (await (await server.as({ cookie }, 'GET', `/api/judging/stages/${TODAY}`)).json()) as JudgingStage;
    expect(stage.judge.name).toBe('PIN Observer');
    const wrong = String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
    const refused = await server.as(null, 'POST', '/api/observe/session', { stageId: OTHER, pin });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('observerCodeInvalid');
    // A wrong PIN may by chance be another credential's: only check it is not this one's name.
    const other = await server.as(null, 'POST', '/api/observe/session', { stageId: TODAY, pin: wrong });
    if (other.status === 200) expect(((await other.json()) as { name: string }).name).not.toBe('PIN Observer');
    expect((await server.as(null, 'POST', '/api/observe/session', { token: 'x'.repeat(43) })).status).toBe(400);
    expect((await server.as(null, 'POST', '/api/observe/session', { stageId: TODAY, pin: '12ab56' })).status).toBe(400);
    const stages = (await (await server.as(null, 'GET', '/api/observe/stages')).json()) as { id: string }[];
    expect(stages.map((s) => s.id)).toContain(TODAY);
  });

  it('stop at expiry: earlier taps still count, later ones are refused', async () => {
    const created = await create({ name: 'Expiring', section: 1 });
    const cookie = await open({ token: created.token });
    const [before, after] = [rider(), rider()];
    const taken = op(before.id);
    // The phone said it held that tap while its credential was good (decision 029).
    await send(cookie, [op(after.id, { lap: 2 })], 1, [taken.opId]);
    // It expires now: after that announcement and that tap.
    await server.database.db
      .update(observerCredentials)
      .set({ expiresAt: new Date() })
      .where(eq(observerCredentials.id, created.credential.id));
    const answer = await send(cookie, [taken, op(after.id)]);
    expect(answer.outcomes.map((o) => o.reason ?? o.outcome)).toEqual(['applied', 'expired']);
    expect((await server.as(null, 'POST', '/api/observe/session', { token: created.token })).status).toBe(400);
  });
});

describe('revocation', () => {
  it('refuses taps made after it, delivers and marks those taken before, and opens no new phone', async () => {
    const created = await create({ name: 'Revoked Rita', section: 1 });
    const cookie = await open({ token: created.token });
    const [before, after] = [rider(), rider()];
    // Scored a moment before the revocation, announced with a sync then (decision 029); then
    // revoked; then scores after it.
    const takenBefore = new Date(Date.now() - 1000).toISOString();
    const taken = op(before.id, { at: takenBefore });
    await send(cookie, [op(after.id, { lap: 2 })], 1, [taken.opId]);
    const revoked = await server.as(
      'secretary',
      'POST',
      `/api/stages/${TODAY}/observers/${created.credential.id}/revoke`,
    );
    expect(revoked.status).toBe(204);
    expect(
      (await server.as('judge', 'POST', `/api/stages/${TODAY}/observers/${created.credential.id}/revoke`)).status,
    ).toBe(403);
    const answer = await send(cookie, [taken, op(after.id)], 0);
    expect(answer.outcomes.map((o) => o.reason ?? o.outcome)).toEqual(['applied', 'afterRevocation']);
    expect((await section(before.id)).events[0]).toMatchObject({
      by: 'Revoked Rita',
      late: true,
      lateAfter: 'afterRevocation',
    });
    const listed = (await credentials()).find((c) => c.id === created.credential.id)!;
    expect(listed.revokedAt).not.toBeNull();
    expect(listed.devices[0]).toMatchObject({ lateCount: 1, pendingCount: 0 });
    expect((await server.as(null, 'POST', '/api/observe/session', { token: created.token })).status).toBe(400);
    expect((await server.as(null, 'POST', '/api/observe/session', { stageId: TODAY, pin: created.pin })).status).toBe(
      400,
    );
    // The phone still opens the stage (to deliver what it holds) and knows it was revoked.
    const stage = (await (await server.as({ cookie }, 'GET', `/api/judging/stages/${TODAY}`)).json()) as JudgingStage;
    expect(stage.judge.observer?.revokedAt).not.toBeNull();
    // Replaying the same operations changes nothing.
    const replay = await send(cookie, [taken]);
    expect(replay.outcomes[0]).toMatchObject({ replayed: true, outcome: 'applied' });
    expect((await section(before.id)).events).toHaveLength(1);
  });
});

describe('hand-off', () => {
  it('moves the section to another phone; the old one delivers earlier taps; both taps on one slot are a conflict', async () => {
    const { token } = await create({ name: 'First Phone', section: 1 });
    const first = await open({ token });
    const earlier = new Date(Date.now() - 1000).toISOString();
    const [shared, late] = [rider(), rider()];
    const taken = op(shared.id, { points: 5, at: earlier });
    // The old phone reported holding its offline tap before the hand-off (decision 029).
    await send(first, [op(late.id, { lap: 2 })], 1, [taken.opId]);
    const handoff = await server.as({ cookie: first }, 'POST', '/api/observe/handoff', {});
    expect(handoff.status).toBe(200);
    const { code } = (await handoff.json()) as ObserverHandoff;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const second = await open({ handoff: code.toLowerCase(), name: 'Second Phone' });
    // The code works once.
    expect((await server.as(null, 'POST', '/api/observe/session', { handoff: code })).status).toBe(400);
    const stage = (await (
      await server.as({ cookie: second }, 'GET', `/api/judging/stages/${TODAY}`)
    ).json()) as JudgingStage;
    expect(stage.judge).toMatchObject({ name: 'Second Phone', section: 1 });
    const old = (await (
      await server.as({ cookie: first }, 'GET', `/api/judging/stages/${TODAY}`)
    ).json()) as JudgingStage;
    expect(old.judge.observer?.handedOffAt).not.toBeNull();
    expect((await server.as({ cookie: first }, 'POST', '/api/observe/handoff', {})).status).toBe(403);

    // The new phone scores the rider; the old phone's offline tap of the same slot (made before) arrives after.
    expect((await send(second, [op(shared.id, { points: 3 })])).outcomes[0]!.outcome).toBe('applied');
    const delivered = await send(first, [taken, op(late.id)], 0);
    expect(delivered.outcomes.map((o) => o.reason ?? o.outcome)).toEqual(['applied', 'handedOff']);
    const s = await section(shared.id);
    expect(s.conflict).toBe(true);
    expect(s.points).toBe(3); // the later tap counts
    expect(s.events.map((e) => [e.by, e.points])).toEqual([
      ['Second Phone', 3],
      ['First Phone', 5],
    ]);
    const devices = (await credentials()).flatMap((c) => c.devices);
    expect(devices.find((d) => d.name === 'First Phone')).toMatchObject({ lateCount: 1 });
    expect(devices.find((d) => d.name === 'First Phone')!.handedOffAt).not.toBeNull();
    expect(devices.find((d) => d.name === 'Second Phone')!.handedOffAt).toBeNull();
    // The new phone has a credential of its own: revoking the first one does not stop it.
    const firstCredential = (await credentials()).find((c) => c.name === 'First Phone')!;
    const revoke = `/api/stages/${TODAY}/observers/${firstCredential.id}/revoke`;
    expect((await server.as('secretary', 'POST', revoke)).status).toBe(204);
    const next = rider();
    expect((await send(second, [op(next.id)])).outcomes[0]!.outcome).toBe('applied');
    const rows = await server.database.db.select().from(observerDevices);
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});

describe('signed-in judges', () => {
  it('keep working as before', async () => {
    const r = rider();
    const response = await server.as('judge', 'POST', `/api/judging/stages/${TODAY}/ops`, {
      deviceId: 'judge-device',
      ops: [op(r.id, { points: 0 })],
    });
    expect(((await response.json()) as JudgeBatchResponse).outcomes[0]!.outcome).toBe('applied');
  });
});

describe('PIN guessing', () => {
  it('is limited per client address and per stage, even with RATE_LIMIT=off; right PINs use nothing up', async () => {
    // rateLimit off, as on the e2e server: the PIN limit is a security control, not a load one (decision 029).
    const limited = await startTestServer({ rateLimit: false, trustProxy: 1 });
    try {
      const guess = (ip: string, pin: string, stageId = TODAY) =>
        limited.fetch('/api/observe/session', {
          method: 'POST',
          headers: { 'x-forwarded-for': ip },
          body: JSON.stringify({ stageId, pin }),
        });
      const created = await limited.fetch(`/api/stages/${TODAY}/observers`, {
        method: 'POST',
        cookie: await limited.loginAs('secretary'),
        body: JSON.stringify({ name: 'Venue wifi', section: 1 }),
      });
      const { pin } = (await created.json()) as CreatedObserverCredential;
      const wrong = pin === '000000' ? '000001' : '000000';
      // Twenty observers behind one venue address, all with the right PIN: none is turned away.
      for (let i = 0; i < 20; i++) expect((await guess('192.0.2.7', pin)).status).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await guess('198.51.100.1', wrong)).status);
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
      // That address waits even with the right PIN, for any stage; another address gets in.
      expect((await guess('198.51.100.1', pin)).status).toBe(429);
      expect((await guess('198.51.100.1', wrong, OTHER)).status).toBe(429);
      expect((await guess('192.0.2.8', pin)).status).toBe(200);
      // From many addresses: 30 wrong guesses per stage per hour, then even the right PIN waits.
      for (let i = 10; i < 30; i++) expect((await guess(`198.51.100.${i}`, wrong)).status).toBe(400);
      expect((await guess('203.0.113.1', wrong)).status).toBe(429);
      expect((await guess('203.0.113.2', pin)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
