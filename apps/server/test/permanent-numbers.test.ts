import type { ChampionshipRider, LicenceCheck, PermanentNumber, PermanentNumbersPage } from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants, riders } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';
import { checkedAnswers } from './openapi-checked.js';

/** Permanent championship numbers (issue #38, decision 079): unique, for eligible riders, locked at entry. */
let server: TestServer;
beforeAll(async () => {
  // Every described answer is checked against the OpenAPI document too (issue #41).
  server = await checkedAnswers(await startTestServer());
}, 240_000);
afterAll(() => server?.close());

const STAGE = 'demo-stage-4';
const CUP = 'demo-baltic-cup';
const NUMBERS = `/api/championships/${CUP}/permanent-numbers`;
const json = <T>(res: Response) => res.json() as Promise<T>;
const errorOf = async (res: Response) =>
  (await json<{ error: { code: string; fields?: Record<string, string> } }>(res)).error;
const newRider = async (name: string, clubId: string | null = 'MK Trial Rīga') => {
  const id = `r-num-${name.toLowerCase().replace(/\W+/g, '-')}`;
  await server.database.db.insert(riders).values({ id, name, birthDate: '1990-02-02', clubId });
  return id;
};
const rules = (body: Record<string, unknown>) =>
  server.as('secretary', 'PUT', `/api/championships/${CUP}/entry-rules`, body);
const assign = (riderId: string, number: number, racingClass: string | null = null) =>
  server.as('secretary', 'POST', NUMBERS, { riderId, number, racingClass });
const entry = (name: string, racingNumber: number | null, riderId?: string) =>
  server.as('secretary', 'POST', `/api/stages/${STAGE}/participants`, {
    form: {
      name,
      racingNumber,
      racingClass: 'Expert',
      birthDate: '1990.02.02',
      gender: 'male',
      clubId: 'MK Trial Rīga',
      bike: null,
      license: null,
      team: null,
    },
    confirmClassAge: true,
    ...(riderId ? { riderId } : {}),
  });

