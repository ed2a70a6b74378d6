import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants, riders } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';

/**
 * A rider record's contact e-mail (issue #38, decision 080): the secretary's form and the entry import
 * set it, and a rider who claims his record gives it his account's e-mail when it has none.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 240_000);
afterAll(() => server?.close());

const STAGE = 'demo-stage-4';
const json = <T>(res: Response) => res.json() as Promise<T>;

const form = (name: string, fields: Record<string, unknown> = {}) => ({
  form: {
    name,
    racingNumber: null,
    racingClass: 'Hobby',
    birthDate: '1988.03.04',
    gender: 'male',
    clubId: 'MK Trial Rīga',
    bike: null,
    license: null,
    team: null,
    ...fields,
  },
  confirmClassAge: true,
});

/** The contact e-mail of the rider record behind an entry. */
async function recordEmail(participantId: string) {
  const [row] = await server.database.db
    .select({ email: riders.email })
    .from(participants)
    .innerJoin(riders, eq(riders.id, participants.riderId))
    .where(and(eq(participants.stageId, STAGE), eq(participants.id, participantId)));
  return row?.email;
}

describe("the secretary's form", () => {
  it('sets the rider record’s e-mail on add, shows it in the list, changes and clears it on edit', async () => {
    const added = await server.as('secretary', 'POST', `/api/stages/${STAGE}/participants`, {
      ...form('Epasta Braucējs', { email: ' Epasts.Braucejs@Example.com ' }),
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const entry = await json<{ id: string; email: string | null }>(added);
    expect(entry.email).toBe('epasts.braucejs@example.com');
    expect(await recordEmail(entry.id)).toBe('epasts.braucejs@example.com');
    const list = await json<{ id: string; email?: string | null }[]>(
      await server.as('secretary', 'GET', `/api/stages/${STAGE}/participants`),
    );
    expect(list.find((p) => p.id === entry.id)?.email).toBe('epasts.braucejs@example.com');

    const path = `/api/stages/${STAGE}/participants/${entry.id}`;
    const changed = await server.as('secretary', 'PUT', path, form('Epasta Braucējs', { email: 'jauns@example.com' }));
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(await recordEmail(entry.id)).toBe('jauns@example.com');
    // A form without the field (an older page) leaves it; an emptied field clears it.
    expect((await server.as('secretary', 'PUT', path, form('Epasta Braucējs'))).status).toBe(200);
    expect(await recordEmail(entry.id)).toBe('jauns@example.com');
    expect((await server.as('secretary', 'PUT', path, form('Epasta Braucējs', { email: null }))).status).toBe(200);
    expect(await recordEmail(entry.id)).toBeNull();
  });

  it('refuses an address that is not one, on the field', async () => {
    const bad = await server.as('secretary', 'POST', `/api/stages/${STAGE}/participants`, {
      ...form('Slikts Epasts', { email: 'nav-adrese' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { fields: { email: 'validation.email' } } });
  });

  it("a rider's own join keeps no contact e-mail from the form", async () => {
    const res = await server.as('rider', 'POST', `/api/stages/${STAGE}/participants/join`, {
      ...form('Demo Rider', { email: 'someone.else@example.com' }),
    });
    // Whatever the join answers (the demo rider may be entered already), no record gets this address.
    expect([201, 400, 409]).toContain(res.status);
    const found = await server.database.db.select().from(riders).where(eq(riders.email, 'someone.else@example.com'));
    expect(found).toEqual([]);
  });
});

describe('the entry import', () => {
  it("reads an optional e-mail column into the rows' rider records; a bad address refuses its row", async () => {
    const csv = [
      'Vārds;Klase;Dzimšanas datums;Dzimums;E-pasts',
      'Importa Epasts;Hobby;1987.01.02;V;importa.epasts@example.com',
      'Bez Epasta;Hobby;1987.01.03;V;',
      'Slikta Adrese;Hobby;1987.01.04;V;nav@adrese',
    ].join('\n');
    const body = { csv, acceptClassAge: [2, 3, 4], commit: true };
    const res = await server.as('secretary', 'POST', `/api/stages/${STAGE}/participants/import`, body);
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = await json<{ rows: { line: number; status: string; reasons: string[] }[]; applied: number }>(res);
    expect(answer.rows.map((r) => [r.line, r.status, r.reasons])).toEqual([
      [2, 'new', []],
      [3, 'new', []],
      [4, 'refused', ['validation.email']],
    ]);
    const byName = async (name: string) => {
      const [p] = await server.database.db
        .select({ id: participants.id })
        .from(participants)
        .where(and(eq(participants.stageId, STAGE), eq(participants.name, name)));
      return recordEmail(p!.id);
    };
    expect(await byName('Importa Epasts')).toBe('importa.epasts@example.com');
    expect(await byName('Bez Epasta')).toBeNull();
  });
});

describe('a claim', () => {
  async function signUp(email: string, name: string) {
    const res = await server.fetch('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct-horse', name }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return {
      cookie: res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    };
  }

  it("gives a record without an e-mail the account's, and keeps one the secretary recorded", async () => {
    const added = await server.as('secretary', 'POST', `/api/stages/${STAGE}/participants`, {
      ...form('Licences Īpašnieks', { license: 'LAMSF 7781' }),
    });
    const entry = await json<{ id: string }>(added);
    const [{ riderId }] = (await server.database.db
      .select({ riderId: participants.riderId })
      .from(participants)
      .where(and(eq(participants.stageId, STAGE), eq(participants.id, entry.id)))) as [{ riderId: string }];
    const me = await signUp(`Claimer.${Date.now()}@Example.com`, 'L. Īpašnieks');
    const claimed = await server.as(me, 'POST', '/api/me/rider-claims', { riderId, licence: 'LAMSF7781' });
    expect(await json(claimed)).toEqual({ status: 'claimed', riderId });
    expect(await recordEmail(entry.id)).toMatch(/^claimer\.\d+@example\.com$/);

    const kept = await server.as('secretary', 'POST', `/api/stages/${STAGE}/participants`, {
      ...form('Ierakstīts Epasts', { license: 'LAMSF 7782', email: 'federacijas@example.com' }),
    });
    const keptEntry = await json<{ id: string }>(kept);
    const [{ riderId: keptRider }] = (await server.database.db
      .select({ riderId: participants.riderId })
      .from(participants)
      .where(and(eq(participants.stageId, STAGE), eq(participants.id, keptEntry.id)))) as [{ riderId: string }];
    const other = await signUp(`other.${Date.now()}@example.com`, 'I. Epasts');
    await server.as(other, 'POST', '/api/me/rider-claims', { riderId: keptRider, licence: 'lamsf 7782' });
    expect(await recordEmail(keptEntry.id)).toBe('federacijas@example.com');
  });
});
