import type { RiderSearchHit } from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants, riders, users } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';
import { checkedAnswers } from './openapi-checked.js';

/** A secretary's new entry for a rider picked from the search (issue #38): the entry is that rider's. */
let server: TestServer;
beforeAll(async () => {
  // Every described answer is checked against the OpenAPI document too (issue #41).
  server = await checkedAnswers(await startTestServer());
}, 240_000);
afterAll(() => server?.close());

const STAGE = 'demo-stage-4';
const json = <T>(res: Response) => res.json() as Promise<T>;
const entry = (name: string, birthDate: string, extra: Record<string, unknown> = {}) => ({
  form: {
    name,
    racingNumber: null,
    racingClass: 'Expert',
    birthDate,
    gender: 'male',
    clubId: 'MK Trial Rīga',
    bike: null,
    license: null,
    team: null,
  },
  confirmClassAge: true,
  ...extra,
});
const add = (body: unknown) => server.as('secretary', 'POST', `/api/stages/${STAGE}/participants`, body);
const search = async (q: string) =>
  json<RiderSearchHit[]>(await server.as('secretary', 'GET', `/api/riders?q=${encodeURIComponent(q)}`));

describe("the secretary's add picks a rider", () => {
  it('finds riders by name without diacritics or case, by racing number and by licence number', async () => {
    expect((await search('martins ozols')).map((r) => r.name)).toContain('Mārtiņš Ozols');
    const martins = (await search('martins ozols'))[0]!;
    expect((await search(String(martins.racingNumber))).map((r) => r.id)).toContain(martins.id);
    await server.as('secretary', 'POST', `/api/riders/${martins.id}/licences`, {
      federation: 'LaMSF',
      kind: 'season',
      number: 'LV 2026-015',
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    });
    expect((await search('lv2026-015')).map((r) => r.id)).toEqual([martins.id]);
  });

  it('the picked rider gets the entry even when the name is written differently; the rule would have made a new one', async () => {
    const martins = (await search('martins ozols'))[0]!;
    const res = await add(entry('M. Ozols', martins.birthDate.replaceAll('-', '.'), { riderId: martins.id }));
    expect(res.status).toBe(201);
    const [row] = await server.database.db
      .select({ riderId: participants.riderId })
      .from(participants)
      .where(and(eq(participants.stageId, STAGE), eq(participants.name, 'M. Ozols')));
    expect(row?.riderId).toBe(martins.id);
    // A rider rides a stage once.
    const again = await add(entry('Mārtiņš Ozols', martins.birthDate.replaceAll('-', '.'), { riderId: martins.id }));
    expect(again.status).toBe(409);
    expect((await json<{ error: { code: string } }>(again)).error.code).toBe('riderAlreadyEntered');
  });

  it("a picked rider with an account gets the account's own entry: the rider cannot join a second time", async () => {
    const [own] = await server.database.db
      .select({ id: riders.id, userId: riders.userId, birthDate: riders.birthDate })
      .from(riders)
      .innerJoin(users, eq(users.id, riders.userId))
      .where(eq(users.email, 'rider2@trialhub.demo'));
    const cookie = await server.signIn('rider2@trialhub.demo');
    await server.fetch(`/api/stages/${STAGE}/participants/me`, { method: 'DELETE', headers: { cookie } });
    const res = await add(entry('Picked With Account', own!.birthDate.replaceAll('-', '.'), { riderId: own!.id }));
    expect(res.status).toBe(201);
    expect((await json<{ id: string }>(res)).id).toBe(own!.userId);
    const join = await server.fetch(`/api/stages/${STAGE}/participants/join`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(entry('Kertu Kask', own!.birthDate.replaceAll('-', '.'))),
    });
    expect(join.status).toBe(409);
  });

  it('an unknown rider id is refused and adds nothing', async () => {
    const before = await server.database.db.select().from(participants).where(eq(participants.stageId, STAGE));
    const res = await add(entry('Ghost', '1990.01.01', { riderId: 'r-nobody' }));
    expect(res.status).toBe(400);
    expect((await json<{ error: { fields: Record<string, string> } }>(res)).error.fields.riderId).toBe(
      'participant.riderUnknown',
    );
    expect(await server.database.db.select().from(participants).where(eq(participants.stageId, STAGE))).toHaveLength(
      before.length,
    );
  });
});