describe('permanent numbers', () => {
  it('are refused while the championship does not issue them', async () => {
    const id = await newRider('Too Early');
    expect((await errorOf(await assign(id, 5))).code).toBe('numbersNotIssued');
  });

  it('two secretaries saving the rules at once both succeed (the row is replaced under a lock)', async () => {
    // On PostgreSQL both used to find no row to delete and the second insert broke the unique index: a 500.
    // The championship has no rules row yet: each save finds nothing to delete and inserts one.
    const saved = await Promise.all(Array.from({ length: 6 }, () => rules({})));
    expect(saved.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('are unique in the championship; the public list shows the holders', async () => {
    expect((await rules({ permanentNumbers: { enabled: true } })).status).toBe(200);
    const first = await newRider('First Holder');
    const second = await newRider('Second Holder');
    expect((await assign(first, 7)).status).toBe(201);
    const taken = await assign(second, 7);
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).code).toBe('numberHeld');
    expect((await assign(second, 8)).status).toBe(201);
    const slug = `baltic-cup-${new Date().getFullYear()}`;
    const page = await json<PermanentNumbersPage>(await server.fetch(`/api/permanent-numbers/demo/${slug}`));
    expect(page.issued).toBe(true);
    const list = page.numbers;
    expect(list.filter((n) => n.riderId === first || n.riderId === second).map((n) => [n.number, n.name])).toEqual([
      [7, 'First Holder'],
      [8, 'Second Holder'],
    ]);
  });

  it('per class when the championship says so: two classes may each have a no. 9', async () => {
    await rules({ permanentNumbers: { enabled: true, perClass: true } });
    const a = await newRider('Class A Nine');
    const b = await newRider('Class B Nine');
    expect((await assign(a, 9, 'Expert')).status).toBe(201);
    expect((await assign(b, 9, 'Hobby')).status).toBe(201);
    expect((await errorOf(await assign(b, 9, 'Expert'))).code).toBe('numberHeld');
    await rules({ permanentNumbers: { enabled: true } });
  });

  it('only for eligible riders: a club, and a valid licence when the championship requires one', async () => {
    const clubless = await newRider('No Club', null);
    expect(await errorOf(await assign(clubless, 11))).toMatchObject({
      code: 'numberNotEligible',
      fields: { rider: 'numbers.error.noClub' },
    });
    await rules({ requiredLicenceKinds: ['season'], permanentNumbers: { enabled: true } });
    const unlicensed = await newRider('No Licence');
    expect(await errorOf(await assign(unlicensed, 12))).toMatchObject({
      code: 'numberNotEligible',
      fields: { rider: 'numbers.error.noLicence' },
    });
    const check = await json<LicenceCheck>(await server.as('secretary', 'GET', `/api/stages/${STAGE}/licence-check`));
    await server.as('secretary', 'POST', `/api/riders/${unlicensed}/licences`, {
      federation: 'EMF',
      kind: 'season',
      number: 'EE-12',
      validFrom: '2000-01-01',
      validTo: check.day,
    });
    expect((await assign(unlicensed, 12)).status).toBe(201);
    await rules({ permanentNumbers: { enabled: true } });
  });

  it('a rider asks for one themself (their account rider)', async () => {
    const res = await server.as('rider', 'POST', `${NUMBERS}/request`, { number: 42 });
    expect(res.status).toBe(201);
    expect((await json<PermanentNumber>(res)).number).toBe(42);
    const check = await json<LicenceCheck>(await server.as('rider', 'GET', `/api/stages/${STAGE}/licence-check`));
    expect(check.permanentNumber).toBe(42);
  });

  it("lock the holder's entry to their number and keep it from everyone else on the championship's stages", async () => {
    const holder = await newRider('Locked Holder');
    await assign(holder, 21);
    const other = await entry('Someone Else', 21);
    expect(other.status).toBe(409);
    expect(await errorOf(other)).toMatchObject({
      code: 'numberHeld',
      fields: { racingNumber: 'numbers.error.heldByOther' },
    });
    const wrong = await entry('Locked Holder', 22, holder);
    expect(await errorOf(wrong)).toMatchObject({
      code: 'numberLocked',
      fields: { racingNumber: 'numbers.error.locked' },
    });
    const filled = await entry('Locked Holder', null, holder);
    expect(filled.status).toBe(201);
    const [row] = await server.database.db
      .select({ racingNumber: participants.racingNumber })
      .from(participants)
      .where(and(eq(participants.stageId, STAGE), eq(participants.riderId, holder)));
    expect(row?.racingNumber).toBe(21);
  });

  it('a secretary takes a number back; then anyone may ride with it', async () => {
    const holder = await newRider('Gives Back');
    await assign(holder, 31);
    expect((await server.as('secretary', 'DELETE', `${NUMBERS}/${holder}`)).status).toBe(204);
    expect((await entry('Takes Over', 31)).status).toBe(201);
  });

  it("the secretary's screen lists the championship's riders with the numbers they hold", async () => {
    await rules({ permanentNumbers: { enabled: true } });
    const holder = await newRider('Listed Holder');
    expect((await entry('Listed Holder', 41, holder)).status).toBe(201);
    await assign(holder, 41);
    const list = await json<ChampionshipRider[]>(await server.as('secretary', 'GET', `${NUMBERS}/riders`));
    expect(list.find((r) => r.riderId === holder)).toEqual({
      riderId: holder,
      name: 'Listed Holder',
      clubId: 'MK Trial Rīga',
      racingClasses: ['Expert'],
      lastRacingNumber: 41,
      numbers: [{ number: 41, racingClass: null }],
    });
    // Riders of other championships are not listed.
    expect(list.every((r) => r.racingClasses.length > 0 || r.numbers.length > 0)).toBe(true);
    expect((await server.as('rider', 'GET', `${NUMBERS}/riders`)).status).toBe(403);
  });
});
